// Puzzle-content releases (000 §2.11): create/update with every validation message, paging,
// publish (lock) and released puzzles, the diff, the data file job and its download, the upload
// check and upload (prod: owners and admins; forceAll only where configured), roles, and the
// loop to the game client through core's publish life cycle (sandbox, stage/switch and upload to
// prod, rollback).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { auditLog, projects } from '../../../core/server/db/schema';
import { categories, folderPuzzles, folders, puzzles } from '../../../core/server/db/content';
import { createJobWorker } from '../../../core/server/jobs/worker';
import { ADMIN, LIMIT, USER, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';
import { cdnKey } from '../../../core/server/storage/cdnRoute';
import { MESSAGES } from '../shared';
import { PUBLISH_MESSAGES } from './publishable';

let t: TestApp;
let admin: Client;
let user: Client;
let limit: Client;
let game: Client;

beforeAll(async () => {
  t = await startTestApp({ plugins: ['jobs', 'releases', 'translations'], demo: ['releases'] });
  admin = await t.signIn(ADMIN);
  user = await t.signIn(USER);
  limit = await t.signIn(LIMIT);
  game = t.client();
  // tiles: release types, no extra settings, no force-all.
  const [tiles] = await t.db.select().from(projects).where(eq(projects.code, 'tiles'));
  await t.db
    .update(projects)
    .set({ config: { ...(tiles.config as object), releaseTypes: ['main', 'daily'] } })
    .where(eq(projects.code, 'tiles'));
}, 60_000);
afterAll(() => t.close());

const base = (code = 'jigsaw') => `/v1/${code}/puzzleReleases`;
let made = 0;
/** A folder with `n` puzzles (sorts 1..n) in `code`. */
async function makeFolder(n: number, code = 'jigsaw', categoryId: number | null = null) {
  const [f] = await t.db
    .insert(folders)
    .values({ projectCode: code, name: { en: `F${++made}` }, sort: made, categoryId })
    .returning();
  const ps = n
    ? await t.db
        .insert(puzzles)
        .values(
          Array.from({ length: n }, (_, i) => ({
            projectCode: code,
            name: { en: `P${made}-${i + 1}` },
            md5: `md5-${made}-${i}`,
            data: { level: i },
          })),
        )
        .returning()
    : [];
  if (ps.length) await t.db.insert(folderPuzzles).values(ps.map((p, i) => ({ folderId: f.id, puzzleId: p.id, sort: i + 1 })));
  return { id: f.id, puzzleIds: ps.map((p) => p.id) };
}
async function runJobs(id: number) {
  const worker = createJobWorker({ db: t.db, config: t.config, plugins: t.plugins, services: t.services, settings: { pollMs: 10 } });
  for (let i = 0; i < 20; i++) if (!(await worker.runOnce())) break;
  await worker.stop?.();
  return (await admin.get(`/v1/jobs/${id}`)).body.job;
}
const form = (folderIds: number[], over: Record<string, unknown> = {}) => ({
  name: 'R',
  type: 'main',
  extra: {},
  includeCategory: false,
  isMultipart: false,
  folderIds,
  categoryIds: [],
  ...over,
});
/** An unpublished release of `folderIds`. */
async function created(c: Client, code: string, folderIds: number[], type = 'main', over: Record<string, unknown> = {}) {
  const r = await c.post(base(code), form(folderIds, { type, ...over }));
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.release.id as number;
}
/** The upload: the route's answer (a job), then the job run to its end. */
async function upload(c: Client, code: string, id: number, body: Record<string, unknown>) {
  const r = await c.post(`${base(code)}/${id}/upload`, body);
  if (r.status !== 200) return { status: r.status, message: r.body.message as string, job: null };
  return { status: r.status, message: undefined, job: await runJobs(r.body.jobId) };
}
/** An upload the env takes: the job succeeded with isSuccess. */
async function uploaded(c: Client, code: string, id: number, body: Record<string, unknown>) {
  const u = await upload(c, code, id, body);
  expect(u.status, u.message).toBe(200);
  expect(u.job.state, u.job.error).toBe('succeeded');
  expect(u.job.result).toMatchObject({ isSuccess: true, env: body.env });
  return u.job.result as { returnId: number; dataFile: { url: string } };
}

describe('create, read, update', () => {
  it('creates and updates a release with an audit entry each; lists 10 a page with the config', async () => {
    const a = await makeFolder(3);
    const b = await makeFolder(2);
    const r = await admin.post(
      base(),
      form([a.id, b.id], { name: ' Spring ', extra: { boss_begin: 3, boss_interval: 0 }, isMultipart: true }),
    );
    expect(r.status).toBe(200);
    expect(r.body.release).toMatchObject({
      name: 'Spring',
      type: 'main',
      puzzleCount: 5,
      extra: { boss_begin: 3, boss_interval: 0 },
      isMultipart: true,
      published: false,
      folderIds: [a.id, b.id],
      conf: null,
    });
    const id = r.body.release.id;
    expect((await admin.get(`${base()}/${id}`)).body.release.folderNames).toEqual({ [a.id]: 'F' + (made - 1), [b.id]: 'F' + made });
    const u = await admin.put(`${base()}/${id}`, form([b.id], { name: 'Spring 2', type: 'daily' }));
    expect(u.body.release).toMatchObject({ name: 'Spring 2', type: 'daily', puzzleCount: 2, folderIds: [b.id] });
    for (let i = 0; i < 12; i++) await admin.post(base(), form([a.id], { name: `N${i}` }));
    const page = await admin.get(`${base()}?pn=1`);
    expect(page.body.rows).toHaveLength(10);
    expect(page.body.count).toBeGreaterThanOrEqual(13);
    expect(page.body).toMatchObject({
      releaseTypes: ['main', 'daily', 'event'],
      extraSettings: ['boss_begin', 'boss_interval'],
      forceAll: true,
      envs: ['sandbox', 'prod'],
    });
    expect((await admin.get(`${base()}?ps=7`)).status).toBe(400);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'releases'), eq(auditLog.target, String(id))))
      .orderBy(auditLog.id);
    expect(audit.map((x) => x.action)).toEqual(['create', 'update']);
  });

  it('answers each validation message with a 400 and changes nothing', async () => {
    const a = await makeFolder(1);
    const before = (await admin.get(base())).body.count;
    const cases: [Record<string, unknown>, string][] = [
      [form([a.id], { name: '' }), MESSAGES.nameRequired],
      [form([a.id], { name: '   ' }), MESSAGES.nameRequired],
      [{ ...form([a.id]), name: undefined }, MESSAGES.nameRequired],
      [form([a.id], { type: 'nope' }), MESSAGES.typeUnknown('nope')],
      [form([a.id], { extra: { boss_begin: -1 } }), 'Extra values are numbers of at least 0'],
      [form([a.id], { extra: { other: 1 } }), MESSAGES.extraUnknown('other')],
      [form([]), MESSAGES.foldersRequired],
      [form([999999]), MESSAGES.folderUnknown(999999)],
      [form([a.id], { name: 'x'.repeat(101) }), 'At most 100 characters'],
      [form([a.id], { name: 'a\u0000b' }), 'name contains a NUL character'],
      [form([a.id], { name: 'a\u0007b' }), 'The name may not hold control characters'],
      [form(['99999999999999999999' as unknown as number]), 'folderIds: not a valid id'],
    ];
    for (const [body, message] of cases) {
      const r = await admin.post(base(), body);
      expect(r.status, message).toBe(400);
      expect(JSON.stringify(r.body), message).toContain(message);
    }
    // A lone surrogate and a huge string are refused too (the edge's messages).
    for (const body of [
      form([a.id], { name: 'a\ud800b' }),
      form([a.id], { name: 'x'.repeat(200_000) }),
      form([a.id], { extra: { boss_begin: 1e20 } }),
      form([a.id], { includeCategory: 'yes' }),
    ]) {
      expect((await admin.post(base(), body)).status).toBe(400);
    }
    // tiles has no extra settings: any extra value is refused.
    const tf = await makeFolder(1, 'tiles');
    expect((await admin.post(base('tiles'), form([tf.id], { extra: { boss_begin: 1 } }))).body.message).toBe(
      MESSAGES.extraUnknown('boss_begin'),
    );
    // A folder of another project is not this project's.
    expect((await admin.post(base(), form([tf.id]))).body.message).toBe(MESSAGES.folderUnknown(tf.id));
    expect((await admin.get(base())).body.count).toBe(before);
  });

  it('applies the category rules of a category-enabled release, with their three errors', async () => {
    const [c1, c2] = await t.db
      .insert(categories)
      .values([
        { projectCode: 'jigsaw', name: { en: 'C1' } },
        { projectCode: 'jigsaw', name: { en: 'C2' } },
      ])
      .returning();
    const inC1 = await makeFolder(1, 'jigsaw', c1.id);
    const none = await makeFolder(1);
    const inC2 = await makeFolder(1, 'jigsaw', c2.id);
    const post = (folderIds: number[], categoryIds: number[]) =>
      admin.post(base(), form(folderIds, { includeCategory: true, categoryIds }));
    expect((await post([inC1.id], [c1.id, c2.id])).body.message).toBe(MESSAGES.noFolderInCategory(c2.id));
    expect((await post([inC1.id, none.id], [c1.id])).body.message).toBe(MESSAGES.folderNoCategory(none.id));
    expect((await post([inC1.id, inC2.id], [c1.id])).body.message).toBe(MESSAGES.categoryNotSelected(inC2.id, c2.id));
    expect((await post([inC1.id], [999999])).body.message).toBe(MESSAGES.categoryUnknown(999999));
    const ok = await post([inC1.id, inC2.id], [c1.id, c2.id]);
    expect(ok.status).toBe(200);
    expect(ok.body.release).toMatchObject({ includeCategory: true, categoryIds: [c1.id, c2.id] });
    // Without includeCategory the categories are not kept.
    expect((await admin.post(base(), form([none.id], { categoryIds: [c1.id] }))).body.release.categoryIds).toEqual([]);
  });

  it('answers 404 for unknown, malformed and other projects’ ids', async () => {
    const a = await makeFolder(1);
    const id = (await admin.post(base(), form([a.id]))).body.release.id;
    for (const p of [
      `${base()}/999999`,
      `${base()}/abc`,
      `${base()}/1.5`,
      `${base()}/-1`,
      `${base()}/99999999999999999999`,
      `${base('tiles')}/${id}`,
    ]) {
      expect((await admin.get(p)).status, p).toBe(404);
      expect((await admin.put(p, form([a.id]))).status, p).toBe(404);
      expect((await admin.post(`${p}/publish`)).status, p).toBe(404);
    }
  });
});

describe('publish (lock), diff, data file', () => {
  it('freezes the content, marks the puzzles released, refuses edits; diffs against the previous published release', async () => {
    const a = await makeFolder(3);
    const b = await makeFolder(2);
    const first = (await admin.post(base(), form([a.id, b.id], { type: 'event' }))).body.release.id;
    const pub = await admin.post(`${base()}/${first}/publish`);
    expect(pub.status).toBe(200);
    expect(pub.body.release.published).toBe(true);
    expect(pub.body.release.conf.folders.map((f: { id: number; puzzles: unknown[] }) => [f.id, f.puzzles.length])).toEqual([
      [a.id, 3],
      [b.id, 2],
    ]);
    const rows = await t.db
      .select()
      .from(puzzles)
      .where(inArray(puzzles.id, [...a.puzzleIds, ...b.puzzleIds]));
    expect(rows.every((p) => p.isReleased)).toBe(true);
    expect((await admin.put(`${base()}/${first}`, form([a.id], { type: 'event' }))).body.message).toBe(MESSAGES.published);
    expect((await admin.post(`${base()}/${first}/publish`)).body.message).toBe(MESSAGES.alreadyPublished);
    // The frozen content stays when the folder changes after.
    await t.db.delete(folderPuzzles).where(eq(folderPuzzles.puzzleId, a.puzzleIds[2]));
    expect((await admin.get(`${base()}/${first}`)).body.release.conf.folders[0].puzzles).toHaveLength(3);

    const firstDiff = (await admin.get(`${base()}/${first}/diff`)).body;
    expect(firstDiff.previous).toBeNull();
    expect(firstDiff.changedContent.map((f: { type: string }) => f.type)).toEqual(['added', 'added']);

    const c = await makeFolder(1);
    await t.db.update(puzzles).set({ md5: 'changed' }).where(eq(puzzles.id, b.puzzleIds[0]));
    const second = (await admin.post(base(), form([b.id, a.id, c.id], { type: 'event' }))).body.release.id;
    const d = (await admin.get(`${base()}/${second}/diff`)).body;
    expect(d.previous).toEqual({ id: first, name: 'R' });
    expect(d.changedContent.map((f: { id: number; type: string; diffMoveDetail: unknown }) => [f.id, f.type, f.diffMoveDetail])).toEqual([
      [b.id, 'changed', { from: 1, to: 0 }],
      [a.id, 'changed', { from: 0, to: 1 }],
      [c.id, 'added', null],
    ]);
    const detail = (await admin.get(`${base()}/${second}/diff/${a.id}`)).body.folder;
    expect(detail.puzzles).toEqual([{ id: a.puzzleIds[2], sort: 3, type: 'removed', changes: [] }]);
    expect((await admin.get(`${base()}/${second}/diff/${b.id}`)).body.folder.puzzles[0]).toEqual({
      id: b.puzzleIds[0],
      sort: 1,
      type: 'changed',
      changes: ['data'],
    });
    expect((await admin.get(`${base()}/${second}/diff/999999`)).status).toBe(404);
  });

  it('builds the data file as a job (default JSON, assetBundle zip) and downloads it', async () => {
    const a = await makeFolder(2);
    const id = (await admin.post(base(), form([a.id]))).body.release.id;
    await admin.post(`${base()}/${id}/publish`);
    const started = await admin.post(`${base()}/${id}/build?variant=default`);
    expect(started.status).toBe(200);
    const job = await runJobs(started.body.jobId);
    expect(job.state).toBe('succeeded');
    expect(job.result).toMatchObject({ variant: 'default' });
    const file = await admin.request('GET', `${base()}/jobs/${started.body.jobId}/file`);
    expect(file.status).toBe(200);
    const data = typeof file.body === 'string' ? JSON.parse(file.body) : file.body;
    expect(data.release).toMatchObject({ id, puzzleCount: 2 });
    expect(data.folders[0].puzzles.map((p: { data: unknown }) => p.data)).toEqual([{ level: 0 }, { level: 1 }]);
    expect((await admin.get(`${base()}/${id}`)).body.release.dataFilePath).toBe(job.result.file);
    const zipJob = await runJobs((await admin.post(`${base()}/${id}/build?variant=assetBundle`)).body.jobId);
    expect(zipJob.state).toBe('succeeded');
    expect(zipJob.result.name).toMatch(/assetBundle\.zip$/);
    const zipped = await admin.request('GET', `${base()}/jobs/${zipJob.id}/file`);
    expect(zipped.headers.get('content-type')).toBe('application/zip');
    expect(String(zipped.body).startsWith('PK')).toBe(true);
    expect(String(zipped.body)).toContain('data.json');
    expect((await admin.post(`${base()}/${id}/build?variant=other`)).status).toBe(400);
    expect((await admin.get(`${base()}/jobs/99999999/file`)).status).toBe(404);
    expect((await admin.get(`${base('tiles')}/jobs/${started.body.jobId}/file`)).status).toBe(404);
  });

  it('flattenUpload: the data file lists the puzzles in one list, in release order, each naming its folder; countAndMax', async () => {
    const a = await makeFolder(2);
    const b = await makeFolder(1);
    const id = (await admin.post(base(), form([b.id, a.id], { flattenUpload: true }))).body.release.id;
    expect((await admin.get(`${base()}/${id}`)).body.release.flattenUpload).toBe(true);
    expect((await admin.get(`${base()}/${id}/countAndMax`)).body).toEqual({ count: 3, maxSort: 2 });
    await admin.post(`${base()}/${id}/publish`);
    const started = await admin.post(`${base()}/${id}/build?variant=default`);
    expect((await runJobs(started.body.jobId)).state).toBe('succeeded');
    const file = await admin.request('GET', `${base()}/jobs/${started.body.jobId}/file`);
    const data = typeof file.body === 'string' ? JSON.parse(file.body) : file.body;
    expect(data.release.flattenUpload).toBe(true);
    expect(data.folders.map((f: { id: number; puzzles?: unknown }) => [f.id, f.puzzles])).toEqual([
      [b.id, undefined],
      [a.id, undefined],
    ]);
    expect(data.puzzles.map((p: { id: number; folderId: number; sort: number }) => [p.id, p.folderId, p.sort])).toEqual([
      [b.puzzleIds[0], b.id, 1],
      [a.puzzleIds[0], a.id, 1],
      [a.puzzleIds[1], a.id, 2],
    ]);
    expect((await admin.get(`${base()}/99999999/countAndMax`)).status).toBe(404);
    expect((await limit.get(`${base()}/${id}/countAndMax`)).status).toBe(403);
  });

  it('answers the category tree: id, name.en, children, siblings by sort', async () => {
    const [root] = await t.db
      .insert(categories)
      .values({ projectCode: 'tiles', name: { en: 'Tree root', fr: 'Racine' }, sort: 1 })
      .returning();
    const [second, first] = await t.db
      .insert(categories)
      .values([
        { projectCode: 'tiles', parentId: root.id, name: { en: 'Second' }, sort: 2 },
        { projectCode: 'tiles', parentId: root.id, name: { en: 'First' }, sort: 1 },
      ])
      .returning();
    const tree = (await admin.get(`${base('tiles')}/categoryTree`)).body.tree as {
      id: number;
      name: { en: string };
      children: unknown[];
    }[];
    expect(tree.find((n) => n.id === root.id)).toEqual({
      id: root.id,
      name: { en: 'Tree root' },
      children: [
        { id: first.id, name: { en: 'First' }, children: [] },
        { id: second.id, name: { en: 'Second' }, children: [] },
      ],
    });
    expect((await limit.get(`${base('tiles')}/categoryTree`)).status).toBe(403);
  });
});

describe('upload', () => {
  it('checks first: fewer puzzles block (forceAll passes where configured), removed puzzles warn; a published release is not uploaded', async () => {
    const a = await makeFolder(4);
    const first = await created(admin, 'jigsaw', [a.id], 'daily');
    await uploaded(admin, 'jigsaw', first, { env: 'sandbox' });
    const locked = await created(admin, 'jigsaw', [a.id], 'daily');
    await admin.post(`${base()}/${locked}/publish`);
    expect(await upload(admin, 'jigsaw', locked, { env: 'sandbox' })).toMatchObject({ status: 409, message: MESSAGES.published });

    await t.db.delete(folderPuzzles).where(eq(folderPuzzles.puzzleId, a.puzzleIds[3]));
    const smaller = await created(admin, 'jigsaw', [a.id], 'daily');
    const check = (await admin.get(`${base()}/${smaller}/check?env=sandbox`)).body;
    expect(check).toMatchObject({
      previous: { id: first, puzzleCount: 4 },
      puzzleCount: 3,
      errors: [MESSAGES.previousBigger],
      warnings: [MESSAGES.removed],
      resultMaxSort: 3,
      lastMaxSort: 4,
    });
    expect(check.puzzlesList.find((p: { id: number }) => p.id === a.puzzleIds[3]).status).toBe('removed');
    expect(await upload(admin, 'jigsaw', smaller, { env: 'sandbox' })).toMatchObject({
      status: 409,
      message: MESSAGES.previousBigger,
      job: null,
    });
    await uploaded(admin, 'jigsaw', smaller, { env: 'sandbox', forceAll: true });
    expect((await admin.get(`${base()}/${smaller}/check?env=bogus`)).status).toBe(400);
  });

  it('trying a release on sandbox locks nothing: uploaded unpublished, served, its puzzles unlocked, edited and uploaded again; published later, then never uploaded or edited', async () => {
    const key = (await t.db.select().from(projects).where(eq(projects.code, 'tiles')))[0].clientKey;
    const read = () => game.get('/client/v1/tiles/sandbox/content?type=main', { 'x-client-key': key });
    const f = await makeFolder(3, 'tiles');
    const id = await created(admin, 'tiles', [f.id], 'main', { name: 'Try me' });
    const up = await upload(admin, 'tiles', id, { env: 'sandbox' });
    // The job built the data file as part of the upload, with progress.
    expect(up.job).toMatchObject({
      kind: 'releases.upload',
      state: 'succeeded',
      result: { isSuccess: true, env: 'sandbox', unchanged: false },
    });
    expect(up.job.progress.message).toBe('Uploading to sandbox');
    const live = (await read()).body.release;
    expect(live).toMatchObject({ id, name: 'Try me', puzzleCount: 3, url: up.job.result.dataFile.url });
    const file = await game.request('GET', new URL(live.url, 'http://x').pathname);
    const data = typeof file.body === 'string' ? JSON.parse(file.body) : file.body;
    expect(data.release).toMatchObject({ id, published: false, puzzleCount: 3 });
    expect(data.folders[0].puzzles.map((p: { id: number }) => p.id)).toEqual(f.puzzleIds);
    // Nothing is locked: the release stays a draft, its puzzles editable.
    expect((await admin.get(`${base('tiles')}/${id}`)).body.release).toMatchObject({ published: false, conf: null });
    expect((await t.db.select().from(puzzles).where(inArray(puzzles.id, f.puzzleIds))).map((p) => p.isReleased)).toEqual([
      false,
      false,
      false,
    ]);

    // A fix on sandbox: a puzzle changes; the check of the same release diffs against what sandbox serves.
    await t.db.update(puzzles).set({ md5: 'fixed' }).where(eq(puzzles.id, f.puzzleIds[1]));
    const check = (await admin.get(`${base('tiles')}/${id}/check?env=sandbox`)).body;
    expect(check.previous).toEqual({ id, name: 'Try me', puzzleCount: 3 });
    expect(check.puzzlesList.map((p: { status: string }) => p.status)).toEqual(['same', 'changed', 'same']);
    const again = await uploaded(admin, 'tiles', id, { env: 'sandbox' });
    expect(again.returnId).toBeGreaterThan(up.job.result.returnId);
    // Prod takes what sandbox serves (owners and admins), still unpublished.
    expect(await upload(user, 'tiles', id, { env: 'prod' })).toMatchObject({ status: 403 });
    await uploaded(admin, 'tiles', id, { env: 'prod' });

    // Publishing (locking) is its own step, later: then no upload and no edit.
    expect((await admin.post(`${base('tiles')}/${id}/publish`)).status).toBe(200);
    expect((await t.db.select().from(puzzles).where(inArray(puzzles.id, f.puzzleIds))).every((p) => p.isReleased)).toBe(true);
    expect(await upload(admin, 'tiles', id, { env: 'sandbox' })).toMatchObject({ status: 409, message: MESSAGES.published });
    expect((await admin.put(`${base('tiles')}/${id}`, form([f.id]))).body.message).toBe(MESSAGES.published);
    expect((await read()).body.release.id).toBe(id);
  });

  it("reports no success (isSuccess false) when the env will not take it by the time the job runs: the screen's 'Please Retry!'", async () => {
    const f = await makeFolder(3);
    const id = await created(admin, 'jigsaw', [f.id], 'event');
    // Published between the route's check and the job: locked, not uploaded.
    const started = await admin.post(`${base()}/${id}/upload`, { env: 'sandbox' });
    expect(started.status).toBe(200);
    await admin.post(`${base()}/${id}/publish`);
    const job = await runJobs(started.body.jobId);
    expect(job).toMatchObject({
      state: 'failed',
      error: MESSAGES.published,
      result: { isSuccess: false, env: 'sandbox', returnId: null, message: MESSAGES.published },
    });
    const live = await t.services.publish.current<{ releaseId: number }>({
      project: 'jigsaw',
      env: 'sandbox',
      kind: 'releases',
      key: 'event',
    });
    expect(live?.content?.releaseId).not.toBe(id);

    // A bigger release goes live between the route's check and the job: the check blocks in the job.
    const g = await makeFolder(2);
    const big = await created(admin, 'jigsaw', [f.id], 'event');
    const small = await created(admin, 'jigsaw', [g.id], 'event');
    const bigUp = await admin.post(`${base()}/${big}/upload`, { env: 'sandbox' });
    const smallUp = await admin.post(`${base()}/${small}/upload`, { env: 'sandbox' });
    expect([bigUp.status, smallUp.status]).toEqual([200, 200]);
    // One worker pass runs both, oldest first.
    expect((await runJobs(bigUp.body.jobId)).result.isSuccess).toBe(true);
    const smallJob = (await admin.get(`/v1/jobs/${smallUp.body.jobId}`)).body.job;
    expect(smallJob).toMatchObject({
      state: 'failed',
      error: MESSAGES.previousBigger,
      result: { isSuccess: false, message: MESSAGES.previousBigger },
    });
    const now = await t.services.publish.current<{ releaseId: number }>({
      project: 'jigsaw',
      env: 'sandbox',
      kind: 'releases',
      key: 'event',
    });
    expect(now?.content?.releaseId).toBe(big);

    // What the env serves cannot be read (its data file is gone): the check answers 'Please Retry!'.
    const served = await t.services.publish.current<{ dataFile: { url: string } }>({
      project: 'jigsaw',
      env: 'sandbox',
      kind: 'releases',
      key: 'event',
    });
    const fileKey = cdnKey(new URL(served!.content!.dataFile.url, 'http://local').toString())!;
    const kept = new Uint8Array(await new Response((await t.services.storage.get(fileKey))!.stream()).arrayBuffer());
    await t.services.storage.delete(fileKey);
    const next = await created(admin, 'jigsaw', [f.id, g.id], 'event');
    expect((await admin.get(`${base()}/${next}/check?env=sandbox`)).body.message).toBe(MESSAGES.retry);
    expect(await upload(admin, 'jigsaw', next, { env: 'sandbox' })).toMatchObject({ status: 409, message: MESSAGES.retry });
    await t.services.storage.put(fileKey, kept, 'application/json');
    expect((await admin.get(`${base()}/${next}/check?env=sandbox`)).status).toBe(200);
  });

  it('refuses forceAll where the project has none; prod only for owners and admins, and only what sandbox serves; others are refused', async () => {
    // More puzzles than the release the test above left live on tiles' main.
    const tf = await makeFolder(4, 'tiles');
    const id = await created(admin, 'tiles', [tf.id], 'main');
    expect((await user.post(`${base('tiles')}/${id}/upload`, { env: 'sandbox', forceAll: true })).body.message).toBe(
      MESSAGES.forceAllNotAllowed,
    );
    await uploaded(user, 'tiles', id, { env: 'sandbox' });
    expect((await user.post(`${base('tiles')}/${id}/upload`, { env: 'prod' })).status).toBe(403);
    await uploaded(admin, 'tiles', id, { env: 'prod' });
    // USER owns jigsaw: prod is allowed there (more puzzles than the test above left live on event).
    const jf = await makeFolder(4);
    const jid = await created(user, 'jigsaw', [jf.id], 'event');
    expect((await user.post(`${base()}/${jid}/upload`, { env: 'prod' })).body.message).toBe(PUBLISH_MESSAGES.sandboxFirst('event'));
    await uploaded(user, 'jigsaw', jid, { env: 'sandbox' });
    await uploaded(user, 'jigsaw', jid, { env: 'prod' });
    // USER has no right in words; LIMIT none in jigsaw; nobody signed in gets 401.
    expect((await user.get(base('words'))).status).toBe(403);
    expect((await user.post(base('words'), form([jf.id]))).status).toBe(403);
    for (const [m, p, b] of [
      ['GET', base(), undefined],
      ['POST', base(), form([jf.id])],
      ['POST', `${base()}/${jid}/publish`, undefined],
      ['POST', `${base()}/${jid}/upload`, { env: 'sandbox' }],
      ['GET', `${base()}/${jid}/diff`, undefined],
    ] as const) {
      expect((await limit.request(m, p, b)).status, p).toBe(403);
      expect((await t.client().request(m, p, b)).status, p).toBe(401);
    }
  });
});

describe('per-puzzle selection', () => {
  it('ships only picked new or changed puzzles where the project asks for it; refuses it elsewhere', async () => {
    const [jig] = await t.db.select().from(projects).where(eq(projects.code, 'jigsaw'));
    const cfg = jig.config as Record<string, unknown>;
    const tf = await makeFolder(2, 'tiles');
    const tid = await created(admin, 'tiles', [tf.id], 'daily');
    expect((await admin.post(`${base('tiles')}/${tid}/upload`, { env: 'sandbox', puzzleIds: [tf.puzzleIds[0]] })).body.message).toBe(
      MESSAGES.selectionNotAllowed,
    );
    await t.db
      .update(projects)
      .set({ config: { ...cfg, releases: { ...(cfg.releases as object), puzzleSelection: true } } })
      .where(eq(projects.code, 'jigsaw'));
    try {
      const a = await makeFolder(3);
      const one = await created(admin, 'jigsaw', [a.id], 'main');
      expect((await admin.post(`${base()}/${one}/upload`, { env: 'sandbox' })).body.message).toBe(MESSAGES.selectPuzzles);
      // Nothing of type main is live on jigsaw's sandbox yet: every puzzle of this release is new.
      expect((await admin.post(`${base()}/${one}/upload`, { env: 'sandbox', puzzleIds: [999999] })).body.message).toBe(
        MESSAGES.notSelectable(999999),
      );
      await uploaded(admin, 'jigsaw', one, { env: 'sandbox', puzzleIds: [a.puzzleIds[1], a.puzzleIds[0]] });
      const live = await t.services.publish.current<{ puzzleIds: number[] | null }>({
        project: 'jigsaw',
        env: 'sandbox',
        kind: 'releases',
        key: 'main',
      });
      expect(live?.content?.puzzleIds).toEqual([a.puzzleIds[0], a.puzzleIds[1]]);
      // The archive diff: a changed puzzle names what changed.
      await t.db.update(puzzles).set({ md5: 'new' }).where(eq(puzzles.id, a.puzzleIds[2]));
      const two = await created(admin, 'jigsaw', [a.id], 'main');
      const check = (await admin.get(`${base()}/${two}/check?env=sandbox`)).body;
      expect(check.puzzlesList.find((p: { id: number }) => p.id === a.puzzleIds[2])).toMatchObject({
        status: 'changed',
        changes: ['data'],
      });
      expect((await admin.post(`${base()}/${two}/upload`, { env: 'sandbox', puzzleIds: [a.puzzleIds[0]] })).body.message).toBe(
        MESSAGES.notSelectable(a.puzzleIds[0]),
      );
      await uploaded(admin, 'jigsaw', two, { env: 'sandbox', puzzleIds: [a.puzzleIds[2]] });
    } finally {
      await t.db.update(projects).set({ config: cfg }).where(eq(projects.code, 'jigsaw'));
    }
  });
});

describe('the game client', () => {
  it('reads the live release of a type: sandbox, stage and switch to prod, upload to prod, roll back; ETag and 304', async () => {
    const key = (await t.db.select().from(projects).where(eq(projects.code, 'tiles')))[0].clientKey;
    const read = (env: string, headers: Record<string, string> = {}) =>
      game.get(`/client/v1/tiles/${env}/content?type=daily`, { 'x-client-key': key, ...headers });
    expect((await read('sandbox')).body).toEqual({ release: null });
    const f = await makeFolder(2, 'tiles');
    const one = await created(admin, 'tiles', [f.id], 'daily');
    await uploaded(admin, 'tiles', one, { env: 'sandbox' });
    // Through the generated typed client (app/client): the contract game teams build on.
    const got = await t
      .gameClient(key)
      .GET('/client/v1/{code}/{env}/content', { params: { path: { code: 'tiles', env: 'sandbox' }, query: { type: 'daily' } } });
    expect(got.response.status).toBe(200);
    expect(got.data?.release).toMatchObject({ id: one, type: 'daily', puzzleCount: 2 });
    expect(got.data!.release!.md5).toMatch(/^[0-9a-f]{32}$/);
    const cdn = await game.request('GET', new URL(got.data!.release!.url, 'http://x').pathname);
    expect(cdn.status).toBe(200);
    expect((await read('sandbox', { 'if-none-match': got.response.headers.get('etag')! })).status).toBe(304);
    expect((await read('prod')).body).toEqual({ release: null });

    // prod: stage sandbox's content, then switch.
    const gen = '/v1/tiles/releases/releases';
    expect((await admin.post(`${gen}/stage`, { env: 'prod', key: 'daily' })).status).toBe(200);
    expect((await read('prod')).body).toEqual({ release: null });
    expect((await admin.post(`${gen}/switch`, { env: 'prod', key: 'daily' })).status).toBe(200);
    expect((await read('prod')).body.release.id).toBe(one);

    // A second release: sandbox first, then prod; uploading to prod a release not live on sandbox is refused.
    await t.db.insert(folderPuzzles).values({ folderId: f.id, puzzleId: (await makeFolder(1, 'tiles')).puzzleIds[0], sort: 3 });
    const two = await created(admin, 'tiles', [f.id], 'daily');
    expect((await admin.post(`${base('tiles')}/${two}/upload`, { env: 'prod' })).status).toBe(409);
    await uploaded(admin, 'tiles', two, { env: 'sandbox' });
    expect((await user.post(`${base('tiles')}/${two}/upload`, { env: 'prod' })).status).toBe(403);
    expect((await user.post(`${gen}/stage`, { env: 'prod', key: 'daily' })).status).toBe(403);
    await uploaded(admin, 'tiles', two, { env: 'prod' });
    expect((await read('prod')).body.release).toMatchObject({ id: two, puzzleCount: 3 });

    // Roll prod back to the first.
    const history = (await admin.get(`${gen}/history?env=prod&key=daily&pn=1&ps=10`)).body.rows;
    const firstSnap = history.find((s: { live: boolean; action: string }) => !s.live && s.action === 'switch');
    expect((await admin.post(`${gen}/rollback`, { env: 'prod', id: firstSnap.id })).status).toBe(200);
    expect((await read('prod')).body.release.id).toBe(one);
    expect((await read('sandbox')).body.release.id).toBe(two);
    expect((await game.get('/client/v1/tiles/sandbox/content?type=daily', { 'x-client-key': 'ck_wrong' })).status).toBe(401);
    expect((await game.get('/client/v1/tiles/dev/content?type=daily', { 'x-client-key': key })).status).toBe(404);
    expect((await game.get('/client/v1/tiles/sandbox/content', { 'x-client-key': key })).status).toBe(400);
  });
});

describe('one release across content types', () => {
  it("carries puzzles, categories, their translations and the project's own texts: one diff, and one rollback brings them all back", async () => {
    const [tiles] = await t.db.select().from(projects).where(eq(projects.code, 'tiles'));
    const key = tiles.clientKey;
    // A type of its own, so the other tests' live releases stay as they are.
    await t.db
      .update(projects)
      .set({ config: { ...(tiles.config as object), releaseTypes: ['main', 'daily', 'event'] } })
      .where(eq(projects.code, 'tiles'));
    const [cat] = await t.db
      .insert(categories)
      .values({ projectCode: 'tiles', name: { en: 'Animals', fr: 'Animaux' } })
      .returning();
    const f = await makeFolder(2, 'tiles', cat.id);
    const [p1] = f.puzzleIds;
    await t.db
      .update(puzzles)
      .set({ name: { en: 'Cat', fr: 'Chat' } })
      .where(eq(puzzles.id, p1));
    // The project's own texts (its translation keys, the translations plugin's table, written as
    // SQL: releases read them through its translations.projectTexts contract): one in use, one no
    // longer shown (left out).
    await t.db.execute(sql`insert into ml_project_keys (project_code, key, translation, not_in_use)
      values ('tiles', 'menu.play', '{"en":"Play","fr":"Jouer"}', false), ('tiles', 'menu.old', '{"en":"Old"}', true)`);
    const release = async () => {
      const id = (
        await admin.post(base('tiles'), form([f.id], { type: 'event', includeCategory: true, categoryIds: [cat.id], includeTexts: true }))
      ).body.release.id;
      // Uploaded (its data file built by the upload job), then published (locked).
      await uploaded(admin, 'tiles', id, { env: 'sandbox' });
      expect((await admin.post(`${base('tiles')}/${id}/publish`)).status).toBe(200);
      return id as number;
    };
    /** What a game client gets: the live release, then its data file by URL. */
    const clientData = async () => {
      const live = (await game.get('/client/v1/tiles/sandbox/content?type=event', { 'x-client-key': key })).body.release;
      const file = await game.request('GET', new URL(live.url, 'http://x').pathname);
      const data = typeof file.body === 'string' ? JSON.parse(file.body) : file.body;
      return {
        id: live.id,
        category: data.categories[0].name,
        puzzle: data.folders[0].puzzles.find((x: { id: number }) => x.id === p1).name,
        texts: data.texts,
      };
    };
    const one = await release();
    const texts1 = { 'menu.play': { en: 'Play', fr: 'Jouer' } };
    expect(await clientData()).toEqual({
      id: one,
      category: { en: 'Animals', fr: 'Animaux' },
      puzzle: { en: 'Cat', fr: 'Chat' },
      texts: texts1,
    });

    // The next version renames the category in French, translates a puzzle into Japanese and changes its French name.
    await t.db
      .update(categories)
      .set({ name: { en: 'Animals', fr: 'Les animaux' } })
      .where(eq(categories.id, cat.id));
    await t.db
      .update(puzzles)
      .set({ name: { en: 'Cat', fr: 'Chaton', ja: '猫' } })
      .where(eq(puzzles.id, p1));
    // ... and the project's text is translated into Japanese.
    await t.db.execute(
      sql`update ml_project_keys set translation = '{"en":"Play","fr":"Jouer","ja":"プレイ"}' where project_code = 'tiles' and key = 'menu.play'`,
    );
    const two = await release();
    const diff = (await admin.get(`${base('tiles')}/${two}/diff`)).body;
    expect(diff.previous.id).toBe(one);
    expect(diff.changedContent).toEqual([
      {
        id: f.id,
        type: 'changed',
        index: 0,
        name: expect.any(String),
        diffMoveDetail: null,
        puzzles: [{ id: p1, sort: 1, type: 'changed', changes: ['name'] }],
      },
    ]);
    expect(diff.categories).toEqual([{ id: cat.id, name: 'Animals', type: 'changed', changes: ['name'] }]);
    expect(diff.translations).toEqual([
      { lang: 'fr', added: 0, changed: 2, removed: 0 },
      { lang: 'ja', added: 2, changed: 0, removed: 0 },
    ]);
    const texts2 = { 'menu.play': { en: 'Play', fr: 'Jouer', ja: 'プレイ' } };
    expect(await clientData()).toEqual({
      id: two,
      category: { en: 'Animals', fr: 'Les animaux' },
      puzzle: { en: 'Cat', fr: 'Chaton', ja: '猫' },
      texts: texts2,
    });

    // One rollback: the client reads the first version's puzzles, category and translations again.
    const gen = '/v1/tiles/releases/releases';
    const history = (await admin.get(`${gen}/history?env=sandbox&key=event&pn=1&ps=10`)).body.rows as { id: number; live: boolean }[];
    const earlier = history.find((s) => !s.live)!;
    expect((await admin.post(`${gen}/rollback`, { env: 'sandbox', id: earlier.id })).status).toBe(200);
    expect(await clientData()).toEqual({
      id: one,
      category: { en: 'Animals', fr: 'Animaux' },
      puzzle: { en: 'Cat', fr: 'Chat' },
      texts: texts1,
    });
  });
});

describe('demo', () => {
  it('gives jigsaw its release types and settings', async () => {
    const r = (await admin.get(base())).body;
    expect(r.releaseTypes).toEqual(['main', 'daily', 'event']);
  });
});
