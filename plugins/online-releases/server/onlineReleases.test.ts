// Online releases (000 §2.12): list 10 a page, create in Input and Select mode with every form
// message, the client-version rule, edit, upload to sandbox, sync to prod (create or update the
// copy), staging then switch, wrong states, roles, download.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../../core/server/db/schema';
import { releases as contentReleases } from '../../../core/server/db/content';
import { ADMIN, startTestApp, type Client, type TestApp, createProject } from '../../../tests/api/harness';
import { createRelease, releaseFields, resourceFile } from './onlineReleasesHelpers';

let t: TestApp;
let admin: Client;
const CODE = 'olr';
const base = `/v1/${CODE}/online_release`;

beforeAll(async () => {
  t = await startTestApp({ plugins: ['online-releases'], demo: false });
  admin = await t.signIn(ADMIN);
  await createProject(admin, CODE);
  await createProject(admin, 'other');
});
afterAll(() => t.close());

const issuesOf = (r: { body: { issues: { path: string; message: string }[] } }) =>
  Object.fromEntries(r.body.issues.map((i) => [i.path, i.message]));

describe('create and edit', () => {
  it('creates a sandbox release from one file, with md5, size, crc and the stored file', async () => {
    const r = await createRelease(admin, CODE);
    expect(r).toMatchObject({
      env: 'sandbox',
      name: 'Spring Levels',
      releaseType: 'main',
      platform: 'android',
      rule: { clientVersions: ['1.0.0', '2.0.0'] },
      returnId: null,
      prodId: null,
      sandboxId: null,
      staging: 0,
      localReleaseId: null,
      resourceName: 'release.zip',
      resourceSize: 12,
      operator: 'Admin',
    });
    expect(r.resourceMd5).toBe(createHash('md5').update('release data').digest('hex'));
    expect(r.assetFileHash).toBe(createHash('sha256').update('release data').digest('hex'));
    expect(r.crc).toMatch(/^[0-9a-f]{8}$/);
    // Resource download: the storage URL serves the bytes.
    const file = await t.client().get(r.resourceUrl);
    expect(file.status).toBe(200);
    expect(file.body).toBe('release data');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'online-releases'), eq(auditLog.action, 'create')));
    expect(audit.map((a) => a.target)).toContain(String(r.id));
  });

  it('names every missing field with the spec message, and changes nothing', async () => {
    const before = (await admin.get(`${base}?env=sandbox`)).body.count;
    const r = await admin.upload(base, { mode: 'Input' });
    expect(r.status).toBe(400);
    expect(issuesOf(r)).toEqual({ name: 'Please input name', releaseType: 'Please select Release Type', resource: 'Please select a file' });
    const s = await admin.upload(base, { mode: 'Select', name: 'x', releaseType: 'main' });
    expect(issuesOf(s)).toEqual({ localReleaseId: 'Please select a release' });
    const two = new FormData();
    for (const [k, v] of Object.entries(releaseFields())) two.append(k, v);
    two.append('resource', new File(['a'], 'a.zip'));
    two.append('resource', new File(['b'], 'b.zip'));
    expect((await admin.request('POST', base, two)).body.message).toBe('Only one resource file can be uploaded');
    expect((await admin.get(`${base}?env=sandbox`)).body.count).toBe(before);
  });

  it('applies the client-version rule: one bound given, the other is 0.0.0; none clears it', async () => {
    const rule = async (v: unknown) => (await createRelease(admin, CODE, { rule: JSON.stringify(v) })).rule;
    expect(await rule({ clientVersions: ['1.2.0', ''] })).toEqual({ clientVersions: ['1.2.0', '0.0.0'] });
    expect(await rule({ clientVersions: ['', '3.0.0'] })).toEqual({ clientVersions: ['0.0.0', '3.0.0'] });
    expect(await rule({ clientVersions: ['', ''] })).toBeNull();
    expect(await rule(null)).toBeNull();
    expect((await createRelease(admin, CODE, { rule: '' })).rule).toBeNull();
    const bad = await admin.upload(base, {
      ...releaseFields({ rule: JSON.stringify({ clientVersions: ['1.x', '2.0.0'] }) }),
      resource: resourceFile(),
    });
    expect(bad.body.issues).toEqual([{ path: 'rule.clientVersions.0', message: 'Client version must look like 1.2.3' }]);
    const order = await admin.upload(base, {
      ...releaseFields({ rule: JSON.stringify({ clientVersions: ['3.0.0', '2.0.0'] }) }),
      resource: resourceFile(),
    });
    expect(order.body.message).toBe('The min client version must not be above the max');
  });

  it('keeps bad input out with a 4xx: NUL bytes, huge names, 20-digit ids, a type the project does not have', async () => {
    expect((await admin.upload(base, { ...releaseFields({ name: 'a'.repeat(500) }), resource: resourceFile() })).status).toBe(400);
    expect((await admin.upload(base, { ...releaseFields({ mode: 'Select', localReleaseId: '12345678901234567890' }) })).status).toBe(400);
    expect((await admin.upload(base, { ...releaseFields({ platform: 'windows' }), resource: resourceFile() })).body.message).toBe(
      'platform must be android, ios or mac',
    );
    expect((await admin.get(`${base}/12345678901234567890`)).status).toBe(404);
    expect((await admin.get(`${base}?env=dev`)).status).toBe(400);
    const nul = await admin.upload(base, { ...releaseFields({ name: 'a\u0000b' }), resource: resourceFile() });
    expect(nul.status).toBeLessThan(500);
    await admin.put(`/v1/admin/projects/other`, {
      nickname: 'other',
      description: 'o',
      domain: 1,
      ownerIds: [],
      serviceHost: '',
      config: { releaseTypes: ['main', 'daily'] },
      disabledPlugins: [],
    });
    const typed = await admin.upload(`/v1/other/online_release`, { ...releaseFields({ releaseType: 'weekly' }), resource: resourceFile() });
    expect(typed.status).toBe(400);
    expect(typed.body.message).toBe("Release type 'weekly' is not one of the project's release types");
    expect(
      (await admin.upload(`/v1/other/online_release`, { ...releaseFields({ releaseType: 'daily' }), resource: resourceFile() })).status,
    ).toBe(200);
    // 000 §5: a project that requires a platform (unity) refuses none.
    await admin.put(`/v1/admin/projects/other`, {
      nickname: 'other',
      description: 'o',
      domain: 1,
      ownerIds: [],
      serviceHost: '',
      config: { onlineReleases: { platformRequired: true } },
      disabledPlugins: [],
    });
    const noPlatform = await admin.upload(`/v1/other/online_release`, { ...releaseFields({ platform: '' }), resource: resourceFile() });
    expect(noPlatform.body.issues).toEqual([{ path: 'platform', message: 'Please select platform' }]);
    expect(
      (await admin.upload(`/v1/other/online_release`, { ...releaseFields({ platform: 'mac' }), resource: resourceFile() })).status,
    ).toBe(200);
  });

  it('creates in Select mode from a published release, shipping its data file', async () => {
    const key = `${CODE}/releases/data-7.json`;
    await t.services.storage.put(key, new TextEncoder().encode('{"folders":[]}'), 'application/json');
    const [draft] = await t.db.insert(contentReleases).values({ projectCode: CODE, name: 'Draft', type: 'main' }).returning();
    const [pub] = await t.db
      .insert(contentReleases)
      .values({ projectCode: CODE, name: 'Shipped', type: 'main', published: true, dataFilePath: key })
      .returning();
    const [noFile] = await t.db
      .insert(contentReleases)
      .values({ projectCode: CODE, name: 'Empty', type: 'main', published: true })
      .returning();
    const [foreign] = await t.db
      .insert(contentReleases)
      .values({ projectCode: 'other', name: 'Theirs', type: 'main', published: true, dataFilePath: key })
      .returning();
    const sel = (id: number) => admin.upload(base, releaseFields({ mode: 'Select', localReleaseId: String(id) }));
    expect((await sel(draft.id)).body.message).toBe(`Release #${draft.id} is not published`);
    expect((await sel(noFile.id)).body.message).toBe(`Release #${noFile.id} has no data file yet`);
    expect((await sel(foreign.id)).body.message).toBe('Please select a release');
    const opts = (await admin.get(`${base}/options`)).body;
    expect(opts.releases.map((x: { id: number }) => x.id)).toEqual([noFile.id, pub.id]);
    expect(opts.flags).toEqual({ quickDeploy: false, multipart: false, platformRequired: false });
    const r = await sel(pub.id);
    expect(r.status).toBe(200);
    expect(r.body.release).toMatchObject({
      localReleaseId: pub.id,
      resourceName: 'data-7.json',
      resourceSize: 14,
      resourceMd5: createHash('md5').update('{"folders":[]}').digest('hex'),
    });
  });

  it('edits a sandbox release (the file optional); an edit of an uploaded one must be uploaded again', async () => {
    const r = await createRelease(admin, CODE, { name: 'Editable' });
    const kept = (await admin.putUpload(`${base}/${r.id}`, releaseFields({ name: 'Edited', rule: '' }))).body.release;
    expect(kept).toMatchObject({ name: 'Edited', rule: null, resourceMd5: r.resourceMd5 });
    await admin.post(`${base}/${r.id}/upload?env=sandbox`);
    const next = (await admin.putUpload(`${base}/${r.id}`, { ...releaseFields({ name: 'Edited' }), resource: resourceFile('new data') }))
      .body.release;
    expect(next.returnId).toBeNull();
    expect(next.resourceSize).toBe(8);
    expect((await admin.putUpload(`${base}/${r.id}`, releaseFields({ name: '' }))).body.message).toBe('Please input name');
  });
});

describe('life cycle', () => {
  it('uploads to sandbox once, syncs to prod, stages, switches; each wrong state refused', async () => {
    const r = await createRelease(admin, CODE, { name: 'Cycle' });
    expect((await admin.post(`${base}/${r.id}/resource/sync`)).body.message).toBe('Upload the release to sandbox first');
    const up = await admin.post(`${base}/${r.id}/upload?env=sandbox`);
    expect(up.status).toBe(200);
    expect(up.body.release.returnId).toBe(up.body.returnId);
    expect((await admin.post(`${base}/${r.id}/upload?env=sandbox`)).body.message).toBe(
      `Online release ${r.id} is already uploaded; edit it to upload again`,
    );
    expect((await admin.post(`${base}/${r.id}/switch`)).body.message).toBe('Staging and switch are for prod online releases');

    // Sync creates the prod copy (or JSON {env: prod, sandboxId} does).
    const prod = (await admin.post(`${base}/${r.id}/resource/sync`)).body.release;
    expect(prod).toMatchObject({ env: 'prod', sandboxId: r.id, returnId: null, staging: 0, name: 'Cycle', resourceMd5: r.resourceMd5 });
    expect((await admin.get(`${base}/${r.id}`)).body.release.prodId).toBe(prod.id);
    expect((await admin.post(base, { env: 'prod', sandboxId: r.id })).body.message).toBe(
      `Online release ${r.id} already has a prod copy (${prod.id})`,
    );
    expect((await admin.putUpload(`${base}/${prod.id}`, releaseFields())).body.message).toBe(
      'A prod online release takes its content from sandbox: use sync',
    );

    expect((await admin.post(`${base}/${prod.id}/switch`)).body.message).toBe('Upload the release to staging first');
    const staged = await admin.post(`${base}/${prod.id}/upload?env=prod`);
    expect(staged.body.release).toMatchObject({ staging: 1, returnId: staged.body.returnId });
    expect((await admin.post(`${base}/${prod.id}/upload?env=prod`)).body.message).toBe('Already on staging: switch it to prod');
    const live = await admin.post(`${base}/${prod.id}/switch`);
    expect(live.status).toBe(200);
    expect(live.body.release).toMatchObject({ staging: 0, returnId: live.body.returnId });
    expect((await admin.post(`${base}/${prod.id}/upload?env=prod`)).body.message).toBe(
      'Already live on prod: sync a new upload from sandbox first',
    );

    // An edit, a new upload and a sync update the prod copy, which may be staged again.
    await admin.putUpload(`${base}/${r.id}`, { ...releaseFields({ name: 'Cycle 2' }), resource: resourceFile('v2') });
    await admin.post(`${base}/${r.id}/upload`);
    const synced = (await admin.post(`${base}/${r.id}/resource/sync`)).body.release;
    expect(synced).toMatchObject({ id: prod.id, name: 'Cycle 2', returnId: null, staging: 0, resourceSize: 2 });
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.area, 'online-releases')))
      .filter((a) => [String(r.id), String(prod.id)].includes(String(a.target)))
      .map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['create', 'upload', 'createProd', 'stage', 'switch', 'update', 'resourceSync']));
  });

  it('creates the prod copy with JSON {env: prod, sandboxId}; refuses a sandbox create as JSON', async () => {
    const r = await createRelease(admin, CODE, { name: 'Json copy' });
    expect((await admin.post(base, { env: 'prod', sandboxId: r.id })).body.message).toBe('Upload the release to sandbox first');
    await admin.post(`${base}/${r.id}/upload`);
    const copy = await admin.post(base, { env: 'prod', sandboxId: r.id });
    expect(copy.body.release).toMatchObject({ env: 'prod', sandboxId: r.id });
    expect((await admin.post(base, { env: 'prod', sandboxId: 'x' })).status).toBe(400);
    expect((await admin.upload(base, { ...releaseFields(), env: 'prod', resource: resourceFile() })).body.message).toBe(
      'Online releases are created on sandbox',
    );
  });

  it('lists an env 10 a page, newest first', async () => {
    for (let i = 0; i < 3; i++) await createRelease(admin, CODE, { name: `Paged ${i}` });
    const p1 = (await admin.get(`${base}?env=sandbox`)).body;
    expect(p1.rows).toHaveLength(10);
    expect(p1.count).toBeGreaterThan(10);
    expect(p1.rows[0].name).toBe('Paged 2');
    const p2 = (await admin.get(`${base}?env=sandbox&pn=2`)).body;
    expect(p2.rows.length).toBe(Math.min(10, p1.count - 10));
    expect((await admin.get(`${base}?env=prod`)).body.rows.every((r: { env: string }) => r.env === 'prod')).toBe(true);
    expect((await admin.get(`${base}?env=sandbox&ps=7`)).status).toBe(400);
  });
});

describe('roles', () => {
  it('lets only owners and admins sync, stage and switch; keeps users without the right and other projects out', async () => {
    const r = await createRelease(admin, CODE, { name: 'Roles' });
    const made = (await admin.post('/v1/admin/user/createUser', { mail: 'op@example.com', displayName: 'Op' })).body;
    const user = await t.signIn({ mail: 'op@example.com', password: made.password });
    expect((await user.get(`${base}?env=sandbox`)).status).toBe(403);
    expect((await admin.post(`/v1/${CODE}/authorize`, { userId: made.id, rights: ['online_release'] })).status).toBe(200);
    expect((await user.get(`${base}?env=sandbox`)).status).toBe(200);
    expect((await user.get(`/v1/other/online_release?env=sandbox`)).status).toBe(403);
    expect((await user.post(`${base}/${r.id}/upload?env=sandbox`)).status).toBe(200);
    const refused = await user.post(`${base}/${r.id}/resource/sync`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Only the project's owners and admins can change prod");
    expect((await user.post(base, { env: 'prod', sandboxId: r.id })).status).toBe(403);
    const prod = (await admin.post(`${base}/${r.id}/resource/sync`)).body.release;
    expect((await user.post(`${base}/${prod.id}/upload?env=prod`)).status).toBe(403);
    await admin.post(`${base}/${prod.id}/upload?env=prod`);
    expect((await user.post(`${base}/${prod.id}/switch`)).status).toBe(403);
    expect((await admin.get(`${base}/${prod.id}`)).body.release.staging).toBe(1);
    await admin.put(`/v1/admin/projects/${CODE}`, {
      nickname: CODE,
      description: 'o',
      domain: 1,
      ownerIds: [made.id],
      serviceHost: '',
      config: {},
      disabledPlugins: [],
    });
    expect((await user.post(`${base}/${prod.id}/switch`)).status).toBe(200);
    const lim = (await admin.post('/v1/admin/user/createUser', { mail: 'lim@example.com', displayName: 'Lim' })).body;
    expect((await admin.post(`/v1/admin/user/update/${lim.id}`, { role: 'LIMIT' })).status).toBe(200);
    const limit = await t.signIn({ mail: 'lim@example.com', password: lim.password });
    expect((await limit.get(`${base}?env=sandbox`)).status).toBe(403);
  });
});
