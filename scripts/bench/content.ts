// Content bench (issue 12): with 100,000 puzzles in a project,
//   1. a puzzle page at the server ≤ 50 ms (first, middle and last page of a 50,000-puzzle folder);
//   2. a sort of a 5,000-puzzle folder in one transaction ≤ 1 s (set-all-sort);
//   3. an xlsx export of 10,000 puzzles, with the progress the screen shows;
//   4. a webp export of 1,000 pictures (1,000 distinct pictures, each converted once).
// Starts the built server on loopback with a fresh data folder (or DATABASE_URL when set) and a
// demo of BENCH_PUZZLES puzzles (default 100,000) and 1,000 distinct pictures, then times the
// requests one at a time (a page is one operator's click, not a load test: api.ts does load).
// Run: npx tsx scripts/bench/content.ts   (`npm run bench` builds first)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, HttpClient, startServer } from '../../tests/fault/serverProcess';

const ROOT = path.resolve(import.meta.dirname, '../..');
// BENCH_DIST: another build to measure (e.g. a copy of main's), dist by default.
const BUILD = path.join(path.resolve(ROOT, process.env.BENCH_DIST || 'dist'), 'server/main.js');
const PUZZLES = Number(process.env.BENCH_PUZZLES || 100_000);
const ADMIN = { mail: 'admin@example.com', password: 'bench-pass-123' };
const CODE = 'jigsaw';

if (!fs.existsSync(BUILD)) {
  console.error(`${path.relative(ROOT, BUILD)} is missing: run \`npm run build\` first (\`npm run bench\` does)`);
  process.exit(1);
}

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liveops-bench-content-'));
const env = {
  PORT: String(port),
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: ADMIN.password,
  ADMIN_MAIL: ADMIN.mail,
  DEMO: '1',
  DEMO_EVENTS: '2000',
  DEMO_PUZZLES: String(PUZZLES),
  DEMO_PUZZLE_PICTURES: '1000',
  CLICKHOUSE_URL: '',
};
const started = performance.now();
const server = await startServer(env, 15 * 60_000, BUILD);
const http = new HttpClient(server.base);

const ms = (v: number) => `${v.toFixed(v < 10 ? 1 : 0)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(0.99 * (xs.length - 1))];
const verdict = (ok: boolean) => (ok ? 'OK' : 'OVER');

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const r = await fn();
  return [r, performance.now() - t0];
}

async function json<T>(method: string, url: string, body?: unknown): Promise<T> {
  const r = await http.call(method, url, body);
  if (r.status !== 200) throw new Error(`${method} ${url}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
  return r.body as T;
}

interface Folder {
  id: number;
  name: string;
  type: string;
  needPub: boolean;
}
interface JobView {
  state: string;
  progress: { done: number; total: number | null; message: string };
  error: string | null;
  result: unknown;
}

/**
 * Starts an export and polls its job every 50 ms; answers the wall time, the progress steps seen
 * and the slowest /healthz answer meanwhile (polled every 20 ms: the export must not stall others).
 */
async function exportJob(folderId: number, kind: string) {
  let polling = true;
  let slowestHealth = 0;
  const health = (async () => {
    while (polling) {
      const [, t] = await timed(() => fetch(`${server.base}/healthz`).then((r) => r.arrayBuffer()));
      slowestHealth = Math.max(slowestHealth, t);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const t0 = performance.now();
  const { jobId } = await json<{ jobId: number }>('POST', `/v1/${CODE}/puzzles/folder/${folderId}/export`, { kind });
  const steps = new Set<string>();
  for (;;) {
    const { job } = await json<{ job: JobView }>('GET', `/v1/jobs/${jobId}`);
    if (job.progress.message) steps.add(job.progress.message);
    if (job.state === 'succeeded') break;
    if (job.state === 'failed' || job.state === 'cancelled') throw new Error(`export ${kind} ${job.state}: ${job.error}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const wall = performance.now() - t0;
  polling = false;
  await health;
  const file = await fetch(`${server.base}/v1/${CODE}/puzzles/jobs/${jobId}/file`, { headers: { cookie: http.cookie } });
  const bytes = (await file.arrayBuffer()).byteLength;
  return { wall, steps: [...steps], status: file.status, bytes, slowestHealth };
}

try {
  console.log(
    `server with ${PUZZLES} demo puzzles up in ${((performance.now() - started) / 1000) | 0} s on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  console.log(
    server
      .output()
      .split('\n')
      .find((l) => l.includes('puzzles demo')) ?? '',
  );
  const login = await http.call('POST', '/v1/auth/login', ADMIN);
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  const { folders } = await json<{ folders: Folder[] }>('GET', `/v1/${CODE}/puzzles/folders`);
  const byName = (n: string) =>
    folders.find((f) => f.name === n) ??
    (() => {
      throw new Error(`no folder ${n}`);
    })();
  const daily = byName('Daily jigsaws');
  const levels = byName('Level pack 1');
  const toPublish = byName('To publish');

  // 1. Pages.
  const first = await json<{ total: number }>('GET', `/v1/${CODE}/puzzles/folder/${daily.id}?page=1&size=100`);
  console.log(`\n1. puzzle page, folder of ${first.total} puzzles, 40 requests each, one at a time  [budget ≤ 50 ms]`);
  for (const size of [100, 500]) {
    const last = Math.ceil(first.total / size);
    for (const [label, page] of [
      ['first', 1],
      ['middle', Math.ceil(last / 2)],
      ['last', last],
    ] as const) {
      const times: number[] = [];
      for (let i = 0; i < 40; i++)
        times.push((await timed(() => json('GET', `/v1/${CODE}/puzzles/folder/${daily.id}?page=${page}&size=${size}`)))[1]);
      console.log(
        `   size ${size}, ${label} page (${page}): median ${ms(median(times))}, p99 ${ms(p99(times))}  ${verdict(median(times) <= 50)}`,
      );
    }
  }

  // 2. Set-all-sort of the 5,000-puzzle folder.
  const levelCount = (await json<{ total: number }>('GET', `/v1/${CODE}/puzzles/folder/${levels.id}?page=1&size=10`)).total;
  const sorts: number[] = [];
  for (let i = 0; i < 5; i++)
    sorts.push(
      (
        await timed(() => json<{ sorted: number }>('POST', `/v1/${CODE}/puzzles/folder/${levels.id}/sortAll`, { startSort: 1 + (i % 2) }))
      )[1],
    );
  console.log(
    `\n2. set-all-sort of a ${levelCount}-puzzle folder, one transaction, 5 runs: median ${ms(median(sorts))}, slowest ${ms(Math.max(...sorts))}  [budget ≤ 1 s] ${verdict(median(sorts) <= 1000)}`,
  );

  // 3. xlsx export of 10,000 puzzles: a new folder filled by a pick rule (itself timed).
  const { folder } = await json<{ folder: { id: number } }>('POST', `/v1/${CODE}/folder`, { name: { en: 'Bench 10k' }, type: 'level' });
  const [, pickMs] = await timed(() =>
    json('POST', `/v1/${CODE}/folder/pick`, {
      targetFolderInfo: { targetId: folder.id, startSort: 1 },
      loopRule: [{ id: daily.id, pickCount: 10_000 }],
    }),
  );
  console.log(`\n3. pick rule of 10,000 puzzles into a new folder: ${ms(pickMs)}`);
  for (const kind of ['all', 'translation']) {
    const x = await exportJob(folder.id, kind);
    console.log(
      `   xlsx export '${kind}' of 10,000 puzzles: ${ms(x.wall)} from request to done, ${x.steps.length} progress steps seen (${x.steps.slice(0, 2).join(', ')} … ${x.steps.at(-1)}), file ${x.status}, ${(x.bytes / 1024) | 0} KB; slowest /healthz meanwhile ${ms(x.slowestHealth)}`,
    );
  }

  // 4. webp export of 1,000 distinct pictures (pic1 of the 1,000 'To publish' puzzles; pic2 reuses them).
  const pics = await exportJob(toPublish.id, 'pics');
  console.log(
    `\n4. webp export of the 1,000 pictures of a 1,000-puzzle folder: ${ms(pics.wall)} from request to done, ${pics.steps.length} progress steps, file ${pics.status}, ${(pics.bytes / 1024 ** 2).toFixed(1)} MB; slowest /healthz meanwhile ${ms(pics.slowestHealth)}`,
  );
} finally {
  server.proc.kill('SIGTERM');
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
