// The Jobs screen's API and the job status endpoint's access rule.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, auditLog } from '../../../core/server/db/schema';
import type { ServerPlugin } from '../../../core/server/plugin';
import { ADMIN, createProject, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
let admin: Client;
let member: Client;
let memberId: number;
let outsider: Client;
let outsiderId: number;

async function newUser(mail: string): Promise<{ id: number; client: Client }> {
  const r = await admin.post('/v1/admin/user/createUser', { mail, displayName: mail });
  return { id: r.body.id, client: await t.signIn({ mail, password: r.body.password }) };
}

beforeAll(async () => {
  // A test plugin whose `probe.once` jobs may not be retried (as services' deploys).
  const probe = {
    id: 'probe',
    title: 'Probe',
    routes: [],
    notRetryable: { 'probe.once': 'A probe runs once: start a new one from its screen' },
  } as ServerPlugin;
  t = await startTestApp({ plugins: ['jobs'], demo: false, extraPlugins: [probe] });
  admin = await t.signIn(ADMIN);
  await createProject(admin, 'alpha');
  await createProject(admin, 'beta');
  ({ id: memberId, client: member } = await newUser('member@example.com'));
  ({ id: outsiderId, client: outsider } = await newUser('outsider@example.com'));
  const granted = await admin.post('/v1/alpha/authorize', { userId: memberId, rights: ['projectOverview'] });
  expect(granted.status, JSON.stringify(granted.body)).toBe(200);
});
afterAll(() => t.close());

describe('jobs API', () => {
  it('lists jobs newest first, filtered by kind, state and project, with every kind for the filter', async () => {
    const a = await t.services.jobs.enqueue('probe.export', { n: 1 }, { project: 'alpha' });
    const b = await t.services.jobs.enqueue('probe.export', { n: 2 }, { project: 'beta' });
    const c = await t.services.jobs.enqueue('probe.send', {}, { project: 'alpha' });
    await t.services.jobs.cancel(c.id);
    let r = await admin.get('/v1/admin/jobs');
    expect(r.status).toBe(200);
    expect(r.body.jobs.map((j: { id: number }) => j.id)).toEqual([c.id, b.id, a.id]);
    expect(r.body.total).toBe(3);
    expect(r.body.kinds).toEqual(['probe.export', 'probe.send']);
    expect(r.body.jobs[0]).toMatchObject({
      kind: 'probe.send',
      project: 'alpha',
      state: 'cancelled',
      attempts: 0,
      maxAttempts: 3,
      progress: { done: 0, total: null, message: '' },
    });
    expect(r.body.jobs[2].payload).toEqual({ n: 1 });
    r = await admin.get('/v1/admin/jobs?kind=probe.export&project=alpha');
    expect(r.body.jobs.map((j: { id: number }) => j.id)).toEqual([a.id]);
    r = await admin.get('/v1/admin/jobs?state=cancelled');
    expect(r.body.jobs.map((j: { id: number }) => j.id)).toEqual([c.id]);
    r = await admin.get('/v1/admin/jobs?ps=20&pn=2');
    expect([r.body.jobs.length, r.body.total]).toEqual([0, 3]);
    expect((await admin.get('/v1/admin/jobs?state=lost')).status).toBe(400);
    expect((await admin.get('/v1/admin/jobs?ps=7')).body.message).toBe('Page size is one of 20, 50, 100');
  });

  it('cancels queued and running jobs and retries failed and cancelled ones, audited; other states are 409', async () => {
    const { id } = await t.services.jobs.enqueue('probe.cancel', {}, { project: 'alpha' });
    let r = await admin.post(`/v1/admin/jobs/${id}/cancel`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect([r.body.message, r.body.job.state]).toEqual(['Cancelled', 'cancelled']);
    r = await admin.post(`/v1/admin/jobs/${id}/cancel`);
    expect([r.status, r.body.message]).toEqual([409, 'A cancelled job cannot be cancelled']);
    r = await admin.post(`/v1/admin/jobs/${id}/retry`);
    expect([r.status, r.body.message, r.body.job.state, r.body.job.attempts]).toEqual([200, 'Queued again', 'queued', 0]);
    r = await admin.post(`/v1/admin/jobs/${id}/retry`);
    expect([r.status, r.body.message]).toEqual([409, 'A queued job cannot be retried']);
    await t.db.update(jobs).set({ state: 'succeeded' }).where(eq(jobs.id, id));
    expect((await admin.post(`/v1/admin/jobs/${id}/cancel`)).status).toBe(409);
    expect((await admin.post('/v1/admin/jobs/999999/cancel')).status).toBe(404);
    expect((await admin.post('/v1/admin/jobs/abc/retry')).status).toBe(404);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.area, 'jobs'));
    expect(entries.map((e) => [e.action, e.target, e.before, e.after])).toEqual([
      ['cancel', `${id} probe.cancel`, { state: 'queued' }, { state: 'cancelled' }],
      ['retry', `${id} probe.cancel`, { state: 'cancelled' }, { state: 'queued' }],
    ]);
  });

  it('hides scheduled runs by default; the source filter shows them (issue 28 #14)', async () => {
    const mine = await t.services.jobs.enqueue('probe.mine', {}, { project: 'alpha' });
    const sched = await t.services.jobs.enqueue('probe.housekeeping', {}, { idempotencyKey: 'schedule:2026-01-01T00:00:00.000Z' });
    const keyed = await t.services.jobs.enqueue('probe.mine', {}, { idempotencyKey: 'deployment:1' });
    const ids = (r: { body: { jobs: { id: number }[] } }) => r.body.jobs.map((j) => j.id);
    let r = await admin.get('/v1/admin/jobs');
    expect(ids(r)).toContain(mine.id);
    expect(ids(r)).toContain(keyed.id);
    expect(ids(r)).not.toContain(sched.id);
    expect(r.body.jobs.every((j: { scheduled: boolean }) => !j.scheduled)).toBe(true);
    r = await admin.get('/v1/admin/jobs?source=scheduled');
    expect(ids(r)).toEqual([sched.id]);
    expect(r.body.jobs[0].scheduled).toBe(true);
    r = await admin.get('/v1/admin/jobs?source=all');
    expect(ids(r)).toEqual(expect.arrayContaining([mine.id, sched.id, keyed.id]));
    expect((await admin.get('/v1/admin/jobs?source=robots')).body.message).toBe('Source is one of operators, scheduled, all');
    await t.db.delete(jobs).where(eq(jobs.kind, 'probe.housekeeping'));
  });

  it("does not retry a kind its plugin declares run-once: 409 with the plugin's reason, shown on the row (issue 28 #14)", async () => {
    const { id } = await t.services.jobs.enqueue('probe.once', {}, { project: 'alpha' });
    expect((await admin.post(`/v1/admin/jobs/${id}/cancel`)).status).toBe(200);
    const r = await admin.post(`/v1/admin/jobs/${id}/retry`);
    expect([r.status, r.body.message]).toEqual([409, 'A probe runs once: start a new one from its screen']);
    expect((await t.db.select().from(jobs).where(eq(jobs.id, id)))[0].state).toBe('cancelled');
    const list = await admin.get('/v1/admin/jobs?kind=probe.once');
    expect(list.body.jobs[0]).toMatchObject({ id, retryRefused: 'A probe runs once: start a new one from its screen' });
    expect((await admin.get('/v1/admin/jobs?kind=probe.export')).body.jobs[0].retryRefused).toBeNull();
  });

  it('keeps the Jobs API to admins', async () => {
    const { id } = await t.services.jobs.enqueue('probe.admin', {}, { project: 'alpha' });
    for (const c of [member, outsider]) {
      expect((await c.get('/v1/admin/jobs')).status).toBe(403);
      expect((await c.post(`/v1/admin/jobs/${id}/cancel`)).status).toBe(403);
      expect((await c.post(`/v1/admin/jobs/${id}/retry`)).status).toBe(403);
    }
    expect((await t.client().get('/v1/admin/jobs')).status).toBe(401);
    expect((await t.db.select().from(jobs).where(eq(jobs.id, id)))[0].state).toBe('queued');
  });

  it('lets whoever may see a job cancel it (POST /v1/jobs/:id/cancel), audited; 404 to anyone else, 409 once finished', async () => {
    const inAlpha = await t.services.jobs.enqueue('probe.cancel', {}, { project: 'alpha' });
    const inBeta = await t.services.jobs.enqueue('probe.cancel', {}, { project: 'beta' });
    const mine = await t.services.jobs.enqueue('probe.cancel', {}, { createdBy: outsiderId });
    const state = async (id: number) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0].state;
    expect((await member.post(`/v1/jobs/${inBeta.id}/cancel`)).status).toBe(404);
    expect((await member.post(`/v1/jobs/${mine.id}/cancel`)).status).toBe(404);
    expect((await outsider.post(`/v1/jobs/${inAlpha.id}/cancel`)).status).toBe(404);
    expect((await t.client().post(`/v1/jobs/${inAlpha.id}/cancel`)).status).toBe(401);
    expect((await member.post('/v1/jobs/0/cancel')).status).toBe(404);
    expect([await state(inBeta.id), await state(mine.id), await state(inAlpha.id)]).toEqual(['queued', 'queued', 'queued']);

    const cancelled = await member.post(`/v1/jobs/${inAlpha.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.job).toMatchObject({ id: inAlpha.id, state: 'cancelled' });
    expect(cancelled.body.job.payload).toBeUndefined();
    expect((await outsider.post(`/v1/jobs/${mine.id}/cancel`)).body.job.state).toBe('cancelled');
    const again = await member.post(`/v1/jobs/${inAlpha.id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A cancelled job cannot be cancelled');
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `${inAlpha.id} probe.cancel`));
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([['cancel', { state: 'queued' }, { state: 'cancelled' }]]);
  });

  it("shows a job's status to admins, its project's members and, without a project, its enqueuer; 404 to anyone else", async () => {
    const inAlpha = await t.services.jobs.enqueue('probe.status', {}, { project: 'alpha' });
    const inBeta = await t.services.jobs.enqueue('probe.status', {}, { project: 'beta' });
    const mine = await t.services.jobs.enqueue('probe.status', {}, { createdBy: outsiderId });
    const system = await t.services.jobs.enqueue('probe.status', {});
    const see = async (c: Client, id: number) => (await c.get(`/v1/jobs/${id}`)).status;
    for (const j of [inAlpha, inBeta, mine, system]) expect(await see(admin, j.id)).toBe(200);
    expect(await see(member, inAlpha.id)).toBe(200);
    expect(await see(member, inBeta.id)).toBe(404);
    expect(await see(member, mine.id)).toBe(404);
    expect(await see(member, system.id)).toBe(404);
    expect(await see(outsider, inAlpha.id)).toBe(404);
    expect(await see(outsider, mine.id)).toBe(200);
    expect(await see(outsider, system.id)).toBe(404);
    expect(await see(t.client(), inAlpha.id)).toBe(401);
    expect(await see(admin, 999999)).toBe(404);
    expect(await see(admin, 0)).toBe(404);
    const r = await member.get(`/v1/jobs/${inAlpha.id}`);
    // The payload is for admins' eyes (the Jobs screen), not in the status others poll.
    expect(r.body.job.payload).toBeUndefined();
    expect(r.body.job).toMatchObject({
      id: inAlpha.id,
      kind: 'probe.status',
      project: 'alpha',
      state: 'queued',
      progress: { done: 0, total: null, message: '' },
      error: null,
      finishedAt: null,
    });
  });
});
