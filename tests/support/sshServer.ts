// A real SSH server for the deploy tests: Debian's /usr/sbin/sshd -D -e on a free loopback port,
// as the current user, with a host key and an authorized_keys made for the test
// (ssh-keygen -t ed25519 -N ''), all in a temp dir removed at stop. `sshdMissing()` says why the
// tests cannot run; with CI set, a missing sshd is a failure, not a skip (.ci/run installs it).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const SSHD = '/usr/sbin/sshd';

export interface SshServer {
  host: string;
  port: number;
  user: string;
  /** The client's private key (OpenSSH format), what an operator pastes as the server's credential. */
  privateKey: string;
  /** The server's host key fingerprint (SHA256:..., as ssh-keygen -l prints it). */
  hostKeyFingerprint: string;
  stop(): Promise<void>;
}

/** Why the SSH tests cannot run here ('' : they can). Throws under CI: there they must run. */
export function sshdMissing(): string {
  const missing = !fs.existsSync(SSHD) || !fs.existsSync('/usr/bin/ssh-keygen');
  if (!missing) return '';
  const why = `${SSHD} (Debian's openssh-server) is not installed: the real-SSH deploy tests are SKIPPED`;
  if (process.env.CI) throw new Error(`${why} — and CI is set, so this is a failure`);
  console.warn(`\n!!! ${why} !!!\n`);
  return why;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

const listening = async (port: number, ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const ok = await new Promise<boolean>((r) => {
      const c = net.connect(port, '127.0.0.1', () => (c.end(), r(true)));
      c.on('error', () => r(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`sshd did not listen on ${port} within ${ms} ms`);
};

export async function startSshServer(): Promise<SshServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liveops-sshd-'));
  const keygen = (file: string) => execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'liveops-test', '-f', file]);
  keygen(path.join(dir, 'host_key'));
  keygen(path.join(dir, 'client_key'));
  fs.copyFileSync(path.join(dir, 'client_key.pub'), path.join(dir, 'authorized_keys'));
  fs.chmodSync(path.join(dir, 'authorized_keys'), 0o600);
  const user = os.userInfo().username;
  const port = await freePort();
  const config = [
    `Port ${port}`,
    'ListenAddress 127.0.0.1',
    `HostKey ${path.join(dir, 'host_key')}`,
    `AuthorizedKeysFile ${path.join(dir, 'authorized_keys')}`,
    'PubkeyAuthentication yes',
    'PasswordAuthentication no',
    'KbdInteractiveAuthentication no',
    'PermitRootLogin prohibit-password',
    'StrictModes no',
    'UsePAM no',
    'PidFile none',
    `AllowUsers ${user}`,
    'LogLevel ERROR',
  ].join('\n');
  fs.writeFileSync(path.join(dir, 'sshd_config'), config + '\n');
  // Debian's sshd wants its privilege separation dir when run as root.
  if (process.getuid?.() === 0) fs.mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
  const child: ChildProcess = spawn(SSHD, ['-D', '-e', '-f', path.join(dir, 'sshd_config')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  try {
    await Promise.race([listening(port, 10_000), exited.then(() => Promise.reject(new Error(`sshd exited: ${stderr}`)))]);
  } catch (e) {
    child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  const fp = execFileSync('ssh-keygen', ['-l', '-E', 'sha256', '-f', path.join(dir, 'host_key.pub')], { encoding: 'utf8' }).split(/\s+/)[1];
  return {
    host: '127.0.0.1',
    port,
    user,
    privateKey: fs.readFileSync(path.join(dir, 'client_key'), 'utf8'),
    hostKeyFingerprint: fp,
    stop: async () => {
      // -D: sshd's listener; its session children exit with their connections.
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 3_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
