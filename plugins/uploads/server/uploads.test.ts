// Uploads (002 Upload page): the project's files newest first with md5, size, operator and URL,
// paging by the spec's sizes, only mine by operator mail, roles and other projects.
import { createHash } from 'node:crypto';
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

const put = (c: Client, code: string, name: string, data: string, type = 'text/plain') => c.upload(`/v1/${code}/upload`, { file: { name, data, type } });
const list = (c: Client, code: string, query = '') => c.get(`/v1/${code}/uploads${query}`);

describe('uploads', () => {
  it('lists every upload of the project, newest first, with md5, size, operator and url', async () => {
    const a = await put(admin, 'jigsaw', 'a.png', 'png bytes', 'image/png');
    const b = await put(user, 'jigsaw', 'b.txt', 'hello');
    await put(admin, 'tiles', 'other.txt', 'elsewhere');
    expect([a.status, b.status]).toEqual([200, 200]);
    const r = await list(admin, 'jigsaw');
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(2);
    expect(r.body.rows.map((x: { fileName: string }) => x.fileName)).toEqual(['b.txt', 'a.png']);
    expect(r.body.rows[0]).toMatchObject({ url: b.body.url, md5: createHash('md5').update('hello').digest('hex'), size: 5, contentType: expect.stringContaining('text/plain'), operatorMail: USER.mail, operatorName: 'Demo User' });
    expect(r.body.rows[1]).toMatchObject({ url: a.body.url, contentType: 'image/png', operatorMail: ADMIN.mail });
    expect(Date.parse(r.body.rows[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
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
