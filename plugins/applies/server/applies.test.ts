// Applies (002 "Apply page", 000 §7): create in sandbox with the conf checked against the v1
// experiment (the 'all scope puzzle are default' warning), sync to prod (owners and admins, the
// sandbox conf only), deploy through the publish life cycle (owners and admins; refused for the
// folder-only type), the histories, what the game server and the client route serve, pick puzzle
// into folders (and its refusals), audit, bad input and the demo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, projects, userRights, users } from '../../../core/server/db/schema';
import { experiments } from '../../../core/server/db/experiments';
import { folderPuzzles, folders, puzzles, releases } from '../../../core/server/db/content';
import { ADMIN, USER, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';
import { seedApplies } from './demo';
import { applies } from './db';

const CODE = 'words';
const base = `/v1/${CODE}/apply`;
let t: TestApp;
let admin: Client;
let user: Client;
let p: number[]; // 12 puzzles of the project
let experimentId: number;

async function makePuzzles(n: number, code = CODE): Promise<number[]> {
  const rows = await t.db
    .insert(puzzles)
    .values(Array.from({ length: n }, (_, i) => ({ projectCode: code, name: { en: `Puzzle ${i + 1}` } })))
    .returning({ id: puzzles.id });
  return rows.map((r) => r.id);
}

async function makeExperiment(code = CODE, kind: 1 | 2 = 1): Promise<number> {
  // scope 5-8; group A plays p[0..3], group B p[4..7] at levels 5..8
  const [row] = await t.db
    .insert(experiments)
    .values({
      projectCode: code,
      kind,
      name: 'Level 5-8 pictures',
      scope: { min: 5, max: 8 },
      groups: [
        { tag: 'A', weight: 50, data: [5, 6, 7, 8].map((level, i) => ({ level, puzzleId: p[i] })) },
        { tag: 'B', weight: 50, data: [5, 6, 7, 8].map((level, i) => ({ level, puzzleId: p[4 + i] })) },
      ],
    })
    .returning();
  return row.id;
}

beforeAll(async () => {
  t = await startTestApp({ plugins: ['experiments', 'applies'] });
  admin = await t.signIn(ADMIN);
  const [u] = await t.db.select().from(users).where(eq(users.mail, USER.mail));
  await t.db.insert(userRights).values({ userId: u.id, projectCode: CODE, name: 'apply' }).onConflictDoNothing();
  user = await t.signIn(USER);
  p = await makePuzzles(12);
  experimentId = await makeExperiment();
});
afterAll(() => t.close());

const setConfig = async (patch: Record<string, unknown>) => {
  const [row] = await t.db.select().from(projects).where(eq(projects.code, CODE));
  await t.db
    .update(projects)
    .set({ config: { ...row.config, ...patch } })
    .where(eq(projects.code, CODE));
  t.clearHotCaches(); // the project is a hot read: the next request sees the new config
};

describe('create and sync', () => {
  it('creates the sandbox apply, dropping default levels, with a modification and an audit entry', async () => {
    const r = await admin.post(`${base}/sync`, { conf: { 5: p[4], 6: null, 7: '', 8: p[3] }, env: 'sandbox', experimentId });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.apply).toMatchObject({ experimentId, env: 'sandbox', conf: { 5: p[4], 8: p[3] }, deploy: null });
    const id = r.body.apply.id;
    const list = await admin.get(`${base}?env=sandbox&experimentId=${experimentId}`);
    expect(list.body).toMatchObject({ count: 1, rows: [{ id }] });
    expect((await admin.get(`${base}?env=prod&experimentId=${experimentId}`)).body.count).toBe(0);
    const mods = await admin.get(`${base}/${id}/modification?env=sandbox`);
    expect(mods.body.rows).toMatchObject([{ applyId: id, env: 'sandbox', experimentId, conf: { 5: p[4], 8: p[3] }, operator: 'Admin' }]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'applies'), eq(auditLog.target, String(id))));
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('re-creating changes the conf (a new modification); the same conf again changes nothing', async () => {
    const r = await admin.post(`${base}/sync`, { conf: { 5: p[4], 6: p[5] }, env: 'sandbox', experimentId });
    const id = r.body.apply.id;
    const again = await admin.post(`${base}/sync`, { conf: { 6: p[5], 5: p[4] }, env: 'sandbox', experimentId });
    expect(again.body.apply.id).toBe(id);
    const mods = await admin.get(`${base}/${id}/modification?env=sandbox`);
    expect(mods.body.count).toBe(2);
    expect(mods.body.rows[0].conf).toEqual({ 5: p[4], 6: p[5] });
  });

  it("refuses an all-default conf with the spec's warning, and levels or puzzles the experiment has not", async () => {
    for (const conf of [{}, { 5: null, 6: '' }]) {
      const r = await admin.post(`${base}/sync`, { conf, env: 'sandbox', experimentId });
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body)).toContain('all scope puzzle are default');
    }
    const outside = await admin.post(`${base}/sync`, { conf: { 9: p[0] }, env: 'sandbox', experimentId });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toBe("Level 9 is outside the experiment's scope 5-8");
    const foreign = await admin.post(`${base}/sync`, { conf: { 5: p[5] }, env: 'sandbox', experimentId });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(`Puzzle ${p[5]} is not a group's puzzle at level 5`);
    const v2 = await makeExperiment(CODE, 2);
    expect((await admin.post(`${base}/sync`, { conf: { 5: p[0] }, env: 'sandbox', experimentId: v2 })).status).toBe(404);
    expect((await admin.post(`/v1/colors/apply/sync`, { conf: { 5: p[0] }, env: 'sandbox', experimentId })).status).toBe(404);
  });

  it('syncs to prod only the sandbox conf, and only for owners and admins', async () => {
    const conf = { 5: p[4], 6: p[5] };
    const denied = await user.post(`${base}/sync`, { conf, env: 'prod', experimentId });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe("Only the project's owners and admins can change prod");
    const other = await admin.post(`${base}/sync`, { conf: { 5: p[0] }, env: 'prod', experimentId });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe("Prod takes only the sandbox apply's conf: create it in sandbox first");
    const r = await admin.post(`${base}/sync`, { conf, env: 'PROD', experimentId });
    expect(r.status).toBe(200);
    expect(r.body.apply).toMatchObject({ env: 'prod', conf });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'applies'), eq(auditLog.target, String(r.body.apply.id))));
    expect(audit.map((a) => a.action)).toEqual(['syncProd']);
    // a USER with the right creates in sandbox
    expect((await user.post(`${base}/sync`, { conf: { 5: p[4], 6: p[5], 7: p[6] }, env: 'sandbox', experimentId })).status).toBe(200);
  });
});

describe('deploy', () => {
  it('deploys to the env game server through the publish pipeline; the client route and gameServer serve it', async () => {
    const sandbox = (await admin.get(`${base}?env=sandbox&experimentId=${experimentId}`)).body.rows[0];
    expect((await user.post(`${base}/${sandbox.id}/deployment`, { env: 'sandbox' })).body.message).toBe(
      "Only the project's owners and admins can deploy an apply",
    );
    expect((await admin.post(`${base}/${sandbox.id}/deployment`, { env: 'prod' })).status).toBe(409);
    const r = await admin.post(`${base}/${sandbox.id}/deployment`, { env: 'sandbox' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.deployment).toMatchObject({ applyId: sandbox.id, env: 'sandbox', conf: sandbox.conf, operator: 'Admin' });
    expect(r.body.apply.deploy.id).toBe(r.body.deployment.id);
    const again = await admin.post(`${base}/${sandbox.id}/deployment`, { env: 'sandbox' });
    expect(again.body).toMatchObject({ unchanged: true, deployment: { id: r.body.deployment.id } });

    const detail = await admin.get(`${base}/${sandbox.id}?env=sandbox`);
    expect(detail.body.deployments).toHaveLength(1);
    expect(detail.body.experiment.levels.map((l: { level: number }) => l.level)).toEqual([5, 6, 7, 8]);
    expect((await admin.get(`${base}/${sandbox.id}?env=prod`)).status).toBe(404);
    expect((await admin.get(`${base}/${sandbox.id}/deployment?env=sandbox`)).body.count).toBe(1);

    const server = await admin.get(`${base}/gameServer?env=sandbox`);
    expect(server.body.applyList).toMatchObject([
      { applyId: sandbox.id, experimentId, conf: sandbox.conf, returnId: r.body.deployment.returnId },
    ]);
    expect((await admin.get(`${base}/gameServer?env=prod`)).body.applyList).toEqual([]);
    expect((await admin.get(`${base}/gameServer`)).body.applyList).toEqual([]); // prod unless told

    const [proj] = await t.db.select().from(projects).where(eq(projects.code, CODE));
    const client = t.client();
    // Through the generated typed client (app/client): the contract game teams build on.
    const served = await t
      .gameClient(proj.clientKey)
      .GET('/client/v1/{code}/{env}/applies', { params: { path: { code: CODE, env: 'sandbox' } } });
    expect(served.response.status).toBe(200);
    expect(served.data?.applies).toEqual([{ experimentId, applyId: sandbox.id, conf: sandbox.conf, returnId: r.body.deployment.returnId }]);
    expect((await client.get(`/client/v1/${CODE}/prod/applies`, { 'x-client-key': proj.clientKey })).body.applies).toEqual([]);
    expect((await client.get(`/client/v1/${CODE}/sandbox/applies`, { 'x-client-key': 'nope' })).status).toBe(401);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'applies'), eq(auditLog.action, 'publish:sandbox')));
    expect(audit).toHaveLength(1);
  });

  it('refuses to deploy the folder-only apply type', async () => {
    await setConfig({ applies: { folderOnly: true } });
    const prod = (await admin.get(`${base}?env=prod&experimentId=${experimentId}`)).body.rows[0];
    const notOwner = await user.post(`${base}/${prod.id}/deployment`, { env: 'prod' });
    expect(notOwner.status).toBe(403);
    expect(notOwner.body.message).toBe("Only the project's owners and admins can change prod");
    const r = await admin.post(`${base}/${prod.id}/deployment`, { env: 'prod' });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe("This project's applies only replace puzzles in folders: they are not deployed to the game server");
    expect((await admin.get(`${base}/experiment/${experimentId}`)).body.folderOnly).toBe(true);
    expect((await admin.get(`${base}/experiments`)).body.rows).toContainEqual({ id: experimentId, name: 'Level 5-8 pictures' });
    await setConfig({ applies: {} });
    expect((await admin.post(`${base}/${prod.id}/deployment`, { env: 'prod' })).status).toBe(200);
  });
});

describe('pick puzzle', () => {
  it('replaces the default puzzle at each level in its folder, and refuses a locked folder or a released puzzle', async () => {
    await setConfig({ releaseTypes: ['main', 'daily'] });
    // the main release: folder F1 (levels 1-4: q0..q3), folder F2 (levels 5-8: q4..q7)
    const q = await makePuzzles(8);
    const [f1, f2] = await t.db
      .insert(folders)
      .values([
        { projectCode: CODE, name: { en: 'F1' } },
        { projectCode: CODE, name: { en: 'F2' } },
      ])
      .returning();
    await t.db.insert(folderPuzzles).values(q.map((id, i) => ({ folderId: i < 4 ? f1.id : f2.id, puzzleId: id, sort: i % 4 })));
    await t.db.insert(releases).values({ projectCode: CODE, name: 'main 1', type: 'main', folderIds: [f1.id, f2.id] });
    const sandbox = (await admin.get(`${base}?env=sandbox&experimentId=${experimentId}`)).body.rows[0];
    expect(sandbox.conf).toEqual({ 5: p[4], 6: p[5], 7: p[6] });

    expect((await admin.post(`${base}/${sandbox.id}/pickPuzzle`, { releaseType: 'other', env: 'sandbox' })).status).toBe(400);
    const none = await admin.post(`${base}/${sandbox.id}/pickPuzzle`, { releaseType: 'daily', env: 'sandbox' });
    expect(none.status).toBe(409);

    // a locked folder: the USER (not an owner) is refused, nothing changes
    await t.db.update(folders).set({ locked: true }).where(eq(folders.id, f2.id));
    const locked = await user.post(`${base}/${sandbox.id}/pickPuzzle`, { releaseType: 'main', env: 'sandbox' });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(`Level 5: folder ${f2.id}: This folder is locked: only the project owners and admins can change it`);
    await t.db.update(folders).set({ locked: false }).where(eq(folders.id, f2.id));

    // a released default puzzle at level 6
    await t.db.update(puzzles).set({ isReleased: true }).where(eq(puzzles.id, q[5]));
    const released = await user.post(`${base}/${sandbox.id}/pickPuzzle`, { releaseType: 'main', env: 'sandbox' });
    expect(released.status).toBe(409);
    expect(released.body.message).toBe(`Level 6: puzzle ${q[5]}: This puzzle is released and locked`);
    const unchanged = await t.db.select().from(folderPuzzles).where(eq(folderPuzzles.folderId, f2.id)).orderBy(folderPuzzles.sort);
    expect(unchanged.map((r) => r.puzzleId)).toEqual(q.slice(4));
    await t.db.update(puzzles).set({ isReleased: false }).where(eq(puzzles.id, q[5]));

    const r = await user.post(`${base}/${sandbox.id}/pickPuzzle`, { releaseType: 'main', env: 'sandbox' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.replaced).toEqual([5, 6, 7].map((level, i) => ({ level, folderId: f2.id, from: q[4 + i], to: p[4 + i] })));
    const after = await t.db.select().from(folderPuzzles).where(eq(folderPuzzles.folderId, f2.id)).orderBy(folderPuzzles.sort);
    expect(after.map((x) => [x.puzzleId, x.sort])).toEqual([
      [p[4], 0],
      [p[5], 1],
      [p[6], 2],
      [q[7], 3],
    ]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'applies'), eq(auditLog.action, 'pickPuzzle')));
    expect(audit).toHaveLength(1);
    // once placed, a second pick has nothing to replace
    expect((await user.post(`${base}/${sandbox.id}/pickPuzzle`, { releaseType: 'main', env: 'sandbox' })).body.replaced).toEqual([]);
  });
});

describe('bad input and access', () => {
  it('answers 4xx for bad ids, envs, bodies and paging, never a 500', async () => {
    const id = (await admin.get(`${base}?env=sandbox`)).body.rows[0].id;
    const cases: [string, string, unknown?][] = [
      ['GET', `${base}?env=staging`],
      ['GET', `${base}?env=sandbox&ps=7`],
      ['GET', `${base}?env=sandbox&pn=0`],
      ['GET', `${base}?env=sandbox&experimentId=99999999999`],
      ['GET', `${base}/abc?env=sandbox`],
      ['GET', `${base}/99999999999?env=sandbox`],
      ['GET', `${base}/${id}`],
      ['GET', `${base}/experiment/abc`],
      ['GET', `${base}/experiment/999999`],
      ['POST', `${base}/sync`, { conf: 'x', env: 'sandbox', experimentId }],
      ['POST', `${base}/sync`, { conf: { abc: p[0] }, env: 'sandbox', experimentId }],
      ['POST', `${base}/sync`, { conf: { 5: 99999999999 }, env: 'sandbox', experimentId }],
      ['POST', `${base}/sync`, { conf: { 5: p[0] }, env: 'x', experimentId }],
      ['POST', `${base}/sync`, { conf: { 5: p[0] }, env: 'sandbox', experimentId: 'x' }],
      [
        'POST',
        `${base}/sync`,
        { conf: Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [i + 1, p[0]])), env: 'sandbox', experimentId },
      ],
      ['POST', `${base}/${id}/deployment`, { env: 1 }],
      ['POST', `${base}/${id}/pickPuzzle`, { releaseType: '', env: 'sandbox' }],
      ['POST', `${base}/${id}/pickPuzzle`, { releaseType: 'x'.repeat(500), env: 'sandbox' }],
    ];
    for (const [method, path, body] of cases) {
      const r = await admin.request(method, path, body);
      expect(r.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(r.status, `${method} ${path}`).toBeLessThan(500);
    }
    const tooMany = await admin.post(`${base}/sync`, {
      conf: Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [i + 1, p[0]])),
      env: 'sandbox',
      experimentId,
    });
    expect(tooMany.status).toBe(400);
  });

  it('keeps signed-out users and users without the right out', async () => {
    expect((await t.client().get(`${base}?env=sandbox`)).status).toBe(401);
    expect((await user.get(`/v1/colors/apply?env=sandbox`)).status).toBe(403);
  });
});

describe('demo', () => {
  it('does nothing without a v1 experiment, else makes one sandbox apply of the first', async () => {
    await t.db.delete(experiments).where(eq(experiments.projectCode, 'jigsaw'));
    await seedApplies({ db: t.db });
    expect(await t.db.select().from(applies).where(eq(applies.projectCode, 'jigsaw'))).toHaveLength(0);
    const jp = await makePuzzles(8, 'jigsaw');
    const saved = p;
    p = jp;
    const id = await makeExperiment('jigsaw');
    p = saved;
    await seedApplies({ db: t.db });
    await seedApplies({ db: t.db });
    const rows = await t.db.select().from(applies).where(eq(applies.projectCode, 'jigsaw'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ experimentId: id, env: 'sandbox', conf: { 5: jp[4], 6: jp[5], 7: jp[6], 8: jp[7] } });
  });
});
