// A local server that speaks APNs' HTTP/2 provider API (tests and the delivery bench): h2c
// (cleartext HTTP/2, the default) or TLS with a certificate made by the openssl CLI. It checks the
// provider JWT (ES256 with the registered key's public half, kid, iss, iat within the hour), the
// apns-topic, the token's shape, and records every accepted notification. Failures are scripted:
// the next N requests answer a status and reason (429 TooManyRequests with or without Retry-After,
// 500, 503), dead tokens answer 410 Unregistered, every JWT so far can be expired (403
// ExpiredProviderToken). No per-message logs: fast enough for a bench.
import { execFileSync } from 'node:child_process';
import { createPublicKey, generateKeyPairSync, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { jwtVerify } from 'jose';

export interface ApnsKey {
  /** The .p8 text an operator uploads. */
  pem: string;
  keyId: string;
  teamId: string;
  bundleId: string;
}

export interface ApnsReceived {
  token: string;
  headers: { topic: string; pushType: string; priority: string; expiration: string };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the pushed JSON by property
  payload: Record<string, any>;
}

export interface ApnsServer {
  url: string;
  /** The TLS certificate (PEM) when started with tls: the client trusts it as its CA. */
  cert?: string;
  received: ApnsReceived[];
  readonly accepted: number;
  readonly requests: number;
  readonly maxInFlight: number;
  /** HTTP/2 sessions clients opened. */
  readonly sessions: number;
  /** HTTP/2 sessions still open (dropSessions: 0 once they are closed). */
  readonly openSessions: number;
  /** A key this server trusts (a fresh P-256 key). */
  key(over?: Partial<Omit<ApnsKey, 'pem'>>): ApnsKey;
  failNext(n: number, status: number, reason: string, headers?: Record<string, string>): void;
  kill(...tokens: string[]): void;
  /** Every JWT seen so far is answered 403 ExpiredProviderToken from now on. */
  expireJwts(): void;
  delayMs: number;
  /** Closes every client session (GOAWAY) while the server keeps listening: clients must reconnect. */
  dropSessions(): void;
  close(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1 and localhost, made with the openssl CLI. */
export function testCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apns-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:P-256',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: fs.readFileSync(path.join(dir, 'key.pem'), 'utf8'), cert: fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function startApnsServer(opts: { tls?: boolean; record?: boolean } = {}): Promise<ApnsServer> {
  const record = opts.record !== false;
  const keys = new Map<string, { teamId: string; bundleId: string; key: KeyObject }>();
  const verified = new Map<string, { kid: string; iat: number }>();
  const expired = new Set<string>();
  const dead = new Set<string>();
  const script: { status: number; reason: string; headers?: Record<string, string> }[] = [];
  const received: ApnsReceived[] = [];
  let accepted = 0;
  let requests = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  let sessions = 0;
  const tls = opts.tls ? testCertificate() : undefined;

  const answer = (stream: http2.ServerHttp2Stream, status: number, reason?: string, headers: Record<string, string> = {}) => {
    if (stream.destroyed) return;
    stream.respond({ ':status': status, 'apns-id': randomUUID(), ...(reason ? { 'content-type': 'application/json' } : {}), ...headers });
    stream.end(reason ? JSON.stringify({ reason, ...(status === 410 ? { timestamp: Date.now() } : {}) }) : undefined);
  };

  async function checkJwt(auth: string | undefined): Promise<string | null> {
    const jwt = /^bearer (.+)$/i.exec(auth ?? '')?.[1];
    if (!jwt) return 'MissingProviderToken';
    if (expired.has(jwt)) return 'ExpiredProviderToken';
    let seen = verified.get(jwt);
    if (!seen) {
      try {
        const header = JSON.parse(Buffer.from(jwt.split('.')[0], 'base64url').toString()) as { kid?: string; alg?: string };
        const k = keys.get(header.kid ?? '');
        if (!k || header.alg !== 'ES256') return 'InvalidProviderToken';
        const { payload } = await jwtVerify(jwt, k.key, { algorithms: ['ES256'], issuer: k.teamId });
        if (typeof payload.iat !== 'number') return 'InvalidProviderToken';
        seen = { kid: header.kid!, iat: payload.iat };
        verified.set(jwt, seen);
      } catch {
        return 'InvalidProviderToken';
      }
    }
    if (Date.now() / 1000 - seen.iat > 3600) return 'ExpiredProviderToken';
    return null;
  }

  async function handle(stream: http2.ServerHttp2Stream, headers: http2.IncomingHttpHeaders, raw: string) {
    requests++;
    const m = /^\/3\/device\/([^/?]*)$/.exec(String(headers[':path'] ?? ''));
    if (!m) return answer(stream, 404, 'BadPath');
    if (headers[':method'] !== 'POST') return answer(stream, 405, 'MethodNotAllowed');
    const bad = await checkJwt(headers.authorization as string | undefined);
    if (bad) return answer(stream, 403, bad);
    const jwt = (headers.authorization as string).slice(7);
    const key = keys.get(verified.get(jwt)!.kid)!;
    const topic = String(headers['apns-topic'] ?? '');
    if (!topic) return answer(stream, 400, 'MissingTopic');
    if (topic !== key.bundleId) return answer(stream, 400, 'TopicDisallowed');
    const s = script.shift();
    if (s) return answer(stream, s.status, s.reason, s.headers);
    const token = decodeURIComponent(m[1]);
    if (!token) return answer(stream, 400, 'MissingDeviceToken');
    if (!/^[0-9a-fA-F]{64}$/.test(token)) return answer(stream, 400, 'BadDeviceToken');
    if (dead.has(token)) return answer(stream, 410, 'Unregistered');
    if (Buffer.byteLength(raw) > 4096) return answer(stream, 413, 'PayloadTooLarge');
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(raw);
    } catch {
      return answer(stream, 400, 'PayloadEmpty');
    }
    if (!payload || typeof payload.aps !== 'object') return answer(stream, 400, 'PayloadEmpty');
    const pushType = String(headers['apns-push-type'] ?? '');
    const priority = String(headers['apns-priority'] ?? '10');
    if (pushType === 'background' && priority !== '5') return answer(stream, 400, 'BadPriority');
    accepted++;
    if (record)
      received.push({ token, headers: { topic, pushType, priority, expiration: String(headers['apns-expiration'] ?? '') }, payload });
    answer(stream, 200);
  }

  const h2 = tls ? http2.createSecureServer({ key: tls.key, cert: tls.cert }) : http2.createServer();
  h2.on('session', () => sessions++);
  h2.on('stream', (stream, headers) => {
    const chunks: Buffer[] = [];
    stream.on('data', (d: Buffer) => chunks.push(d));
    stream.on('error', () => {});
    stream.on('end', () => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const go = () =>
        void handle(stream, headers, Buffer.concat(chunks).toString('utf8')).finally(() => {
          inFlight--;
        });
      if (server.delayMs > 0) setTimeout(go, server.delayMs);
      else go();
    });
  });
  await new Promise<void>((r) => h2.listen(0, '127.0.0.1', r));
  const port = (h2.address() as AddressInfo).port;

  const server: ApnsServer = {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    ...(tls ? { cert: tls.cert } : {}),
    received,
    get accepted() {
      return accepted;
    },
    get requests() {
      return requests;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    get sessions() {
      return sessions;
    },
    get openSessions() {
      return openSessions.size;
    },
    key(over = {}) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const k: ApnsKey = {
        pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        keyId: over.keyId ?? randomBytes(5).toString('hex').toUpperCase(),
        teamId: over.teamId ?? 'TEAM123456',
        bundleId: over.bundleId ?? 'com.example.game',
      };
      keys.set(k.keyId, {
        teamId: k.teamId,
        bundleId: k.bundleId,
        key: createPublicKey(publicKey.export({ type: 'spki', format: 'pem' })),
      });
      return k;
    },
    failNext(n, status, reason, headers) {
      for (let i = 0; i < n; i++) script.push({ status, reason, headers });
    },
    kill(...list) {
      list.forEach((t) => dead.add(t));
    },
    expireJwts() {
      for (const jwt of verified.keys()) expired.add(jwt);
    },
    delayMs: 0,
    dropSessions() {
      for (const s of openSessions) s.close();
    },
    close: () =>
      new Promise<void>((r) => {
        h2.close(() => r());
        // Open client sessions would hold close() back.
        for (const s of openSessions) s.destroy();
      }),
  };
  const openSessions = new Set<http2.ServerHttp2Session>();
  h2.on('session', (s) => {
    openSessions.add(s);
    s.on('close', () => openSessions.delete(s));
  });
  return server;
}

/** A device token as iOS gives it: 32 bytes in hex. */
export const apnsToken = (i: number) => randomBytes(28).toString('hex') + i.toString(16).padStart(8, '0');
