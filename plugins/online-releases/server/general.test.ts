// Online releases v2, general releases (001): every form message, builds and resources, the
// asset bundle job (and its retry), the status machine with its allowed actions and error
// states, quick deploy by project config, roles; the client reads the deployed build.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, jobs } from '../../../core/server/db/schema';
import { releases as contentReleases } from '../../../core/server/db/content';
import { createJobWorker } from '../../../core/server/jobs/worker';
import { ADMIN, startTestApp, type Client, type TestApp, createProject } from '../../../tests/api/harness';
import { resourceFile } from './onlineReleasesHelpers';

let t: TestApp;
let admin: Client;
let key: string;
const CODE = 'olgen';
const base = `/v1/${CODE}/online_release/general`;

beforeAll(async () => {
  t = await startTestApp({ plugins: ['online-releases'], demo: false });
  admin = await t.signIn(ADMIN);
  key = await createProject(admin, CODE);
});
afterAll(() => t.close());

const fields = (over: Record<string, string> = {}) => ({
  name: 'Gen',
  fromType: 'manual',
  releaseType: 'main',
  versionTag: 'v1',
  platform: '0',
  rule: '',
  ...over,
});
const create = async (over: Record<string, string> = {}, file: { name: string; data: BlobPart } | null = resourceFile('gen data')) => {
  const r = await admin.upload(base, file ? { ...fields(over), file } : fields(over));
  if (r.status !== 200) throw new Error(`${r.status} ${JSON.stringify(r.body)}`);
  return r.body.release;
};
const runJobs = async () => {
  const worker = createJobWorker({
    db: t.db,
    config: t.config,
    plugins: t.plugins,
    services: t.services,
    settings: { pollMs: 10, retryBaseMs: 1 },
  });
  for (let i = 0; i < 20; i++) if (!(await worker.runOnce())) break;
};
const localRelease = async (withFile = true) => {
  const k = `${CODE}/releases/data-${Math.random().toString(36).slice(2)}.json`;
  if (withFile) await t.services.storage.put(k, new TextEncoder().encode('{"levels":[1,2,3]}'), 'application/json');
  const [r] = await t.db
    .insert(contentReleases)
    .values({ projectCode: CODE, name: 'Local', type: 'main', published: true, dataFilePath: k })
    .returning();
  return r;
};
const status = async (id: number) => (await admin.get(`${base}/${id}`)).body.release.status;

describe('general release form (001 §5)', () => {
  it('names every missing field with the spec message', async () => {
    const r = await admin.upload(base, {});
    expect(r.status).toBe(400);
    expect(Object.fromEntries(r.body.issues.map((i: { path: string; message: string }) => [i.path, i.message]))).toEqual({
      name: 'Please input name',
      fromType: 'Please select From Type',
      releaseType: 'Please select Release Type',
      versionTag: 'Please input Version Tag',
      platform: 'Please select platform',
    });
    expect((await admin.upload(base, fields())).body.issues).toEqual([{ path: 'fileList', message: 'Please upload files' }]);
    expect((await admin.upload(base, fields({ fromType: 'local' }))).body.issues).toEqual([
      { path: 'fromId', message: 'Please select From Id' },
    ]);
    const local = await localRelease();
    expect((await admin.upload(base, fields({ fromType: 'local', fromId: String(local.id), multiPlatform: '1' }))).body.issues).toEqual([
      { path: 'assetFileName', message: 'Please select assetFileName' },
    ]);
    expect(
      (await admin.upload(base, { ...fields({ rule: JSON.stringify({ clientVersions: ['x', ''] }) }), file: resourceFile() })).body.message,
    ).toBe('Client version must look like 1.2.3');
    expect((await admin.upload(base, { ...fields({ platform: '7' }), file: resourceFile() })).body.message).toBe('Please select platform');
    expect((await admin.get(`${base}?ps=10`)).body.count).toBe(0);
  });
});

describe('builds, resources and the status machine (001 §4)', () => {
  it('creates build 1 of a manual upload, Resource Ready at once; deploys sandbox, staging, switch; wrong states refused', async () => {
    const r = await admin.upload(base, {
      ...fields({ rule: JSON.stringify({ clientVersions: ['2.0.0', ''] }) }),
      file: resourceFile('gen data'),
    });
    expect(r.body.genDataRelease).toMatchObject({
      buildNum: 1,
      buildNums: [1],
      status: 'Resource Ready',
      fromType: 'manual',
      rule: { clientVersions: ['2.0.0', '0.0.0'] },
    });
    expect(r.body.dataOnlineResourceIds).toHaveLength(1);
    const g = r.body.release;
    const res = (await admin.get(`${base}/${g.id}/resources?buildNum=1`)).body.rows;
    expect(res).toEqual([expect.objectContaining({ platform: 0, status: 'Available', size: 8, buildNum: 1 })]);

    expect((await admin.post(`${base}/${g.id}/deploy`, { env: 'prod', staging: true, buildNum: 1 })).body.message).toBe(
      "Deploy to staging is not allowed in status 'Resource Ready'",
    );
    expect((await admin.post(`${base}/${g.id}/switch`, { buildNum: 1 })).body.message).toBe(
      "Switch to prod is not allowed in status 'Resource Ready'",
    );
    expect((await admin.post(`${base}/${g.id}/deploy`, { env: 'sandbox', buildNum: 2 })).body.message).toBe(
      'Build 2 is not the current build (1)',
    );
    const sb = await admin.post(`${base}/${g.id}/deploy`, { env: 'sandbox', buildNum: 1 });
    expect(sb.status).toBe(200);
    expect(sb.body.release.status).toBe('Sandbox deployed');
    expect((await admin.post(`${base}/${g.id}/deploy`, { env: 'sandbox', buildNum: 1 })).status).toBe(409);
    expect((await admin.post(`${base}/${g.id}/deploy`, { env: 'prod', staging: false, buildNum: 1 })).body.message).toBe(
      'Prod takes a staging deploy, then the switch',
    );
    const st = await admin.post(`${base}/${g.id}/deploy`, { env: 'prod', staging: true, buildNum: 1 });
    expect(st.body.release.status).toBe('Staging deployed');
    const sw = await admin.post(`${base}/${g.id}/switch`, { buildNum: 1 });
    expect(sw.body.release.status).toBe('Prod deployed');
    const deploys = (await admin.get(`${base}/${g.id}/deploy?buildNum=1`)).body.rows;
    expect(deploys.map((d: { env: string; staging: boolean; returnId: number }) => [d.env, d.staging, d.returnId])).toEqual([
      ['prod', false, sw.body.returnId],
      ['prod', true, st.body.returnId],
      ['sandbox', false, sb.body.returnId],
    ]);

    // The game client reads the build on prod, with the resource's URL, md5 and size.
    const read = await t.client().get(`/client/v1/${CODE}/prod/releases?platform=ios&version=2.1.0`, { 'x-client-key': key });
    expect(read.body.general).toEqual([
      {
        id: g.id,
        name: 'Gen',
        releaseType: 'main',
        buildNum: 1,
        versionTag: 'v1',
        country: '',
        rule: { clientVersions: ['2.0.0', '0.0.0'] },
        resources: [{ platform: 0, url: res[0].url, md5: res[0].md5, size: 8 }],
      },
    ]);
    expect(
      (await t.client().get(`/client/v1/${CODE}/prod/releases?platform=ios&version=1.9.0`, { 'x-client-key': key })).body.general,
    ).toEqual([]);

    // An edit is build 2 (the file kept), back to Resource Ready; build 1's deploys stay readable.
    const ed = new FormData();
    for (const [k, v] of Object.entries(fields({ name: 'Gen 2', versionTag: 'v2' }))) ed.append(k, v);
    const edited = (await admin.request('PUT', `${base}/${g.id}`, ed)).body.release;
    expect(edited).toMatchObject({ buildNum: 2, buildNums: [2, 1], status: 'Resource Ready', name: 'Gen 2' });
    expect((await admin.get(`${base}/${g.id}/resources?buildNum=2`)).body.rows[0].md5).toBe(res[0].md5);
    expect((await admin.get(`${base}/${g.id}/deploy?buildNum=1`)).body.rows).toHaveLength(3);
    expect((await admin.get(`${base}/${g.id}/deploy`)).body.rows).toHaveLength(0);
  });

  it('records the error state when a deploy fails, and allows the deploy again from it', async () => {
    const local = await localRelease();
    const g = await create({ fromType: 'local', fromId: String(local.id) }, null);
    expect(g.status).toBe('Resource Ready');
    // The file goes missing: the deploy fails, the release shows Sandbox deploy error.
    await t.services.storage.delete(local.dataFilePath);
    const failed = await admin.post(`${base}/${g.id}/deploy`, { env: 'sandbox', buildNum: 1 });
    expect(failed.status).toBe(409);
    expect(failed.body.message).toBe(`The resource file ${local.dataFilePath} is missing from storage`);
    expect(await status(g.id)).toBe('Sandbox deploy error');
    await t.services.storage.put(local.dataFilePath, new TextEncoder().encode('{"levels":[1,2,3]}'));
    expect((await admin.post(`${base}/${g.id}/deploy`, { env: 'sandbox', buildNum: 1 })).body.release.status).toBe('Sandbox deployed');
    const actions = (
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.area, 'online-releases'), eq(auditLog.target, String(g.id))))
    ).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['general.create', 'general.sandboxError', 'general.sandbox']));
  });

  it('generates asset bundles per platform as jobs; a failed one is Invalid and retried by trigger', async () => {
    const local = await localRelease();
    const g = await create({ fromType: 'local', fromId: String(local.id), multiPlatform: '1', assetFileName: 'levels.bundle' }, null);
    expect(g.status).toBe('Init');
    const before = (await admin.get(`${base}/${g.id}/resources`)).body.rows;
    expect(before.map((r: { platform: number; status: string }) => [r.platform, r.status])).toEqual([
      [1, 'Generating'],
      [2, 'Generating'],
    ]);
    expect((await admin.post(`${base}/${g.id}/deploy`, { env: 'sandbox', buildNum: 1 })).body.message).toBe(
      "Deploy to sandbox is not allowed in status 'Init'",
    );
    await runJobs();
    const after = (await admin.get(`${base}/${g.id}/resources`)).body.rows;
    expect(after.map((r: { status: string }) => r.status)).toEqual(['Available', 'Available']);
    expect(after[0].key).toMatch(/\/android\/.*levels\.bundle$/);
    expect(await status(g.id)).toBe('Resource Ready');

    // The data file is gone: both attempts fail, the resources are Invalid (Failed); a trigger retries.
    const gone = await localRelease(false);
    const k = await create({ fromType: 'local', fromId: String(gone.id), multiPlatform: '1', assetFileName: 'x.bundle' }, null);
    await runJobs();
    // The retry is due after its backoff: move its run-at instead of waiting for it.
    await t.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.state, 'queued'));
    await runJobs();
    const bad = (await admin.get(`${base}/${k.id}/resources`)).body.rows;
    expect(bad.map((r: { status: string }) => r.status)).toEqual(['Invalid', 'Invalid']);
    expect(bad[0].extra.error).toBe(`The data file of release #${gone.id} is missing`);
    expect(
      (await admin.post(`${base}/${g.id}/resource/${after[0].id}/triggerAssetBundle`, { platform: 1, assetFileName: 'x.bundle' })).body
        .message,
    ).toBe('Only a failed resource is generated again');
    await t.services.storage.put(gone.dataFilePath, new TextEncoder().encode('data'));
    const trig = await admin.post(`${base}/${k.id}/resource/${bad[0].id}/triggerAssetBundle`, { platform: 1, assetFileName: 'x.bundle' });
    expect(trig.body.resource.status).toBe('Generating');
    expect(trig.body.jobId).toBeGreaterThan(0);
    await admin.post(`${base}/${k.id}/resource/${bad[1].id}/triggerAssetBundle`, { platform: 2, assetFileName: 'x.bundle' });
    await runJobs();
    expect(await status(k.id)).toBe('Resource Ready');
  });
});

describe('the client loop of a general release', () => {
  it('serves build 1 on prod, then build 2, and build 1 again after a rollback', async () => {
    const g = await create({ name: 'Loop gen', platform: '2' }, resourceFile('build one'));
    const ship = async (build: number) => {
      await admin.post(`${base}/${g.id}/deploy`, { env: 'sandbox', buildNum: build });
      await admin.post(`${base}/${g.id}/deploy`, { env: 'prod', staging: true, buildNum: build });
      return (await admin.post(`${base}/${g.id}/switch`, { buildNum: build })).body.returnId as number;
    };
    const read = async (platform: string) =>
      (
        (await t.client().get(`/client/v1/${CODE}/prod/releases?platform=${platform}&version=1.0.0`, { 'x-client-key': key })).body
          .general as { id: number; buildNum: number; resources: { size: number }[] }[]
      ).filter((x) => x.id === g.id);
    const first = await ship(1);
    expect((await read('ios')).map((x) => x.buildNum)).toEqual([1]);
    // An Android client does not get an iOS release.
    expect(await read('android')).toEqual([]);
    await admin.putUpload(`${base}/${g.id}`, {
      ...fields({ name: 'Loop gen', platform: '2', versionTag: 'v2' }),
      file: new File(['build two!'], 'b2.zip'),
    });
    await ship(2);
    expect((await read('ios')).map((x) => [x.buildNum, x.resources[0].size])).toEqual([[2, 10]]);
    const back = await admin.post(`/v1/${CODE}/releases/online-releases/rollback`, { env: 'prod', id: first });
    expect(back.status).toBe(200);
    expect((await read('ios')).map((x) => [x.buildNum, x.resources[0].size])).toEqual([[1, 9]]);
  });
});

describe('quick deploy and roles', () => {
  it('quick-deploys to sandbox only where the project config has it', async () => {
    const g = await create();
    const off = await admin.post(`${base}/${g.id}/quickDeploy`, { env: 'sandbox' });
    expect(off.status).toBe(404);
    expect(off.body.message).toBe('Quick deploy is not enabled for this project');
    await admin.put(`/v1/admin/projects/${CODE}`, {
      nickname: CODE,
      description: 'g',
      domain: 1,
      ownerIds: [],
      serviceHost: '',
      config: { onlineReleases: { quickDeploy: true } },
      disabledPlugins: [],
    });
    expect((await admin.post(`${base}/${g.id}/quickDeploy`, { env: 'sandbox' })).body.release.status).toBe('Sandbox deployed');
    expect((await admin.post(`${base}/${g.id}/quickDeploy`, { env: 'prod' })).status).toBe(400);
  });

  it('lets only owners and admins stage and switch; a refusal changes no state', async () => {
    const g = await create({ name: 'Roles' });
    const made = (await admin.post('/v1/admin/user/createUser', { mail: 'gen@example.com', displayName: 'Gen' })).body;
    const user = await t.signIn({ mail: 'gen@example.com', password: made.password });
    expect((await user.get(base)).status).toBe(403);
    await admin.post(`/v1/${CODE}/authorize`, { userId: made.id, rights: ['online_release'] });
    expect((await user.post(`${base}/${g.id}/deploy`, { env: 'sandbox', buildNum: 1 })).status).toBe(200);
    expect((await user.post(`${base}/${g.id}/deploy`, { env: 'prod', staging: true, buildNum: 1 })).status).toBe(403);
    expect(await status(g.id)).toBe('Sandbox deployed');
    expect((await user.post(`${base}/${g.id}/switch`, { buildNum: 1 })).status).toBe(403);
    expect((await user.get(`${base}/99999999999999999999`)).status).toBe(404);
  });
});
