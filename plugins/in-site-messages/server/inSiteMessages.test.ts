// In-site messages (001): life cycle (create, update drops the sandbox returnId, upload to
// sandbox then prod, prod locks edit and upload), every validation message, roles, clearing
// the online config, histories.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../../core/server/db/schema';
import { ADMIN, LIMIT, USER, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await startTestApp({ plugins: ['in-site-messages'] });
  admin = await t.signIn(ADMIN);
});
afterAll(() => t.close());

const base = (code = 'words') => `/v1/${code}/inSiteMessage`;
const item = (over: Record<string, unknown> = {}) => ({
  to: 'Facebook',
  type: 'bonus',
  url: 'https://example.com/bonus/A1',
  startTimestamp: 1_900_000_000,
  timezone: 'Asia/Shanghai',
  ...over,
});
const body = (over: Record<string, unknown> = {}) => ({ platform: 2, country: 'FR', config: { messages: [item()] }, rule: {}, ...over });

describe('life cycle', () => {
  it('creates, updates, uploads to sandbox then prod, and then refuses edit and upload', async () => {
    const created = await admin.post(base(), body());
    expect(created.status).toBe(200);
    const msg = created.body.inSiteMessage;
    expect(msg).toMatchObject({
      platform: 2,
      country: 'FR',
      extra: { sandbox_returnId: null, prod_returnId: null },
      config: { messages: [item()] },
      rule: {},
      operator: 'Admin',
    });

    const list = await admin.get(`${base()}?platform=2`);
    expect(list.body.inSiteMessages.map((m: { id: number }) => m.id)).toContain(msg.id);
    expect(list.body.countries[0]).toBe('default');
    expect(list.body.countries).toContain('US');
    expect((await admin.get(`${base()}?platform=1`)).body.inSiteMessages.map((m: { id: number }) => m.id)).not.toContain(msg.id);

    const toProdTooSoon = await admin.post(`${base()}/upload`, { platform: 2, env: 'prod', id: msg.id });
    expect(toProdTooSoon.status).toBe(409);
    expect(toProdTooSoon.body.message).toBe(`Upload message ${msg.id} to sandbox first`);

    const sandbox = await admin.post(`${base()}/upload`, { platform: 2, env: 'sandbox', id: msg.id });
    expect(sandbox.status).toBe(200);
    expect(sandbox.body.inSiteMessage.extra).toEqual({ sandbox_returnId: sandbox.body.returnId, prod_returnId: null });

    // Editing drops the sandbox returnId: prod must wait for another sandbox upload.
    const edited = await admin.post(base(), body({ id: msg.id, config: { messages: [item({ url: 'https://example.com/bonus/B2' })] } }));
    expect(edited.status).toBe(200);
    expect(edited.body.inSiteMessage.extra).toEqual({ sandbox_returnId: null, prod_returnId: null });
    expect(edited.body.inSiteMessage.config.messages[0].url).toBe('https://example.com/bonus/B2');
    expect((await admin.post(`${base()}/upload`, { platform: 2, env: 'prod', id: msg.id })).status).toBe(409);

    const again = await admin.post(`${base()}/upload`, { platform: 2, env: 'Sandbox', id: msg.id });
    expect(again.body.returnId).toBeGreaterThan(sandbox.body.returnId);
    const prod = await admin.post(`${base()}/upload`, { platform: 2, env: 'prod', id: msg.id });
    expect(prod.status).toBe(200);
    expect(prod.body.inSiteMessage.extra).toEqual({ sandbox_returnId: again.body.returnId, prod_returnId: prod.body.returnId });

    const noEdit = await admin.post(base(), body({ id: msg.id }));
    expect(noEdit.status).toBe(409);
    expect(noEdit.body.message).toBe(`Message ${msg.id} is on prod: it can no longer be edited or uploaded`);
    expect((await admin.post(`${base()}/upload`, { platform: 2, env: 'sandbox', id: msg.id })).status).toBe(409);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'in-site-messages'), eq(auditLog.target, String(msg.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'upload:sandbox', 'update', 'upload:sandbox', 'upload:prod']);
  });

  it('saves one message per call: the form calls once per selected country', async () => {
    const countries = ['default', 'US', 'GB'];
    const ids: number[] = [];
    for (const country of countries) ids.push((await admin.post(base('colors'), body({ country }))).body.inSiteMessage.id);
    const rows = (await admin.get(`${base('colors')}?platform=2`)).body.inSiteMessages.filter((m: { id: number }) => ids.includes(m.id));
    expect(rows.map((m: { country: string }) => m.country).sort()).toEqual(['GB', 'US', 'default']);
    // No country means 'default'.
    expect((await admin.post(base('colors'), body({ country: '' }))).body.inSiteMessage.country).toBe('default');
  });

  it("keeps a message's platform, and answers 404 for unknown ids and other projects' messages", async () => {
    const id = (await admin.post(base(), body())).body.inSiteMessage.id;
    const moved = await admin.post(base(), body({ id, platform: 1 }));
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(`Message ${id} belongs to iOS; its platform cannot change`);
    expect((await admin.post(base(), body({ id: 999999 }))).status).toBe(404);
    expect((await admin.post(base('colors'), body({ id }))).status).toBe(404);
    expect((await admin.post(`${base('colors')}/upload`, { platform: 2, env: 'sandbox', id })).status).toBe(404);
    expect((await admin.post(`${base()}/upload`, { platform: 1, env: 'sandbox', id })).status).toBe(409);
  });
});

describe('validation messages', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['platform missing', { platform: undefined }, 'Please select platform'],
    ['platform unknown', { platform: 3 }, 'Please select platform'],
    ['to missing', { config: { messages: [item({ to: '' })] } }, 'Please select to'],
    ['to other than Facebook', { config: { messages: [item({ to: 'Twitter' })] } }, 'Please select to'],
    ['type missing', { config: { messages: [item({ type: undefined })] } }, 'Please select type'],
    ['url missing', { config: { messages: [item({ url: ' ' })] } }, 'Please input url'],
    ['start missing', { config: { messages: [item({ startTimestamp: null })] } }, 'Please select start time'],
    ['timezone missing', { config: { messages: [item({ timezone: '' })] } }, 'Please select timezone'],
    ['timezone unknown', { config: { messages: [item({ timezone: 'Mars/Olympus' })] } }, "Unknown timezone 'Mars/Olympus'"],
    ['no message', { config: { messages: [] } }, 'Need at least one message'],
    ['no config', { config: undefined }, 'Need at least one message'],
    ['country illegal', { country: 'U S' }, 'Country codes use letters, digits, _ and - only'],
    ['version illegal', { rule: { clientVersions: ['1.2', '2.0.0'] } }, 'Illegal version!'],
    ['versions out of order', { rule: { clientVersions: ['2.0.0', '1.0.0'] } }, 'The min version must not be greater than the max version'],
  ];
  for (const [name, over, message] of cases) {
    it(name, async () => {
      const r = await admin.post(base(), body(over));
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
    });
  }

  it('takes an open upper bound (0.0.0) and an empty rule', async () => {
    expect((await admin.post(base(), body({ rule: { clientVersions: ['2.0.0', '0.0.0'] } }))).status).toBe(200);
    expect((await admin.post(base(), body({ rule: undefined }))).body.inSiteMessage.rule).toEqual({});
  });

  it('wants an env and a platform to upload or clear', async () => {
    const id = (await admin.post(base(), body())).body.inSiteMessage.id;
    expect((await admin.post(`${base()}/upload`, { platform: 2, id })).body.message).toBe('Please select env');
    expect((await admin.post(`${base()}/upload`, { platform: 2, env: 'dev', id })).body.message).toBe('Please select env');
    expect((await admin.post(`${base()}/upload/clear`, { env: 'sandbox', country: 'US' })).body.message).toBe('Please select platform');
    expect((await admin.get(`${base()}/histories?platform=2`)).status).toBe(400);
  });
});

describe('online config, clear and histories', () => {
  it('lists what each country serves, clears one, and keeps uploads and clears in the history', async () => {
    const code = 'blocks';
    const mk = async (country: string) => (await admin.post(base(code), body({ platform: 1, country }))).body.inSiteMessage.id;
    const de = await mk('DE');
    const fr = await mk('FR');
    for (const id of [de, fr]) expect((await admin.post(`${base(code)}/upload`, { platform: 1, env: 'sandbox', id })).status).toBe(200);

    const online = async () =>
      (await admin.get(`${base(code)}/histories/latestByCountry?platform=1&env=sandbox`)).body.histories as {
        country: string;
        conf: { id: number };
      }[];
    const countries = (await online()).map((h) => h.country);
    expect(countries).toEqual(expect.arrayContaining(['DE', 'FR', 'default']));
    expect((await online()).find((h) => h.country === 'DE')!.conf.id).toBe(de);

    const cleared = await admin.post(`${base(code)}/upload/clear`, { platform: 1, env: 'sandbox', country: 'DE' });
    expect(cleared.status).toBe(200);
    expect((await online()).map((h) => h.country)).not.toContain('DE');
    const twice = await admin.post(`${base(code)}/upload/clear`, { platform: 1, env: 'sandbox', country: 'DE' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Nothing is online for DE on sandbox');
    expect((await admin.post(`${base(code)}/upload/clear`, { platform: 1, env: 'prod', country: 'XX' })).status).toBe(409);

    const history = (await admin.get(`${base(code)}/histories?platform=1&env=sandbox`)).body.histories;
    expect(history[0]).toMatchObject({
      action: 'clear',
      country: 'DE',
      conf: null,
      state: { success: true, returnId: cleared.body.returnId },
      operator: 'Admin',
    });
    expect(history[1]).toMatchObject({ action: 'publish', country: 'FR', conf: { id: fr, country: 'FR', messages: [item()] } });
    expect(
      (await admin.get(`${base(code)}/histories?platform=1&env=prod`)).body.histories.every(
        (h: { country: string }) => h.country === 'default',
      ),
    ).toBe(true);
  });
});

describe('roles', () => {
  it('lets a user with the right work, but only owners and admins change prod', async () => {
    const user = await t.signIn(USER); // rights in jigsaw (owner) and tiles
    const inTiles = (await user.post(base('tiles'), body())).body.inSiteMessage.id;
    expect((await user.post(`${base('tiles')}/upload`, { platform: 2, env: 'sandbox', id: inTiles })).status).toBe(200);
    const prod = await user.post(`${base('tiles')}/upload`, { platform: 2, env: 'prod', id: inTiles });
    expect(prod.status).toBe(403);
    expect(prod.body.message).toBe("Only the project's owners and admins can change prod");
    expect((await user.post(`${base('tiles')}/upload/clear`, { platform: 1, env: 'prod', country: 'default' })).status).toBe(403);

    const inJigsaw = (await user.post(base('jigsaw'), body())).body.inSiteMessage.id;
    await user.post(`${base('jigsaw')}/upload`, { platform: 2, env: 'sandbox', id: inJigsaw });
    expect((await user.post(`${base('jigsaw')}/upload`, { platform: 2, env: 'prod', id: inJigsaw })).status).toBe(200);
  });

  it('refuses users without the right in the project', async () => {
    const user = await t.signIn(USER);
    expect((await user.get(`${base('words')}?platform=1`)).status).toBe(403);
    expect((await user.post(base('words'), body())).status).toBe(403);
    const limit = await t.signIn(LIMIT); // rights in pins only
    expect((await limit.get(`${base('pins')}?platform=1`)).status).toBe(200);
    expect((await limit.get(`${base('jigsaw')}/histories?platform=1&env=sandbox`)).status).toBe(403);
    expect((await t.client().get(`${base('pins')}?platform=1`)).status).toBe(401);
  });
});
