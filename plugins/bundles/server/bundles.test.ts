// Bundles (000 §2.9): life cycle, every validation message of 000 §5, the pre-upload checks
// against server time, prod rules, failed uploads in the history, roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../../core/server/db/schema';
import { bundles } from '../../../plugins/bundles/server/db';
import { ADMIN, USER, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';
import { dayEnd, dayStart, loop, normal, uploadResource } from './bundlesHelpers';

let t: TestApp;
let admin: Client;
let res: Awaited<ReturnType<typeof uploadResource>>;
beforeAll(async () => {
  t = await startTestApp({ plugins: ['bundles'] });
  admin = await t.signIn(ADMIN);
  res = await uploadResource(admin, 'words');
});
afterAll(() => t.close());

const base = (code = 'words') => `/v1/${code}/bundle`;
const body = (over: Record<string, unknown> = {}) => ({
  id: null,
  platform: 2,
  name: 'gem_pack',
  description: 'Gems',
  rule: {},
  content: normal(res),
  ...over,
});
const setContent = (id: number, patch: Record<string, unknown>) =>
  t.db
    .select()
    .from(bundles)
    .where(eq(bundles.id, id))
    .then(([row]) =>
      t.db
        .update(bundles)
        .set({ content: { ...row.content, ...patch } })
        .where(eq(bundles.id, id)),
    );

describe('life cycle', () => {
  it('creates, updates, uploads to sandbox then prod, lists the last releases and history, deletes', async () => {
    const created = await admin.post(base(), body());
    expect(created.status).toBe(200);
    const b = created.body.bundle;
    expect(b).toMatchObject({
      platform: 2,
      name: 'gem_pack',
      description: 'Gems',
      content: {
        type: 1,
        start: dayStart(0),
        end: dayEnd(3),
        resource: { url: res.url, size: res.size, md5: res.md5 },
        switchList: [],
        loopIntervalDays: 0,
      },
    });

    const asked = Math.floor(Date.now() / 1000);
    const list = await admin.get(`${base()}?platform=2`);
    expect(list.body.bundles.map((x: { id: number }) => x.id)).toContain(b.id);
    // The server's time (s) when it answered: between the request and now (an order, not an age).
    expect(list.body.serverTime).toBeGreaterThanOrEqual(asked);
    expect(list.body.serverTime).toBeLessThanOrEqual(Date.now() / 1000);
    expect(list.body.prodInfo).toBeNull(); // the demo took iOS to sandbox only

    const updated = await admin.post(base(), body({ id: b.id, description: 'More gems' }));
    expect(updated.body.bundle.description).toBe('More gems');

    const sandbox = await admin.post(`${base()}/upload?platform=2&env=sandbox`);
    expect(sandbox.status).toBe(200);
    const prod = await admin.post(`${base()}/upload?platform=2&env=prod`);
    expect(prod.status).toBe(200);
    const after = (await admin.get(`${base()}?platform=2`)).body;
    expect(after.sandboxInfo).toMatchObject({ returnId: sandbox.body.returnId, operator: 'Admin' });
    expect(after.prodInfo).toMatchObject({ returnId: prod.body.returnId });

    const history = (await admin.get(`${base()}/upload?platform=2&env=sandbox`)).body.histories;
    expect(history[0]).toMatchObject({ state: { success: true, returnId: sandbox.body.returnId }, operator: 'Admin' });
    expect(history[0].uploadContent).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          productID: 'gem_pack',
          start: dayStart(0),
          end: dayEnd(3),
          resource: expect.objectContaining({ url: res.url }),
        }),
      ]),
    );

    expect((await admin.delete(`${base()}/${b.id}`)).body).toEqual({ id: b.id });
    expect((await admin.delete(`${base()}/${b.id}`)).status).toBe(404);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'bundles'), eq(auditLog.target, String(b.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('keeps Loop settings only for Loop bundles, with one switch per day', async () => {
    const l = await admin.post(base(), body({ name: 'weekly', content: loop(res, [0, 1, 1]) }));
    expect(l.status).toBe(200);
    expect(l.body.bundle.content).toMatchObject({ type: 2, end: null, switchList: [0, 1, 1], loopIntervalDays: 3, loopTag: 'weekly' });
    const zero = await admin.post(base(), body({ name: 'never', content: loop(res, []) }));
    expect(zero.body.bundle.content.loopIntervalDays).toBe(0);
    const n = await admin.post(base(), body({ content: { ...normal(res), switchList: [1], loopIntervalDays: 1, loopTag: 'x' } }));
    expect(n.body.bundle.content).toMatchObject({ switchList: [], loopIntervalDays: 0, loopTag: '' });
  });

  it("keeps a bundle's platform, and answers 404 for unknown ids and other projects' bundles", async () => {
    const id = (await admin.post(base(), body())).body.bundle.id;
    const moved = await admin.post(base(), body({ id, platform: 1 }));
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(`Bundle ${id} belongs to iOS; its platform cannot change`);
    expect((await admin.post(base(), body({ id: 999999 }))).status).toBe(404);
    expect((await admin.delete(`${base('colors')}/${id}`)).status).toBe(404);
    expect((await admin.delete(`${base()}/abc`)).status).toBe(404);
  });

  it('lets a running bundle keep its past start, but no start may move into the past', async () => {
    const id = (await admin.post(base(), body({ name: 'running' }))).body.bundle.id;
    await setContent(id, { start: dayStart(-2) });
    expect((await admin.post(base(), body({ id, name: 'running', content: normal(res, { start: dayStart(-2) }) }))).status).toBe(200);
    const moved = await admin.post(base(), body({ id, content: normal(res, { start: dayStart(-1) }) }));
    expect(moved.body.message).toBe('Start date can not be earlier than today');
  });
});

describe('validation messages (000 §5)', () => {
  const cases: [string, () => Record<string, unknown>, string][] = [
    ['platform missing', () => ({ platform: null }), 'Please select platform'],
    ['name missing', () => ({ name: '  ' }), "Please input bundle's name"],
    ['type missing', () => ({ content: { ...normal(res), type: undefined } }), 'Please select type'],
    ['resource missing', () => ({ content: { ...normal(res), resource: undefined } }), '请上传资源文件'],
    ['resource not uploaded here', () => ({ content: normal({ url: '/cdn/words/bundle/1/nope1/pack.zip' }) }), '请上传资源文件'],
    [
      'file name with other characters',
      () => ({ content: normal({ url: '/cdn/words/bundle/1/abcde/gem%20pack.zip' }) }),
      '文件名只能由字母数字_-.组成',
    ],
    ['start missing', () => ({ content: normal(res, { start: null }) }), 'Please select start date'],
    ['end missing on a Normal bundle', () => ({ content: normal(res, { end: null }) }), 'Please select end date'],
    [
      'start after end',
      () => ({ content: normal(res, { start: dayStart(5), end: dayEnd(2) }) }),
      'Start date can not be later than end date',
    ],
    ['start earlier than today', () => ({ content: normal(res, { start: dayStart(-1) }) }), 'Start date can not be earlier than today'],
    ['loop interval missing', () => ({ content: loop(res, [], { loopIntervalDays: undefined }) }), 'Please input loop interval days'],
    ['loop interval below 0', () => ({ content: loop(res, [], { loopIntervalDays: -1 }) }), 'Loop interval days can not be less than 0'],
    ['switches not matching the interval', () => ({ content: loop(res, [1, 0], { loopIntervalDays: 3 }) }), 'Need one switch per loop day'],
    ['illegal version', () => ({ rule: { clientVersions: ['1.x', '0.0.0'] } }), 'Illegal version!'],
  ];
  for (const [name, over, message] of cases) {
    it(name, async () => {
      const r = await admin.post(base(), body(over()));
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
    });
  }

  it('wants an env and a platform to upload', async () => {
    expect((await admin.post(`${base()}/upload?platform=2`)).body.message).toBe('Please select env');
    expect((await admin.post(`${base()}/upload?platform=2&env=dev`)).body.message).toBe('Please select env');
    expect((await admin.post(`${base()}/upload?env=sandbox`)).body.message).toBe('Please select platform');
    expect((await admin.get(`${base()}/upload?platform=3&env=sandbox`)).status).toBe(400);
  });
});

describe('upload rules', () => {
  const code = 'blocks';
  it('checks each bundle against server time before an upload, changing nothing when refused', async () => {
    const r = await uploadResource(admin, code);
    const a = (await admin.post(base(code), body({ platform: 1, name: 'ended_pack', content: normal(r) }))).body.bundle.id;
    const b = (await admin.post(base(code), body({ platform: 1, name: 'twisted_pack', content: normal(r) }))).body.bundle.id;
    await setContent(a, { start: dayStart(-5), end: dayEnd(-3) });
    await setContent(b, { start: dayStart(4), end: dayEnd(2) });
    const before = (await admin.get(`${base(code)}?platform=1`)).body.sandboxInfo;
    const refused = await admin.post(`${base(code)}/upload?platform=1&env=sandbox`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('ended_pack end time is earlier than server time');
    expect(refused.body.issues.map((i: { message: string }) => i.message)).toEqual([
      'ended_pack end time is earlier than server time',
      'twisted_pack start time is later than end time',
    ]);
    expect((await admin.get(`${base(code)}?platform=1`)).body.sandboxInfo).toEqual(before);
    await admin.delete(`${base(code)}/${a}`);
    await admin.delete(`${base(code)}/${b}`);
  });

  it('takes to prod only what sandbox has, and records a failed upload when a resource is gone', async () => {
    const r = await uploadResource(admin, code, 'lost.zip', 2);
    expect((await admin.post(base(code), body({ name: 'lost_pack', content: normal(r) }))).status).toBe(200);
    const early = await admin.post(`${base(code)}/upload?platform=2&env=prod`);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Upload these bundles to sandbox first: they changed since the last sandbox upload');

    await t.services.storage.delete(r.key);
    const failed = await admin.post(`${base(code)}/upload?platform=2&env=sandbox`);
    expect(failed.status).toBe(409);
    expect(failed.body.message).toBe('Upload failed: The resource file of lost_pack is missing: upload it again');
    const [latest] = (await admin.get(`${base(code)}/upload?platform=2&env=sandbox`)).body.histories;
    expect(latest).toMatchObject({
      state: { success: false, returnId: null },
      error: 'The resource file of lost_pack is missing: upload it again',
      operator: 'Admin',
    });
    expect(latest.uploadContent.map((b: { productID: string }) => b.productID)).toContain('lost_pack');
    // The last release is the latest successful one: a failure leaves it where it was.
    expect((await admin.get(`${base(code)}?platform=2`)).body.sandboxInfo.returnId).not.toBeNull();
  });

  it('lets only owners and admins upload to prod', async () => {
    const user = await t.signIn(USER); // rights in jigsaw (owner) and tiles
    expect((await user.post(`${base('tiles')}/upload?platform=1&env=sandbox`)).status).toBe(200);
    const prod = await user.post(`${base('tiles')}/upload?platform=1&env=prod`);
    expect(prod.status).toBe(403);
    expect(prod.body.message).toBe("Only the project's owners and admins can change prod");
    const r = await uploadResource(user, 'jigsaw');
    expect((await user.post(base('jigsaw'), body({ platform: 1, name: 'owner_pack', content: normal(r) }))).status).toBe(200);
    expect((await user.post(`${base('jigsaw')}/upload?platform=1&env=sandbox`)).status).toBe(200);
    expect((await user.post(`${base('jigsaw')}/upload?platform=1&env=prod`)).status).toBe(200);
    expect((await user.get(`${base('words')}?platform=1`)).status).toBe(403);
  });
});
