// Issue 28: an answer sent before the request's body was read (a 413 on its Content-Length, a 403
// cross-site write, a 401) must not break the client's keep-alive connection: game SDKs reuse it,
// and their next request on it failed with ECONNRESET. Such answers say `Connection: close`, so
// the client opens a new connection for the next request. A real HTTP server and a keep-alive agent.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../tests/api/harness';
import { JSON_BODY_LIMIT } from './app';

let t: TestApp;
let server: ServerType;
let port: number;
beforeAll(async () => {
  t = await startTestApp({ plugins: [], demo: [] });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** One request on the agent (one socket at most, kept alive), the body written in 1 MB chunks. */
function send(
  agent: http.Agent,
  method: string,
  path: string,
  body?: { bytes: number; headers?: Record<string, string> },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { origin: `http://127.0.0.1:${port}`, ...body?.headers };
    if (body) Object.assign(headers, { 'content-type': 'application/json', 'content-length': body.bytes });
    const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body) {
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      let left = body.bytes;
      const pump = () => {
        while (left > 0) {
          const n = Math.min(left, chunk.length);
          left -= n;
          if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    } else req.end();
  });
}

/** The sockets the agent opened, by their local ports. */
function socketsOf(agent: http.Agent): Set<number> {
  const ports = new Set<number>();
  const original = agent.createConnection.bind(agent);
  agent.createConnection = ((...args: Parameters<typeof original>) => {
    const socket = original(...args);
    socket?.once('connect', () => ports.add((socket as Socket).localPort!));
    return socket;
  }) as typeof agent.createConnection;
  return ports;
}

describe('an early refusal on a keep-alive connection', () => {
  it('a 413 on the declared length says Connection: close, and the next request on the agent succeeds', async () => {
    for (const bytes of [JSON_BODY_LIMIT + 1, 8 * 1024 * 1024]) {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const refused = await send(agent, 'POST', '/v1/auth/login', { bytes });
      expect([bytes, refused.status, refused.connection]).toEqual([bytes, 413, 'close']);
      expect(JSON.parse(refused.body).message).toBe('Request body over the 2 MB limit');
      // The next request (and one after it) on the same agent: answered, no ECONNRESET.
      expect((await send(agent, 'GET', '/healthz')).status).toBe(200);
      expect((await send(agent, 'GET', '/healthz')).status).toBe(200);
      agent.destroy();
    }
  }, 120_000);

  it('so does a refusal before the body is read (a cross-site write), while answers that read it keep the connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const opened = socketsOf(agent);
    const crossSite = await send(agent, 'POST', '/v1/auth/login', { bytes: 512 * 1024, headers: { origin: 'https://evil.example' } });
    expect([crossSite.status, crossSite.connection]).toEqual([403, 'close']);
    expect((await send(agent, 'GET', '/healthz')).status).toBe(200);
    // A body read to its end (here refused by its content, after reading it) keeps the socket alive.
    const read = await send(agent, 'POST', '/v1/auth/login', { bytes: 1000 });
    expect([read.status, read.connection]).toEqual([400, 'keep-alive']);
    const again = await send(agent, 'GET', '/healthz');
    expect([again.status, again.connection]).toEqual([200, 'keep-alive']);
    // Two sockets: the first closed after the 403, the second kept for the rest.
    expect(opened.size).toBe(2);
    agent.destroy();
  });
});
