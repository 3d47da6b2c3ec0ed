// The loop to the game client for bonus codes: create (live on sandbox), redeem with the
// client key, upload to prod and redeem there; each refusal with its own error; and
// consumeCount never passing maxConsume under concurrent redeems.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bonusRedemptions } from '../../../plugins/bonus/server/db';
import { ADMIN, startTestApp, type Client, type TestApp, createProject } from '../../../tests/api/harness';

let t: TestApp;
let admin: Client;
let game: Client;
let key: string;
const CODE = 'redeemgame';
const base = `/v1/${CODE}/bonus`;
const form = (over: Record<string, unknown> = {}) => ({
  name: 'Gift',
  expire: '2099-12-31',
  maxConsume: 0,
  description: '',
  env: 'sandbox',
  content: { type: 'coins', count: 100 },
  ...over,
});
const create = async (over: Record<string, unknown> = {}) => (await admin.post(base, form(over))).body.bonus;
const redeem = (env: string, code: string, userId: string) =>
  game.post(`/client/v1/${CODE}/${env}/bonus/redeem`, { code, userId }, { 'x-client-key': key });

beforeAll(async () => {
  t = await startTestApp({ plugins: ['bonus'], demo: false });
  admin = await t.signIn(ADMIN);
  key = await createProject(admin, CODE);
  for (const name of ['coins', 'gems']) await admin.post(`${base}/reward/types`, { name });
  game = t.client();
});
afterAll(() => t.close());

describe('bonus: console to game client', () => {
  it('redeems on sandbox at once and on prod after the upload', async () => {
    const b = await create({
      content: {
        rewards: [
          { type: 'coins', count: 50 },
          { type: 'gems', count: 3 },
        ],
      },
    });
    expect((await redeem('prod', b.code, 'p1')).body).toMatchObject({ code: 'bonus_unknown', message: 'Unknown bonus code' });
    // Through the generated typed client (app/client).
    const sandbox = await t.gameClient(key).POST('/client/v1/{code}/{env}/bonus/redeem', {
      params: { path: { code: CODE, env: 'sandbox' } },
      body: { code: b.code.toLowerCase(), userId: 'p1' },
    });
    expect(sandbox.response.status).toBe(200);
    expect(sandbox.data).toEqual({
      rewards: [
        { type: 'coins', count: 50 },
        { type: 'gems', count: 3 },
      ],
    });
    const prod = (await admin.post(`${base}/${b.id}/deploy`)).body.bonus;
    // The same player redeems once per env.
    expect((await redeem('prod', b.code, 'p1')).body.rewards).toHaveLength(2);
    expect((await admin.get(`${base}/${b.id}`)).body.bonus.consumeCount).toBe(1);
    expect((await admin.get(`${base}/${prod.id}`)).body.bonus.consumeCount).toBe(1);
  });

  it('refuses unknown, disabled, expired, used-up and already-redeemed codes, each with its own error', async () => {
    const expect4xx = async (
      r: Promise<{ status: number; body: { code: string; message: string } }>,
      status: number,
      code: string,
      message: string,
    ) => {
      const got = await r;
      expect(got.status).toBe(status);
      expect(got.body).toEqual({ message, code });
    };
    await expect4xx(redeem('sandbox', 'NOSUCHCODE', 'u'), 404, 'bonus_unknown', 'Unknown bonus code');
    const off = await create({ name: 'Off' });
    await admin.post(`${base}/${off.id}/switch?env=sandbox`, { enable: 0 });
    await expect4xx(redeem('sandbox', off.code, 'u'), 403, 'bonus_disabled', 'This bonus code is disabled');
    const old = await create({ name: 'Old', expire: '2001-01-01' });
    await expect4xx(redeem('sandbox', old.code, 'u'), 409, 'bonus_expired', 'This bonus code has expired');
    const few = await create({ name: 'Few', maxConsume: 1 });
    expect((await redeem('sandbox', few.code, 'a')).status).toBe(200);
    await expect4xx(redeem('sandbox', few.code, 'a'), 409, 'bonus_redeemed', 'You have already redeemed this bonus code');
    await expect4xx(redeem('sandbox', few.code, 'b'), 409, 'bonus_exhausted', 'This bonus code has been used up');
    // A refused redeem leaves nothing behind.
    const rows = await t.db.select().from(bonusRedemptions).where(eq(bonusRedemptions.bonusId, few.id));
    expect(rows.map((r) => r.userId)).toEqual(['a']);
    expect((await admin.get(`${base}/${few.id}`)).body.bonus.consumeCount).toBe(1);
  });

  it('wants the client key, a known env, a code and a user id', async () => {
    const b = await create({ name: 'Keys' });
    expect((await game.post(`/client/v1/${CODE}/sandbox/bonus/redeem`, { code: b.code, userId: 'x' })).status).toBe(401);
    expect((await redeem('dev', b.code, 'x')).status).toBe(404);
    expect((await redeem('sandbox', '', 'x')).body.message).toBe('code is required');
    expect((await redeem('sandbox', b.code, ' ')).body.message).toBe('userId is required');
    expect((await game.post(`/client/v1/${CODE}/sandbox/bonus/redeem`, 'not json', { 'x-client-key': key })).status).toBe(400);
  });

  it('never passes maxConsume, and a user redeems once, under concurrent redeems', async () => {
    const b = await create({ name: 'Rush', maxConsume: 5 });
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => redeem('sandbox', b.code, `rush${i}`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.body.code === 'bonus_exhausted')).toHaveLength(25);
    expect((await admin.get(`${base}/${b.id}`)).body.bonus.consumeCount).toBe(5);
    expect(await t.db.select().from(bonusRedemptions).where(eq(bonusRedemptions.bonusId, b.id))).toHaveLength(5);

    const once = await create({ name: 'Once' });
    const same = await Promise.all(Array.from({ length: 10 }, () => redeem('sandbox', once.code, 'same-user')));
    expect(same.filter((r) => r.status === 200)).toHaveLength(1);
    expect(same.filter((r) => r.body.code === 'bonus_redeemed')).toHaveLength(9);
    expect((await admin.get(`${base}/${once.id}`)).body.bonus.consumeCount).toBe(1);
  });

  it('tests a code from the console: for real, or as a dry run that consumes nothing', async () => {
    const b = await create({ name: 'Test', maxConsume: 1 });
    const dry = await admin.post(`${base}/redeemTest`, { env: 'sandbox', code: b.code, userId: 'qa', dryRun: true });
    expect(dry.body).toEqual({ rewards: [{ type: 'coins', count: 100 }], dryRun: true });
    expect((await admin.get(`${base}/${b.id}`)).body.bonus.consumeCount).toBe(0);
    expect((await admin.post(`${base}/redeemTest`, { env: 'sandbox', code: b.code, userId: 'qa' })).body.dryRun).toBe(false);
    const used = await admin.post(`${base}/redeemTest`, { env: 'sandbox', code: b.code, userId: 'qa2', dryRun: true });
    expect(used.status).toBe(409);
    expect(used.body.message).toBe('This bonus code has been used up');
    expect((await admin.post(`${base}/redeemTest`, { env: 'prod', code: b.code, userId: 'qa' })).body.message).toBe('Unknown bonus code');
  });
});
