// The default puzzle of each level for the v1 form and detail: the latest published release of a
// type, read from the releases plugin through the `releases.latestLevels` contract, its boss levels
// from its own extra (boss_begin, boss_interval; 000 §9), and an empty state without a release.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { folderPuzzles, folders, puzzles, releases } from '../../../../core/server/db/content';
import { projects } from '../../../../core/server/db/schema';
import { ADMIN, createProject, LIMIT, startTestApp, type Client, type TestApp } from '../../../../tests/api/harness';
import { V1_MESSAGES } from '../../schemas/v1';

let t: TestApp;
let admin: Client;
const url = (code = 'jigsaw', type?: string) =>
  `/v1/${code}/experiment/release/levels${type === undefined ? '' : `?type=${encodeURIComponent(type)}`}`;
const rel = (code = 'jigsaw') => `/v1/${code}/puzzleReleases`;

beforeAll(async () => {
  t = await startTestApp({ plugins: ['releases', 'experiments'], demo: [] });
  admin = await t.signIn(ADMIN);
  const [jigsaw] = await t.db.select().from(projects).where(eq(projects.code, 'jigsaw'));
  await t.db
    .update(projects)
    .set({
      config: {
        ...(jigsaw.config as object),
        releaseTypes: ['main', 'daily'],
        releases: { extraSettings: ['boss_begin', 'boss_interval'] },
      },
    })
    .where(eq(projects.code, 'jigsaw'));
}, 60_000);
afterAll(() => t.close());

let made = 0;
/** A folder of `n` new puzzles, sorted in reverse of their ids (the level order is the folder's sort, not the id). */
async function makeFolder(n: number) {
  const [f] = await t.db
    .insert(folders)
    .values({ projectCode: 'jigsaw', name: { en: `F${++made}` }, sort: made })
    .returning();
  const ps = await t.db
    .insert(puzzles)
    .values(Array.from({ length: n }, (_, i) => ({ projectCode: 'jigsaw', name: { en: `P${made}-${i + 1}` }, md5: `m${made}-${i}` })))
    .returning();
  await t.db.insert(folderPuzzles).values(ps.map((p, i) => ({ folderId: f.id, puzzleId: p.id, sort: n - i })));
  return { id: f.id, inOrder: [...ps].reverse().map((p) => ({ id: p.id, name: p.name.en })) };
}
async function release(type: string, folderIds: number[], extra: Record<string, number>, publish: boolean) {
  const r = await admin.post(rel(), {
    name: `R ${type}`,
    type,
    extra,
    includeCategory: false,
    isMultipart: false,
    folderIds,
    categoryIds: [],
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const id: number = r.body.release.id;
  if (publish) expect((await admin.post(`${rel()}/${id}/publish`)).status).toBe(200);
  return id;
}
const publishedAt = (id: number, iso: string) =>
  t.db
    .update(releases)
    .set({ publishedAt: new Date(iso) })
    .where(eq(releases.id, id));

describe('default puzzles from the latest release', () => {
  it('is an empty state while no release of the type is published (a draft does not count)', async () => {
    const f = await makeFolder(2);
    await release('main', [f.id], { boss_begin: 1, boss_interval: 1 }, false);
    const r = await admin.get(url());
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ enabled: true, types: ['main', 'daily'], type: 'main', release: null, boss: null, levels: [] });
    // The contract itself answers null.
    expect(await t.services.provided('releases.latestLevels')!(t.db, 'jigsaw', 'main')).toBeNull();
  });

  it('reads the most recently published release of the type, its levels in play order, bosses from its boss_begin and boss_interval', async () => {
    const f1 = await makeFolder(3);
    const f2 = await makeFolder(4);
    // A: older id, published last; B: newer id, published before; C: daily, published after both; D: a newer draft.
    const a = await release('main', [f2.id, f1.id], { boss_begin: 2, boss_interval: 3 }, true);
    const b = await release('main', [f1.id], {}, true);
    const c = await release('daily', [f1.id], {}, true);
    await release('main', [f1.id], { boss_begin: 1, boss_interval: 1 }, false);
    await publishedAt(b, '2026-01-01T00:00:00Z');
    await publishedAt(a, '2026-01-02T00:00:00Z');
    await publishedAt(c, '2026-01-03T00:00:00Z');

    const r = await admin.get(url());
    expect(r.status).toBe(200);
    expect(r.body.release).toMatchObject({
      id: a,
      type: 'main',
      puzzleCount: 7,
      extra: { boss_begin: 2, boss_interval: 3 },
      publishedAt: '2026-01-02T00:00:00.000Z',
    });
    expect(r.body.boss).toEqual({ begin: 2, interval: 3 });
    // F2's puzzles by sort, then F1's: levels 1..7; bosses 2 and 5 (2, 2 + 3).
    const expected = [...f2.inOrder.map((p) => ({ ...p, folderId: f2.id })), ...f1.inOrder.map((p) => ({ ...p, folderId: f1.id }))].map(
      (p, i) => ({
        level: i + 1,
        puzzleId: p.id,
        name: p.name,
        folderId: p.folderId,
        boss: [2, 5].includes(i + 1),
      }),
    );
    expect(r.body.levels).toEqual(expected);

    // Another type: its own latest release; no boss settings in its extra, no boss levels.
    const daily = await admin.get(url('jigsaw', 'daily'));
    expect(daily.body).toMatchObject({ type: 'daily', release: { id: c }, boss: null });
    expect(daily.body.levels.map((l: { puzzleId: number; boss: boolean }) => [l.puzzleId, l.boss])).toEqual(
      f1.inOrder.map((p) => [p.id, false]),
    );
  });

  it('takes boss levels only from a whole boss_begin and a boss_interval of at least 1', async () => {
    const f = await makeFolder(6);
    const id = await release('daily', [f.id], { boss_begin: 3, boss_interval: 0 }, true);
    await publishedAt(id, '2026-02-01T00:00:00Z');
    const r = await admin.get(url('jigsaw', 'daily'));
    expect(r.body.release.id).toBe(id);
    expect(r.body.boss).toBeNull();
    expect(r.body.levels.filter((l: { boss: boolean }) => l.boss)).toEqual([]);
  });

  it('refuses an unknown release type with a 400 naming it, and a user without the experiment right with a 403', async () => {
    const r = await admin.get(url('jigsaw', 'weekly'));
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(V1_MESSAGES.releaseTypeUnknown('weekly'));
    const limit = await t.signIn(LIMIT);
    expect((await limit.get(url())).status).toBe(403);
  });

  it('is an empty state, saying releases are off, in a project that switched the releases plugin off', async () => {
    await createProject(admin, 'noreleases', { disabledPlugins: ['releases'], config: { releaseTypes: ['main'] } });
    const r = await admin.get(url('noreleases'));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ enabled: false, types: ['main'], type: 'main', release: null, boss: null, levels: [] });
  });
});
