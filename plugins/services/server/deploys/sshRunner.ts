// The SSH runner (ssh2's Client): logs in with the server's decrypted credential (a PEM/OpenSSH
// private key, else a password), checks the host key (trust on first use: the first deploy stores
// its sha256 fingerprint in servers.host_key_sha256; a different key later refuses to connect), and
// runs the script with `bash -s` on stdin, so nothing of it is on a command line. The remote
// command first reports its process group (sshd makes each session its own); a cancel kills that
// group over a second channel, then closes the channel, so the remote command really stops. If
// the console dies instead, the channel's end stops the group (runner.ts guardedCommand).
import crypto from 'node:crypto';
import { Client, type ClientChannel, type ConnectConfig } from 'ssh2';
import { guardedCommand, KILL_GRACE_MS, type RemoteRunner, type RunOptions } from './runner';

export const SSH_CONNECT_TIMEOUT_MS = 10_000;

export interface SshTarget {
  host: string;
  port: number;
  username: string;
  /** The decrypted credential: a private key (PEM / OpenSSH) or a password. */
  credential: string;
  /** The fingerprint trusted so far ('' : none yet, the first one is trusted and reported). */
  knownHostKey: string;
  onNewHostKey: (fingerprint: string) => Promise<void> | void;
}

export const fingerprintOf = (key: Buffer) => `SHA256:${crypto.createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
export const isPrivateKey = (credential: string) => /-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(credential);

export class HostKeyMismatch extends Error {}

export class SshRunner implements RemoteRunner {
  constructor(private readonly target: SshTarget) {}

  private connect(signal: AbortSignal): Promise<Client> {
    const t = this.target;
    let seen = '';
    const config: ConnectConfig = {
      host: t.host,
      port: t.port,
      username: t.username,
      readyTimeout: SSH_CONNECT_TIMEOUT_MS,
      ...(isPrivateKey(t.credential) ? { privateKey: t.credential } : { password: t.credential }),
      hostVerifier: (key: Buffer) => {
        seen = fingerprintOf(key);
        return !t.knownHostKey || t.knownHostKey === seen;
      },
    };
    return new Promise((resolve, reject) => {
      const conn = new Client();
      const onAbort = () => {
        conn.end();
        reject(new Error('Cancelled before the SSH connection was up'));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      conn.on('ready', async () => {
        signal.removeEventListener('abort', onAbort);
        try {
          if (!t.knownHostKey && seen) await t.onNewHostKey(seen);
          resolve(conn);
        } catch (e) {
          conn.end();
          reject(e);
        }
      });
      conn.on('error', (e) => {
        signal.removeEventListener('abort', onAbort);
        if (t.knownHostKey && seen && seen !== t.knownHostKey)
          reject(
            new HostKeyMismatch(
              `The server's host key changed (${seen}, trusted ${t.knownHostKey}): clear the stored key if the server was rebuilt`,
            ),
          );
        else reject(new Error(`SSH connection to ${t.host}:${t.port} failed: ${e.message}`));
      });
      conn.connect(config);
    });
  }

  private exec(conn: Client, command: string): Promise<ClientChannel> {
    return new Promise((resolve, reject) => conn.exec(command, (err, stream) => (err ? reject(err) : resolve(stream))));
  }

  async run(script: string, { signal, onOutput }: RunOptions): Promise<{ exitCode: number | null }> {
    const conn = await this.connect(signal);
    try {
      // The script on stdin (nothing of it on a command line); stdin then stays open: if this
      // process dies, the connection ends, sshd closes the session's stdin and the script stops.
      const stream = await this.exec(conn, guardedCommand(Buffer.byteLength(script)));
      let pgid: number | null = null;
      let head = '';
      stream.setEncoding('utf8');
      stream.stderr.setEncoding('utf8');
      stream.on('data', (d: string) => onOutput(d));
      stream.stderr.on('data', (d: string) => {
        if (pgid !== null) return onOutput(d);
        head += d;
        const nl = head.indexOf('\n');
        if (nl < 0) return;
        const m = head.slice(0, nl).match(/(\d+)\s*$/);
        pgid = m ? Number(m[1]) : 0;
        const rest = head.slice(nl + 1);
        if (rest) onOutput(rest);
      });
      const stop = async () => {
        if (pgid) {
          try {
            const killer = await this.exec(
              conn,
              `kill -TERM -- -${pgid} 2>/dev/null; sleep ${KILL_GRACE_MS / 1000}; kill -KILL -- -${pgid} 2>/dev/null; true`,
            );
            killer.resume();
            killer.stderr.resume();
            await new Promise<void>((r) => {
              killer.on('close', () => r());
              setTimeout(r, KILL_GRACE_MS + 3_000).unref();
            });
          } catch {
            /* the connection is gone: closing it below ends the session */
          }
        }
        stream.close();
      };
      return await new Promise((resolve) => {
        const onAbort = () => void stop();
        signal.addEventListener('abort', onAbort, { once: true });
        stream.on('close', (code: number | null) => {
          signal.removeEventListener('abort', onAbort);
          resolve({ exitCode: signal.aborted ? null : typeof code === 'number' ? code : null });
        });
        stream.write(script);
      });
    } finally {
      conn.end();
    }
  }
}
