// Runs the built server as a real process for fault tests: build once into its own folder,
// start on a free port with a data dir, wait for health, kill with any signal.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
/**
 * Its own output folder per test process: a build someone else runs meanwhile (another fault
 * test file in the next worker cleans its folder first) cannot pull the file away before a restart.
 */
const FAULT_DIR = `dist/fault-server/${process.pid}`;
export const FAULT_BUILD = path.join(ROOT, FAULT_DIR, 'main.js');

/** What this process built already: the sources do not change during a run, and a build is seconds of CPU. */
const built = new Map<string, string>();

/** Builds the server (or another entry, e.g. one with a test-only plugin) once per process; answers the built file. */
export function buildServer(entry?: string): string {
  const done = built.get(entry ?? '');
  if (done) return done;
  // tsup cleans the folder first: what was built before is gone.
  built.clear();
  const file = buildNow(entry);
  built.set(entry ?? '', file);
  return file;
}

function buildNow(entry?: string): string {
  const r = spawnSync('npx', ['tsup', ...(entry ? [entry] : []), '--out-dir', FAULT_DIR], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`server build failed:\n${r.stdout}\n${r.stderr}`);
  return entry ? path.join(ROOT, FAULT_DIR, `${path.basename(entry, path.extname(entry))}.js`) : FAULT_BUILD;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  proc: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

// A ceiling on the start, not a budget: at idle priority beside the browser suite a start (migrations,
// PGlite) has taken over a minute.
export async function startServer(env: Record<string, string>, timeoutMs = 150_000, script = FAULT_BUILD): Promise<RunningServer> {
  const proc = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}:\n${out}`);
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { proc, base, output: () => out, exited };
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`server not healthy after ${timeoutMs} ms:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A cookie-carrying JSON client for one server. */
export class HttpClient {
  cookie = '';
  constructor(public base: string) {}

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read JSON replies by property
  async call(method: string, p: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
    const res = await fetch(this.base + p, {
      method,
      // Origin as a browser sends it: console writes without one are refused.
      headers: {
        origin: this.base,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie?.()[0];
    if (set) this.cookie = set.split(';')[0];
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }
}
