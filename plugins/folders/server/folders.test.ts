// Folders (001 "Folders", §3-§9) and random puzzles (002): the life cycle, every validation
// message, tags, copy, pick rules, names xlsx out and in, random puzzles, and the roles.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, jobs } from '../../../core/server/db/schema';
import { folderPuzzles, folders, puzzles } from '../../../core/server/db/content';
import { zip } from '../../../core/server/zip';
import { ADMIN, createProject, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';
import { exportFile, importAndRun } from '../../../tests/api/jobs';

const CODE = 'fold';
const OTHER = 'fold2';
const base = (code = CODE) => `/v1/${code}/folder`;
let t: TestApp;
let admin: Client;
let owner: Client;
let user: Client;
let limited: Client;
let limited2: Client;
let noRight: Client;

async function newUser(mail: string, role: 'USER' | 'LIMIT'): Promise<{ id: number; password: string }> {
  const made = await admin.post('/v1/admin/user/createUser', { mail, displayName: mail });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  if (role === 'LIMIT') expect((await admin.post(`/v1/admin/user/update/${made.body.id}`, { role: 'LIMIT' })).status).toBe(200);
  return { id: made.body.id, password: made.body.password };
}
const grant = async (code: string, u: { id: number }, rights: string[]) =>
  expect((await admin.post(`/v1/${code}/authorize`, { userId: u.id, rights })).status).toBe(200);

beforeAll(async () => {
  t = await startTestApp({ plugins: ['folders'], demo: false });
  admin = await t.signIn(ADMIN);
  const o = await newUser('owner@example.com', 'USER');
  const u = await newUser('u@example.com', 'USER');
  const l = await newUser('l@example.com', 'LIMIT');
  const l2 = await newUser('l2@example.com', 'LIMIT');
  const n = await newUser('n@example.com', 'USER');
  await createProject(admin, CODE, {
    ownerIds: [o.id],
    config: { folderTypes: ['main', 'event'], folderCopy: true, folderCollections: true, folderAttrColumns: ['collectionKey'] },
  });
  await createProject(admin, OTHER);
  for (const x of [o, u, l, l2]) await grant(CODE, x, ['folder']);
  await grant(CODE, n, []);
  await grant(OTHER, u, ['folder']);
  owner = await t.signIn({ mail: 'owner@example.com', password: o.password });
  user = await t.signIn({ mail: 'u@example.com', password: u.password });
  limited = await t.signIn({ mail: 'l@example.com', password: l.password });
  limited2 = await t.signIn({ mail: 'l2@example.com', password: l2.password });
  noRight = await t.signIn({ mail: 'n@example.com', password: n.password });
});
afterAll(() => t.close());

const create = (c: Client, en: string, over: Record<string, unknown> = {}) => c.post(base(), { name: { en }, ...over });
async function puzzlesIn(folderId: number, n: number, sortFrom = 1): Promise<number[]> {
  const rows = await t.db
    .insert(puzzles)
    .values(Array.from({ length: n }, (_, i) => ({ projectCode: CODE, name: { en: `p${folderId}-${i}` } })))
    .returning();
  await t.db.insert(folderPuzzles).values(rows.map((p, i) => ({ folderId, puzzleId: p.id, sort: sortFrom + i })));
  return rows.map((p) => p.id);
}
const order = async (folderId: number) =>
  (await t.db.select().from(folderPuzzles).where(eq(folderPuzzles.folderId, folderId)).orderBy(asc(folderPuzzles.sort))).map((r) => [
    r.puzzleId,
    r.sort,
  ]);
function xlsx(rows: unknown[][]): Uint8Array<ArrayBuffer> {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

describe('folders life cycle', () => {
  it('creates, lists with paging and config, edits, deletes, with audit entries', async () => {
    const made = await create(admin, 'Spring', { type: 'main' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const f = made.body.folder;
    expect(f).toMatchObject({ name: { en: 'Spring' }, type: 'main', needPub: false, locked: false, createdBy: ADMIN.mail, puzzleCount: 0 });
    const list = await admin.get(`${base()}?ps=10&pn=1`);
    expect(list.body).toMatchObject({
      folderTypes: ['main', 'event'],
      copyEnabled: true,
      collections: true,
      attrColumns: ['collectionKey'],
    });
    expect(list.body.folders.map((x: { id: number }) => x.id)).toContain(f.id);
    const upd = await admin.put(`${base()}/${f.id}`, { name: { en: 'Spring 2', fr: 'Printemps' }, sort: 7, type: 'event' });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    expect(upd.body.folder).toMatchObject({ name: { en: 'Spring 2', fr: 'Printemps' }, sort: 7, type: 'event' });
    expect((await admin.delete(`${base()}/${f.id}`)).body).toEqual({ id: f.id });
    expect((await admin.delete(`${base()}/${f.id}`)).status).toBe(404);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'folders'), eq(auditLog.target, String(f.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('pages at 10, 20, 50, 100 only', async () => {
    expect((await admin.get(`${base()}?ps=15`)).status).toBe(400);
    expect((await admin.get(`${base()}?ps=100`)).status).toBe(200);
  });

  it('answers every validation message of 001 §5', async () => {
    const noName = await admin.post(base(), { name: {} });
    expect(noName.status).toBe(400);
    expect(JSON.stringify(noName.body)).toContain("Please input folder's name");
    expect(JSON.stringify((await admin.post(base(), { name: { en: '  ' } })).body)).toContain("Please input folder's name");
    const f = (await create(admin, 'Tr')).body.folder;
    expect(JSON.stringify((await admin.put(`${base()}/${f.id}`, { name: { en: 'x', fr: '' } })).body)).toContain('trans can not be null');
    expect(JSON.stringify((await admin.put(`${base()}/${f.id}`, { name: { en: 'x', '': 'y' } })).body)).toContain(
      'language and trans can not be null',
    );
    expect(JSON.stringify((await admin.put(`${base()}/${f.id}`, { name: { fr: 'y' } })).body)).toContain("Please input folder's name");
    expect(JSON.stringify((await admin.put(`${base()}/${f.id}`, { sort: -1 })).body)).toContain('sort can not be less than 0');
    // Past the database's integer: the schema's message (the sort editor shows the same before sending;
    // 20 digits, past 2^53, the edge refuses first, naming the field), and nothing changes.
    const huge = await admin.put(`${base()}/${f.id}`, { sort: 12345678901 });
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe('sort can not be more than 2147483647');
    expect((await admin.put(`${base()}/${f.id}`, { sort: 99999999999999999999 })).status).toBe(400);
    expect((await t.db.select().from(folders).where(eq(folders.id, f.id)))[0].sort).toBe(f.sort);
    expect(JSON.stringify((await admin.put(`${base()}/${f.id}`, { attr: { collectionKey: '' } })).body)).toContain(
      'collectionKey cannot be empty',
    );
    expect(JSON.stringify((await admin.put(`${base()}/${f.id}`, { attr: { collectionKey: 'a b' } })).body)).toContain(
      'collectionKey cannot contain Spaces',
    );
    expect((await admin.put(`${base()}/${f.id}`, { type: 'nope' })).status).toBe(400);
    const noKey = await admin.put(`${base()}/${f.id}`, { attr: { resource: { url: '/cdn/x.zip' } } });
    expect(noKey.body.message).toBe('Set a valid collectionKey before uploading the resource');
    for (const bad of [{ name: { en: 'a\u0000' } }, { sort: 12345678901234567890 }, { name: { en: 'x'.repeat(5000) } }, { tags: ['x'] }]) {
      const r = await admin.put(`${base()}/${f.id}`, bad);
      expect(r.status, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
    }
    expect((await admin.put(`${base()}/abc`, { sort: 1 })).status).toBe(404);
    expect((await admin.put(`${base()}/99999999999999999999`, { sort: 1 })).status).toBe(404);
  });

  it('keeps a collection key and a .zip resource uploaded with the collection/{random}/{filename} key', async () => {
    const f = (await create(admin, 'Coll')).body.folder;
    expect((await admin.put(`${base()}/${f.id}`, { attr: { collectionKey: 'spring_01' } })).status).toBe(200);
    const bytes = await zip(
      ['cover.png', 'levels/1.json', 'levels/', '__MACOSX/._cover.png', 'levels/2.json'].map((name) => ({
        name,
        data: new TextEncoder().encode(name),
      })),
    );
    const up = await admin.upload(`/v1/${CODE}/upload`, {
      file: { name: 'res.zip', data: new Uint8Array(bytes) },
      key: 'collection/abc12/res.zip',
    });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const set = await admin.put(`${base()}/${f.id}`, { attr: { resource: { url: up.body.url } } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    // 001 §3 attr resourceFileList: the files inside the .zip (folders and macOS copies left out).
    expect(set.body.folder.attr).toEqual({
      collectionKey: 'spring_01',
      resource: { url: up.body.url, size: bytes.length, md5: up.body.dataHash },
      resourceFileUrl: up.body.url,
      resourceFileMD5: up.body.dataHash,
      resourceFileList: ['cover.png', 'levels/1.json', 'levels/2.json'],
    });
    const png = await admin.upload(`/v1/${CODE}/upload`, { file: { name: 'a.png', data: 'png' }, key: 'collection/abc12/a.png' });
    expect((await admin.put(`${base()}/${f.id}`, { attr: { resource: { url: png.body.url } } })).body.message).toBe(
      'Only .zip files can be uploaded',
    );
    // A .zip that is not one is refused with its own words, and nothing changes.
    const fake = await admin.upload(`/v1/${CODE}/upload`, {
      file: { name: 'fake.zip', data: 'PK\u0003\u0004zip' },
      key: 'collection/abc12/fake.zip',
    });
    const refused = await admin.put(`${base()}/${f.id}`, { attr: { resource: { url: fake.body.url } } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The resource is not a readable .zip file');
    expect((await t.db.select().from(folders).where(eq(folders.id, f.id)))[0].attr).toEqual(set.body.folder.attr);
    // Removing the resource removes its url, md5 and file list with it.
    const cleared = await admin.put(`${base()}/${f.id}`, { attr: { resource: null } });
    expect(cleared.body.folder.attr).toEqual({ collectionKey: 'spring_01' });
  });

  it('keeps tempPuzzle (puzzle ids of the project, in order, once each), shows it beside attr, and refuses others', async () => {
    const f = (await create(admin, 'Templates')).body.folder;
    expect(f.tempPuzzle).toEqual([]);
    const mine = await t.db
      .insert(puzzles)
      .values([1, 2, 3].map((i) => ({ projectCode: CODE, name: { en: `T${i}` } })))
      .returning();
    const [foreign] = await t.db
      .insert(puzzles)
      .values({ projectCode: OTHER, name: { en: 'Elsewhere' } })
      .returning();
    const ids = [mine[2].id, mine[0].id, mine[2].id];
    const set = await admin.put(`${base()}/${f.id}`, { tempPuzzle: ids });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.folder.tempPuzzle).toEqual([mine[2].id, mine[0].id]);
    expect(set.body.folder.attr).toEqual({});
    // Stored as attr.templatePuzzles (002 §3's name for the list the puzzles screen reads).
    expect((await t.db.select().from(folders).where(eq(folders.id, f.id)))[0].attr).toEqual({ templatePuzzles: [mine[2].id, mine[0].id] });
    const listed = (await admin.get(`${base()}?all=1`)).body.folders.find((x: { id: number }) => x.id === f.id);
    expect(listed.tempPuzzle).toEqual([mine[2].id, mine[0].id]);
    // Refusals: another project's puzzle or one that does not exist, a non-id, too many; nothing changes.
    const other = await admin.put(`${base()}/${f.id}`, { tempPuzzle: [mine[1].id, foreign.id, 2147483000] });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(`Puzzles ${foreign.id}, 2147483000 are not in this project`);
    expect((await admin.put(`${base()}/${f.id}`, { tempPuzzle: [foreign.id] })).body.message).toBe(
      `Puzzle ${foreign.id} is not in this project`,
    );
    expect(JSON.stringify((await admin.put(`${base()}/${f.id}`, { tempPuzzle: ['x'] })).body)).toContain(
      'tempPuzzle: a list of puzzle ids, or null for none',
    );
    expect(JSON.stringify((await admin.put(`${base()}/${f.id}`, { tempPuzzle: 5 })).body)).toContain(
      'tempPuzzle: a list of puzzle ids, or null for none',
    );
    expect(
      JSON.stringify((await admin.put(`${base()}/${f.id}`, { tempPuzzle: Array.from({ length: 101 }, (_, i) => i + 1) })).body),
    ).toContain('At most 100 template puzzles');
    expect((await t.db.select().from(folders).where(eq(folders.id, f.id)))[0].attr).toEqual({ templatePuzzles: [mine[2].id, mine[0].id] });
    // null (or []) clears it; leaving it out keeps it.
    expect((await admin.put(`${base()}/${f.id}`, { sort: 3 })).body.folder.tempPuzzle).toEqual([mine[2].id, mine[0].id]);
    expect((await admin.put(`${base()}/${f.id}`, { tempPuzzle: null })).body.folder.tempPuzzle).toEqual([]);
    expect((await t.db.select().from(folders).where(eq(folders.id, f.id)))[0].attr).toEqual({});
  });
});

describe('tags', () => {
  it('adds (max 12, unique), filters the list by tags, and asks before deleting one in use', async () => {
    const a = await admin.post(`${base()}/tags`, { name: 'summer' });
    expect(a.status).toBe(200);
    expect((await admin.post(`${base()}/tags`, { name: 'summer' })).body.message).toBe('tag already exists');
    expect(JSON.stringify((await admin.post(`${base()}/tags`, { name: 'x'.repeat(13) })).body)).toContain('At most 12 characters');
    const b = (await admin.post(`${base()}/tags`, { name: 'winter' })).body.tag;
    const f = (await create(admin, 'Tagged')).body.folder;
    const g = (await create(admin, 'Other')).body.folder;
    expect((await admin.put(`${base()}/${f.id}`, { tags: [a.body.tag.id] })).body.folder.tags).toEqual([
      { id: a.body.tag.id, name: 'summer' },
    ]);
    const filtered = await admin.get(`${base()}?tags=${a.body.tag.id}`);
    expect(filtered.body.folders.map((x: { id: number }) => x.id)).toEqual([f.id]);
    expect(filtered.body.total).toBe(1);
    expect((await admin.get(`${base()}?tags=${a.body.tag.id},${b.id}`)).body.folders.map((x: { id: number }) => x.id)).not.toContain(g.id);
    expect((await admin.get(`${base()}?tags=x`)).status).toBe(400);
    const inUse = await admin.delete(`${base()}/tags/${a.body.tag.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe('This tag is using!');
    expect((await admin.delete(`${base()}/tags/${a.body.tag.id}?force=1`)).status).toBe(200);
    expect((await admin.get(`${base()}/${'tags'}`)).body.tags.map((x: { name: string }) => x.name)).toEqual(['winter']);
    // a tag of another project is not this one's
    const foreign = (await admin.post(`${base(OTHER)}/tags`, { name: 'foreign' })).body.tag;
    expect((await admin.put(`${base()}/${f.id}`, { tags: [foreign.id] })).status).toBe(400);
    expect((await admin.delete(`${base()}/tags/${foreign.id}`)).status).toBe(404);
  });
});

describe('copy and pick', () => {
  it('copies a folder with its puzzles and their order, full rights only, when the project allows', async () => {
    const f = (await create(admin, 'Src')).body.folder;
    const ids = await puzzlesIn(f.id, 3);
    const c = await user.post(`${base()}/${f.id}/duplicate`);
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    expect(c.body.folder).toMatchObject({ originId: f.id, name: { en: 'Src copy' }, puzzleCount: 3, createdBy: 'u@example.com' });
    expect(await order(c.body.folder.id)).toEqual(ids.map((id, i) => [id, i + 1]));
    expect((await limited.post(`${base()}/${f.id}/duplicate`)).status).toBe(403);
    const other = (await admin.post(base(OTHER), { name: { en: 'O' } })).body.folder;
    const no = await admin.post(`${base(OTHER)}/${other.id}/duplicate`);
    expect(no.status).toBe(409);
    expect(no.body.message).toBe('Can not copy!');
  });

  it('picks per loop (sort asc, id desc), skips puzzles already in the target, places them from the start sort', async () => {
    const target = (await create(admin, 'Target')).body.folder;
    const [t1, t2] = await puzzlesIn(target.id, 2);
    const s1 = (await create(admin, 'S1')).body.folder;
    const s2 = (await create(admin, 'S2')).body.folder;
    const a = await puzzlesIn(s1.id, 3); // sorts 1, 2, 3
    const b = await puzzlesIn(s2.id, 2, 5);
    await t.db.update(folderPuzzles).set({ sort: 5 }).where(eq(folderPuzzles.folderId, s2.id)); // a tie: id desc
    await t.db.insert(folderPuzzles).values({ folderId: s1.id, puzzleId: t1, sort: 0 }); // already in the target
    const r = await admin.post(`${base()}/pick`, {
      targetFolderInfo: { targetId: target.id, startSort: 2 },
      loopRule: [
        { id: s1.id, pickCount: 2 },
        { id: s2.id, pickCount: 1 },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.added).toEqual([a[0], a[1], b[1]]);
    expect(await order(target.id)).toEqual([
      [t1, 1],
      [a[0], 2],
      [a[1], 3],
      [b[1], 4],
      [t2, 5],
    ]);
  });

  it('answers the pick rule messages and refuses needPub sources and too few puzzles', async () => {
    const target = (await create(admin, 'T2')).body.folder;
    const s = (await create(admin, 'S3')).body.folder;
    await puzzlesIn(s.id, 1);
    const pick = (body: unknown) => admin.post(`${base()}/pick`, body);
    expect(
      JSON.stringify(
        (await pick({ targetFolderInfo: { targetId: target.id, startSort: 0 }, loopRule: [{ id: s.id, pickCount: 1 }] })).body,
      ),
    ).toContain('start sort can not be less than 1');
    expect(
      JSON.stringify(
        (await pick({ targetFolderInfo: { targetId: target.id, startSort: 1 }, loopRule: [{ id: s.id, pickCount: 0 }] })).body,
      ),
    ).toContain('pick count can not be less than 1');
    expect(
      JSON.stringify(
        (await pick({ targetFolderInfo: { targetId: target.id, startSort: 1 }, loopRule: [{ id: null, pickCount: 1 }] })).body,
      ),
    ).toContain('lack of folder info for a loop');
    expect(
      JSON.stringify(
        (await pick({ targetFolderInfo: { targetId: target.id, startSort: 1 }, loopRule: [{ id: target.id, pickCount: 1 }] })).body,
      ),
    ).toContain('The target folder cannot be a source');
    const few = await pick({ targetFolderInfo: { targetId: target.id, startSort: 1 }, loopRule: [{ id: s.id, pickCount: 2 }] });
    expect(few.status).toBe(409);
    await admin.put(`${base()}/${s.id}`, { needPub: true });
    const np = await pick({ targetFolderInfo: { targetId: target.id, startSort: 1 }, loopRule: [{ id: s.id, pickCount: 1 }] });
    expect(np.status).toBe(400);
    expect(np.body.message).toBe('Folder S3 needs publishing and cannot be picked from');
    expect(await order(target.id)).toEqual([]);
  });
});

describe('roles (001 §6)', () => {
  it('lets only owners and admins toggle needPub and lock; a locked folder is read-only to others', async () => {
    const f = (await create(user, 'Mine')).body.folder;
    const denied = await user.put(`${base()}/${f.id}`, { locked: true });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Only the project owners and admins can change needPub and lock');
    expect((await owner.put(`${base()}/${f.id}`, { locked: true })).body.folder.locked).toBe(true);
    const ro = await user.put(`${base()}/${f.id}`, { name: { en: 'Changed' } });
    expect(ro.status).toBe(403);
    expect(ro.body.message).toBe('This folder is locked: only the project owners and admins can change it');
    expect((await user.delete(`${base()}/${f.id}`)).status).toBe(403);
    expect((await owner.put(`${base()}/${f.id}`, { name: { en: 'Owner edit' } })).status).toBe(200);
    expect((await owner.put(`${base()}/${f.id}`, { needPub: true, locked: false })).body.folder).toMatchObject({
      needPub: true,
      locked: false,
    });
    expect((await user.put(`${base()}/${f.id}`, { name: { en: 'x' } })).status).toBe(403);
  });

  it('lets LIMIT users act only on folders they created, never on sort, tags or import/export', async () => {
    const own = (await create(limited, 'Limited own')).body.folder;
    const theirs = (await create(limited2, 'Someone else')).body.folder;
    expect((await limited.put(`${base()}/${own.id}`, { name: { en: 'Renamed' } })).status).toBe(200);
    expect((await limited.put(`${base()}/${own.id}`, { sort: 99 })).status).toBe(403);
    const other = await limited.put(`${base()}/${theirs.id}`, { name: { en: 'x' } });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('You can only change folders you created');
    expect((await limited.delete(`${base()}/${theirs.id}`)).status).toBe(403);
    expect((await limited.post(`${base()}/tags`, { name: 'lim' })).status).toBe(403);
    expect((await limited.get(`${base()}/names.xlsx`)).status).toBe(403);
    expect((await limited.upload(`${base()}/names/import`, { xlsx: { name: 'n.xlsx', data: xlsx([['id', 'en']]) } })).status).toBe(403);
    expect((await limited.get(base())).status).toBe(200);
  });

  it('refuses users without the right and other projects', async () => {
    expect((await noRight.get(base())).status).toBe(403);
    expect((await noRight.post(base(), { name: { en: 'x' } })).status).toBe(403);
    expect((await limited.get(base(OTHER))).status).toBe(403);
    const f = (await create(admin, 'Here')).body.folder;
    expect((await user.put(`${base(OTHER)}/${f.id}`, { name: { en: 'x' } })).status).toBe(404);
    expect((await user.delete(`${base(OTHER)}/${f.id}`)).status).toBe(404);
  });
});

describe('names xlsx', () => {
  it('exports id, en and the other languages, and imports them back (blank cells keep a language)', async () => {
    const f = (await create(admin, 'Names', { name: { en: 'Names', de: 'Namen' } })).body.folder;
    const res = await exportFile(t, admin, `${base()}/names.xlsx`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`folder-names-${CODE}.xlsx`);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(new Uint8Array(await res.arrayBuffer()), { type: 'array' }).Sheets.names, {
      header: 1,
    });
    expect(rows[0]).toEqual(['id', 'en', 'de']);
    expect(rows.find((r) => r[0] === f.id)).toEqual([f.id, 'Names', 'Namen']);
    const imp = await importAndRun(t, admin, `${base()}/names/import`, {
      xlsx: {
        name: 'names.xlsx',
        data: xlsx([
          ['id', 'en', 'de', 'es'],
          [f.id, 'Names 2', '', 'Nombres'],
        ]),
      },
    });
    expect(imp.status, JSON.stringify(imp.body)).toBe(200);
    expect(imp.body).toEqual({ updated: 1 });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'folders'), eq(auditLog.action, 'names.import')));
    expect(audits.map((a) => a.target)).toEqual(['names.xlsx']);
    const [row] = await t.db.select().from(folders).where(eq(folders.id, f.id));
    expect(row.name).toEqual({ en: 'Names 2', de: 'Namen', es: 'Nombres' });
  });

  it("refuses what is not xlsx ('Only xlsx files can be uploaded') and reports bad rows, changing nothing", async () => {
    const notX = await admin.upload(`${base()}/names/import`, { xlsx: { name: 'names.csv', data: 'id,en' } });
    expect(notX.body.message).toBe('Only xlsx files can be uploaded');
    const fake = await admin.upload(`${base()}/names/import`, { xlsx: { name: 'names.xlsx', data: 'not a zip' } });
    expect(fake.body.message).toBe('Only xlsx files can be uploaded');
    const f = (await create(admin, 'Keep')).body.folder;
    const bad = await importAndRun(t, admin, `${base()}/names/import`, {
      xlsx: {
        name: 'n.xlsx',
        data: xlsx([
          ['id', 'en'],
          [f.id, 'Changed'],
          [99999, 'Nope'],
        ]),
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Row 3: no folder 99999 in this project');
    expect(bad.job?.result).toEqual({ problems: ['Row 3: no folder 99999 in this project'] });
    const [row] = await t.db.select().from(folders).where(eq(folders.id, f.id));
    expect(row.name.en).toBe('Keep');
  });

  it('imports a file made by a real spreadsheet program (gnumeric)', async () => {
    const f = (await create(admin, 'Gnumeric')).body.folder;
    // tests/fixtures/folder-names.gnumeric.xlsx: id 1000001 en 'Gnumeric made' fr 'Fait par Gnumeric' (ssconvert from CSV)
    await t.db.update(folders).set({ id: 1_000_001 }).where(eq(folders.id, f.id));
    const data = new Uint8Array(readFileSync(new URL('../../../tests/fixtures/folder-names.gnumeric.xlsx', import.meta.url)));
    const r = await importAndRun(t, admin, `${base()}/names/import`, { xlsx: { name: 'folder-names.gnumeric.xlsx', data } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [row] = await t.db.select().from(folders).where(eq(folders.id, 1_000_001));
    expect(row.name).toEqual({ en: 'Gnumeric made', fr: 'Fait par Gnumeric' });
  });
});

describe('random puzzles (002)', () => {
  const fields = (ids: string | null, file: { name: string; data: BlobPart } | null) => ({
    ...(ids !== null ? { sourceFolderIds: ids } : {}),
    ...(file ? { targetFile: file } : {}),
  });
  const send = (path: 'check', ids: string | null, file: { name: string; data: BlobPart } | null) =>
    admin.upload(`${base()}/random_puzzles/${path}`, fields(ids, file));
  // Create runs as a job: its result, or 400 with the job's error and every problem.
  const createRandom = (ids: string | null, file: { name: string; data: BlobPart } | null) =>
    importAndRun(t, admin, `${base()}/random_puzzles`, fields(ids, file));

  it('checks row by row, then creates folders of random puzzles from the sources', async () => {
    const s1 = (await create(admin, 'R1')).body.folder;
    const s2 = (await create(admin, 'R2')).body.folder;
    const pool = [...(await puzzlesIn(s1.id, 3)), ...(await puzzlesIn(s2.id, 2))];
    const bad = await send('check', `${s1.id}, ${s2.id}`, {
      name: 'r.xlsx',
      data: xlsx([
        ['name', 'count'],
        ['A', 2],
        ['', 1],
        ['C', 0],
        ['D', 9],
      ]),
    });
    expect(bad.status, JSON.stringify(bad.body)).toBe(200);
    expect(bad.body.ok).toBe(false);
    expect(bad.body.available).toBe(5);
    expect(bad.body.rows.map((r: { row: number; problems: string[] }) => [r.row, r.problems.length > 0])).toEqual([
      [2, false],
      [3, true],
      [4, true],
      [5, true],
    ]);
    expect(bad.body.rows[1].problems).toContain("Please input folder's name");
    const refused = await createRandom(`${s1.id},${s2.id}`, {
      name: 'r.xlsx',
      data: xlsx([
        ['name', 'count'],
        ['A', 9],
      ]),
    });
    expect([refused.status, refused.body.message]).toEqual([400, 'Check the file first: it has problems']);
    expect(refused.job?.result).toEqual({ problems: ['Row 2: Not enough puzzles: the rows up to here need 9, the source folders have 5'] });
    const file = {
      name: 'r.xlsx',
      data: xlsx([
        ['name', 'count'],
        ['Rand A', 2],
        ['Rand B', 3],
      ]),
    };
    expect((await send('check', `${s1.id},${s2.id}`, file)).body.ok).toBe(true);
    const made = await createRandom(`${s1.id},${s2.id}`, file);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.folders.map((f: { name: string; count: number }) => [f.name, f.count])).toEqual([
      ['Rand A', 2],
      ['Rand B', 3],
    ]);
    const got = [...(await order(made.body.folders[0].id)), ...(await order(made.body.folders[1].id))].map(([id]) => id);
    expect([...got].sort()).toEqual([...pool].sort());
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'folders'), eq(auditLog.action, 'random.create')));
    expect(entry.userMail).toBe(ADMIN.mail);
  });

  it('flags a count cell that is no whole number, or too large, with its own message and the cell as written', async () => {
    const s1 = (await create(admin, 'R3')).body.folder;
    await puzzlesIn(s1.id, 3);
    const rows = [
      ['name', 'count'],
      ['Big', 99999999],
      ['Text', 'abc'],
      ['Half', 1.5],
      ['Neg', -3],
      ['Zero', 0],
    ];
    const r = await send('check', String(s1.id), { name: 'r.xlsx', data: xlsx(rows) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.ok).toBe(false);
    expect(r.body.rows.map((x: { count: number | null; cell: string; problems: string[] }) => [x.count, x.cell, x.problems])).toEqual([
      [null, '99999999', ['pick count can not be more than 20000']],
      [null, 'abc', ['pick count must be a whole number']],
      [null, '1.5', ['pick count must be a whole number']],
      [null, '-3', ['pick count can not be less than 1']],
      [null, '0', ['pick count can not be less than 1']],
    ]);
    // Create refuses the same file and makes nothing.
    const before = (await t.db.select().from(folders)).length;
    const refused = await createRandom(String(s1.id), { name: 'r.xlsx', data: xlsx(rows) });
    expect([refused.status, refused.body.message]).toEqual([400, 'Check the file first: it has problems']);
    expect(refused.job?.result).toEqual({
      problems: [
        'Row 2: pick count can not be more than 20000',
        'Row 3: pick count must be a whole number',
        'Row 4: pick count must be a whole number',
        'Row 5: pick count can not be less than 1',
        'Row 6: pick count can not be less than 1',
      ],
    });
    expect((await t.db.select().from(folders)).length).toBe(before);
  });

  it('answers 002 §5 messages', async () => {
    const file = {
      name: 'r.xlsx',
      data: xlsx([
        ['name', 'count'],
        ['A', 1],
      ]),
    };
    expect((await send('check', null, file)).body.message).toBe('Please input source folder ids (comma-separated integers)');
    expect((await send('check', '1;2', file)).body.message).toBe('Please input source folder ids (comma-separated integers)');
    expect((await send('check', '1', null)).body.message).toBe('Please select an xlsx file');
    expect((await send('check', '1', { name: 'r.txt', data: 'x' })).body.message).toBe('Only xlsx files can be uploaded');
    expect((await send('check', '99999999999999999999', file)).status).toBe(400);
    expect((await noRight.upload(`${base()}/random_puzzles/check`, { sourceFolderIds: '1', targetFile: file })).status).toBe(403);
    // Create answers the same at once, before any job starts.
    const jobsBefore = (await t.db.select().from(jobs)).length;
    expect((await createRandom(null, file)).body.message).toBe('Please input source folder ids (comma-separated integers)');
    expect((await createRandom('1', null)).body.message).toBe('Please select an xlsx file');
    expect((await createRandom('1', { name: 'r.txt', data: 'x' })).body.message).toBe('Only xlsx files can be uploaded');
    expect((await noRight.upload(`${base()}/random_puzzles`, { sourceFolderIds: '1', targetFile: file })).status).toBe(403);
    expect((await t.db.select().from(jobs)).length).toBe(jobsBefore);
    // Unknown source ids: the job fails with the check's message.
    expect((await createRandom('99999999', file)).body.message).toBe('Unknown source folder ids: 99999999');
  });
});
