// Issue 11 item 6: JSON answers over 1 KB are gzipped for clients that take gzip; small ones,
// and clients that do not, get plain JSON; a client answer's ETag still gives a 304.
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressJson } from './compressJson';
import { etagMatches } from './etag';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) };
const app = new Hono();
app.use('*', compressJson);
app.get('/big', (c) => c.json(big));
app.get('/small', (c) => c.json({ ok: true }));
app.get('/client', (c) => {
  const headers = { ETag: '"abc"', Vary: 'X-Client-Key' };
  if (etagMatches(c.req.header('if-none-match'), '"abc"')) return new Response(null, { status: 304, headers });
  return new Response(JSON.stringify(big), { headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } });
});
const get = (p: string, headers: Record<string, string> = {}) => app.fetch(new Request(`http://console.test${p}`, { headers }));

describe('compressJson', () => {
  it('gzips a big answer for a client that takes gzip', async () => {
    const r = await get('/big', { 'accept-encoding': 'gzip, deflate, br' });
    expect(r.headers.get('content-encoding')).toBe('gzip');
    expect(r.headers.get('vary')).toBe('Accept-Encoding');
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    const body = Buffer.from(await r.arrayBuffer());
    expect(Number(r.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(JSON.stringify(big).length / 3);
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(big);
  });

  it('sends plain JSON without Accept-Encoding, with gzip refused, or when small', async () => {
    for (const [p, headers] of [
      ['/big', {}],
      ['/big', { 'accept-encoding': 'gzip;q=0, br' }],
      ['/small', { 'accept-encoding': 'gzip' }],
    ] as const) {
      const r = await get(p, headers);
      expect(r.headers.get('content-encoding')).toBeNull();
      expect(await r.json()).toEqual(p === '/big' ? big : { ok: true });
    }
  });

  it('keeps Vary and gives a weak ETag that still gets a 304', async () => {
    for (let i = 0; i < 2; i++) {
      const r = await get('/client', { 'accept-encoding': 'gzip' });
      expect(r.headers.get('content-encoding')).toBe('gzip');
      expect(r.headers.get('vary')).toBe('X-Client-Key, Accept-Encoding');
      expect(r.headers.get('etag')).toBe('W/"abc"');
      expect(JSON.parse(gunzipSync(Buffer.from(await r.arrayBuffer())).toString())).toEqual(big);
    }
    const again = await get('/client', { 'accept-encoding': 'gzip', 'if-none-match': 'W/"abc"' });
    expect(again.status).toBe(304);
  });
});
