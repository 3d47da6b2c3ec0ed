// The local runner: a server at 127.0.0.1 / localhost without a credential runs the script with
// bash on the console's own machine, in the server's service root dir (so `npm start` can deploy
// with nothing set up). The script is its own process group: a cancel stops all it started, and
// so does this process's death (runner.ts guardedCommand).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { guardedCommand, KILL_GRACE_MS, type RemoteRunner, type RunOptions } from './runner';

export class LocalRunner implements RemoteRunner {
  constructor(private readonly rootDir: string) {}

  run(script: string, { signal, onOutput }: RunOptions): Promise<{ exitCode: number | null }> {
    fs.mkdirSync(this.rootDir, { recursive: true });
    return new Promise((resolve, reject) => {
      // Its own process group (detached); the guard stops that group when this process dies.
      const child = spawn('bash', ['-c', guardedCommand(Buffer.byteLength(script))], {
        cwd: this.rootDir,
        detached: true,
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      const killGroup = (sig: NodeJS.Signals) => {
        try {
          if (child.pid) process.kill(-child.pid, sig);
        } catch {
          /* the group is gone */
        }
      };
      let killTimer: NodeJS.Timeout | undefined;
      const onAbort = () => {
        killGroup('SIGTERM');
        killTimer = setTimeout(() => killGroup('SIGKILL'), KILL_GRACE_MS);
        killTimer.unref();
      };
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
      child.stdout.setEncoding('utf8').on('data', onOutput);
      // The guard's first line (its process group) is not the script's output.
      let head: string | null = '';
      child.stderr.setEncoding('utf8').on('data', (d: string) => {
        if (head === null) return onOutput(d);
        head += d;
        const nl = head.indexOf('\n');
        if (nl < 0) return;
        const rest = head.slice(nl + 1);
        head = null;
        if (rest) onOutput(rest);
      });
      child.on('error', (e) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      });
      child.on('close', (code) => {
        signal.removeEventListener('abort', onAbort);
        child.stdin.destroy();
        // Children the script left behind in its group on a cancel go too.
        if (signal.aborted) killGroup('SIGKILL');
        if (killTimer) clearTimeout(killTimer);
        resolve({ exitCode: code });
      });
      child.stdin.on('error', () => {});
      // The script, then stdin stays open while this process lives (the guard watches it).
      child.stdin.write(script);
    });
  }
}
