// Puzzles (002): the folder page, every change with its validation messages, released locks,
// folder rules (locked / needPub / LIMIT), config flags, exports/imports/packs as jobs, and roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import * as XLSX from 'xlsx';
import sharp from 'sharp';
import { auditLog, projects, uploads } from '../../../core/server/db/schema';
import { folderPuzzles, folders, puzzles } from '../../../core/server/db/content';
import { clearHotCaches } from '../../../core/server/hotCache';
import { createJobWorker } from '../../../core/server/jobs/worker';
import { PUZZLE_RELEASED } from '../../../core/shared/content';
import { ADMIN, LIMIT, USER, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';
import { MESSAGES, PICTURE_MAX_BYTES } from '../shared';
import { decodeBin } from './bin';

let t: TestApp;
let admin: Client;
let user: Client;
let limit: Client;
type F = { id: number; name: string; type: string; needPub: boolean; locked: boolean; createdBy: string };
let jig: F[];
const byName = (name: string) => jig.find((f) => f.name === name)!;

beforeAll(async () => {
  t = await startTestApp({ plugins: ['jobs', 'puzzles'] });
  admin = await t.signIn(ADMIN);
  user = await t.signIn(USER);
  limit = await t.signIn(LIMIT);
  jig = (await admin.get('/v1/jigsaw/puzzles/folders')).body.folders;
}, 60_000);
afterAll(() => t.close());

const base = (folderId: number, code = 'jigsaw') => `/v1/${code}/puzzles/folder/${folderId}`;
const page = async (folderId: number, q = '', c: Client = admin) => (await c.get(`${base(folderId)}${q ? `?${q}` : ''}`)).body;
/** Runs the queued jobs now and returns the job. */
async function runJobs(id: number) {
  const worker = createJobWorker({ db: t.db, config: t.config, plugins: t.plugins, services: t.services, settings: { pollMs: 10 } });
  for (let i = 0; i < 20; i++) if (!(await worker.runOnce())) break;
  await worker.stop?.();
  return (await admin.get(`/v1/jobs/${id}`)).body.job;
}
/** A fresh folder in jigsaw with `n` puzzles (sorts 1..n). */
async function makeFolder(name: string, n: number, over: Partial<typeof folders.$inferInsert> = {}) {
  const [f] = await t.db
    .insert(folders)
    .values({ projectCode: 'jigsaw', name: { en: name }, ...over })
    .returning();
  if (n) {
    const ps = await t.db
      .insert(puzzles)
      .values(
        Array.from({ length: n }, (_, i) => ({
          projectCode: 'jigsaw',
          name: { en: `${name} ${i + 1}` },
          attr: { difficulty: 1 + (i % 3), quality: 10 + i },
        })),
      )
      .returning();
    await t.db.insert(folderPuzzles).values(ps.map((p, i) => ({ folderId: f.id, puzzleId: p.id, sort: i + 1 })));
    return { folder: f, ids: ps.map((p) => p.id) };
  }
  return { folder: f, ids: [] as number[] };
}

describe('the folder page', () => {
  it('lists folders with the config folder types, pages a folder in order, filters, and finds by id', async () => {
    const r = await admin.get('/v1/jigsaw/puzzles/folders');
    expect(r.body.folderTypes).toEqual(['daily', 'collection', 'level']);
    const daily = byName('Daily jigsaws');
    const p1 = await page(daily.id, 'ps=15&pn=2');
    expect(p1.puzzles).toHaveLength(15);
    expect(p1.total).toBe(150);
    expect(p1.puzzles.map((p: { sort: number }) => p.sort)).toEqual(Array.from({ length: 15 }, (_, i) => 16 + i));
    expect(p1.may).toEqual({ change: true, refusal: null, editAttrJson: true, viewAttrJson: true });
    const released = await page(daily.id, 'released=1&ps=500');
    expect(released.puzzles.every((p: { isReleased: boolean }) => p.isReleased)).toBe(true);
    expect(released.total).toBeGreaterThan(0);
    const review = await page(daily.id, 'review=2&ps=500');
    expect(review.puzzles.every((p: { attr: { review_score: number } }) => p.attr.review_score === 2)).toBe(true);
    expect((await admin.get(`${base(daily.id)}?ps=7`)).status).toBe(400);
    const id = p1.puzzles[0].id;
    const found = (await admin.get(`/v1/jigsaw/puzzles/find?id=${id}`)).body;
    expect(found.folders[0].id).toBe(daily.id);
    expect(found.puzzle.data).toBeTruthy();
    // The id search lists that one puzzle of the folder, wherever its page.
    const only = await page(daily.id, `id=${id}`);
    expect(only.puzzles.map((p: { id: number }) => p.id)).toEqual([id]);
    expect(only.total).toBe(1);
    expect((await admin.get(`${base(daily.id)}?id=abc`)).status).toBe(400);
    expect((await admin.get(`/v1/tiles/puzzles/find?id=${id}`)).status).toBe(404);
    expect((await admin.get('/v1/jigsaw/puzzles/find?id=99999999999999999999')).status).toBe(400);
    expect((await admin.get(`${base(999999)}`)).status).toBe(404);
    expect((await admin.get('/v1/jigsaw/puzzles/folder/abc')).status).toBe(404);
  });

  it('answers a folder of another project as not found', async () => {
    const tiles = (await admin.get('/v1/tiles/puzzles/folders')).body.folders[0];
    expect((await admin.get(base(tiles.id))).status).toBe(404);
  });
});

describe('changes', () => {
  it('updates typed attributes with their ranges, the attr JSON only for ADMIN with the flag', async () => {
    const { folder, ids } = await makeFolder('attrs', 2);
    const url = `${base(folder.id)}/puzzle/${ids[0]}`;
    const ok = await admin.post(url, {
      attr: { quality: 100, treasures_quality: 1, max_size: 4096, review_score: -2, duration: 0, formType: 4 },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.puzzle.attr).toMatchObject({ quality: 100, max_size: 4096, review_score: -2, difficulty: 1 });
    const bad = async (attr: Record<string, unknown>, message: string) => {
      const r = await admin.post(url, { attr });
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body)).toContain(message);
    };
    await bad({ quality: 0 }, MESSAGES.quality);
    await bad({ quality: 101 }, MESSAGES.quality);
    await bad({ treasures_quality: 0 }, MESSAGES.treasuresQuality);
    await bad({ max_size: 1024 }, MESSAGES.maxSize);
    await bad({ review_score: 1 }, MESSAGES.reviewScore);
    await bad({ duration: -1 }, MESSAGES.durationMin);
    const json = await admin.post(url, { attrJson: JSON.stringify({ note: 'hi', custom: 1 }) });
    expect(json.body.puzzle.attr).toEqual({ note: 'hi', custom: 1 });
    expect((await admin.post(url, { attrJson: '[1]' })).body.message).toContain(MESSAGES.attrJson);
    // USER (an owner of jigsaw) may edit typed attributes but not the JSON
    expect((await user.post(url, { attrJson: '{}' })).status).toBe(403);
    expect((await user.post(url, { attr: { quality: 5 } })).status).toBe(200);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'puzzles'), eq(auditLog.target, String(ids[0]))));
    expect(audit.length).toBe(3);
  });

  it('takes every typed attribute of 002 §3 with its range; the list shows the attr JSON to ADMINs only', async () => {
    const { folder, ids } = await makeFolder('attrs-typed', 1);
    const url = `${base(folder.id)}/puzzle/${ids[0]}`;
    const ok = await user.post(url, { attr: { isHard: true, special: false, isColor: true, scale_for_background: 12.5, storyType: 3 } });
    expect(ok.status).toBe(200);
    expect(ok.body.puzzle.attr).toMatchObject({ isHard: true, special: false, isColor: true, scale_for_background: 12.5, storyType: 3 });
    for (const [attr, message] of [
      [{ scale_for_background: 101 }, 'scale must be from 0 to 100'],
      [{ storyType: -1 }, 'story type must be from 0 to 100'],
      [{ isHard: 'yes' }, 'isHard'],
    ] as const) {
      const r = await user.post(url, { attr });
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body)).toContain(message);
    }
    expect((await admin.get(base(folder.id))).body.may).toMatchObject({ viewAttrJson: true, editAttrJson: true });
    expect((await user.get(base(folder.id))).body.may).toMatchObject({ viewAttrJson: false, editAttrJson: false });
  });

  it("edits a puzzle's data where the project allows it: a JSON object, with its md5; refused elsewhere and on released puzzles", async () => {
    const { folder, ids } = await makeFolder('data', 2);
    const url = `${base(folder.id)}/puzzle/${ids[0]}`;
    const saved = await user.post(url, { data: JSON.stringify({ width: 4, shapes: [1, 2] }) });
    expect(saved.status).toBe(200);
    expect((await user.get(url)).body.puzzle.data).toEqual({ width: 4, shapes: [1, 2] });
    const md5 = saved.body.puzzle.md5;
    for (const text of ['[1]', '{nope', '3']) {
      const r = await user.post(url, { data: text });
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body)).toContain(MESSAGES.dataJson);
    }
    await t.db.update(puzzles).set({ isReleased: true }).where(eq(puzzles.id, ids[1]));
    expect((await user.post(`${base(folder.id)}/puzzle/${ids[1]}`, { data: '{}' })).status).toBe(409);
    const [p] = await t.db.select().from(projects).where(eq(projects.code, 'jigsaw'));
    const config = p.config as Record<string, unknown>;
    await t.db
      .update(projects)
      .set({ config: { ...config, puzzles: { ...(config.puzzles as object), editData: false } } })
      .where(eq(projects.code, 'jigsaw'));
    clearHotCaches();
    try {
      const off = await admin.post(url, { data: '{"width":9}' });
      expect(off).toMatchObject({ status: 403, body: { message: MESSAGES.dataForbidden } });
      expect((await admin.get(url)).body.puzzle).toMatchObject({ data: { width: 4, shapes: [1, 2] }, md5 });
    } finally {
      await t.db.update(projects).set({ config }).where(eq(projects.code, 'jigsaw'));
      clearHotCaches();
    }
  });

  it('edits translations: every row needs both, en stays', async () => {
    const { folder, ids } = await makeFolder('trans', 1);
    const url = `${base(folder.id)}/puzzle/${ids[0]}/translations`;
    expect(
      (
        await admin.post(url, {
          rows: [
            { language: 'en', trans: 'Cat' },
            { language: 'fr', trans: 'Chat' },
          ],
        })
      ).body.puzzle.name,
    ).toEqual({ en: 'Cat', fr: 'Chat' });
    expect(JSON.stringify((await admin.post(url, { rows: [{ language: 'en', trans: '' }] })).body)).toContain(MESSAGES.transRequired);
    expect(JSON.stringify((await admin.post(url, { rows: [{ language: 'en', trans: 'x' }, { trans: 'y' }] })).body)).toContain(
      MESSAGES.languageTransRequired,
    );
    expect(JSON.stringify((await admin.post(url, { rows: [{ language: 'fr', trans: 'Chat' }] })).body)).toContain(MESSAGES.enRequired);
    expect((await admin.post(url, { rows: [{ language: 'en', trans: 'a\u0000b' }] })).status).toBe(400);
  });

  it('sorts one puzzle and the whole folder in one statement', async () => {
    const { folder, ids } = await makeFolder('sorting', 5);
    const one = `${base(folder.id)}/puzzle/${ids[4]}/sort`;
    expect((await admin.post(one, { sort: '' })).body.message).toContain(MESSAGES.sortRequired);
    expect(JSON.stringify((await admin.post(one, {})).body)).toContain(MESSAGES.sortRequired);
    expect(JSON.stringify((await admin.post(one, { sort: -1 })).body)).toContain(MESSAGES.sortMin0);
    expect((await admin.post(one, { sort: 0 })).status).toBe(200);
    expect((await page(folder.id)).puzzles[0].id).toBe(ids[4]);
    expect(JSON.stringify((await admin.post(`${base(folder.id)}/sortAll`, { startSort: 0 })).body)).toContain(MESSAGES.startSortMin1);
    expect(JSON.stringify((await admin.post(`${base(folder.id)}/sortAll`, {})).body)).toContain(MESSAGES.startSortRequired);
    expect((await admin.post(`${base(folder.id)}/sortAll`, { startSort: 10 })).body.sorted).toBe(5);
    expect((await page(folder.id)).puzzles.map((p: { id: number; sort: number }) => [p.id, p.sort])).toEqual([
      [ids[4], 10],
      [ids[0], 11],
      [ids[1], 12],
      [ids[2], 13],
      [ids[3], 14],
    ]);
  });

  it('moves, copies (flags and other projects) and deletes, stepping around released puzzles', async () => {
    const a = await makeFolder('move-a', 4);
    const b = await makeFolder('move-b', 0);
    expect(
      JSON.stringify((await admin.post(`${base(a.folder.id)}/move`, { ids: [a.ids[0]], toFolderId: b.folder.id, startSort: -1 })).body),
    ).toContain(MESSAGES.startSortMin0);
    expect(
      (await admin.post(`${base(a.folder.id)}/move`, { ids: [a.ids[0], a.ids[1]], toFolderId: b.folder.id, startSort: 0 })).body.moved,
    ).toBe(2);
    expect((await page(b.folder.id)).puzzles.map((p: { sort: number }) => p.sort)).toEqual([0, 1]);
    expect((await page(a.folder.id)).total).toBe(2);
    expect(
      JSON.stringify((await admin.post(`${base(a.folder.id)}/copy`, { ids: [a.ids[2]], toFolderId: b.folder.id, startSort: 0 })).body),
    ).toContain(MESSAGES.startSortMin1);
    expect(
      JSON.stringify(
        (await admin.post(`${base(a.folder.id)}/copy`, { ids: [a.ids[2]], toFolderId: b.folder.id, startSort: 1, interval: -1 })).body,
      ),
    ).toContain(MESSAGES.intervalMin);
    const copied = await admin.post(`${base(a.folder.id)}/copy`, {
      ids: [a.ids[2], a.ids[3]],
      toFolderId: b.folder.id,
      startSort: 5,
      interval: 3,
    });
    expect(copied.body.copied).toHaveLength(2);
    const bp = await page(b.folder.id);
    expect(bp.puzzles.filter((p: { originId: number | null }) => p.originId).map((p: { sort: number }) => p.sort)).toEqual([5, 8]);
    // another project: jigsaw allows it; the target must be a project the user may act in
    const pinsFolder = (await admin.get('/v1/pins/puzzles/folders')).body.folders[0];
    expect(
      (await admin.post(`${base(a.folder.id)}/copy`, { ids: [a.ids[2]], toProject: 'pins', toFolderId: pinsFolder.id, startSort: 1 }))
        .status,
    ).toBe(200);
    expect(
      (await user.post(`${base(a.folder.id)}/copy`, { ids: [a.ids[2]], toProject: 'pins', toFolderId: pinsFolder.id, startSort: 1 })).body
        .message,
    ).toBe(MESSAGES.illegalProject);
    // tiles does not allow copies to other projects
    const tf = (await admin.get('/v1/tiles/puzzles/folders')).body.folders;
    const tilesIds = (await admin.get(`/v1/tiles/puzzles/folder/${tf[0].id}`)).body.puzzles;
    const tilesUrl = `/v1/tiles/puzzles/folder/${tf[0].id}/copy`;
    expect(
      (await admin.post(tilesUrl, { ids: [tilesIds[0].id], toProject: 'jigsaw', toFolderId: b.folder.id, startSort: 1 })).body.message,
    ).toBe(MESSAGES.cannotCopy);
    // delete: the page steps back on the web; here the puzzle leaves the folder and, in no other, goes
    expect((await admin.delete(`${base(a.folder.id)}/puzzle/${a.ids[2]}`)).body).toEqual({ id: a.ids[2] });
    expect(await t.db.select().from(puzzles).where(eq(puzzles.id, a.ids[2]))).toHaveLength(0);
    expect((await admin.delete(`${base(a.folder.id)}/puzzle/${a.ids[2]}`)).status).toBe(404);
  });

  it('locks released puzzles and unlocks them into an editable copy', async () => {
    const { folder, ids } = await makeFolder('released', 3);
    await t.db.update(puzzles).set({ isReleased: true }).where(eq(puzzles.id, ids[1]));
    const url = `${base(folder.id)}/puzzle/${ids[1]}`;
    for (const r of [
      await admin.post(url, { attr: { quality: 3 } }),
      await admin.post(`${url}/sort`, { sort: 3 }),
      await admin.post(`${url}/translations`, { rows: [{ language: 'en', trans: 'x' }] }),
      await admin.delete(url),
      await admin.post(`${base(folder.id)}/move`, { ids: [ids[1]], toFolderId: byName('Level pack 1').id, startSort: 1 }),
    ]) {
      expect(r.status).toBe(409);
      expect(r.body.message).toContain(PUZZLE_RELEASED);
    }
    // set-all-sort that would renumber the released puzzle is refused; one that keeps it passes
    expect((await admin.post(`${base(folder.id)}/sortAll`, { startSort: 5 })).status).toBe(409);
    expect((await admin.post(`${base(folder.id)}/sortAll`, { startSort: 1 })).status).toBe(200);
    const unlocked = await admin.post(`${url}/unlock`, {});
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.puzzle).toMatchObject({ originId: ids[1], isReleased: false, sort: 2 });
    expect((await admin.post(`${base(folder.id)}/puzzle/${ids[0]}/unlock`, {})).body.message).toBe(MESSAGES.notReleased);
    // tiles has no unlock flag
    const tf = (await admin.get('/v1/tiles/puzzles/folders')).body.folders[0];
    const tp = (await admin.get(`/v1/tiles/puzzles/folder/${tf.id}`)).body.puzzles[0];
    expect((await admin.post(`/v1/tiles/puzzles/folder/${tf.id}/puzzle/${tp.id}/unlock`, {})).body.message).toBe(MESSAGES.unlockOff);
  });

  it('picks and shuffles from candidate folders, refusing one with too few', async () => {
    const target = await makeFolder('pick-target', 0);
    const s1 = await makeFolder('pick-1', 3);
    const s2 = await makeFolder('pick-2', 1);
    const url = `${base(target.folder.id)}/pickShuffle`;
    expect(JSON.stringify((await admin.post(url, { folderIds: [s1.folder.id], count: -1, startSort: 1 })).body)).toContain(
      MESSAGES.countMin,
    );
    expect(JSON.stringify((await admin.post(url, { folderIds: [s1.folder.id], count: 1, startSort: 0 })).body)).toContain(
      MESSAGES.startSortMin1,
    );
    const few = await admin.post(url, { folderIds: [s1.folder.id, s2.folder.id], count: 2, startSort: 1 });
    expect(few.status).toBe(400);
    expect(few.body.message).toBe(MESSAGES.tooFew(`${s2.folder.id} pick-2`, 1, 2));
    expect((await page(target.folder.id)).total).toBe(0);
    expect((await admin.post(url, { folderIds: [s1.folder.id, s2.folder.id], count: 1, startSort: 1 })).body.added).toBe(2);
    const got = (await page(target.folder.id)).puzzles.map((p: { id: number }) => p.id).sort();
    expect(got.filter((id: number) => s2.ids.includes(id))).toEqual(s2.ids);
    // The current folder is never a candidate (the screen disables it); a needPub folder may be one.
    expect((await admin.post(url, { folderIds: [target.folder.id], count: 1, startSort: 1 })).body.message).toBe(MESSAGES.folderRequired);
    const np = await makeFolder('pick-needPub', 2, { needPub: true });
    expect((await admin.post(url, { folderIds: [np.folder.id, target.folder.id], count: 2, startSort: 10 })).body.added).toBe(2);
  });
});

describe('create (projects whose config allows it)', () => {
  let png: Uint8Array;
  let webp: Uint8Array;
  beforeAll(async () => {
    const img = () => sharp({ create: { width: 4, height: 4, channels: 3, background: { r: 200, g: 40, b: 90 } } });
    png = new Uint8Array(await img().png().toBuffer());
    webp = new Uint8Array(await img().webp().toBuffer());
  });
  const pic = (data: Uint8Array, name = 'p.png', type = 'image/png') => ({ name, data: data as BlobPart, type });
  const setFlags = async (code: string, puzzlesFlags: Record<string, boolean>) => {
    const [p] = await t.db.select().from(projects).where(eq(projects.code, code));
    await t.db
      .update(projects)
      .set({ config: { ...(p.config as Record<string, unknown>), puzzles: puzzlesFlags } })
      .where(eq(projects.code, code));
    clearHotCaches(); // a console write clears them; this one went around the API
  };

  it('creates a puzzle at the end of the folder with its pictures stored, listed as uploads, and audited', async () => {
    const f = await makeFolder('create-happy', 2);
    const r = await admin.upload(base(f.folder.id), {
      name: '  Autumn lake ',
      pic1: pic(png, 'lake.png'),
      pic2: pic(webp, 'lake-2.webp', 'image/webp'),
      attr: JSON.stringify({ difficulty: 3, quality: 50, isHard: true, note: '' }),
    });
    expect(r.status).toBe(200);
    const p = r.body.puzzle;
    expect(p).toMatchObject({
      sort: 3,
      name: { en: 'Autumn lake' },
      isReleased: false,
      attr: { difficulty: 3, quality: 50, isHard: true },
    });
    expect(p.attr).not.toHaveProperty('note');
    expect(p.pic1).toMatch(/\/jigsaw\/puzzles\/pictures\/[0-9a-f]{64}\/lake\.png$/);
    expect(p.pic2).toMatch(/\/lake-2\.webp$/);
    const listed = await t.db.select().from(uploads).where(eq(uploads.projectCode, 'jigsaw'));
    const mine = listed.filter((u) => u.url === p.pic1 || u.url === p.pic2);
    expect(mine.map((u) => u.contentType).sort()).toEqual(['image/png', 'image/webp']);
    const stored = await t.services.storage.get(mine[0].key);
    expect(stored?.info.size).toBe(mine[0].size);
    expect((await page(f.folder.id)).puzzles.map((x: { id: number }) => x.id)).toEqual([...f.ids, p.id]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'puzzles'), eq(auditLog.action, 'create'), eq(auditLog.target, String(p.id))));
    expect(entry).toBeTruthy();
    // An explicit sort; a jpeg without a second picture.
    const jpeg = new Uint8Array(await sharp(png).jpeg().toBuffer());
    const r2 = await admin.upload(base(f.folder.id), { name: 'First', sort: '0', pic1: pic(jpeg, 'first.jpeg', 'image/jpeg') });
    expect(r2.body.puzzle).toMatchObject({ sort: 0, pic2: '' });
    expect(r2.body.puzzle.pic1).toMatch(/first\.jpg$/);
  });

  it('answers each validation message and changes nothing', async () => {
    const f = await makeFolder('create-bad', 1);
    const url = base(f.folder.id);
    const msg = async (fields: Parameters<Client['upload']>[1]) => {
      const r = await admin.upload(url, fields);
      return { status: r.status, message: r.body.message as string, issues: (r.body.issues ?? []) as { path: string; message: string }[] };
    };
    expect(await msg({ name: '  ', pic1: pic(png) })).toMatchObject({ status: 400, message: MESSAGES.nameRequired });
    expect(await msg({ pic1: pic(png) })).toMatchObject({ status: 400, message: MESSAGES.nameRequired });
    const noPic = await msg({ name: 'x' });
    expect(noPic).toMatchObject({ status: 400, message: MESSAGES.pic1Required });
    expect(noPic.issues[0].path).toBe('pic1');
    // Both missing: every issue in one answer, name first.
    expect((await msg({})).issues.map((i) => i.message)).toEqual([MESSAGES.nameRequired, MESSAGES.pic1Required]);
    expect(await msg({ name: 'x', pic1: pic(png), attr: JSON.stringify({ quality: 101 }) })).toMatchObject({
      status: 400,
      message: MESSAGES.quality,
    });
    expect(await msg({ name: 'x', pic1: pic(png), attr: JSON.stringify({ treasures_quality: 0 }) })).toMatchObject({
      message: MESSAGES.treasuresQuality,
    });
    expect(await msg({ name: 'x', pic1: pic(png), attr: JSON.stringify({ duration: -1 }) })).toMatchObject({
      message: MESSAGES.durationMin,
    });
    expect(await msg({ name: 'x', pic1: pic(png), attr: JSON.stringify({ max_size: 1000 }) })).toMatchObject({ message: MESSAGES.maxSize });
    expect(await msg({ name: 'x', pic1: pic(png), attr: '[1]' })).toMatchObject({ status: 400, message: MESSAGES.attrJson });
    expect(await msg({ name: 'x', pic1: pic(png), attr: '{nope' })).toMatchObject({ status: 400, message: MESSAGES.attrJson });
    expect(await msg({ name: 'x', pic1: pic(png), sort: '-1' })).toMatchObject({ status: 400, message: MESSAGES.sortMin0 });
    expect(await msg({ name: 'x', pic1: pic(png), sort: '99999999999999999999' })).toMatchObject({
      status: 400,
      message: MESSAGES.sortMin0,
    });
    expect(await msg({ name: 'x'.repeat(201), pic1: pic(png) })).toMatchObject({ status: 400 });
    expect(await msg({ name: 'a\u0000b', pic1: pic(png) })).toMatchObject({ status: 400 });
    // Not an image: by its bytes, whatever its name and type say.
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await msg({ name: 'x', pic1: pic(svg, 'evil.png', 'image/png') })).toMatchObject({ status: 400, message: MESSAGES.pictureType });
    expect(
      await msg({ name: 'x', pic1: pic(png), pic2: pic(new TextEncoder().encode('GIF89a....'), 'a.webp', 'image/webp') }),
    ).toMatchObject({ status: 400, message: MESSAGES.pictureType });
    // Too big: one byte over the limit.
    const big = new Uint8Array(PICTURE_MAX_BYTES + 1);
    big.set(png);
    expect(await msg({ name: 'x', pic1: pic(big) })).toMatchObject({ status: 413, message: MESSAGES.pictureTooBig });
    // Not multipart.
    expect((await admin.post(url, { name: 'x' })).body.message).toBe(MESSAGES.notMultipart);
    expect((await page(f.folder.id)).total).toBe(1);
  });

  it('refuses where the config says no, on folders the user may not change, for LIMIT on another’s folder', async () => {
    // tiles: create is off (the default)
    const tf = (await admin.get('/v1/tiles/puzzles/folders')).body.folders[0];
    const off = await admin.upload(base(tf.id, 'tiles'), { name: 'x', pic1: pic(png) });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe(MESSAGES.createOff);
    expect((await admin.get(base(tf.id, 'tiles'))).body.flags.create).toBe(false);
    await setFlags('tiles', { create: true });
    await setFlags('pins', { create: true });
    try {
      // USER (a member of tiles, not an owner): locked and needPub folders are read-only
      const [locked] = await t.db
        .insert(folders)
        .values({ projectCode: 'tiles', name: { en: 'create-locked' }, locked: true })
        .returning();
      const [needPub] = await t.db
        .insert(folders)
        .values({ projectCode: 'tiles', name: { en: 'create-needPub' }, needPub: true })
        .returning();
      const [open] = await t.db
        .insert(folders)
        .values({ projectCode: 'tiles', name: { en: 'create-open' } })
        .returning();
      const l = await user.upload(base(locked.id, 'tiles'), { name: 'x', pic1: pic(png) });
      expect(l.status).toBe(403);
      expect(l.body.message).toBe('This folder is locked: only the project owners and admins can change it');
      const n = await user.upload(base(needPub.id, 'tiles'), { name: 'x', pic1: pic(png) });
      expect(n.status).toBe(403);
      expect(n.body.message).toBe('This folder needs publishing: only the project owners and admins can change it');
      const totalOf = async (id: number) => (await user.get(base(id, 'tiles'))).body.total;
      expect((await totalOf(locked.id)) + (await totalOf(needPub.id))).toBe(0);
      expect((await user.upload(base(open.id, 'tiles'), { name: 'x', pic1: pic(png) })).status).toBe(200);
      expect((await admin.upload(base(locked.id, 'tiles'), { name: 'x', pic1: pic(png) })).status).toBe(200);
      // LIMIT in pins: another's folder no, their own yes
      const pf = (await limit.get('/v1/pins/puzzles/folders')).body.folders.find((x: F) => x.createdBy !== 'limit@example.com');
      const lim = await limit.upload(base(pf.id, 'pins'), { name: 'x', pic1: pic(png) });
      expect(lim.status).toBe(403);
      expect(lim.body.message).toBe('You can only change folders you created');
      const [own] = await t.db
        .insert(folders)
        .values({ projectCode: 'pins', name: { en: 'create-mine' }, createdBy: 'limit@example.com' })
        .returning();
      expect((await limit.upload(base(own.id, 'pins'), { name: 'x', pic1: pic(png) })).status).toBe(200);
      // no right, other project's folder
      expect((await user.upload(base(pf.id, 'pins'), { name: 'x', pic1: pic(png) })).status).toBe(403);
      expect((await admin.upload(base(tf.id, 'jigsaw'), { name: 'x', pic1: pic(png) })).status).toBe(404);
    } finally {
      await setFlags('tiles', {});
      await setFlags('pins', {});
      await t.db
        .delete(folders)
        .where(inArray(folders.name, [{ en: 'create-locked' }, { en: 'create-needPub' }, { en: 'create-open' }, { en: 'create-mine' }]));
    }
  });
});

describe('folder rules and roles', () => {
  it('keeps locked and needPub folders read-only for members who are not owners; LIMIT only on their folders', async () => {
    // USER is a plain member of tiles
    const [locked] = await t.db
      .insert(folders)
      .values({ projectCode: 'tiles', name: { en: 'locked' }, locked: true })
      .returning();
    const [p] = await t.db
      .insert(puzzles)
      .values({ projectCode: 'tiles', name: { en: 'p' } })
      .returning();
    await t.db.insert(folderPuzzles).values({ folderId: locked.id, puzzleId: p.id, sort: 1 });
    const r = await user.post(`/v1/tiles/puzzles/folder/${locked.id}/puzzle/${p.id}/sort`, { sort: 2 });
    expect(r.status).toBe(403);
    expect(r.body.message).toContain('locked');
    expect((await user.get(`/v1/tiles/puzzles/folder/${locked.id}`)).body.may.change).toBe(false);
    expect((await admin.post(`/v1/tiles/puzzles/folder/${locked.id}/puzzle/${p.id}/sort`, { sort: 2 })).status).toBe(200);
    // LIMIT in pins: the demo folder was created by admin
    const pf = (await limit.get('/v1/pins/puzzles/folders')).body.folders.find(
      (x: F & { createdBy: string }) => x.createdBy !== 'limit@example.com',
    );
    const pp = (await limit.get(`/v1/pins/puzzles/folder/${pf.id}`)).body;
    expect(pp.may.change).toBe(false);
    expect((await limit.post(`/v1/pins/puzzles/folder/${pf.id}/puzzle/${pp.puzzles[0].id}/sort`, { sort: 1 })).body.message).toBe(
      'You can only change folders you created',
    );
    const [own] = await t.db
      .insert(folders)
      .values({ projectCode: 'pins', name: { en: 'mine' }, createdBy: 'limit@example.com' })
      .returning();
    await t.db.insert(folderPuzzles).values({ folderId: own.id, puzzleId: pp.puzzles[0].id, sort: 1 });
    expect((await limit.post(`/v1/pins/puzzles/folder/${own.id}/puzzle/${pp.puzzles[0].id}/sort`, { sort: 3 })).status).toBe(200);
  });

  it('refuses users without the right and other projects', async () => {
    expect((await user.get('/v1/pins/puzzles/folders')).status).toBe(403);
    expect((await limit.get('/v1/jigsaw/puzzles/folders')).status).toBe(403);
  });
});

describe('jobs: exports, imports, packs, stats', () => {
  it('exports xlsx and webp with progress, and says No content! for an empty folder', async () => {
    const empty = await makeFolder('empty', 0);
    expect((await admin.post(`${base(empty.folder.id)}/export`, { kind: 'all' })).body.message).toBe(MESSAGES.noContent);
    const daily = byName('Daily jigsaws');
    const started = await admin.post(`${base(daily.id)}/export`, { kind: 'translation' });
    expect(started.status).toBe(200);
    const job = await runJobs(started.body.jobId);
    expect(job.state).toBe('succeeded');
    expect(job.progress).toMatchObject({ done: 150, total: 150 });
    const file = await admin.get(`/v1/jigsaw/puzzles/jobs/${job.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('.xlsx');
    // an LIMIT or other-project user cannot fetch it
    expect((await limit.get(`/v1/jigsaw/puzzles/jobs/${job.id}/file`)).status).toBe(403);
    expect((await admin.get(`/v1/tiles/puzzles/jobs/${job.id}/file`)).status).toBe(404);
    // A folder named in other scripts keeps its letters in the download's name (RFC 5987 filename*),
    // with an ASCII fallback beside it.
    const named = await makeFolder('Café 日本', 2);
    const nj = await runJobs((await admin.post(`${base(named.folder.id)}/export`, { kind: 'all' })).body.jobId);
    expect(nj.result.name).toBe('jigsaw-Café_日本-all.xlsx');
    const disposition = (await admin.get(`/v1/jigsaw/puzzles/jobs/${nj.id}/file`)).headers.get('content-disposition')!;
    expect(disposition).toBe(
      `attachment; filename="jigsaw-Cafe_-all.xlsx"; filename*=UTF-8''${encodeURIComponent('jigsaw-Café_日本-all.xlsx')}`,
    );

    const pics = await admin.post(`${base(byName('Level pack 1').id)}/export`, { kind: 'pics' });
    const pj = await runJobs(pics.body.jobId);
    expect(pj.state).toBe('succeeded');
    expect(pj.result.count).toBeGreaterThan(0);
    const res = await t.app.fetch(
      new Request(`http://console.test/v1/jigsaw/puzzles/jobs/${pj.id}/file`, { headers: { cookie: admin.cookie } }),
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 3, 4]);
    // the first entry is a real webp: RIFF....WEBP after the 30-byte header and the name
    const nameLen = bytes[26] | (bytes[27] << 8);
    const entry = bytes.slice(30 + nameLen, 30 + nameLen + 12);
    expect(String.fromCharCode(...entry.slice(0, 4))).toBe('RIFF');
    expect(String.fromCharCode(...entry.slice(8, 12))).toBe('WEBP');
  });

  it("exports bin (the release data file entries, framed) that decodes to the folder's puzzles in order, data uncut", async () => {
    const empty = await makeFolder('empty bin', 0);
    expect((await admin.post(`${base(empty.folder.id)}/export`, { kind: 'bin' })).body.message).toBe(MESSAGES.noContent);
    const { folder, ids } = await makeFolder('Bin 日本', 3, { type: 'level', categoryId: 7 });
    // Level data longer than an xlsx cell keeps (32,767 characters) and a name in another script.
    const big = { width: 12, height: 9, cells: 'x'.repeat(40_000) };
    await t.db
      .update(puzzles)
      .set({ data: big, name: { en: 'Bin one', ja: '一' }, md5: 'abc', pic1: '/cdn/a.png' })
      .where(eq(puzzles.id, ids[0]));
    await t.db
      .update(folderPuzzles)
      .set({ sort: 9 })
      .where(and(eq(folderPuzzles.folderId, folder.id), eq(folderPuzzles.puzzleId, ids[0])));
    const job = await runJobs((await admin.post(`${base(folder.id)}/export`, { kind: 'bin' })).body.jobId);
    expect(job.state).toBe('succeeded');
    expect(job.progress).toMatchObject({ done: 3, total: 3 });
    expect(job.result).toMatchObject({ name: 'jigsaw-Bin_日本-bin.bin', count: 3 });
    const res = await t.app.fetch(
      new Request(`http://console.test/v1/jigsaw/puzzles/jobs/${job.id}/file`, { headers: { cookie: admin.cookie } }),
    );
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    const decoded = decodeBin(new Uint8Array(await res.arrayBuffer()));
    expect(decoded.header).toEqual({
      project: 'jigsaw',
      folder: { id: folder.id, name: { en: 'Bin 日本' }, type: 'level', categoryId: 7 },
    });
    // Equal to the puzzles exported, in the folder's order (sort, then id), with every field a release's data file gives.
    const rows = await t.db
      .select({ p: puzzles, sort: folderPuzzles.sort })
      .from(folderPuzzles)
      .innerJoin(puzzles, eq(puzzles.id, folderPuzzles.puzzleId))
      .where(eq(folderPuzzles.folderId, folder.id));
    const expected = rows
      .sort((a, b) => a.sort - b.sort || a.p.id - b.p.id)
      .map(({ p, sort }) => ({ id: p.id, sort, name: p.name, attr: p.attr, md5: p.md5, data: p.data, pic1: p.pic1, pic2: p.pic2 }));
    expect(decoded.puzzles).toEqual(expected);
    expect(decoded.puzzles.map((p) => p.id)).toEqual([ids[1], ids[2], ids[0]]);
    expect(decoded.puzzles[2].data).toEqual(big);
    // The reader refuses what is not a bin file, or a cut one.
    expect(() => decodeBin(new TextEncoder().encode('PK\u0003\u0004 not a bin file'))).toThrow('Not a puzzles bin file');
    const whole = new Uint8Array(
      await (
        await t.app.fetch(new Request(`http://console.test/v1/jigsaw/puzzles/jobs/${job.id}/file`, { headers: { cookie: admin.cookie } }))
      ).arrayBuffer(),
    );
    expect(() => decodeBin(whole.subarray(0, whole.length - 1))).toThrow('truncated');
  });

  it('imports translations and prices from xlsx (field xlsx), skipping released and foreign rows', async () => {
    const { folder, ids } = await makeFolder('import', 3);
    await t.db.update(puzzles).set({ isReleased: true }).where(eq(puzzles.id, ids[2]));
    const sheet = (rows: unknown[][]) => {
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 's');
      return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }));
    };
    const url = `${base(folder.id)}/import?kind=translation`;
    expect((await admin.upload(url, { xlsx: { name: 'a.csv', data: 'id,en' } })).body.message).toBe(MESSAGES.onlyXlsx);
    expect((await admin.upload(url, { file: { name: 'a.xlsx', data: sheet([['id']]) } })).body.message).toBe(MESSAGES.onlyXlsx);
    const ok = await admin.upload(url, {
      xlsx: {
        name: 't.xlsx',
        data: sheet([
          ['id', 'en', 'de'],
          [ids[0], 'One', 'Eins'],
          [ids[2], 'Three', 'Drei'],
          [1, 'x', 'y'],
        ]),
      },
    });
    const job = await runJobs(ok.body.jobId);
    expect(job.state).toBe('succeeded');
    expect(job.result.changed).toBe(1);
    expect(job.result.skipped.length).toBe(2);
    const [p0] = await t.db.select().from(puzzles).where(eq(puzzles.id, ids[0]));
    expect(p0.name).toEqual({ en: 'One', de: 'Eins' });
    const price = await admin.upload(`${base(folder.id)}/import?kind=price`, {
      xlsx: {
        name: 'p.xlsx',
        data: sheet([
          ['id', 'priceList'],
          [ids[1], '[5,10]'],
        ]),
      },
    });
    expect((await runJobs(price.body.jobId)).state).toBe('succeeded');
    const [p1] = await t.db.select().from(puzzles).where(eq(puzzles.id, ids[1]));
    expect(p1.priceList).toEqual([5, 10]);
  });

  it('reads a translation file made by a real spreadsheet program (gnumeric)', async () => {
    const { folder, ids } = await makeFolder('gnumeric', 2);
    // the fixture names puzzles 1 and 2 by id: point its rows at this folder's puzzles
    const book = XLSX.read(fs.readFileSync(path.join(__dirname, '../../../tests/fixtures/puzzle-translations.gnumeric.xlsx')), {
      type: 'buffer',
    });
    const sheet = book.Sheets[book.SheetNames[0]];
    expect(sheet.B2.v).toBe('One');
    const raw = fs.readFileSync(path.join(__dirname, '../../../tests/fixtures/puzzle-translations.gnumeric.xlsx'));
    // rows name ids 1 and 2, which are not in this folder: both are skipped and reported, nothing changes
    const r = await admin.upload(`${base(folder.id)}/import?kind=translation`, {
      xlsx: { name: 'puzzle-translations.gnumeric.xlsx', data: raw },
    });
    const job = await runJobs(r.body.jobId);
    expect(job.state).toBe('succeeded');
    expect(job.result).toMatchObject({ count: 2, changed: 0 });
    expect(job.result.skipped).toEqual([MESSAGES.notInFolder(1), MESSAGES.notInFolder(2)].map((m, i) => `Row ${i + 2}: ${m}`));
    expect((await t.db.select().from(puzzles).where(eq(puzzles.id, ids[0])))[0].name).toEqual({ en: 'gnumeric 1' });
  });

  it('packs tmx and gives the stats', async () => {
    const lvl = byName('Level pack 1');
    const r = await admin.post(`${base(lvl.id)}/pack`, { type: 'tmx' });
    const job = await runJobs(r.body.jobId);
    expect(job.state).toBe('succeeded');
    expect(job.result.name).toMatch(/tmx\.zip$/);
    expect((await admin.post(`${base(lvl.id)}/pack`, { type: 'fla' })).status).toBe(400);
    const stats = (await admin.get(`${base(lvl.id)}/stats`)).body;
    expect(stats.total).toBe(15);
    expect(stats.byDifficulty.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(15);
    expect(stats.byReviewScore.map((b: { key: string }) => b.key).sort()).toEqual(['-2', '0', '2']);
  });
});
