// Folder thumbnails (001 §2 "thumbnails (one project only)", §9 75x133 scale 0.1): the demo gives
// every jigsaw folder a real picture at the source size (750x1330) served under /cdn/, and an
// operator sets, replaces and removes one; a project without the thumbnail column refuses it, and
// a thumbnail must be a picture. Also the demo's project config (copy, collections).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, uploads } from '../../../core/server/db/schema';
import { ADMIN, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';
import type { Folder, FolderListResponse } from '../shared';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await startTestApp({ plugins: ['puzzles', 'folders'] });
  admin = await t.signIn(ADMIN);
});
afterAll(() => t.close());

const list = async (code: string) => (await admin.get(`/v1/${code}/folder?pn=1&ps=100`)).body as FolderListResponse;
const path = (url: string) => new URL(url, 'http://x').pathname;
const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();

describe('demo thumbnails', () => {
  it('gives every jigsaw folder a 750x1330 picture served under /cdn/ and listed among the uploads', async () => {
    const { folders } = await list('jigsaw');
    expect(folders.length).toBeGreaterThan(0);
    const thumbs = folders.map((f) => f.attr.thumb);
    expect(thumbs.every((u) => typeof u === 'string' && u.includes('/cdn/jigsaw/uploads/'))).toBe(true);
    expect(new Set(thumbs).size).toBe(folders.length);
    const res = await t.app.fetch(new Request(`http://x${path(thumbs[0]!)}`));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/image\/webp/);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([750, 1330]);
    const listed = await t.db.select().from(uploads).where(eq(uploads.url, thumbs[0]!));
    expect(listed).toHaveLength(1);
  });

  it('gives no thumbnails to the projects without the column', async () => {
    const { folders } = await list('tiles');
    expect(folders.length).toBeGreaterThan(0);
    expect(folders.every((f) => f.attr.thumb === undefined)).toBe(true);
  });

  it('sets the demo config: copy in jigsaw and words, collections with types and the collectionKey column in words', async () => {
    expect((await list('jigsaw')).copyEnabled).toBe(true);
    const words = await list('words');
    expect(words).toMatchObject({ copyEnabled: true, collections: true, attrColumns: ['collectionKey'] });
    expect(words.folderTypes.length).toBeGreaterThan(0);
    expect((await list('tiles')).collections).toBe(false);
  });
});

describe('setting a thumbnail', () => {
  let folder: Folder;
  beforeAll(async () => {
    const made = await admin.post('/v1/jigsaw/folder', { name: { en: 'thumb test' } });
    expect(made.status).toBe(200);
    folder = made.body.folder;
  });
  const upload = async (code: string, name: string, data: BlobPart, type: string) => {
    const r = await admin.upload(`/v1/${code}/upload`, { file: { name, data, type } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.url as string;
  };
  const setThumb = (code: string, id: number, thumb: string | null) => admin.put(`/v1/${code}/folder/${id}`, { attr: { thumb } });

  it('sets, replaces and removes a folder thumbnail, with an audit entry each time', async () => {
    const first = await upload('jigsaw', 'a.png', new Uint8Array(await png(75, 133)), 'image/png');
    const set = await setThumb('jigsaw', folder.id, first);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.folder.attr.thumb).toBe(first);
    const second = await upload('jigsaw', 'b.png', new Uint8Array(await png(750, 1330)), 'image/png');
    expect((await setThumb('jigsaw', folder.id, second)).body.folder.attr.thumb).toBe(second);
    expect((await list('jigsaw')).folders.find((f) => f.id === folder.id)?.attr.thumb).toBe(second);
    const removed = await setThumb('jigsaw', folder.id, null);
    expect(removed.status).toBe(200);
    expect(removed.body.folder.attr.thumb).toBeUndefined();
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'folders'), eq(auditLog.action, 'update'), eq(auditLog.target, String(folder.id))));
    expect(audits.map((a) => (a.after as Folder).attr.thumb)).toEqual([first, second, undefined]);
  });

  it('refuses what is not an uploaded picture of this project, and a project without thumbnails; nothing changes', async () => {
    const zip = await upload('jigsaw', 'r.zip', 'PK\u0003\u0004zip', 'application/zip');
    const notImage = await setThumb('jigsaw', folder.id, zip);
    expect(notImage.status).toBe(400);
    expect(notImage.body.message).toBe('A thumbnail is a PNG, JPEG or WebP picture');
    const unknown = await setThumb('jigsaw', folder.id, 'https://example.com/x.png');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Upload the thumbnail first');
    const elsewhere = await upload('tiles', 'c.png', new Uint8Array(await png(10, 10)), 'image/png');
    expect((await setThumb('jigsaw', folder.id, elsewhere)).status).toBe(400);
    const tilesFolder = (await list('tiles')).folders[0];
    const noColumn = await setThumb('tiles', tilesFolder.id, elsewhere);
    expect(noColumn.status).toBe(400);
    expect(noColumn.body.message).toBe('This project shows no folder thumbnails');
    expect((await list('tiles')).folders[0].attr.thumb).toBeUndefined();
    expect((await list('jigsaw')).folders.find((f) => f.id === folder.id)?.attr.thumb).toBeUndefined();
  });
});
