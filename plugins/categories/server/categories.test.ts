// Categories (000 §2.8, §3–§5; calls 001 §7): the tree and its moves, every validation message,
// delete refusals, names export and import (a file made by Gnumeric), roles, other projects.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, jobs, projects, uploads, users } from '../../../core/server/db/schema';
import { categories, folders } from '../../../core/server/db/content';
import { readSheetRows, writeXlsx } from '../../../core/server/xlsx';
import { ADMIN, LIMIT, USER, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';
import { exportFile, importAndRun } from '../../../tests/api/jobs';
import { MAX_CATEGORIES, MESSAGES } from '../shared';
import { seedCategories } from './demo';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  // No demo categories: the first ones created here get ids 1, 2, 3 (the Gnumeric fixture names them).
  t = await startTestApp({ plugins: ['categories'], demo: [] });
  admin = await t.signIn(ADMIN);
});
afterAll(() => t.close());

const base = (code = 'words') => `/v1/${code}/category`;
const body = (over: Record<string, unknown> = {}) => ({ name: { en: 'Animals' }, parentId: 0, sort: 0, attr: {}, ...over });
const create = async (over: Record<string, unknown> = {}, code = 'words') => {
  const r = await admin.post(base(code), body(over));
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.category as { id: number; parentId: number; sort: number };
};
const tree = async (code = 'words') => (await admin.get(`${base(code)}/tree`)).body;
type Node = { id: number; sort: number; name: { en: string }; children: Node[] };
const shape = (nodes: Node[]): unknown => nodes.map((n) => (n.children.length ? [n.name.en, shape(n.children)] : n.name.en));
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../../../tests/fixtures', name));
// The import runs as a job: answered as the request did before (its result, or 400 and the problems).
const importFile = (data: BlobPart, name = 'names.xlsx', code = 'words') =>
  importAndRun(t, admin, `${base(code)}/importNames`, { xlsx: { name, data } });

describe('names import from a real spreadsheet program', () => {
  it('reads a Gnumeric file: filled cells set a language, empty ones leave it', async () => {
    const a = await create({ name: { en: 'Animals' } });
    const c = await create({ name: { en: 'Cats', de: 'Kätzchen', fr: 'Chats' }, parentId: a.id });
    const n = await create({ name: { en: 'Nature', de: 'Natur' } });
    expect([a.id, c.id, n.id]).toEqual([1, 2, 3]);
    const r = await importFile(fixture('category-names.gnumeric.xlsx'), 'category-names.gnumeric.xlsx');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ updated: 3, rows: 3 });
    const names = Object.fromEntries((await admin.get(base())).body.categories.map((x: { id: number; name: unknown }) => [x.id, x.name]));
    expect(names[1]).toEqual({ en: 'Animals', de: 'Tiere', fr: 'Animaux', 'zh-Hans': '动物' });
    expect(names[2]).toEqual({ en: 'Cats', de: 'Katzen', fr: 'Chats', 'zh-Hans': '猫' });
    expect(names[3]).toEqual({ en: 'Nature', de: 'Natur', fr: 'Nature', 'zh-Hans': '自然' });
    // The same file again changes nothing.
    expect((await importFile(fixture('category-names.gnumeric.xlsx'))).body).toEqual({ updated: 0, rows: 3 });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'categories'), eq(auditLog.action, 'importNames')));
    expect(audit).toHaveLength(2);
  });

  it('exports every name in tree order, in a layout that imports back', async () => {
    const r = await exportFile(t, admin, `${base()}/default/exportNames`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toContain('words-default-category-names.xlsx');
    const rows = readSheetRows(new Uint8Array(await r.arrayBuffer()));
    expect(rows[0]).toEqual(['id', 'parentId', 'path', 'en', 'de', 'fr', 'zh-Hans']);
    expect(rows.slice(1, 4).map((x) => x.slice(0, 4))).toEqual([
      [1, 0, 'Animals', 'Animals'],
      [2, 1, 'Animals / Cats', 'Cats'],
      [3, 0, 'Nature', 'Nature'],
    ]);
    expect((await admin.get(`${base()}/bad type!/exportNames`)).status).toBe(400);
  });

  it('refuses what is not an xlsx, a missing file, unknown ids and empty names, and changes nothing', async () => {
    const before = await t.db.select().from(categories).where(eq(categories.projectCode, 'words'));
    const csv = await importFile('id,en\n1,x', 'names.csv');
    expect([csv.status, csv.body.message]).toEqual([400, MESSAGES.onlyXlsx]);
    expect((await importFile('not a zip', 'names.xlsx')).body.message).toBe(MESSAGES.onlyXlsx);
    expect(
      (
        await admin.upload(`${base()}/importNames`, {
          file: { name: 'names.xlsx', data: writeXlsx([{ name: 'x', rows: [['id', 'en']] }]) },
        })
      ).body.message,
    ).toBe('Please select an xlsx file');
    const bad = writeXlsx([
      {
        name: 'x',
        rows: [
          ['id', 'en', 'de'],
          [1, 'Renamed', ''],
          [999, 'Ghost', ''],
          ['abc', 'x', ''],
          [1, 'Twice', ''],
        ],
      },
    ]);
    const r = await importFile(bad);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(`${MESSAGES.importUnknown(3, '999')}; ${MESSAGES.importBadId(4, 'abc')}; ${MESSAGES.importTwice(5, 1)}`);
    // The failed job lists every problem for the modal.
    expect(r.job?.result).toEqual({
      problems: [MESSAGES.importUnknown(3, '999'), MESSAGES.importBadId(4, 'abc'), MESSAGES.importTwice(5, 1)],
    });
    expect(
      (
        await importFile(
          writeXlsx([
            {
              name: 'x',
              rows: [
                ['en', 'de'],
                ['a', 'b'],
              ],
            },
          ]),
        )
      ).body.message,
    ).toBe(MESSAGES.importNoId);
    expect(
      (
        await importFile(
          writeXlsx([
            {
              name: 'x',
              rows: [
                ['id', 'note'],
                [1, 'b'],
              ],
            },
          ]),
        )
      ).body.message,
    ).toBe(MESSAGES.importNoLanguage);
    expect((await importFile(writeXlsx([{ name: 'x', rows: [['id', 'en']] }]))).body.message).toBe(MESSAGES.importEmpty);
    // Another project's category is unknown here.
    const other = await create({ name: { en: 'Elsewhere' } }, 'tiles');
    expect(
      (
        await importFile(
          writeXlsx([
            {
              name: 'x',
              rows: [
                ['id', 'en'],
                [other.id, 'Mine'],
              ],
            },
          ]),
        )
      ).body.message,
    ).toBe(MESSAGES.importUnknown(2, String(other.id)));
    expect(await t.db.select().from(categories).where(eq(categories.projectCode, 'words'))).toEqual(before);
  });
});

describe('create, read, update', () => {
  it('creates with the defaults of 000 §3 (client versions 0.0.0 and 0.0.0), reads, updates, lists by parent', async () => {
    const created = await admin.post(base(), body({ name: { en: ' Food ', fr: 'Nourriture' }, sort: 4 }));
    expect(created.status).toBe(200);
    const c = created.body.category;
    expect(c).toMatchObject({
      name: { en: 'Food', fr: 'Nourriture' },
      parentId: 0,
      sort: 4,
      overwriteAttr: false,
      overwriteName: false,
      operator: 'Admin',
    });
    expect(c.attr).toEqual({ countries: [], custom_orders: [], rules: { clientVersions: ['0.0.0', '0.0.0'] } });
    expect((await admin.get(`${base()}/${c.id}`)).body.category).toEqual(c);

    const child = await create({
      name: { en: 'Fruit' },
      parentId: c.id,
      attr: { countries: ['US', 'DE'], custom_orders: [{ country_list: ['US'], sort: 9 }], rules: { clientVersions: ['1.2.0', ''] } },
    });
    const upd = await admin.put(
      `${base()}/${child.id}`,
      body({
        name: { en: 'Fruits' },
        parentId: c.id,
        sort: 2,
        attr: { countries: ['US'], rules: { clientVersions: ['1.2.0', '2.0.0'] } },
        overwriteName: true,
      }),
    );
    expect(upd.status).toBe(200);
    expect(upd.body.category).toMatchObject({
      name: { en: 'Fruits' },
      sort: 2,
      overwriteName: true,
      attr: { countries: ['US'], custom_orders: [], rules: { clientVersions: ['1.2.0', '2.0.0'] } },
    });
    expect((await admin.get(`${base()}?parentId=${c.id}`)).body.categories.map((x: { id: number }) => x.id)).toEqual([child.id]);
    expect((await admin.get(`${base()}?parentId=abc`)).status).toBe(400);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'categories'), eq(auditLog.target, String(child.id))));
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('answers each validation message of 000 §5 and changes nothing', async () => {
    const count = async () => (await t.db.select().from(categories)).length;
    const n = await count();
    const msg = async (over: Record<string, unknown>) => {
      const r = await admin.post(base(), body(over));
      expect(r.status).toBe(400);
      return r.body.issues.map((i: { message: string }) => i.message);
    };
    expect(await msg({ name: {} })).toContain(MESSAGES.nameRequired);
    expect(await msg({ name: { en: '  ' } })).toContain(MESSAGES.nameRequired);
    expect(await msg({ name: { de: 'Tiere' } })).toContain(MESSAGES.nameRequired);
    expect(await msg({ name: { en: 'x', de: '' } })).toContain(MESSAGES.transNull);
    expect(await msg({ name: { en: 'x', '': 'y' } })).toContain(MESSAGES.languageAndTransNull);
    expect(await msg({ sort: -1 })).toContain(MESSAGES.sortMin);
    expect(await msg({ sort: 1.5 })).toContain(MESSAGES.sortWhole);
    expect(await msg({ attr: { custom_orders: [{ country_list: [], sort: 1 }] } })).toContain(MESSAGES.countryListRequired);
    expect(await msg({ attr: { custom_orders: [{ sort: 1 }] } })).toContain(MESSAGES.countryListRequired);
    expect(await msg({ attr: { rules: { clientVersions: ['x', '1.0.0'] } } })).toContain(MESSAGES.versionIllegal);
    expect(await msg({ attr: { rules: { clientVersions: ['2.0.0', '1.0.0'] } } })).toContain(MESSAGES.versionOrder);
    expect(await msg({ parentId: 99999 })).toContain(MESSAGES.parentNotFound);
    expect(await msg({ parentId: -1 })).toContain(MESSAGES.parentNotFound);
    expect(await msg({ attr: { resource: { url: '/cdn/words/not/uploaded.png' } } })).toContain(
      'The resource must be a file uploaded to this project',
    );
    expect((await admin.post(base(), body({ sort: 12345678901234567890 }))).status).toBe(400);
    expect((await admin.post(base(), body({ name: { en: 'a\u0000b' } }))).status).toBe(400);
    expect((await admin.post(base(), body({ name: { en: 'x'.repeat(300) } }))).status).toBe(400);
    expect(await count()).toBe(n);
  });

  it('keeps the resource of a file uploaded to the project, with its stored size and md5', async () => {
    const up = await admin.upload(`/v1/words/upload`, {
      file: { name: 'icon.png', data: new Uint8Array([137, 80, 78, 71, 1, 2, 3]), type: 'image/png' },
    });
    const c = await create({ name: { en: 'Iconic' }, attr: { resource: { url: up.body.url, size: 1, md5: 'wrong' } } });
    const [row] = await t.db.select().from(uploads).where(eq(uploads.url, up.body.url));
    expect((await admin.get(`${base()}/${c.id}`)).body.category.attr.resource).toEqual({ url: row.url, size: row.size, md5: row.md5 });
  });

  it('answers 404 for unknown ids, bad ids and other projects', async () => {
    const other = await create({ name: { en: 'Theirs' } }, 'colors');
    expect((await admin.get(`${base()}/${other.id}`)).status).toBe(404);
    expect((await admin.put(`${base()}/${other.id}`, body())).status).toBe(404);
    expect((await admin.delete(`${base()}/${other.id}`)).status).toBe(404);
    expect((await admin.post(`${base()}/${other.id}/move`, { parentId: 0 })).status).toBe(404);
    expect((await admin.get(`${base()}/abc`)).status).toBe(404);
    expect((await admin.get(`${base()}/99999999999999999999`)).status).toBe(404);
    expect((await admin.get(`${base()}/0`)).status).toBe(404);
  });
});

describe('the tree and its moves (000 §4)', () => {
  it('drops into a gap (same parent, sorts from 1) and onto a node (last child), never under itself', async () => {
    const code = 'jigsaw';
    const a = await create({ name: { en: 'A' }, sort: 0 }, code);
    const b = await create({ name: { en: 'B' }, sort: 0 }, code);
    const c = await create({ name: { en: 'C' }, sort: 5 }, code);
    const a1 = await create({ name: { en: 'A1' }, parentId: a.id }, code);
    expect(shape((await tree(code)).tree)).toEqual([['A', ['A1']], 'B', 'C']);
    // C into the gap before A (root, index 0).
    const moved = await admin.post(`${base(code)}/${c.id}/move`, { parentId: 0, index: 0 });
    expect(moved.status).toBe(200);
    expect(moved.body.category).toMatchObject({ parentId: 0, sort: 1 });
    let t1 = (await tree(code)).tree as Node[];
    expect(shape(t1)).toEqual(['C', ['A', ['A1']], 'B']);
    expect(t1.map((n) => n.sort)).toEqual([1, 2, 3]);
    // B onto A: A's last child.
    await admin.post(`${base(code)}/${b.id}/move`, { parentId: a.id });
    t1 = (await tree(code)).tree;
    expect(shape(t1)).toEqual(['C', ['A', ['A1', 'B']]]);
    expect(t1.map((n) => n.sort)).toEqual([1, 2]);
    expect(t1[1].children.map((n) => n.sort)).toEqual([1, 2]);
    // Not under itself, nor under its own child.
    const loop = await admin.post(`${base(code)}/${a.id}/move`, { parentId: a1.id });
    expect([loop.status, loop.body.message]).toEqual([400, MESSAGES.underItself]);
    expect((await admin.post(`${base(code)}/${a.id}/move`, { parentId: a.id })).body.message).toBe(MESSAGES.underItself);
    expect((await admin.put(`${base(code)}/${a.id}`, body({ name: { en: 'A' }, parentId: b.id }))).body.message).toBe(MESSAGES.underItself);
    expect((await admin.post(`${base(code)}/${a.id}/move`, { parentId: 99999 })).body.message).toBe(MESSAGES.parentNotFound);
    expect((await admin.post(`${base(code)}/${a.id}/move`, { parentId: 0, index: -1 })).status).toBe(400);
    expect(shape((await tree(code)).tree)).toEqual(['C', ['A', ['A1', 'B']]]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'categories'), eq(auditLog.action, 'move')));
    expect(audit.length).toBe(2);
  });

  it('answers the project countries for the Check Orders tabs', async () => {
    // Any console write clears the process's 2-second cache of projects (core/server/hotCache.ts).
    const flush = () => admin.post(base('jigsaw'), body({ name: { en: 'Flush' } }));
    await t.db
      .update(projects)
      .set({ config: { countries: ['US', 'DE', 'JP'] } })
      .where(eq(projects.code, 'jigsaw'));
    await flush();
    expect((await tree('jigsaw')).countries).toEqual(['US', 'DE', 'JP']);
    await t.db
      .update(projects)
      .set({ config: { countries: 'not a list' } })
      .where(eq(projects.code, 'jigsaw'));
    await flush();
    expect((await tree('jigsaw')).countries).toEqual([]);
  });
});

describe('delete', () => {
  it('refuses a category with sub-categories or with folders pointing at it, then deletes', async () => {
    const code = 'pins';
    const p = await create({ name: { en: 'Parent' } }, code);
    const k = await create({ name: { en: 'Kid' }, parentId: p.id }, code);
    const r = await admin.delete(`${base(code)}/${p.id}`);
    expect([r.status, r.body.message]).toEqual([409, MESSAGES.hasChildren(1)]);
    const [folder] = await t.db
      .insert(folders)
      .values({ projectCode: code, name: { en: 'Spring' }, categoryId: k.id })
      .returning();
    const used = await admin.delete(`${base(code)}/${k.id}`);
    expect([used.status, used.body.message]).toEqual([409, MESSAGES.usedByFolders(1, `${folder.id} Spring`)]);
    await t.db.update(folders).set({ categoryId: null }).where(eq(folders.id, folder.id));
    expect((await admin.delete(`${base(code)}/${k.id}`)).body).toEqual({ id: k.id });
    expect((await admin.delete(`${base(code)}/${p.id}`)).body).toEqual({ id: p.id });
    expect((await admin.get(`${base(code)}/${p.id}`)).status).toBe(404);
  });
});

describe('roles', () => {
  it('lets a USER with the category right in, keeps out one without it and other projects', async () => {
    const user = await t.signIn(USER); // every right in jigsaw and tiles
    expect((await user.get(`${base('tiles')}/tree`)).status).toBe(200);
    expect((await user.post(base('tiles'), body({ name: { en: 'By user' } }))).status).toBe(200);
    expect((await user.get(`${base('words')}/tree`)).status).toBe(403);
    expect((await user.post(base('words'), body())).status).toBe(403);
    // Without the right in tiles.
    const [{ id: userId }] = await t.db.select({ id: users.id }).from(users).where(eq(users.mail, USER.mail));
    expect((await admin.post('/v1/tiles/authorize', { userId, rights: ['projectOverview'] })).status).toBe(200);
    const again = await t.signIn(USER);
    expect((await again.get(`${base('tiles')}/tree`)).status).toBe(403);
    expect((await again.delete(`${base('tiles')}/1`)).status).toBe(403);
    expect((await again.upload(`${base('tiles')}/importNames`, { xlsx: { name: 'a.xlsx', data: 'x' } })).status).toBe(403);
    expect((await again.get(`${base('tiles')}/default/exportNames`)).status).toBe(403);
    // Neither starts a job.
    expect((await t.db.select().from(jobs).where(eq(jobs.projectCode, 'tiles'))).length).toBe(0);
  });

  it('lets a LIMIT user with the right work on categories of its project only', async () => {
    const limit = await t.signIn(LIMIT); // every right in pins
    expect((await limit.post(base('pins'), body({ name: { en: 'Limited' } }))).status).toBe(200);
    expect((await limit.get(`${base('words')}/tree`)).status).toBe(403);
  });

  it('needs a session', async () => {
    expect((await t.client().get(`${base()}/tree`)).status).toBe(401);
  });
});

describe('a full project', () => {
  it(`exports and imports the names of ${'2,000'} categories, and says how long each took (a budget for the bench, not a timed test)`, async () => {
    const code = 'blocks';
    const values = Array.from({ length: MAX_CATEGORIES }, (_, i) => ({
      projectCode: code,
      parentId: 0,
      sort: i + 1,
      name: { en: `Category ${i}`, de: `Kategorie ${i}` },
    }));
    for (let i = 0; i < values.length; i += 500) await t.db.insert(categories).values(values.slice(i, i + 500));
    expect((await admin.post(base(code), body({ name: { en: 'One too many' } }))).body.message).toBe(MESSAGES.tooMany);

    let started = performance.now();
    const r = await exportFile(t, admin, `${base(code)}/default/exportNames`);
    const bytes = new Uint8Array(await r.arrayBuffer());
    const exportMs = performance.now() - started;
    const rows = readSheetRows(bytes, { maxRows: MAX_CATEGORIES + 10 });
    expect(rows).toHaveLength(MAX_CATEGORIES + 1);

    const edited = writeXlsx([
      {
        name: 'x',
        rows: [['id', 'en', 'fr'], ...rows.slice(1).map((row) => [row[0] as number, `${row[3]} (new)`, `Catégorie ${row[0]}`])],
      },
    ]);
    started = performance.now();
    const imported = await importFile(edited, 'all.xlsx', code);
    const importMs = performance.now() - started;
    expect(imported.body).toEqual({ updated: MAX_CATEGORIES, rows: MAX_CATEGORIES });
    const [one] = await t.db
      .select()
      .from(categories)
      .where(and(eq(categories.projectCode, code), eq(categories.sort, 7)));
    expect(one.name).toEqual({ en: 'Category 6 (new)', de: 'Kategorie 6', fr: `Catégorie ${one.id}` });
    console.log(`categories: export of ${MAX_CATEGORIES} names ${exportMs.toFixed(0)} ms, import ${importMs.toFixed(0)} ms`);
  });
});

describe('demo', () => {
  it('seeds a tree in every project, with names in several languages and custom orders', async () => {
    await seedCategories({ db: t.db, config: t.config, plugins: t.plugins, services: t.services, print: () => {} });
    const r = await tree('colors');
    const roots = (r.tree as Node[]).map((n) => n.name.en);
    expect(roots).toEqual(expect.arrayContaining(['Animals', 'Nature', 'Holidays', 'Art']));
    const animals = (r.tree as Node[]).find((n) => n.name.en === 'Animals')!;
    expect(animals.children.map((n) => n.name.en)).toEqual(['Cats', 'Dogs', 'Birds']);
  });
});
