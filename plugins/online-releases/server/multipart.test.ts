// Multipart releases (001): only where the project config has them; the form's messages; the
// data file cut into parts; Init -> Sandbox deployed -> Prod deployed; prod for owners and admins.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releases as contentReleases } from '../../../core/server/db/content';
import { ADMIN, startTestApp, type Client, type TestApp, createProject } from '../../../tests/api/harness';

let t: TestApp;
let admin: Client;
let key: string;
const CODE = 'olmp';
const base = `/v1/${CODE}/online_release/multipart`;
const DATA = 'x'.repeat(2500);

beforeAll(async () => {
  t = await startTestApp({ plugins: ['online-releases'], demo: false });
  admin = await t.signIn(ADMIN);
  key = await createProject(admin, CODE, { config: { onlineReleases: { multipart: true } } });
  await createProject(admin, 'nomp');
});
afterAll(() => t.close());

const local = async () => {
  const k = `${CODE}/releases/mp-${Math.random().toString(36).slice(2)}.bin`;
  await t.services.storage.put(k, new TextEncoder().encode(DATA));
  return (
    await t.db.insert(contentReleases).values({ projectCode: CODE, name: 'L', type: 'main', published: true, dataFilePath: k }).returning()
  )[0];
};

describe('multipart releases', () => {
  it('exists only for the project whose config asks for it', async () => {
    const r = await admin.get('/v1/nomp/online_release/multipart');
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('Multipart releases are not enabled for this project');
    expect((await admin.get(base)).body.rows).toEqual([]);
  });

  it('requires name, release type, release and version tag', async () => {
    const r = await admin.post(base, {});
    expect(Object.fromEntries(r.body.issues.map((i: { path: string; message: string }) => [i.path, i.message]))).toEqual({
      name: 'Please input name',
      releaseType: 'Please select Release Type',
      localReleaseId: 'Please select a release',
      versionTag: 'Please input Version Tag',
    });
    expect((await admin.post(base, { name: 'a', releaseType: 'main', localReleaseId: 1, versionTag: 'v', cutSize: 5 })).body.message).toBe(
      'cutSize must be a whole number of bytes, at least 1024',
    );
    expect(
      (await admin.post(base, { name: 'a', releaseType: 'main', localReleaseId: '99999999999999999999', versionTag: 'v' })).status,
    ).toBe(400);
  });

  it('cuts the data file into parts, deploys sandbox then prod, and the client reads the parts', async () => {
    const l = await local();
    const m = (await admin.post(base, { name: 'Parts', releaseType: 'main', localReleaseId: l.id, versionTag: 'v1', cutSize: 1024 })).body
      .release;
    expect(m).toMatchObject({
      status: 'Init',
      typeName: 'main',
      extra: { localReleaseId: l.id, sandbox_returnId: null, prod_returnId: null },
    });
    expect(m.config.default.resources.map((p: { sort: number; size: number }) => [p.sort, p.size])).toEqual([
      [1, 1024],
      [2, 1024],
      [3, 452],
    ]);
    expect(m.config.default.resources[2].md5).toBe(createHash('md5').update(DATA.slice(2048)).digest('hex'));
    expect((await admin.post(`${base}/${m.id}/deploy`, { env: 'prod' })).body.message).toBe('Deploy to sandbox first');
    const sb = await admin.post(`${base}/${m.id}/deploy`, { env: 'sandbox' });
    expect(sb.body.release).toMatchObject({ status: 'Sandbox deployed', extra: { sandbox_returnId: sb.body.returnId } });
    const made = (await admin.post('/v1/admin/user/createUser', { mail: 'mp@example.com', displayName: 'Mp' })).body;
    await admin.post(`/v1/${CODE}/authorize`, { userId: made.id, rights: ['online_release'] });
    const user = await t.signIn({ mail: 'mp@example.com', password: made.password });
    expect((await user.post(`${base}/${m.id}/deploy`, { env: 'prod' })).status).toBe(403);
    const pr = await admin.post(`${base}/${m.id}/deploy`, { env: 'prod' });
    expect(pr.body.release.status).toBe('Prod deployed');
    const read = await t.client().get(`/client/v1/${CODE}/prod/releases?platform=android&version=1.0.0`, { 'x-client-key': key });
    expect(read.body.multipart).toHaveLength(1);
    expect(read.body.multipart[0].resources.map((p: { sort: number }) => p.sort)).toEqual([1, 2, 3]);
    const part = await t.client().get(read.body.multipart[0].resources[2].url);
    expect(part.body).toBe(DATA.slice(2048));
  });
});
