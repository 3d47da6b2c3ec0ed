// The game-client API's contract (issue 31 item 3): every /client/v1 route is a clientEndpoint
// listed in /client/v1/openapi.json with its answer's schema and an example that matches it; the
// API tests check every client answer against its schema (tests/support/clientContract.ts), and a
// route that drifts fails them (shown here with a probe plugin).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rule } from '../../core/shared/access';
import { clientEndpoint } from '../../core/shared/endpoint';
import { routeOf, type ServerPlugin } from '../../core/server/plugin';
import fs from 'node:fs';
import { CLIENT_FILES, generateClientFiles } from '../../app/client/generate';
import { undocumentedPaths } from '../support/clientContract';
import { ADMIN, createProject, startTestApp, type TestApp } from './harness';

const drifting = clientEndpoint({
  method: 'GET',
  path: '/client/v1/:code/:env/probe',
  summary: 'A probe whose answer drifts from its contract',
  response: z.object({ items: z.array(z.object({ id: z.number() })) }),
  example: { params: { code: 'alpha', env: 'prod' }, response: { items: [{ id: 1 }] } },
});
const probe: ServerPlugin = {
  id: 'probe',
  title: 'Probe',
  routes: [
    routeOf(drifting, {
      rule: rule.clientKey,
      handler: ({ c }) => ({ items: [{ id: 1, secret: c.req.query('extra') ?? 'x' }] }) as never,
    }),
  ],
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ demo: false, extraPlugins: [probe] });
});
afterAll(() => t.close());

describe('the game-client API contract', () => {
  it('lists every /client/v1 route with its answer schema and a matching example', async () => {
    const client = t.routes.filter(
      (r) => r.path.startsWith('/client/v1/') && r.path !== '/client/v1/openapi.json' && r.pluginId !== 'probe',
    );
    const untyped = client.filter((r) => !r.client).map((r) => `${r.method} ${r.path}`);
    expect(untyped).toEqual([]);
    const doc = (await t.client().get('/client/v1/openapi.json')).body;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.clientKey).toEqual({ type: 'apiKey', in: 'header', name: 'X-Client-Key' });
    for (const r of client.filter((x) => x.client)) {
      const op = doc.paths[r.path.replace(/:([A-Za-z_]+)/g, '{$1}')]?.[r.method.toLowerCase()];
      expect(op, `${r.method} ${r.path} in the document`).toBeTruthy();
      const example = r.client!.example;
      const answer = op.responses[r.client!.status ?? 200].content[r.client!.file ? '*/*' : 'application/json'];
      expect(answer.schema.type).toBe(r.client!.file ? 'string' : 'object');
      expect(answer.example).toEqual(example.response);
      const parsed = r.client!.response.safeParse(example.response);
      expect(parsed.success, `${r.path}'s example answer: ${parsed.error?.message}`).toBe(true);
      expect(undocumentedPaths(example.response, parsed.data)).toEqual([]);
      expect(Object.keys(example.params).sort()).toEqual([...r.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]).sort());
      if (r.query) expect(r.query.safeParse(example.query ?? {}).success, `${r.path}'s example query`).toBe(true);
      if (r.body) expect(r.body.safeParse(example.body).error?.message, `${r.path}'s example body`).toBeUndefined();
    }
  });

  it('fails the test whose client answer drifts from its schema', async () => {
    const admin = await t.signIn(ADMIN);
    const key = await createProject(admin, 'alpha');
    const answer = t.client().get('/client/v1/alpha/prod/probe', { 'x-client-key': key });
    await expect(answer).rejects.toThrow(/answered fields its contract does not document: \.items\[0\]\.secret/);
  });

  it('has the generated document and types of the routes as they are (npm run client:generate; the build writes them)', async () => {
    const fresh = await generateClientFiles();
    expect(fs.readFileSync(CLIENT_FILES.document, 'utf8')).toBe(fresh.document);
    expect(fs.readFileSync(CLIENT_FILES.types, 'utf8')).toBe(fresh.types);
    const served = (await t.client().get('/client/v1/openapi.json')).body;
    delete served.paths['/client/v1/{code}/{env}/probe'];
    expect(JSON.parse(fresh.document)).toEqual(served);
  });

  it('finds fields a schema leaves out, at any depth', () => {
    expect(undocumentedPaths({ a: 1, b: { c: [{ d: 1, e: 2 }] } }, { a: 1, b: { c: [{ d: 1 }] } })).toEqual(['.b.c[0].e']);
    expect(undocumentedPaths({ a: [1, 2] }, { a: [1, 2] })).toEqual([]);
  });
});
