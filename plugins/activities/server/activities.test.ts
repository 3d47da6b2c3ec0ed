// Activities (001): create, edit, every form message, the life cycle per env (publish, To
// Prod, resource sync, enable switch, delete), gray release fields, copy from history, roles.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../../core/server/db/schema';
import { ADMIN, startTestApp, type Client, type TestApp, createProject } from '../../../tests/api/harness';
import { activityFields, createActivity, inHours, resourceFile } from './activitiesHelpers';

let t: TestApp;
let admin: Client;
const CODE = 'words';
const base = `/v1/${CODE}/event`;

beforeAll(async () => {
  t = await startTestApp({ plugins: ['activities'], demo: false });
  admin = await t.signIn(ADMIN);
  await createProject(admin, CODE);
});
afterAll(() => t.close());

describe('create and edit', () => {
  it('creates a sandbox activity from a multipart form, with the defaults and the stored file', async () => {
    const a = await createActivity(admin, CODE, { rule: '{"minLevel": 3}', priority: '5' });
    expect(a).toMatchObject({
      env: 'sandbox',
      name: 'Spring Event',
      priority: 5,
      enable: 1,
      rule: { minLevel: 3 },
      version: ['1.0.0', '1.0.0', '1.0.0'],
      returnId: null,
      prodId: null,
      sandboxId: null,
      eventId: a.id,
      grayRelease: null,
      resourceName: 'pack.zip',
      resourceSize: 10,
      operator: 'Admin',
    });
    // Content-addressed: a new file gets a new URL.
    expect(a.resource).toBe(`${CODE}/activities/${createHash('sha256').update('level pack').digest('hex')}/pack.zip`);
    const file = await t.client().get(a.resourceUrl);
    expect(file.status).toBe(200);
    expect(file.body).toBe('level pack');
    // Defaults: priority 0, enable 1, rule {}.
    const { priority: _p, enable: _e, rule: _r, ...bare } = activityFields({ name: 'Bare' });
    const b = (await admin.upload(base, { ...bare, resource: resourceFile() })).body.activity;
    expect(b).toMatchObject({ priority: 0, enable: 1, rule: {} });
    expect((await admin.get(`${base}/${b.id}`)).body.activity.name).toBe('Bare');
  });

  it('names every missing field with the spec message', async () => {
    const r = await admin.upload(base, { env: 'sandbox' });
    expect(r.status).toBe(400);
    const byPath = Object.fromEntries(r.body.issues.map((i: { path: string; message: string }) => [i.path, i.message]));
    expect(byPath).toEqual({
      name: "Please input activity's name",
      openAt: 'Please select the time range',
      closeAt: 'Please select the time range',
      'version.0': 'Please input client version',
      'version.1': 'Please input client version',
      'version.2': 'Please input client version',
      resource: 'Please select a file',
    });
    expect(r.body.message).toBe("Please input activity's name");
  });

  it('refuses bad versions, an inverted window, a rule that is not an object, two files', async () => {
    const issues = async (fields: Record<string, string>) =>
      (await admin.upload(base, { ...activityFields(fields), resource: resourceFile() })).body.issues;
    expect(await issues({ version: JSON.stringify(['1.0', '', 'x']) })).toEqual([
      { path: 'version.1', message: 'Please input client version' },
      { path: 'version.2', message: 'Client version must look like 1.2.3' },
    ]);
    expect(await issues({ openAt: inHours(5), closeAt: inHours(1) })).toEqual([
      { path: 'closeAt', message: 'The close time must be after the open time' },
    ]);
    expect(await issues({ rule: '[1]' })).toEqual([{ path: 'rule', message: 'rule must be a JSON object' }]);
    expect(await issues({ rule: '{oops' })).toEqual([{ path: 'rule', message: 'rule must be a JSON object' }]);
    expect(await issues({ priority: '1.5' })).toEqual([{ path: 'priority', message: 'Priority must be a whole number' }]);
    // Each failure says what is wrong (issue 9): too big is not "not whole".
    expect(await issues({ priority: '99999999999' })).toEqual([{ path: 'priority', message: 'Priority must be at most 2147483647' }]);
    expect(await issues({ priority: '-99999999999' })).toEqual([{ path: 'priority', message: 'Priority must be at least -2147483648' }]);
    expect(await issues({ priority: 'abc' })).toEqual([{ path: 'priority', message: 'Priority must be a whole number' }]);
    const form = new FormData();
    for (const [k, v] of Object.entries(activityFields())) form.append(k, v);
    form.append('resource', new File(['a'], 'a.zip'));
    form.append('resource', new File(['b'], 'b.zip'));
    const two = await admin.request('POST', base, form);
    expect(two.status).toBe(400);
    expect(two.body.message).toBe('Only one resource file can be uploaded');
  });

  it('edits every field but the name; the file is optional on edit', async () => {
    const a = await createActivity(admin, CODE);
    const r = await admin.putUpload(
      `${base}/${a.id}?env=sandbox`,
      activityFields({ priority: '3', enable: '0', rule: '{"x":1}', version: JSON.stringify(['2.0.0', '2.1.0', '1.0.0']) }),
    );
    expect(r.status).toBe(200);
    expect(r.body.activity).toMatchObject({
      priority: 3,
      enable: 0,
      rule: { x: 1 },
      version: ['2.0.0', '2.1.0', '1.0.0'],
      resource: a.resource,
    });
    const renamed = await admin.putUpload(`${base}/${a.id}`, activityFields({ name: 'Other' }));
    expect(renamed.status).toBe(409);
    expect(renamed.body.message).toBe("An activity's name cannot change after creation");
    const newFile = await admin.putUpload(`${base}/${a.id}`, { ...activityFields(), resource: resourceFile('v2') });
    expect(newFile.body.activity.resource).not.toBe(a.resource);
    expect((await admin.putUpload(`${base}/${a.id}?env=prod`, activityFields())).status).toBe(409);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'activities'), eq(auditLog.target, String(a.id))));
    expect(audit.map((x) => x.action)).toEqual(['create', 'update', 'update']);
  });

  it('answers 404 for unknown and malformed ids and another project', async () => {
    for (const id of ['999999', 'abc', '-1', '1.5', '99999999999']) {
      expect((await admin.get(`${base}/${id}`)).status).toBe(404);
      expect((await admin.putUpload(`${base}/${id}`, { enable: '0' })).status).toBe(404);
      expect((await admin.delete(`${base}/${id}`)).status).toBe(404);
      expect((await admin.post(`${base}/${id}/upload`)).status).toBe(404);
    }
  });
});

describe('life cycle', () => {
  /** The fields of a 'To Prod' of sandbox activity `id`: its window in hours from now and its versions. */
  const toProd = (id: number, [open, close] = [2, 50], version = ['1.0.0', '1.0.0', '1.0.0']) => ({
    env: 'prod',
    sandboxId: String(id),
    openAt: inHours(open),
    closeAt: inHours(close),
    version: JSON.stringify(version),
  });

  it('makes one prod copy of two To Prod sent at once (core copyToProd: the second is refused, its row dropped)', async () => {
    const a = await createActivity(admin, CODE, { name: 'Twice' });
    expect((await admin.post(`${base}/${a.id}/upload?env=sandbox`)).status).toBe(200);
    const fields = toProd(a.id);
    const answers = await Promise.all([admin.upload(base, fields), admin.upload(base, fields)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const prodRows = (await admin.get(`${base}?env=prod`)).body.rows as { sandboxId: number | null; id: number }[];
    const copies = prodRows.filter((r) => r.sandboxId === a.id);
    expect(copies).toHaveLength(1);
    expect((await admin.get(`${base}/${a.id}`)).body.activity.prodId).toBe(copies[0].id);
  });

  it('publishes, creates the prod copy, syncs the resource, publishes prod, and keeps history rules', async () => {
    const a = await createActivity(admin, CODE, { name: 'Loop' });
    // No prod copy before a sandbox publish.
    const early = await admin.upload(base, toProd(a.id, [0, 48]));
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Publish the activity to sandbox first');

    const pub = await admin.post(`${base}/${a.id}/upload?env=sandbox`);
    expect(pub.status).toBe(200);
    expect(pub.body.activity.returnId).toBe(pub.body.returnId);
    expect(pub.body.unchanged).toBe(false);
    expect((await admin.post(`${base}/${a.id}/upload?env=sandbox`)).body).toMatchObject({ returnId: pub.body.returnId, unchanged: true });
    expect((await admin.post(`${base}/${a.id}/upload?env=prod`)).status).toBe(409);

    const prodFields = toProd(a.id, [2, 50], ['1.2.0', '1.2.0', '1.0.0']);
    const prod = await admin.upload(base, prodFields);
    expect(prod.status).toBe(200);
    expect(prod.body.activity).toMatchObject({
      env: 'prod',
      name: 'Loop',
      sandboxId: a.id,
      eventId: a.id,
      returnId: null,
      version: ['1.2.0', '1.2.0', '1.0.0'],
      resource: a.resource,
    });
    const pid = prod.body.activity.id;
    expect((await admin.get(`${base}/${a.id}`)).body.activity.prodId).toBe(pid);
    const again = await admin.upload(base, prodFields);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Activity ${a.id} already has a prod copy (${pid})`);

    // The prod copy edits only its window and versions; a file or a gray release is refused.
    const edited = await admin.putUpload(`${base}/${pid}?env=prod`, {
      openAt: inHours(3),
      closeAt: inHours(60),
      version: JSON.stringify(['1.3.0', '1.3.0', '1.0.0']),
    });
    expect(edited.body.activity.version).toEqual(['1.3.0', '1.3.0', '1.0.0']);
    expect(
      (await admin.putUpload(`${base}/${pid}?env=prod`, { grayRelease: JSON.stringify({ tag: 'A', weight: 100, name: 'g' }) })).status,
    ).toBe(409);

    // Resource sync: the sandbox's new file reaches the prod copy.
    const v2 = (
      await admin.putUpload(`${base}/${a.id}`, { ...activityFields({ name: 'Loop', rule: '{"v":2}' }), resource: resourceFile('v2') })
    ).body.activity;
    const list = (await admin.get(`${base}?env=sandbox`)).body.rows;
    expect(list.find((x: { id: number }) => x.id === a.id).changed).toBe(true);
    const synced = await admin.post(`${base}/${a.id}/resource/sync`);
    expect(synced.body.activity).toMatchObject({ id: pid, resource: v2.resource, rule: { v: 2 } });
    expect((await admin.post(`${base}/${pid}/resource/sync`)).status).toBe(409);

    const prodPub = await admin.post(`${base}/${pid}/upload?env=prod`);
    expect(prodPub.status).toBe(200);
    // Deleting: never with a prod copy, never prod.
    expect((await admin.delete(`${base}/${a.id}`)).body.message).toBe(`Activity ${a.id} has a prod copy and cannot be deleted`);
    expect((await admin.delete(`${base}/${pid}`)).body.message).toBe('Prod activities cannot be deleted');
  });

  it('makes one prod copy when two To Prod requests race', async () => {
    const a = await createActivity(admin, CODE, { name: 'Race' });
    await admin.post(`${base}/${a.id}/upload`);
    const fields = {
      env: 'prod',
      sandboxId: String(a.id),
      openAt: inHours(0),
      closeAt: inHours(5),
      version: JSON.stringify(['1.0.0', '1.0.0', '1.0.0']),
    };
    const results = await Promise.all([admin.upload(base, fields), admin.upload(base, fields), admin.upload(base, fields)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const prod = (await admin.get(`${base}?env=prod`)).body.rows.filter((x: { sandboxId: number }) => x.sandboxId === a.id);
    expect(prod).toHaveLength(1);
    expect((await admin.get(`${base}/${a.id}`)).body.activity.prodId).toBe(prod[0].id);
  });

  it('switches enable, and a published activity’s game-server copy follows at once', async () => {
    const a = await createActivity(admin, CODE, { name: 'Switch' });
    const off = await admin.putUpload(`${base}/${a.id}?env=sandbox`, { enable: '0' });
    expect(off.body.activity).toMatchObject({ enable: 0, returnId: null });
    const pub = (await admin.post(`${base}/${a.id}/upload`)).body.returnId;
    const on = await admin.putUpload(`${base}/${a.id}?env=sandbox`, { enable: '1' });
    expect(on.body.activity.enable).toBe(1);
    expect(on.body.activity.returnId).toBeGreaterThan(pub);
    const snap = await t.services.publish.current<{ enable: number }>({
      project: CODE,
      env: 'sandbox',
      kind: 'activities',
      key: String(a.id),
    });
    expect(snap?.content?.enable).toBe(1);
    expect((await admin.putUpload(`${base}/${a.id}`, { enable: 'maybe' })).body.message).toBe('enable must be 1 or 0');
  });

  it('deletes an unlinked sandbox activity and takes it off the game server', async () => {
    const a = await createActivity(admin, CODE, { name: 'Gone' });
    await admin.post(`${base}/${a.id}/upload`);
    expect((await admin.delete(`${base}/${a.id}`)).body).toEqual({ id: a.id });
    const snap = await t.services.publish.current({ project: CODE, env: 'sandbox', kind: 'activities', key: String(a.id) });
    expect(snap?.action).toBe('clear');
    expect((await admin.get(`${base}/${a.id}`)).status).toBe(404);
  });

  it('copies an activity with its resource, or with a new file', async () => {
    const a = await createActivity(admin, CODE, { name: 'Old One', openAt: inHours(-24 * 30), closeAt: inHours(-24 * 20) });
    const copy = await admin.upload(`${base}/${a.id}/copy`, activityFields({ name: 'Old One again' }));
    expect(copy.status).toBe(200);
    expect(copy.body.activity).toMatchObject({ env: 'sandbox', name: 'Old One again', resource: a.resource, returnId: null });
    const withFile = await admin.upload(`${base}/${a.id}/copy`, { ...activityFields({ name: 'Fresh' }), resource: resourceFile('fresh') });
    expect(withFile.body.activity.resource).not.toBe(a.resource);
    expect((await admin.upload(`${base}/${a.id}/copy`, activityFields({ name: '' }))).body.message).toBe("Please input activity's name");
  });
});

describe('gray release fields', () => {
  it('sets, keeps within its group, and clears an activity’s gray release', async () => {
    const a = await createActivity(admin, CODE, { name: 'Gray' });
    const set = await admin.putUpload(`${base}/${a.id}?env=sandbox`, {
      grayRelease: JSON.stringify({ tag: 'A', weight: 60, name: 'test-group' }),
    });
    expect(set.body.activity.grayRelease).toEqual({ tag: 'A', weight: 60, name: 'test-group' });
    const other = await admin.putUpload(`${base}/${a.id}`, { grayRelease: JSON.stringify({ tag: 'B', weight: 40, name: 'other' }) });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(`Activity ${a.id} is already in gray release 'test-group'`);
    const bad = await admin.putUpload(`${base}/${a.id}`, { grayRelease: JSON.stringify({ tag: '', weight: 101, name: 'test-group' }) });
    expect(bad.body.issues).toEqual([
      { path: 'tag', message: 'Please input a tag' },
      { path: 'weight', message: 'Weight must be 0 to 100' },
    ]);
    expect((await admin.putUpload(`${base}/${a.id}`, { grayRelease: 'null' })).body.activity.grayRelease).toBeNull();
    expect((await admin.putUpload(`${base}/${a.id}`, { grayRelease: 'null', priority: '2' })).body.message).toBe(
      'grayRelease is updated on its own',
    );
  });
});

describe('gray release groups', () => {
  const get = async (id: number) => (await admin.get(`${base}/${id}`)).body.activity.grayRelease;

  it('saves a group whole, and refuses it whole when any part is wrong', async () => {
    const [a, b, c] = [
      await createActivity(admin, CODE, { name: 'G1' }),
      await createActivity(admin, CODE, { name: 'G2' }),
      await createActivity(admin, CODE, { name: 'G3' }),
    ];
    const saved = await admin.put(`${base}/grayRelease`, {
      name: 'split',
      members: [
        { id: a.id, tag: 'A', weight: 50 },
        { id: b.id, tag: 'B', weight: 50 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(await get(a.id)).toEqual({ name: 'split', tag: 'A', weight: 50 });

    // Weights off, a tag twice, an activity of another group: 4xx and nothing changes.
    const sum = await admin.put(`${base}/grayRelease`, {
      name: 'split',
      members: [
        { id: a.id, tag: 'A', weight: 70 },
        { id: b.id, tag: 'B', weight: 20 },
      ],
    });
    expect(sum.status).toBe(400);
    expect(sum.body.issues).toContainEqual({ path: 'members', message: 'The weights must add up to 100!' });
    await admin.put(`${base}/grayRelease`, { name: 'other', members: [{ id: c.id, tag: 'X', weight: 100 }] });
    const taken = await admin.put(`${base}/grayRelease`, {
      name: 'split',
      members: [
        { id: a.id, tag: 'A', weight: 40 },
        { id: c.id, tag: 'C', weight: 60 },
      ],
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(`Activity ${c.id} is already in gray release 'other'`);
    expect(await get(a.id)).toEqual({ name: 'split', tag: 'A', weight: 50 });
    expect(await get(b.id)).toEqual({ name: 'split', tag: 'B', weight: 50 });

    // Taking one out clears it; the rest takes the whole weight.
    expect(
      (await admin.put(`${base}/grayRelease`, { name: 'split', members: [{ id: a.id, tag: 'A', weight: 100 }] })).body.removed,
    ).toEqual([b.id]);
    expect(await get(b.id)).toBeNull();
    expect(await get(a.id)).toEqual({ name: 'split', tag: 'A', weight: 100 });
    expect((await admin.put(`${base}/grayRelease`, { name: 'split', members: [{ id: 999999, tag: 'A', weight: 100 }] })).status).toBe(400);
  });
});

describe('roles', () => {
  it('lets only owners and admins publish prod, and keeps users without the right out', async () => {
    const a = await createActivity(admin, CODE, { name: 'Roles' });
    await admin.post(`${base}/${a.id}/upload`);
    const pid = (
      await admin.upload(base, {
        env: 'prod',
        sandboxId: String(a.id),
        openAt: inHours(0),
        closeAt: inHours(5),
        version: JSON.stringify(['1.0.0', '1.0.0', '1.0.0']),
      })
    ).body.activity.id;
    const made = (await admin.post('/v1/admin/user/createUser', { mail: 'operator@example.com', displayName: 'Operator' })).body;
    const userId = made.id;
    const user = await t.signIn({ mail: 'operator@example.com', password: made.password });
    expect((await user.get(`${base}?env=sandbox`)).status).toBe(403);
    expect((await admin.post(`/v1/${CODE}/authorize`, { userId, rights: ['activities'] })).status).toBe(200);
    expect((await user.get(`${base}?env=sandbox`)).status).toBe(200);
    expect((await user.post(`${base}/${a.id}/upload?env=sandbox`)).status).toBe(200);
    const refused = await user.post(`${base}/${pid}/upload?env=prod`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Only the project's owners and admins can change prod");
    await admin.put(`/v1/admin/projects/${CODE}`, {
      nickname: 'Words',
      description: 'Word game',
      domain: 1,
      ownerIds: [userId],
      serviceHost: '',
      config: {},
      disabledPlugins: [],
    });
    expect((await user.post(`${base}/${pid}/upload?env=prod`)).status).toBe(200);
  });
});
