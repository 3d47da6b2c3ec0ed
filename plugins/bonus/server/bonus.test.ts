// Bonus (001, 002): reward types, create with every form message, the generated code, the
// enable switch per env, upload to prod (owner or admin, once), roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type Client, type TestApp, createProject } from '../../../tests/api/harness';

let t: TestApp;
let admin: Client;
const CODE = 'bonusgame';
const base = `/v1/${CODE}/bonus`;
const types = `${base}/reward/types`;
const bonusForm = (over: Record<string, unknown> = {}) => ({
  name: 'Welcome',
  expire: '2099-12-31',
  maxConsume: 0,
  description: 'hi',
  env: 'sandbox',
  content: { type: 'coins', count: 100 },
  ...over,
});

beforeAll(async () => {
  t = await startTestApp({ plugins: ['bonus'], demo: false });
  admin = await t.signIn(ADMIN);
  await createProject(admin, CODE);
  for (const name of ['coins', 'gems']) await admin.post(types, { name });
});
afterAll(() => t.close());

describe('reward types', () => {
  it('adds trimmed names, ignores blank and repeated ones, deletes by name in the body', async () => {
    expect((await admin.get(types)).body.types.map((x: { name: string }) => x.name)).toEqual(['coins', 'gems']);
    expect((await admin.post(types, { name: '  hints  ' })).body.types.map((x: { name: string }) => x.name)).toEqual([
      'coins',
      'gems',
      'hints',
    ]);
    expect((await admin.post(types, { name: '   ' })).body.types).toHaveLength(3);
    expect((await admin.post(types, {})).status).toBe(200);
    // Adding one that exists says so (issue 9), and a name too long says that.
    const again = await admin.post(types, { name: ' hints' });
    expect([again.status, again.body.message]).toEqual([409, "Reward type 'hints' already exists"]);
    const long = await admin.post(types, { name: 'x'.repeat(300) });
    expect([long.status, long.body.message]).toEqual([400, 'A reward type is at most 60 characters']);
    expect((await admin.get(types)).body.types).toHaveLength(3);
    const gone = await admin.request('DELETE', types, { name: ' hints ' });
    expect(gone.status).toBe(200);
    expect(gone.body.types.map((x: { name: string }) => x.name)).toEqual(['coins', 'gems']);
    expect((await admin.request('DELETE', types, { name: '' })).body.types).toHaveLength(2);
    expect((await admin.get(`/v1/${CODE}/bonus/reward/types`)).body.types).toHaveLength(2);
  });
});

describe('create', () => {
  it('creates a sandbox bonus with a code, live on sandbox', async () => {
    const r = await admin.post(
      base,
      bonusForm({
        content: {
          rewards: [
            { type: 'coins', count: 10 },
            { type: 'gems', count: 2 },
          ],
        },
      }),
    );
    expect(r.status).toBe(200);
    const b = r.body.bonus;
    expect(b).toMatchObject({
      env: 'sandbox',
      name: 'Welcome',
      expire: '2099-12-31',
      maxConsume: 0,
      consumeCount: 0,
      enable: 1,
      prodId: null,
      operator: 'Admin',
    });
    expect(b.code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(b.returnId).toBeGreaterThan(0);
    expect((await admin.get(`${base}/${b.id}`)).body.bonus).toEqual(b);
    const list = (await admin.get(`${base}?env=sandbox`)).body;
    expect(list.rows[0].id).toBe(b.id);
    expect((await admin.get(`${base}?env=prod`)).body.rows).toEqual([]);
    const other = (await admin.post(base, bonusForm())).body.bonus;
    expect(other.code).not.toBe(b.code);
  });

  it('answers every form message', async () => {
    const r = await admin.post(base, { content: {} });
    expect(r.status).toBe(400);
    expect(r.body.issues).toEqual([
      { path: 'name', message: "Please input bonus's name" },
      { path: 'expire', message: 'Please select expire time' },
      { path: 'content.type', message: 'Please select reward type' },
      { path: 'content.count', message: 'Please input reward count' },
    ]);
    const msg = async (over: Record<string, unknown>) => (await admin.post(base, bonusForm(over))).body.message;
    expect(await msg({ content: { rewards: [{ type: 'coins', count: 0 }] } })).toBe('count should > 0');
    expect(await msg({ content: { rewards: [{ type: 'coins' }] } })).toBe('reward type and count can not be null');
    expect(await msg({ content: { rewards: [] } })).toBe('reward type and count can not be null');
    expect(await msg({ maxConsume: -1 })).toBe('Max consume must be 0 or more');
    expect(await msg({ content: { type: 'stars', count: 1 } })).toBe("Unknown reward type 'stars'");
    expect(await msg({ env: 'prod' })).toBe('Create bonuses on sandbox, then upload them to Prod');
  });
});

describe('switch and upload', () => {
  it('switches per env and uploads once to prod with the same code', async () => {
    const b = (await admin.post(base, bonusForm({ name: 'Upload me' }))).body.bonus;
    const off = await admin.post(`${base}/${b.id}/switch?env=sandbox`, { enable: 0 });
    expect(off.body.bonus.enable).toBe(0);
    expect((await admin.post(`${base}/${b.id}/switch?env=prod`, { enable: 1 })).status).toBe(409);
    expect((await admin.post(`${base}/${b.id}/switch?env=sandbox`, { enable: 'x' })).body.message).toBe('enable must be 1 or 0');

    const up = await admin.post(`${base}/${b.id}/deploy`);
    expect(up.status).toBe(200);
    const prod = up.body.bonus;
    expect(prod).toMatchObject({ env: 'prod', code: b.code, name: 'Upload me', enable: 1, consumeCount: 0, sandboxId: b.id });
    expect(up.body.returnId).toBe(prod.returnId);
    expect((await admin.get(`${base}/${b.id}`)).body.bonus.prodId).toBe(prod.id);
    const again = await admin.post(`${base}/${b.id}/deploy`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`This bonus is already on Prod (${prod.id})`);
    expect((await admin.post(`${base}/${prod.id}/deploy`)).status).toBe(409);
    // Prod's switch is its own.
    expect((await admin.post(`${base}/${prod.id}/switch?env=prod`, { enable: 0 })).body.bonus.enable).toBe(0);
    expect((await admin.get(`${base}/${b.id}`)).body.bonus.enable).toBe(0);
    const snap = await t.services.publish.current({ project: CODE, env: 'prod', kind: 'bonus', key: b.code });
    expect(snap?.id).toBe(prod.returnId);
  });

  it('answers 404 for unknown ids', async () => {
    for (const id of ['999999', 'abc', '-3']) {
      expect((await admin.get(`${base}/${id}`)).status).toBe(404);
      expect((await admin.post(`${base}/${id}/switch`, { enable: 1 })).status).toBe(404);
      expect((await admin.post(`${base}/${id}/deploy`)).status).toBe(404);
    }
  });
});

describe('roles', () => {
  it('keeps users without the right out, and lets only owners and admins upload to prod', async () => {
    const b = (await admin.post(base, bonusForm({ name: 'Roles' }))).body.bonus;
    const made = (await admin.post('/v1/admin/user/createUser', { mail: 'marketing@example.com', displayName: 'Marketing' })).body;
    const user = await t.signIn({ mail: 'marketing@example.com', password: made.password });
    expect((await user.get(`${base}?env=sandbox`)).status).toBe(403);
    expect((await user.get(types)).status).toBe(403);
    await admin.post(`/v1/${CODE}/authorize`, { userId: made.id, rights: ['bonus'] });
    expect((await user.post(base, bonusForm({ name: 'By marketing' }))).status).toBe(200);
    expect((await user.post(types, { name: 'stars' })).status).toBe(200);
    const refused = await user.post(`${base}/${b.id}/deploy`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Only the project's owners and admins can change prod");
    await admin.put(`/v1/admin/projects/${CODE}`, {
      nickname: 'Bonus',
      description: 'Bonus game',
      domain: 1,
      ownerIds: [made.id],
      serviceHost: '',
      config: {},
      disabledPlugins: [],
    });
    expect((await user.post(`${base}/${b.id}/deploy`)).status).toBe(200);
  });
});
