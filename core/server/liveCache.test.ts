// The client API from memory (core/server/liveCache.ts): a publish, a clear or a key change in
// this process is seen by the very next read; one made by another process on the same PostgreSQL
// database within about a second (polled here with a deadline, never timed); a time-bound answer
// until its moment on the app's clock (the test moves it); ETag and 304; the client key is checked
// on every read, cached or not.
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rule } from '../shared/access';
import { ADMIN, createProject, startTestApp, type Client, type TestApp } from '../../tests/api/harness';
import { manualClock } from '../../tests/support/clock';
import { clientEnv, clientJson } from './clientApi';
import { openDatabase } from './db/connect';
import { projects } from './db/schema';
import { defineServerPlugin, route } from './plugin';
import { createPublishPipeline } from './publish/pipeline';

const KIND = 'live-probe';
const operator = { id: null, mail: 'probe@example.com', displayName: 'probe' };
let handlerRuns = 0;

const probe = defineServerPlugin({
  id: KIND,
  title: 'Live probe',
  routes: [
    route({
      method: 'GET',
      path: '/client/v1/:code/:env/probe',
      rule: rule.clientKey,
      query: z.object({ key: z.string().max(20).default('') }),
      async handler({ c, project, params, query, services }) {
        handlerRuns++;
        const live = await services.publish.current<{ text: string }>({
          project: project.code,
          env: clientEnv(params.env),
          kind: KIND,
          key: query.key,
        });
        return clientJson(c, { text: live?.content?.text ?? null });
      },
    }),
    route({
      method: 'GET',
      path: '/client/v1/:code/:env/clock',
      rule: rule.clientKey,
      // An answer that depends on the time ("open now") holds only until its moment passes.
      async handler({ c, services }) {
        handlerRuns++;
        return clientJson(c, { run: handlerRuns }, { until: services.time.now() + 200 });
      },
    }),
    route({
      method: 'POST',
      path: '/v1/:code/probe/publish',
      rule: rule.admin,
      body: z.object({ env: z.enum(['sandbox', 'prod']), key: z.string(), text: z.string().nullable() }),
      async handler({ project, body, services }) {
        const target = { project: project.code, env: body.env, kind: KIND, key: body.key };
        const r =
          body.text === null
            ? await services.publish.clear(target, { operator })
            : await services.publish.publish(target, { text: body.text }, { operator });
        return { returnId: r.snapshot.id };
      },
    }),
    route({
      method: 'POST',
      path: '/v1/:code/probe/clientKey',
      rule: rule.admin,
      body: z.object({ clientKey: z.string() }),
      async handler({ db, project, body }) {
        await db.update(projects).set({ clientKey: body.clientKey }).where(eq(projects.code, project.code));
        return { ok: true };
      },
    }),
  ],
});

const CODE = 'livecache';
let t: TestApp;
let admin: Client;
let game: Client;
let key: string;
const clock = manualClock();

beforeAll(async () => {
  t = await startTestApp({ plugins: [], extraPlugins: [probe], demo: false, time: clock });
  admin = await t.signIn(ADMIN);
  key = await createProject(admin, CODE);
  game = t.client();
});
afterAll(() => t?.close());

const read = (path: string, headers: Record<string, string> = {}) =>
  game.get(`/client/v1/${CODE}/${path}`, { 'x-client-key': key, ...headers });
const publish = async (env: string, k: string, text: string | null) => {
  const r = await admin.post(`/v1/${CODE}/probe/publish`, { env, key: k, text });
  expect(r.status).toBe(200);
};

describe('client reads from memory', () => {
  it('serves the second read without the handler, and a publish or clear at the very next read', async () => {
    await publish('sandbox', 'a', 'one');
    expect((await read('sandbox/probe?key=a')).body).toEqual({ text: 'one' });
    const runs = handlerRuns;
    expect((await read('sandbox/probe?key=a')).body).toEqual({ text: 'one' });
    expect(handlerRuns).toBe(runs);

    await publish('sandbox', 'a', 'two');
    expect((await read('sandbox/probe?key=a')).body).toEqual({ text: 'two' });
    // Another env and key are their own answers.
    expect((await read('prod/probe?key=a')).body).toEqual({ text: null });
    await publish('prod', 'a', 'live');
    expect((await read('prod/probe?key=a')).body).toEqual({ text: 'live' });
    expect((await read('sandbox/probe?key=a')).body).toEqual({ text: 'two' });

    await publish('sandbox', 'a', null);
    expect((await read('sandbox/probe?key=a')).body).toEqual({ text: null });
  });

  it('answers with an ETag and 304 while it holds, and 200 with a new ETag after a publish', async () => {
    await publish('sandbox', 'e', 'first');
    const first = await read('sandbox/probe?key=e');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await read('sandbox/probe?key=e', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    await publish('sandbox', 'e', 'second');
    const changed = await read('sandbox/probe?key=e', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ text: 'second' });
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('checks the client key on every read, cached or not, and sees a new key at once', async () => {
    await publish('sandbox', 'k', 'secret');
    expect((await read('sandbox/probe?key=k')).status).toBe(200);
    // The answer is in memory now: the key is still checked before it is served.
    expect((await read('sandbox/probe?key=k', { 'x-client-key': 'ck_wrong' })).status).toBe(401);
    expect((await game.get(`/client/v1/${CODE}/sandbox/probe?key=k`)).status).toBe(401);
    expect((await admin.get(`/client/v1/${CODE}/sandbox/probe?key=k`)).status).toBe(401);
    expect((await game.get(`/client/v1/nope/sandbox/probe?key=k`, { 'x-client-key': key })).status).toBe(404);

    const old = key;
    expect((await admin.post(`/v1/${CODE}/probe/clientKey`, { clientKey: 'ck_rotated_1' })).status).toBe(200);
    expect((await read('sandbox/probe?key=k', { 'x-client-key': old })).status).toBe(401);
    expect((await read('sandbox/probe?key=k', { 'x-client-key': 'ck_rotated_1' })).body).toEqual({ text: 'secret' });
    key = 'ck_rotated_1';
  });

  it('answers again once a time-bound answer has passed its moment (on the app clock)', async () => {
    const first = (await read('sandbox/clock')).body.run;
    expect((await read('sandbox/clock')).body.run).toBe(first);
    await clock.advance(199);
    expect((await read('sandbox/clock')).body.run).toBe(first);
    await clock.advance(1);
    const later = (await read('sandbox/clock')).body.run;
    expect(later).toBeGreaterThan(first);
    expect((await read('sandbox/clock')).body.run).toBe(later);
  });

  it('still refuses bad input with 400, cached answers or not', async () => {
    expect((await read('sandbox/probe?key=' + 'x'.repeat(30))).status).toBe(400);
    expect((await read('staging/probe?key=a')).status).toBe(404);
  });
});

// Another server process on the same PostgreSQL: it publishes and changes the key through its own
// connection, so nothing in this process is told; the watcher must notice.
describe.skipIf(!process.env.DATABASE_URL)('client reads across processes (PostgreSQL)', () => {
  const until = async (what: () => Promise<boolean>) => {
    const deadline = Date.now() + 10_000;
    while (!(await what())) {
      if (Date.now() > deadline) return false;
      await new Promise((r) => setTimeout(r, 50));
    }
    return true;
  };

  it('sees a publish, a clear and a key change made by another process', async () => {
    const res = (await t.db.execute(sql`select current_database() as name`)) as unknown as { rows?: { name: string }[] } & {
      name: string;
    }[];
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${(res.rows ?? res)[0].name}`;
    const other = await openDatabase({ databaseUrl: url.toString() });
    try {
      const pipeline = createPublishPipeline(other.db);
      const target = { project: CODE, env: 'prod' as const, kind: KIND, key: 'x' };
      await publish('prod', 'x', 'here');
      expect((await read('prod/probe?key=x')).body).toEqual({ text: 'here' });
      expect((await read('prod/probe?key=x')).body).toEqual({ text: 'here' });

      await pipeline.publish(target, { text: 'there' }, { operator });
      expect(await until(async () => (await read('prod/probe?key=x')).body?.text === 'there')).toBe(true);

      await pipeline.clear(target, { operator });
      expect(await until(async () => (await read('prod/probe?key=x')).body?.text === null)).toBe(true);

      await other.db.update(projects).set({ clientKey: 'ck_other_process' }).where(eq(projects.code, CODE));
      expect(await until(async () => (await read('prod/probe?key=x')).status === 401)).toBe(true);
      key = 'ck_other_process';
      expect((await read('prod/probe?key=x')).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});
