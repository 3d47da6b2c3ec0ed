// A folder's category (001 §3 attr categoryId, §7 the category tree): picked from the categories
// plugin's tree through the `categories.tree` contract, validated, shown in the list, and what a
// release with "Include categories" checks; refused when categories is not enabled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { folders } from '../../../core/server/db/content';
import { ADMIN, createProject, startTestApp, type TestApp } from '../../../tests/api/harness';
import { MESSAGES } from '../shared';

const base = (code: string) => `/v1/${code}/folder`;

describe('with the categories plugin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ plugins: ['jobs', 'folders', 'categories', 'releases'], demo: ['releases'] });
  });
  afterAll(() => t.close());

  it('sets, shows, clears and validates a folder category, and a release with categories passes for it', async () => {
    const admin = await t.signIn(ADMIN);
    const animals = (await admin.post('/v1/jigsaw/category', { name: { en: 'Animals' }, parentId: 0, sort: 1 })).body;
    expect(animals.category?.id ?? animals.id, JSON.stringify(animals)).toBeTruthy();
    const animalsId: number = animals.category?.id ?? animals.id;
    const cats = (await admin.post('/v1/jigsaw/category', { name: { en: 'Cats' }, parentId: animalsId, sort: 1 })).body;
    const catsId: number = cats.category?.id ?? cats.id;
    await createProject(admin, 'other');
    const elsewhere = (await admin.post('/v1/other/category', { name: { en: 'Elsewhere' }, parentId: 0, sort: 1 })).body;
    const elsewhereId: number = elsewhere.category?.id ?? elsewhere.id;

    const tree = await admin.get(`${base('jigsaw')}/category_tree`);
    expect(tree.status).toBe(200);
    expect(tree.body.enabled).toBe(true);
    expect(tree.body.categories.filter((c: { id: number }) => c.id === animalsId || c.id === catsId)).toEqual([
      { id: animalsId, name: 'Animals', path: 'Animals', depth: 0 },
      { id: catsId, name: 'Cats', path: 'Animals / Cats', depth: 1 },
    ]);

    const folder = (await admin.post(base('jigsaw'), { name: { en: 'Kittens' } })).body.folder;
    expect(folder).toMatchObject({ categoryId: null, categoryName: null });
    const list = async () => (await admin.get(`${base('jigsaw')}?all=1`)).body;
    expect((await list()).categoriesEnabled).toBe(true);

    // Not in this project's tree, or not an id: a 400 naming it, and nothing changes.
    for (const [id, message] of [
      [elsewhereId, MESSAGES.categoryUnknown(elsewhereId)],
      [999999, MESSAGES.categoryUnknown(999999)],
      [0, MESSAGES.categoryId],
      ['x', MESSAGES.categoryId],
    ] as const) {
      const r = await admin.put(`${base('jigsaw')}/${folder.id}`, { categoryId: id, name: { en: 'Renamed' } });
      expect(r.status, String(id)).toBe(400);
      expect(JSON.stringify(r.body)).toContain(message);
    }
    const [row] = await t.db.select().from(folders).where(eq(folders.id, folder.id));
    expect(row).toMatchObject({ categoryId: null, name: { en: 'Kittens' } });

    // Without a category a release with categories fails; with one it passes.
    const release = () =>
      admin.post('/v1/jigsaw/puzzleReleases', {
        name: 'R',
        type: 'main',
        extra: {},
        includeCategory: true,
        isMultipart: false,
        folderIds: [folder.id],
        categoryIds: [catsId],
      });
    // The releases plugin's message (a plugin never imports another: its words, as the operator reads them).
    expect((await release()).body.message).toBe(`Folder ${folder.id} has no category`);

    const set = await admin.put(`${base('jigsaw')}/${folder.id}`, { categoryId: catsId });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.folder).toMatchObject({ categoryId: catsId, categoryName: 'Animals / Cats' });
    expect((await list()).folders.find((f: { id: number }) => f.id === folder.id)).toMatchObject({
      categoryId: catsId,
      categoryName: 'Animals / Cats',
    });
    const ok = await release();
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);

    // An update that leaves categoryId out keeps it; null clears it.
    expect((await admin.put(`${base('jigsaw')}/${folder.id}`, { name: { en: 'Kittens 2' } })).body.folder.categoryId).toBe(catsId);
    const cleared = await admin.put(`${base('jigsaw')}/${folder.id}`, { categoryId: null });
    expect(cleared.body.folder).toMatchObject({ categoryId: null, categoryName: null });
  });
});

describe('without the categories plugin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ plugins: ['folders'], demo: false });
  });
  afterAll(() => t.close());

  it('hides the tree and refuses any categoryId, changing nothing', async () => {
    const admin = await t.signIn(ADMIN);
    await createProject(admin, 'solo');
    const tree = await admin.get(`${base('solo')}/category_tree`);
    expect(tree.body).toEqual({ enabled: false, categories: [] });
    const folder = (await admin.post(base('solo'), { name: { en: 'F' } })).body.folder;
    expect((await admin.get(base('solo'))).body.categoriesEnabled).toBe(false);
    for (const categoryId of [1, null]) {
      const r = await admin.put(`${base('solo')}/${folder.id}`, { categoryId, name: { en: 'G' } });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(MESSAGES.categoriesOff);
    }
    const [row] = await t.db.select().from(folders).where(eq(folders.id, folder.id));
    expect(row).toMatchObject({ categoryId: null, name: { en: 'F' } });
  });
});
