// The publish life cycle (definePublishable) through a tiny test plugin, 'notes', whose "rows"
// live in memory: the generic routes (publish, sync, stage and switch, clear, last, history,
// rollback), prod for owners and admins, the Idempotency-Key, one audit entry inside the move.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROD_OWNERS_ONLY, rule } from '../../shared/access';
import { publishableSpec } from '../../shared/publish';
import { auditLog, publishSnapshots } from '../db/schema';
import { defineServerPlugin, route } from '../plugin';
import { ADMIN, createProject, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';
import { definePublishable } from './publishable';

const notes = new Map<string, string>();
const spec = publishableSpec({
  id: 'notes',
  title: 'notes',
  right: 'notes',
  kinds: ['notes'],
  moves: { publish: true, sync: true, staging: true, clear: true },
});
const publishable = definePublishable<{ text: string }, 'notes'>(spec, {
  content: async (ctx, target) => ({ text: notes.get(`${ctx.project.code}:${target.key}`) ?? '' }),
});
// A plugin route with its own (spec-fixed) shape over the core helper, as the six plugins do.
const own = route({
  method: 'POST',
  path: '/v1/:code/note/:key/upload',
  rule: rule.right('notes'),
  async handler(ctx) {
    const r = await publishable.publish(ctx, { env: 'sandbox', key: ctx.params.key }, undefined, {
      audit: ({ after }) => ({ area: 'notes', action: 'upload', target: ctx.params.key, after: { returnId: after.id } }),
    });
    return { returnId: r.snapshot.id };
  },
});
const notesPlugin = defineServerPlugin({
  id: 'notes',
  title: 'Notes',
  rights: [{ name: 'notes', url: '/:code/notes' }],
  routes: [...publishable.routes, own],
});

const CODE = 'notebook';
const base = `/v1/${CODE}/releases/notes`;
let t: TestApp;
let admin: Client;
let member: Client;
let memberId: number;

beforeAll(async () => {
  t = await startTestApp({ plugins: [], extraPlugins: [notesPlugin], demo: false });
  admin = await t.signIn(ADMIN);
  await createProject(admin, CODE);
  const made = (await admin.post('/v1/admin/user/createUser', { mail: 'writer@example.com', displayName: 'Writer' })).body;
  memberId = made.id;
  member = await t.signIn({ mail: 'writer@example.com', password: made.password });
  expect((await admin.post(`/v1/${CODE}/authorize`, { userId: memberId, rights: ['notes'] })).status).toBe(200);
});
afterAll(() => t.close());

const audits = async (action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.projectCode, CODE), eq(auditLog.action, action)));

describe('definePublishable', () => {
  it('publishes the declared content, marks live in the history and answers the last release per env', async () => {
    notes.set(`${CODE}:a`, 'one');
    const first = await member.post(`${base}/publish`, { env: 'sandbox', key: 'a' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      unchanged: false,
      snapshot: { env: 'sandbox', kind: 'notes', key: 'a', action: 'publish', live: true, operator: 'Writer' },
    });
    notes.set(`${CODE}:a`, 'two');
    const second = await member.post(`${base}/publish`, { env: 'Sandbox', key: 'a' });
    expect(second.body.returnId).toBeGreaterThan(first.body.returnId);
    // Nothing changed: no new snapshot.
    expect((await member.post(`${base}/publish`, { env: 'sandbox', key: 'a' })).body).toMatchObject({
      returnId: second.body.returnId,
      unchanged: true,
    });

    const history = (await member.get(`${base}/history?env=sandbox&key=a`)).body;
    expect(history.count).toBe(2);
    expect(history.rows.map((r: { id: number; live: boolean }) => [r.id, r.live])).toEqual([
      [second.body.returnId, true],
      [first.body.returnId, false],
    ]);
    const last = (await member.get(`${base}/last?key=a`)).body;
    expect(last.sandbox).toMatchObject({ id: second.body.returnId, live: true });
    expect(last.prod).toBeNull();
  });

  it('rolls back to an earlier snapshot: a new snapshot with its content, sourceId the old one, one audit entry', async () => {
    notes.set(`${CODE}:r`, 'v1');
    const v1 = (await admin.post(`${base}/publish`, { env: 'sandbox', key: 'r' })).body.returnId;
    notes.set(`${CODE}:r`, 'v2');
    const v2 = (await admin.post(`${base}/publish`, { env: 'sandbox', key: 'r' })).body.returnId;
    const auditsBefore = (await audits('rollback')).length;

    const back = await member.post(`${base}/rollback`, { env: 'sandbox', id: v1 });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.returnId).toBeGreaterThan(v2);
    expect(back.body.snapshot).toMatchObject({ action: 'rollback', sourceId: v1, live: true });
    expect((await t.services.publish.current({ project: CODE, env: 'sandbox', kind: 'notes', key: 'r' }))?.content).toEqual({ text: 'v1' });
    const [row] = await t.db.select().from(publishSnapshots).where(eq(publishSnapshots.id, back.body.returnId));
    expect(row).toMatchObject({ action: 'rollback', sourceId: v1, slot: 'live' });
    expect((await audits('rollback')).length).toBe(auditsBefore + 1);

    const rows = (await member.get(`${base}/history?env=sandbox&key=r`)).body.rows as { id: number; live: boolean }[];
    expect(rows.filter((r) => r.live).map((r) => r.id)).toEqual([back.body.returnId]);

    // The live snapshot cannot be rolled back to; an unknown one or another env's is a 404.
    const again = await member.post(`${base}/rollback`, { env: 'sandbox', id: back.body.returnId });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`#${back.body.returnId} is already live on sandbox`);
    expect((await member.post(`${base}/rollback`, { env: 'prod', id: v2 })).status).toBe(403);
    expect((await admin.post(`${base}/rollback`, { env: 'prod', id: v2 })).status).toBe(404);
    expect((await admin.post(`${base}/rollback`, { env: 'sandbox', id: 2 ** 31 - 1 })).status).toBe(404);
    expect((await admin.post(`${base}/rollback`, { env: 'sandbox', id: 'x' })).status).toBe(400);
    expect((await admin.post(`${base}/rollback`, { env: 'staging', id: v1 })).status).toBe(400);
    // v2 again, as a rollback too.
    expect((await member.post(`${base}/rollback`, { env: 'sandbox', id: v2 })).status).toBe(200);
  });

  it('keeps prod for owners and admins: publish, sync, stage, switch, clear and rollback', async () => {
    notes.set(`${CODE}:p`, 'prod one');
    expect((await member.post(`${base}/publish`, { env: 'sandbox', key: 'p' })).status).toBe(200);
    for (const [path, body] of [
      ['publish', { env: 'prod', key: 'p' }],
      ['sync', { key: 'p' }],
      ['stage', { env: 'prod', key: 'p' }],
      ['clear', { env: 'prod', key: 'p' }],
    ] as const) {
      const refused = await member.post(`${base}/${path}`, body);
      expect(refused.status, path).toBe(403);
      expect(refused.body.message).toBe(PROD_OWNERS_ONLY);
    }
    const synced = await admin.post(`${base}/sync`, { key: 'p' });
    expect(synced.body.snapshot).toMatchObject({ env: 'prod', action: 'publish', live: true });
    notes.set(`${CODE}:p`, 'prod two');
    const staged = await admin.post(`${base}/stage`, { env: 'prod', key: 'p' });
    expect(staged.body.snapshot).toMatchObject({ slot: 'staging', live: false });
    expect((await t.services.publish.current({ project: CODE, env: 'prod', kind: 'notes', key: 'p' }))?.content).toEqual({
      text: 'prod one',
    });
    const switched = await admin.post(`${base}/switch`, { env: 'prod', key: 'p' });
    expect(switched.body.snapshot).toMatchObject({ action: 'switch', sourceId: staged.body.returnId });
    const cleared = await admin.post(`${base}/clear`, { env: 'prod', key: 'p' });
    expect(cleared.body.snapshot.action).toBe('clear');
    // The staged snapshot was never live: it is not a rollback target.
    expect((await admin.post(`${base}/rollback`, { env: 'prod', id: staged.body.returnId })).status).toBe(404);

    // An owner may.
    await admin.put(`/v1/admin/projects/${CODE}`, {
      nickname: CODE,
      description: `${CODE} test game`,
      domain: 1,
      ownerIds: [memberId],
      serviceHost: '',
      config: {},
      disabledPlugins: [],
    });
    const back = await member.post(`${base}/rollback`, { env: 'prod', id: synced.body.returnId });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((await t.services.publish.current({ project: CODE, env: 'prod', kind: 'notes', key: 'p' }))?.content).toEqual({
      text: 'prod one',
    });
    await admin.put(`/v1/admin/projects/${CODE}`, {
      nickname: CODE,
      description: `${CODE} test game`,
      domain: 1,
      ownerIds: [],
      serviceHost: '',
      config: {},
      disabledPlugins: [],
    });
  });

  it('honours the Idempotency-Key: a retry makes no second snapshot and no second audit entry', async () => {
    notes.set(`${CODE}:i`, 'once');
    const headers = { 'idempotency-key': 'notes-i-1' };
    const a = await member.post(`${base}/publish`, { env: 'sandbox', key: 'i' }, headers);
    notes.set(`${CODE}:i`, 'twice');
    const b = await member.post(`${base}/publish`, { env: 'sandbox', key: 'i' }, headers);
    expect(b.body).toMatchObject({ returnId: a.body.returnId, unchanged: true });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.projectCode, CODE), eq(auditLog.target, 'sandbox:i')));
    expect(entries).toHaveLength(1);
  });

  it("writes a plugin route's own audit entry in place of the default, once", async () => {
    notes.set(`${CODE}:own`, 'mine');
    const r = await member.post(`/v1/${CODE}/note/own/upload`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.projectCode, CODE), eq(auditLog.area, 'notes'), eq(auditLog.target, 'own')));
    expect(entries.map((e) => [e.action, e.after])).toEqual([['upload', { returnId: r.body.returnId }]]);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.projectCode, CODE), eq(auditLog.target, 'sandbox:own'))),
    ).toHaveLength(0);
  });

  it('refuses bad input with a 4xx', async () => {
    expect((await member.post(`${base}/publish`, {})).status).toBe(400);
    expect((await member.post(`${base}/publish`, { env: 'sandbox', key: 'a', kind: 'other' })).status).toBe(400);
    expect((await member.get(`${base}/history`)).status).toBe(400);
    // Only a publishable that declares dev (PublishableRef.envs: the config center) takes it.
    const dev = await member.post(`${base}/publish`, { env: 'dev', key: 'a' });
    expect(dev.status).toBe(400);
    expect(dev.body.message).toContain('env must be sandbox or prod');
    expect((await member.post(`${base}/rollback`, { env: 'dev', id: 1 })).status).toBe(400);
    expect((await member.post(`${base}/switch`, { env: 'sandbox', key: 'never-staged' })).status).toBe(409);
  });
});
