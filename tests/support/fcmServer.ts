// A local server that speaks FCM HTTP v1 (tests and the delivery bench): an OAuth token endpoint
// that checks the service account's JWT assertion with its public key, and
// POST /v1/projects/{id}/messages:send that wants a live access token and records every accepted
// message. Failures are scripted: the next N sends answer a status (429 with or without
// Retry-After, 5xx), dead tokens answer 404 UNREGISTERED, malformed ones 400 INVALID_ARGUMENT,
// access tokens can be revoked (401). Keep-alive, no per-message logs: fast enough for a bench.
import { createPublicKey, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';

export interface FcmAccount {
  /** The service account JSON text, as an operator pastes it (its token_uri points here). */
  json: string;
  projectId: string;
  clientEmail: string;
  publicKeyPem: string;
}

/** A fresh RSA service account for `projectId` whose token_uri is `tokenUri`. */
export function makeServiceAccount(projectId: string, tokenUri: string): FcmAccount {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clientEmail = `push-sender@${projectId}.iam.gserviceaccount.com`;
  const json = JSON.stringify({
    type: 'service_account',
    project_id: projectId,
    private_key_id: randomBytes(20).toString('hex'),
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: clientEmail,
    client_id: '1234567890',
    auth_uri: 'https://accounts.google.com/o/oauth2/auth',
    token_uri: tokenUri,
  });
  return { json, projectId, clientEmail, publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

export interface FcmReceived {
  projectId: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the pushed JSON by property
  message: Record<string, any>;
}

interface Scripted {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

const fcmError = (code: number, status: string, message: string, errorCode?: string) => ({
  error: {
    code,
    message,
    status,
    ...(errorCode ? { details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }] } : {}),
  },
});

export interface FcmServer {
  url: string;
  tokenUri: string;
  /** Accepted messages in order (empty when started with record: false; see `accepted`). */
  received: FcmReceived[];
  /** How many messages were accepted. */
  readonly accepted: number;
  /** Send requests seen (accepted or not). */
  readonly requests: number;
  /** Access tokens issued. */
  readonly tokensIssued: number;
  /** The most sends in flight at once (the client's concurrency). */
  readonly maxInFlight: number;
  /** A service account this server trusts. */
  account(projectId?: string): FcmAccount;
  /** The next `n` sends answer `status` (with `headers`, e.g. Retry-After), in order after earlier scripts. */
  failNext(n: number, status: number, headers?: Record<string, string>): void;
  /** These tokens are dead: 404 UNREGISTERED. */
  kill(...tokens: string[]): void;
  /** Every access token issued so far answers 401 from now on. */
  revokeTokens(): void;
  /** Access tokens issued from now on live this many seconds. */
  tokenTtl: number;
  /** Each send waits this long before answering (to see concurrency). */
  delayMs: number;
  close(): Promise<void>;
}

export async function startFcmServer(opts: { record?: boolean } = {}): Promise<FcmServer> {
  const record = opts.record !== false;
  const accounts = new Map<string, { projectId: string; key: KeyObject }>();
  const tokens = new Map<string, { projectId: string; expiresAt: number }>();
  const dead = new Set<string>();
  const script: Scripted[] = [];
  let accepted = 0;
  let requests = 0;
  let issued = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const received: FcmReceived[] = [];
  let tokenUri = '';

  const reply = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', 'content-length': Buffer.byteLength(text), ...headers });
    res.end(text);
  };

  async function token(raw: string, res: http.ServerResponse) {
    const form = new URLSearchParams(raw);
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
      return reply(res, 400, { error: 'unsupported_grant_type' });
    const assertion = form.get('assertion') ?? '';
    let email = '';
    try {
      email = JSON.parse(Buffer.from(assertion.split('.')[1] ?? '', 'base64url').toString()).iss;
    } catch {
      return reply(res, 400, { error: 'invalid_grant', error_description: 'Invalid JWT' });
    }
    const acct = accounts.get(email);
    if (!acct) return reply(res, 400, { error: 'invalid_grant', error_description: 'Invalid grant: account not found' });
    try {
      const { payload } = await jwtVerify(assertion, acct.key, { algorithms: ['RS256'], audience: tokenUri, issuer: email });
      if (payload.scope !== 'https://www.googleapis.com/auth/firebase.messaging') throw new Error('scope');
    } catch {
      return reply(res, 400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
    }
    const access = `ya29.${randomBytes(24).toString('base64url')}`;
    tokens.set(access, { projectId: acct.projectId, expiresAt: Date.now() + server.tokenTtl * 1000 });
    issued++;
    reply(res, 200, { access_token: access, expires_in: server.tokenTtl, token_type: 'Bearer' });
  }

  function send(req: http.IncomingMessage, raw: string, res: http.ServerResponse, projectId: string) {
    requests++;
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const t = tokens.get(bearer);
    if (!t || t.expiresAt <= Date.now() || t.projectId !== projectId) {
      return reply(
        res,
        401,
        fcmError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials. Expected OAuth 2 access token.'),
      );
    }
    const s = script.shift();
    if (s)
      return reply(
        res,
        s.status,
        s.body ??
          fcmError(
            s.status,
            s.status === 429 ? 'RESOURCE_EXHAUSTED' : 'UNAVAILABLE',
            'scripted failure',
            s.status === 429 ? 'QUOTA_EXCEEDED' : s.status === 503 ? 'UNAVAILABLE' : 'INTERNAL',
          ),
        s.headers,
      );
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the pushed JSON by property
    let body: { message?: Record<string, any> };
    try {
      body = JSON.parse(raw);
    } catch {
      return reply(res, 400, fcmError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.'));
    }
    const message = body.message;
    const tok = message?.token;
    if (typeof tok !== 'string' || !/^[\w:.-]{8,}$/.test(tok)) {
      return reply(
        res,
        400,
        fcmError(400, 'INVALID_ARGUMENT', 'The registration token is not a valid FCM registration token', 'INVALID_ARGUMENT'),
      );
    }
    if (message && message.data && Object.values(message.data).some((v) => typeof v !== 'string')) {
      return reply(res, 400, {
        error: {
          code: 400,
          message: "Invalid value at 'message.data[0].value' (TYPE_STRING)",
          status: 'INVALID_ARGUMENT',
          details: [{ '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: [{ field: 'message.data[0].value' }] }],
        },
      });
    }
    if (dead.has(tok)) return reply(res, 404, fcmError(404, 'NOT_FOUND', 'Requested entity was not found.', 'UNREGISTERED'));
    accepted++;
    if (record) received.push({ projectId, message: message! });
    reply(res, 200, { name: `projects/${projectId}/messages/${accepted}` });
  }

  const http1 = http.createServer({ keepAlive: true, keepAliveTimeout: 30_000 }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (d: Buffer) => chunks.push(d));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const url = req.url ?? '';
      if (req.method === 'POST' && url === '/token') return void token(raw, res);
      const m = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(url);
      if (req.method !== 'POST' || !m) return reply(res, 404, fcmError(404, 'NOT_FOUND', 'Not found'));
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const answer = () => {
        inFlight--;
        send(req, raw, res, decodeURIComponent(m[1]));
      };
      if (server.delayMs > 0) setTimeout(answer, server.delayMs);
      else answer();
    });
  });
  await new Promise<void>((r) => http1.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(http1.address() as AddressInfo).port}`;
  tokenUri = `${url}/token`;

  const server: FcmServer = {
    url,
    tokenUri,
    received,
    get accepted() {
      return accepted;
    },
    get requests() {
      return requests;
    },
    get tokensIssued() {
      return issued;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    account(projectId = 'liveops-demo') {
      const a = makeServiceAccount(projectId, tokenUri);
      accounts.set(a.clientEmail, { projectId, key: createPublicKey(a.publicKeyPem) });
      return a;
    },
    failNext(n, status, headers) {
      for (let i = 0; i < n; i++) script.push({ status, headers });
    },
    kill(...list) {
      list.forEach((t) => dead.add(t));
    },
    revokeTokens() {
      tokens.clear();
    },
    tokenTtl: 3600,
    delayMs: 0,
    close: () =>
      new Promise<void>((r) => {
        http1.closeAllConnections();
        http1.close(() => r());
      }),
  };
  return server;
}
