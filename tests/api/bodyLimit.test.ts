// Body limits are per route: JSON routes keep the 2 MB limit, a route may declare its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rule } from '../../core/shared/access';
import { defineServerPlugin, route } from '../../core/server/plugin';
import { ADMIN, startTestApp, type TestApp } from './harness';

const echo = defineServerPlugin({
  id: 'echo',
  title: 'Echo',
  routes: [
    route({
      method: 'POST',
      path: '/v1/echo/json',
      rule: rule.signedIn,
      handler: async ({ c }) => ({ size: (await c.req.text()).length }),
    }),
    route({
      method: 'POST',
      path: '/v1/echo/big',
      rule: rule.signedIn,
      maxBodyBytes: (config) => config.uploadLimitMb * 1024 * 1024,
      handler: async ({ c }) => ({ size: (await c.req.arrayBuffer()).byteLength }),
    }),
    route({
      method: 'POST',
      path: '/v1/echo/small',
      rule: rule.signedIn,
      maxBodyBytes: 10,
      handler: async ({ c }) => ({ size: (await c.req.text()).length }),
    }),
  ],
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ plugins: [], extraPlugins: [echo], demo: false, config: { uploadLimitMb: 3 } });
});
afterAll(() => t.close());

/** About `n` bytes of JSON, in strings of at most 1,000 characters (the edge refuses longer than 100,000). */
const text = (n: number) => JSON.stringify(Array.from({ length: Math.ceil(n / 1000) }, (_, i) => 'x'.repeat(Math.min(1000, n - i * 1000))));

describe('per-route body limits', () => {
  it('keeps 2 MB on JSON routes, with a 413 and a clear message', async () => {
    const admin = await t.signIn(ADMIN);
    expect((await admin.post('/v1/echo/json', text(1024 * 1024))).status).toBe(200);
    const r = await admin.post('/v1/echo/json', text(2 * 1024 * 1024 + 10));
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ message: 'Request body over the 2 MB limit', code: 'too_large' });
  });

  it('lets a route raise or lower its own limit', async () => {
    const admin = await t.signIn(ADMIN);
    const big = text(2.5 * 1024 * 1024);
    expect((await admin.post('/v1/echo/big', big)).body).toEqual({ size: big.length });
    expect((await admin.post('/v1/echo/big', text(3 * 1024 * 1024))).status).toBe(413);
    expect((await admin.post('/v1/echo/small', text(5))).status).toBe(200);
    expect((await admin.post('/v1/echo/small', text(20))).body.message).toBe('Request body over the 10 bytes limit');
  });

  it('counts streamed bodies that carry no Content-Length', async () => {
    const admin = await t.signIn(ADMIN);
    const chunks = [new TextEncoder().encode(text(2 * 1024 * 1024))];
    const body = new ReadableStream({ pull: (ctl) => (chunks.length ? ctl.enqueue(chunks.shift()!) : ctl.close()) });
    const res = await t.app.fetch(
      new Request('http://console.test/v1/echo/json', {
        method: 'POST',
        body,
        headers: { cookie: admin.cookie, 'content-type': 'application/json' },
        duplex: 'half',
      } as RequestInit),
    );
    expect(res.status).toBe(413);
  });
});
