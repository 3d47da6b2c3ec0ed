// The tasks part's API (002 §7 "Push server"): create (Both makes two), update (Ready only, 409
// otherwise, no Both), detail (sub-tasks and country sums), serverDate, versions, the image
// upload's type and size, prod for owners and admins only, another project's id 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../../../core/server/db/schema';
import { ADMIN, USER, startTestApp, type Client, type TestApp } from '../../../../tests/api/harness';
import { pushDevices, pushSubTasks, pushTasks } from '../db';
import { TASK_API_MESSAGES, TASK_MESSAGES } from '../../schemas/tasks';
import { offsetLabel, serverDate } from './serverTime';

let t: TestApp;
let admin: Client;
let user: Client;
beforeAll(async () => {
  t = await startTestApp({ plugins: ['push'], demo: [] });
  admin = await t.signIn(ADMIN);
  user = await t.signIn(USER);
}, 120_000);
afterAll(() => t.close());

const api = (code = 'tiles') => `/v1/${code}/pushServer/api`;
function body(over: Record<string, unknown> = {}) {
  return {
    env: 'sandbox',
    platform: 2,
    name: 'Weekend sale',
    description: 'Gems 50% off',
    notification: {
      alert: { en: { title: 'Sale!', subtitle: '', body: 'Gems 50% off' }, fr: { title: 'Soldes !', subtitle: '', body: '' } },
      imageUrl: '',
      badge: 1,
      sound: 'default',
      volume: 1,
      channel_id: '',
      notification_priority: 4,
      isDataType: 0,
    },
    scheduleRule: { isCycle: 0, startAt: '2026-12-01 10:00:00', endAt: '', countryScope: [], timezone: '' },
    audienceRule: {
      country: ['US'],
      timezone: [],
      startVersion: '1.2.0',
      endVersion: '1.10.0',
      language: ['en'],
      lastLoginMode: '',
      lastLoginDayLessThan: null,
      lastLoginDayMoreThan: null,
      tokenReciveDay: 0,
      random: null,
    },
    extraData: [{ key: 'screen', value: 'shop' }],
    transactional: false,
    ...over,
  };
}
const create = async (over: Record<string, unknown> = {}, who = admin, code = 'tiles') => {
  const r = await who.post(`${api(code)}/task`, body(over));
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.ids as number[];
};
const detail = (id: number, env = 'sandbox', code = 'tiles', who = admin) => who.get(`${api(code)}/task/${id}/detail?env=${env}`);

describe('create', () => {
  it('stores the task (extra data as a map) with an audit entry', async () => {
    const [id] = await create();
    const d = (await detail(id)).body;
    expect(d).toMatchObject({
      id,
      env: 'sandbox',
      platform: 2,
      name: 'Weekend sale',
      status: 0,
      operator: 'Admin',
      extraData: { screen: 'shop' },
      isCycle: 0,
      startAt: '2026-12-01 10:00:00',
      endAt: '',
    });
    expect(d.audienceRule).toMatchObject({ startVersion: '1.2.0', endVersion: '1.10.0', country: ['US'] });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'push'), eq(auditLog.action, 'createTask'), eq(auditLog.target, String(id))));
    expect(audits).toHaveLength(1);
  });

  it('makes two tasks for Both, one per platform, without versions', async () => {
    const ids = await create({ platform: 3, name: 'Both platforms' });
    expect(ids).toHaveLength(2);
    const rows = await Promise.all(ids.map(async (id) => (await detail(id)).body));
    expect(rows.map((r) => r.platform)).toEqual([1, 2]);
    expect(rows.every((r) => r.name === 'Both platforms' && r.audienceRule.startVersion === '' && r.audienceRule.endVersion === '')).toBe(
      true,
    );
  });

  it("answers the schema's messages and stores nothing", async () => {
    const before = (await t.db.select().from(pushTasks)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ platform: null }, TASK_MESSAGES.platform],
      [{ name: '  ' }, TASK_MESSAGES.name],
      [{ env: 'staging' }, TASK_API_MESSAGES.env],
      [{ extraData: [{ key: '', value: 'x' }] }, TASK_MESSAGES.key],
      [{ scheduleRule: { isCycle: 1, startAt: '2026-12-01 10:00:00', endAt: '' } }, TASK_MESSAGES.endAt],
      [{ scheduleRule: { isCycle: 7, startAt: '2026-12-09 10:00:00', endAt: '2026-12-01 10:00:00' } }, TASK_MESSAGES.startAfterEnd],
    ];
    for (const [over, message] of cases) {
      const r = await admin.post(`${api()}/task`, body(over));
      expect(r.status, message).toBe(400);
      expect(JSON.stringify(r.body)).toContain(message);
    }
    expect((await t.db.select().from(pushTasks)).length).toBe(before);
  });

  it('refuses javascript: and other unsafe links in the image and the extra data (create, update), as in-site messages do', async () => {
    const before = (await t.db.select().from(pushTasks)).length;
    const notification = (imageUrl: string) => ({ ...body().notification, imageUrl });
    const link = (value: string) => [
      { key: 'screen', value: 'shop' },
      { key: 'link', value },
    ];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ notification: notification('javascript:alert(1)') }, 'notification.imageUrl', 'Use an uploaded file or an http(s) link'],
      [{ notification: notification('data:image/png;base64,AAAA') }, 'notification.imageUrl', 'Use an uploaded file or an http(s) link'],
      [{ notification: notification('//evil.example/x.png') }, 'notification.imageUrl', 'Use an uploaded file or an http(s) link'],
      [
        { extraData: link('javascript:alert(document.cookie)') },
        'extraData.1.value',
        'Use an http(s) link or an app link such as myapp://page',
      ],
      [{ extraData: link('JavaScript:alert(1)') }, 'extraData.1.value', 'Use an http(s) link or an app link such as myapp://page'],
      [{ extraData: link('java\tscript:alert(1)') }, 'extraData.1.value', 'Use an http(s) link or an app link such as myapp://page'],
      [{ extraData: link('vbscript:msgbox') }, 'extraData.1.value', 'Use an http(s) link or an app link such as myapp://page'],
      // The project's own app schemes (tiles, itms-apps, market) and http(s) only.
      [{ extraData: link('otherapp://shop') }, 'extraData.1.value', 'Only http:, https:, tiles:, itms-apps:, market: links are allowed'],
    ];
    for (const [over, path, message] of cases) {
      const r = await admin.post(`${api()}/task`, body(over));
      expect(r.status, JSON.stringify(over)).toBe(400);
      expect(r.body.issues, JSON.stringify(r.body)).toContainEqual({ path, message });
    }
    expect((await t.db.select().from(pushTasks)).length).toBe(before);
    // An edit is checked the same way.
    const [id] = await create();
    const bad = await admin.put(`${api()}/task`, body({ id, extraData: link('javascript:alert(1)') }));
    expect(bad.status).toBe(400);
    expect((await detail(id)).body.extraData).toEqual({ screen: 'shop' });
    // Plain values, http(s), the project's app links and uploaded images pass.
    const [ok] = await create({
      notification: notification('/cdn/tiles/push/abc/banner.png'),
      extraData: [
        { key: 'level', value: 'level:3' },
        { key: 'web', value: 'https://example.com/sale' },
        { key: 'link', value: 'tiles://shop/gems' },
      ],
    });
    expect((await detail(ok)).body.extraData).toEqual({ level: 'level:3', web: 'https://example.com/sale', link: 'tiles://shop/gems' });
  });

  it('refuses prod to a user who is not an owner (tiles) and lets an owner (jigsaw) and an admin create there', async () => {
    const r = await user.post(`${api()}/task`, body({ env: 'prod' }));
    expect(r.status).toBe(403);
    expect(r.body.message).toBe("Only the project's owners and admins can change prod");
    await create({ env: 'prod' }, user, 'jigsaw');
    await create({ env: 'prod' }, admin);
    // Sandbox is the right's.
    await create({}, user);
  });
});

describe('update', () => {
  it('replaces a Ready task (the id in the body) and keeps its id', async () => {
    const [id] = await create();
    const r = await admin.put(
      `${api()}/task`,
      body({
        id,
        name: 'Renamed',
        platform: 1,
        scheduleRule: { isCycle: 7, startAt: '2026-12-01 10:00:00', endAt: '2026-12-29 10:00:00' },
      }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ id });
    expect((await detail(id)).body).toMatchObject({ id, name: 'Renamed', platform: 1, isCycle: 7, endAt: '2026-12-29 10:00:00' });
  });

  it('answers 409 for a task that is not Ready, and changes nothing', async () => {
    const [id] = await create({ name: 'Running one' });
    for (const status of [1, 2, 3]) {
      await t.db.update(pushTasks).set({ status }).where(eq(pushTasks.id, id));
      const r = await admin.put(`${api()}/task`, body({ id, name: 'Edited' }));
      expect(r.status).toBe(409);
      expect(r.body.message).toBe(TASK_API_MESSAGES.notReady);
    }
    expect((await detail(id)).body.name).toBe('Running one');
  });

  it('refuses Both, a task of another project or env (404), and prod to a non-owner', async () => {
    const [id] = await create();
    const both = await admin.put(`${api()}/task`, body({ id, platform: 3 }));
    expect(both.status).toBe(400);
    expect(JSON.stringify(both.body)).toContain(TASK_API_MESSAGES.bothOnUpdate);
    expect((await admin.put(`${api('jigsaw')}/task`, body({ id }))).status).toBe(404);
    expect((await admin.put(`${api()}/task`, body({ id, env: 'prod' }))).status).toBe(404);
    const [prodId] = await create({ env: 'prod' });
    expect((await user.put(`${api()}/task`, body({ id: prodId, env: 'prod' }))).status).toBe(403);
  });
});

describe('detail', () => {
  it('lists the sub-tasks and sums the counters and countries with their rates', async () => {
    const [id] = await create({ name: 'With stats' });
    // What the delivery part's planner and senders write.
    await t.db.insert(pushSubTasks).values([
      {
        taskId: id,
        timezone: 'Asia/Tokyo',
        fireAt: new Date('2026-12-01T01:00:00Z'),
        status: 2,
        plannedCount: 10,
        sendCount: 10,
        successCount: 8,
        failCount: 2,
        openCount: 4,
        inactiveCount: 1,
        countryCount: { JP: [10, 8, 2, 4] },
      },
      {
        taskId: id,
        timezone: 'America/New_York',
        fireAt: new Date('2026-12-01T15:00:00Z'),
        status: 1,
        plannedCount: 20,
        sendCount: 20,
        successCount: 20,
        failCount: 0,
        openCount: 5,
        inactiveCount: 0,
        countryCount: { US: [15, 15, 0, 3], JP: [5, 5, 0, 2] },
      },
    ]);
    const d = (await detail(id)).body;
    expect(d).toMatchObject({
      sendCount: 30,
      successCount: 28,
      failCount: 2,
      openCount: 9,
      inactiveCount: 1,
      failRate: 0.066667,
      openRate: 0.321429,
    }); // fractions to 6 decimals, as the list shows them
    expect(d.subTasks.map((s: { timezone: string }) => s.timezone)).toEqual(['Asia/Tokyo', 'America/New_York']);
    expect(d.subTasks[0]).toMatchObject({
      fireAt: '2026-12-01T01:00:00.000Z',
      status: 2,
      failRate: 0.2,
      openRate: 0.5,
      countryCount: [{ c: 'JP', stats: [10, 8, 2, 4] }],
    });
    expect(d.countryList).toEqual([
      {
        country: 'JP',
        sendCount: 15,
        successCount: 13,
        failCount: 2,
        openCount: 6,
        inactiveCount: 0,
        failRate: 0.133333,
        openRate: 0.461538,
      },
      { country: 'US', sendCount: 15, successCount: 15, failCount: 0, openCount: 3, inactiveCount: 0, failRate: 0, openRate: 0.2 },
    ]);
  });

  it("answers 404 for another project's, another env's or an unknown id, 400 for a bad env", async () => {
    const [id] = await create();
    expect((await detail(id, 'sandbox', 'jigsaw')).status).toBe(404);
    expect((await detail(id, 'prod')).status).toBe(404);
    expect((await detail(2 ** 31 + 5)).status).toBe(404);
    expect((await admin.get(`${api()}/task/abc/detail?env=sandbox`)).status).toBe(404);
    expect((await admin.get(`${api()}/task/${id}/detail?env=nope`)).status).toBe(400);
    // The right is needed: a user with no rights in the project.
    expect((await detail(id, 'sandbox', 'tiles', t.client())).status).toBe(401);
  });
});

describe('serverDate and versions', () => {
  it("answers now on the server clock with a 'UTC+8' style offset", async () => {
    const r = await admin.get(`${api()}/task/serverDate?env=sandbox`);
    expect(r.status).toBe(200);
    expect(r.body.zone).toBe('Asia/Shanghai');
    expect(r.body.timezone).toBe('UTC+8');
    expect(r.body.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/);
    expect(serverDate('Asia/Shanghai', new Date('2026-11-30T20:45:31Z'))).toEqual({
      date: '2026-12-01 04:45:00',
      timezone: 'UTC+8',
      zone: 'Asia/Shanghai',
    });
    expect(serverDate('America/Los_Angeles', new Date('2026-07-01T12:00:00Z')).timezone).toBe('UTC-7');
    expect(serverDate('Asia/Kolkata', new Date('2026-07-01T12:00:00Z')).timezone).toBe('UTC+5:30');
    expect(offsetLabel('GMT')).toBe('UTC+0');
    expect((await admin.get(`${api()}/task/serverDate`)).status).toBe(400);
  });

  it("lists the registered devices' versions of the env and platform in version order", async () => {
    const dev = (platform: number, appVersion: string, token: string, env: 'sandbox' | 'prod' = 'sandbox') => ({
      projectCode: 'tiles',
      env,
      platform,
      token,
      timezone: 'UTC',
      appVersion,
    });
    await t.db
      .insert(pushDevices)
      .values([
        dev(2, '1.10.0', 'a'),
        dev(2, '1.9.2', 'b'),
        dev(2, '1.10.0', 'c'),
        dev(2, '1.2.0', 'd'),
        dev(2, '', 'e'),
        dev(2, 'beta', 'f'),
        dev(1, '3.0.0', 'g'),
        dev(2, '9.0.0', 'h', 'prod'),
      ]);
    const r = await admin.get(`${api()}/versions?env=sandbox&platform=2`);
    expect(r.body).toEqual(['1.2.0', '1.9.2', '1.10.0']);
    expect((await admin.get(`${api()}/versions?env=sandbox&platform=1`)).body).toEqual(['3.0.0']);
    expect((await admin.get(`${api()}/versions?env=sandbox&platform=3`)).status).toBe(400);
  });
});

describe('image upload', () => {
  const png = (size: number) => {
    const b = new Uint8Array(size);
    b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    return b;
  };
  it('stores a png and answers its URL, which serves the bytes', async () => {
    const r = await admin.upload(`${api()}/task/image`, { file: { name: 'banner.png', data: png(100), type: 'image/png' } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.url).toMatch(/\/cdn\/tiles\/push\/[0-9a-f]{64}\/banner\.png$/);
    const served = await admin.get(new URL(r.body.url, 'http://x').pathname);
    expect(served.status).toBe(200);
  });
  it('refuses what is not a png, by name or by bytes, and a missing file', async () => {
    for (const file of [
      { name: 'banner.jpg', data: png(100) },
      { name: 'banner.png', data: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]) },
    ]) {
      const r = await admin.upload(`${api()}/task/image`, { file });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(TASK_API_MESSAGES.onlyPng);
    }
    const none = await admin.upload(`${api()}/task/image`, { other: 'x' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(TASK_API_MESSAGES.noImage);
  });
  it('refuses an image over 10 MB with a 413 and takes one of exactly 10 MB', async () => {
    const over = await admin.upload(`${api()}/task/image`, { file: { name: 'big.png', data: png(10 * 1024 * 1024 + 1) } });
    expect(over.status).toBe(413);
    expect(over.body.message).toBe(TASK_API_MESSAGES.imageTooLarge);
    expect((await admin.upload(`${api()}/task/image`, { file: { name: 'max.png', data: png(10 * 1024 * 1024) } })).status).toBe(200);
  });
});
