// Uploads (002 Upload page): the project's files newest first with md5, size, operator and URL,
// paging by the spec's sizes, only mine by operator mail, roles and other projects.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { loadServerPlugins } from '../../../app/server/plugins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, LIMIT, USER, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
let admin: Client;
let user: Client;
beforeAll(async () => {
  t = await startTestApp({ plugins: ['uploads'], demo: [] });
  admin = await t.signIn(ADMIN);
  user = await t.signIn(USER); // every right in jigsaw and tiles
});
afterAll(() => t.close());

const put = (c: Client, code: string, name: string, data: string, type = 'text/plain') =>
  c.upload(`/v1/${code}/upload`, { file: { name, data, type } });
const list = (c: Client, code: string, query = '') => c.get(`/v1/${code}/uploads${query}`);

describe('uploads', () => {
  it('lists every upload of the project, newest first, with md5, size, operator and url', async () => {
    const before = Date.now();
    const a = await put(admin, 'jigsaw', 'a.png', 'png bytes', 'image/png');
    const b = await put(user, 'jigsaw', 'b.txt', 'hello');
    await put(admin, 'tiles', 'other.txt', 'elsewhere');
    expect([a.status, b.status]).toEqual([200, 200]);
    const r = await list(admin, 'jigsaw');
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(2);
    expect(r.body.rows.map((x: { fileName: string }) => x.fileName)).toEqual(['b.txt', 'a.png']);
    expect(r.body.rows[0]).toMatchObject({
      url: b.body.url,
      md5: createHash('md5').update('hello').digest('hex'),
      size: 5,
      contentType: expect.stringContaining('text/plain'),
      operatorMail: USER.mail,
      operatorName: 'Demo User',
    });
    expect(r.body.rows[1]).toMatchObject({ url: a.body.url, contentType: 'image/png', operatorMail: ADMIN.mail });
    // Stamped when it was made: between the test's start and now (an order, not an age).
    expect(Date.parse(r.body.rows[0].createdAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(r.body.rows[0].createdAt)).toBeLessThanOrEqual(Date.now());
  });

  it("keeps only the current user's uploads with mine=1", async () => {
    expect((await list(user, 'jigsaw', '?mine=1')).body.rows.map((x: { operatorMail: string }) => x.operatorMail)).toEqual([USER.mail]);
    expect((await list(admin, 'jigsaw', '?mine=1')).body).toMatchObject({ total: 1, rows: [{ fileName: 'a.png' }] });
    expect((await list(admin, 'jigsaw', '?mine=0')).body.total).toBe(2);
    expect((await list(admin, 'jigsaw', '?mine=yes')).status).toBe(400);
  });

  it('pages by the spec sizes (10, 20, 50, 100; default 10)', async () => {
    for (let i = 0; i < 12; i++) await put(admin, 'pins', `f${i}.txt`, `file ${i}`);
    const first = (await list(admin, 'pins')).body;
    expect([first.total, first.rows.length]).toEqual([12, 10]);
    const second = (await list(admin, 'pins', '?pn=2&ps=10')).body;
    expect(second.rows.map((x: { fileName: string }) => x.fileName)).toEqual(['f1.txt', 'f0.txt']);
    expect((await list(admin, 'pins', '?ps=20')).body.rows).toHaveLength(12);
    expect((await list(admin, 'pins', '?ps=15')).status).toBe(400);
    expect((await list(admin, 'pins', '?pn=0')).status).toBe(400);
    expect((await list(admin, 'pins', '?pn=99999999999999999999')).status).toBe(400);
    expect((await list(admin, 'pins', '?pn=1000')).body.rows).toEqual([]);
  });

  it('needs the uploads right in the project', async () => {
    expect((await list(user, 'words')).status).toBe(403);
    const limit = await t.signIn(LIMIT); // every right in pins
    expect((await list(limit, 'pins')).status).toBe(200);
    expect((await list(limit, 'jigsaw')).status).toBe(403);
    expect((await list(t.client(), 'jigsaw')).status).toBe(401);
  });
});

// Issue 28: a member (LIMIT included) must not take a key a plugin fills by content hash first: the
// plugin's own write of that file would then be a permanent 409. The folders come from the enabled
// plugins' manifests (ownedFolders), so without those plugins the same keys are ordinary ones.
describe('keys under folders plugins own', () => {
  let owners: TestApp;
  let limit: Client;
  beforeAll(async () => {
    owners = await startTestApp({ plugins: ['uploads', 'activities', 'online-releases', 'push', 'puzzles'], demo: [] });
    limit = await owners.signIn(LIMIT); // a member of pins
  }, 120_000);
  afterAll(() => owners?.close());

  const sha = (s: string) => createHash('sha256').update(s).digest('hex');
  const upload = (c: Client, key: string, data = 'squatter') =>
    c.upload('/v1/pins/upload', { file: { name: 'x.png', data, type: 'image/png' }, key });

  it('refuses them with 400 naming the folder and its plugin, as it refuses _private, storing nothing', async () => {
    const cases: [string, string, string][] = [
      [`activities/${sha('pack')}/pack.zip`, 'activities', 'Activities'],
      [`online-releases/general/1/2/android/${sha('b')}/b.bundle`, 'online-releases', 'Online releases'],
      [`online-releases`, 'online-releases', 'Online releases'],
      [`push/${sha('img')}/image.png`, 'push', 'Push notifications'],
      [`puzzles/pictures/${sha('pic')}/p.png`, 'puzzles/pictures', 'Puzzles'],
    ];
    for (const [key, folder, owner] of cases) {
      const r = await upload(limit, key);
      expect([key, r.status, r.body.message, r.body.issues?.[0]?.path]).toEqual([
        key,
        400,
        `Illegal key: the ${folder} folder is reserved for files ${owner} stores by their content`,
        'key',
      ]);
      expect(await owners.services.storage.stat(`pins/${key}`)).toBeNull();
    }
    expect((await list(await owners.signIn(ADMIN), 'pins')).body.total).toBe(0);
    // Neighbours that only share a prefix of the name are free; so are the operators' own folders.
    for (const key of ['activities-old/a.png', 'pushed/a.png', 'puzzles/thumbs/1.svg', 'puzzles/picture.png'])
      expect([key, (await upload(limit, key)).status]).toEqual([key, 200]);
  });

  it('takes a key under uploads/<sha-256>/ only for the bytes that hash names', async () => {
    const wrong = await upload(limit, `uploads/${sha('other bytes')}/x.png`, 'squatter');
    expect([wrong.status, wrong.body.message]).toEqual([
      400,
      'Illegal key: uploads/<sha-256>/… holds only the file whose sha-256 it names; upload without a key to get it',
    ]);
    expect((await upload(limit, 'uploads/x.png')).status).toBe(400);
    const right = await upload(limit, `uploads/${sha('squatter')}/x.png`, 'squatter');
    expect(right.status).toBe(200);
    // The keyless upload of the same bytes lands on that key: same bytes, same answer.
    const keyless = await limit.upload('/v1/pins/upload', { file: { name: 'x.png', data: 'squatter', type: 'image/png' } });
    expect(keyless.body).toEqual(right.body);
  });

  it('leaves those keys to uploads when their plugins are not enabled', async () => {
    expect(
      (
        await user.upload('/v1/jigsaw/upload', {
          file: { name: 'x.png', data: 'mine', type: 'image/png' },
          key: `activities/${sha('mine')}/x.png`,
        })
      ).status,
    ).toBe(200);
  });
});

// A plugin that starts storing files by content hash under a new folder of the project's storage
// must declare that folder: the keys each plugin's server code builds as `<code>/<folder>/<sha>/…`
// (contentKey under the project's folder) lie in its own ownedFolders. Core's `uploads/` is core's.
describe('ownedFolders', () => {
  it("cover every project folder a plugin's server code fills by content hash", async () => {
    const found: string[] = [];
    for (const plugin of await loadServerPlugins()) {
      const dir = path.join('plugins', plugin.id, 'server');
      const files = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
      for (const file of files) {
        const text = fs.readFileSync(path.join(dir, file), 'utf8');
        // contentKey(`${code}/folder/...`, ...) and `${code}/${contentKey('folder', ...)}`, over line breaks
        const folders = [
          ...[...text.matchAll(/contentKey\(\s*`\$\{[\w.]*[cC]ode\}\/([\w-]+(?:\/[\w-]+)?)/g)].map((m) => m[1]),
          ...[...text.matchAll(/`\$\{[\w.]*[cC]ode\}\/\$\{contentKey\(\s*'([\w/-]+)'/g)].map((m) => m[1]),
        ];
        for (const folder of folders) {
          if (folder === 'uploads') continue;
          found.push(folder);
          const owned = (plugin.ownedFolders ?? []).some((f) => folder === f || folder.startsWith(`${f}/`));
          expect(owned, `${dir}/${file} stores by content hash under ${folder}/: declare it in ${plugin.id}'s ownedFolders`).toBe(true);
        }
      }
    }
    // The scan finds what issue 28 named, so it is reading the code.
    expect([...new Set(found)]).toEqual(expect.arrayContaining(['activities', 'online-releases', 'push', 'puzzles/pictures']));
  });
});
