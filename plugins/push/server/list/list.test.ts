// The push task list's API (002 "Push task list", §7 "Push server", §8 upload errors): list and
// search with each filter, DAU and the counters, each message, shutdown states, batch all or nothing,
// prod refused for a non-owner, the stats chart and token block, export, the template round trip
// and uploads (a Gnumeric file) with errors in each table, then a good one.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { auditLog } from '../../../../core/server/db/schema';
import { toEventRow } from '../../../../core/server/warehouse/rows';
import type { GameEvent } from '../../../../core/shared/eventSchema';
import { ADMIN, createProject, startTestApp, type Client, type TestApp } from '../../../../tests/api/harness';
import { importAndRun } from '../../../../tests/api/jobs';
import type { Notification } from '../../shared';
import { pushDaily, pushDeliveries, pushDevices, pushSubTasks, pushTasks } from '../db';

const CODE = 'pushl';
const OTHER = 'pushl2';
const api = (code = CODE) => `/v1/${code}/pushServer/api`;
let t: TestApp;
let admin: Client;
let user: Client;
let noRight: Client;

const DAY = 86_400_000;
const dayOf = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

const notification = (title: string, body = 'Come back'): Notification => ({
  alert: { en: { title, subtitle: '', body }, fr: { title: `${title} fr`, subtitle: '', body: '' } },
  imageUrl: '',
  badge: 1,
  sound: 'default',
  volume: 1,
  channel_id: '',
  notification_priority: 3,
  isDataType: 0,
});
async function task(o: {
  name: string;
  env?: 'sandbox' | 'prod';
  platform?: 1 | 2;
  status?: number;
  startAt?: string;
  isCycle?: number;
  isTest?: boolean;
  country?: string[];
  code?: string;
  counters?: number[][];
}) {
  const startAt = o.startAt ?? `${dayOf(-1)} 10:00:00`;
  const [row] = await t.db
    .insert(pushTasks)
    .values({
      projectCode: o.code ?? CODE,
      env: o.env ?? 'sandbox',
      platform: o.platform ?? 2,
      name: o.name,
      description: `${o.name} description`,
      status: o.status ?? 0,
      notification: notification(`${o.name} title`),
      scheduleRule: { isCycle: o.isCycle ?? 0, startAt, endAt: o.isCycle ? `${dayOf(30)} 10:00:00` : '', countryScope: [], timezone: '' },
      audienceRule: {
        country: o.country ?? [],
        timezone: [],
        startVersion: '',
        endVersion: '',
        language: [],
        lastLoginMode: '',
        lastLoginDayLessThan: null,
        lastLoginDayMoreThan: null,
        tokenReciveDay: 0,
        random: null,
      },
      isTest: o.isTest ?? false,
      firstFireAt: new Date(`${startAt.slice(0, 10)}T02:00:00Z`),
      operator: 'seed@example.com',
    })
    .returning();
  // Sub-task counters: [send, success, fail, open, inactive] per zone.
  for (const [i, c] of (o.counters ?? []).entries()) {
    await t.db.insert(pushSubTasks).values({
      taskId: row.id,
      timezone: ['Europe/Paris', 'America/New_York', 'Asia/Tokyo'][i],
      fireAt: new Date(Date.now() - DAY + i * 3_600_000),
      status: 2,
      sendCount: c[0],
      successCount: c[1],
      failCount: c[2],
      openCount: c[3],
      inactiveCount: c[4],
    });
  }
  return row;
}
// At noon of the day `offset` days away: an hour before now was the day before in the first hour after midnight (UTC).
const event = (userId: string, name: string, offset: number, platform = 2, country = 'US') =>
  toEventRow(
    { event: name, userId, ts: Date.parse(`${dayOf(offset)}T12:00:00Z`), platform, appVersion: '1.0.0', country } as GameEvent,
    Date.now(),
  );
const newUser = async (mail: string) => {
  const made = await admin.post('/v1/admin/user/createUser', { mail, displayName: mail });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return { id: made.body.id as number, password: made.body.password as string };
};

beforeAll(async () => {
  t = await startTestApp({ plugins: ['push', 'bonus'], demo: false });
  admin = await t.signIn(ADMIN);
  await createProject(admin, CODE);
  await createProject(admin, OTHER);
  const u = await newUser('push-user@example.com');
  const n = await newUser('push-none@example.com');
  expect((await admin.post(`/v1/${CODE}/authorize`, { userId: u.id, rights: ['push'] })).status).toBe(200);
  expect((await admin.post(`/v1/${CODE}/authorize`, { userId: n.id, rights: [] })).status).toBe(200);
  user = await t.signIn({ mail: 'push-user@example.com', password: u.password });
  noRight = await t.signIn({ mail: 'push-none@example.com', password: n.password });
  // Warehouse: yesterday 4 iOS users active (3 installs, 1 token), 2 Android; 2 days ago 1 iOS install with a token.
  await t.services.warehouse.write(CODE, [
    ...['a', 'b', 'c'].map((u) => event(u, 'install', -1)),
    event('d', 'session_start', -1),
    event('a', 'push_token', -1),
    event('x', 'session_start', -1, 1),
    event('y', 'session_start', -1, 1),
    event('e', 'install', -2, 2, 'GB'),
    event('e', 'push_token', -2, 2, 'GB'),
  ]);
});
afterAll(() => t?.close());

describe('list and search', () => {
  it('lists a page with the counters summed over sub-tasks, rates as fractions, DAU and open/DAU; test and shut-down tasks are not listed', async () => {
    const a = await task({
      name: 'Alpha',
      counters: [
        [100, 90, 10, 9, 2],
        [50, 40, 10, 1, 0],
      ],
    });
    await task({ name: 'Hidden test', isTest: true });
    const shut = await task({ name: 'Gone', status: 3 });
    await task({ name: 'Android one', platform: 1 });
    await task({ name: 'Prod one', env: 'prod' });
    await task({ name: 'Elsewhere', code: OTHER });
    const r = await user.get(`${api()}/task?env=sandbox&platform=2&pn=1&ps=10`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.tasks.map((x: { name: string }) => x.name)).toEqual(['Alpha']);
    expect(r.body.total).toBe(1);
    expect(r.body.tasks[0]).toMatchObject({
      id: a.id,
      env: 'sandbox',
      platform: 2,
      status: 0,
      alert: { title: 'Alpha title', body: 'Come back' },
      sendCount: 150,
      successCount: 130,
      failCount: 20,
      failRate: 0.133333,
      openCount: 10,
      openRate: 0.076923,
      inactiveCount: 2,
      dauCount: 4,
      openDauRate: 2.5,
    });
    const panel = await user.get(`${api()}/task?env=sandbox&platform=2&status=3&ps=5`);
    expect(panel.body.tasks.map((x: { id: number }) => x.id)).toEqual([shut.id]);
    expect((await user.get(`${api()}/task?env=sandbox&platform=1`)).body.tasks[0]).toMatchObject({
      name: 'Android one',
      dauCount: 2,
      sendCount: 0,
      failRate: null,
      openRate: null,
      openDauRate: 0,
    });
  });

  it('pages', async () => {
    for (let i = 0; i < 11; i++) await task({ name: `Page ${i}`, env: 'prod', platform: 1 });
    const p1 = await user.get(`${api()}/task?env=prod&platform=1&pn=1&ps=10`);
    const p2 = await user.get(`${api()}/task?env=prod&platform=1&pn=2&ps=10`);
    expect([p1.body.tasks.length, p2.body.tasks.length, p1.body.total]).toEqual([10, 1, 11]);
    expect(p2.body.tasks[0].name).toBe('Page 0');
  });

  it('searches by status, start day range, keyword and isCycle (dropped when not a number)', async () => {
    await task({ name: 'Daily bonus', env: 'prod', isCycle: 1, startAt: `${dayOf(-5)} 08:00:00`, status: 1 });
    await task({ name: 'Weekly digest', env: 'prod', isCycle: 7, startAt: `${dayOf(-20)} 08:00:00`, status: 2 });
    await task({ name: 'One shot', env: 'prod', startAt: `${dayOf(3)} 08:00:00` });
    const search = (body: Record<string, unknown>) =>
      user.post(`${api()}/task/search`, { env: 'prod', platform: 2, pn: 1, ps: 10, ...body });
    const names = async (body: Record<string, unknown>) => {
      const r = await search(body);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.tasks.map((x: { name: string }) => x.name).sort();
    };
    expect(await names({ isCycle: 1 })).toEqual(['Daily bonus']);
    expect(await names({ isCycle: 7 })).toEqual(['Weekly digest']);
    expect(await names({ isCycle: 'all' })).toEqual(['Daily bonus', 'One shot', 'Prod one', 'Weekly digest']);
    expect(await names({ status: 2 })).toEqual(['Weekly digest']);
    expect(await names({ startDate: dayOf(-6), endDate: dayOf(0) })).toEqual(['Daily bonus', 'Prod one']);
    expect(await names({ keyword: 'DIGEST' })).toEqual(['Weekly digest']);
    expect(await names({ keyword: 'One shot title' })).toEqual(['One shot']);
    expect(await names({ keyword: '%' })).toEqual([]);
    expect(await names({ projectCode: CODE, keyword: 'bonus' })).toEqual(['Daily bonus']);
  });

  it('answers each bad input with the message and a 4xx', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ env: '' }, 'Please select Env'],
      [{ env: 'staging' }, 'Please select Env'],
      [{ platform: 3 }, 'Please select Platform'],
      [{ platform: undefined }, 'Please select Platform'],
      [{ projectCode: OTHER }, 'Illegal project'],
      [{ status: 9 }, 'status is 0 (Ready), 1 (Running), 2 (Completed) or 3 (Shutdown)'],
      [{ startDate: '2026-02-30' }, 'Use a date such as 2026-11-27'],
      [{ startDate: '2026-11-10', endDate: '2026-11-01' }, 'The start date cannot be after the end date'],
      [{ ps: 15 }, 'Page size is one of 10, 20, 50, 100'],
      [{ pn: 0 }, 'Page numbers start at 1'],
      [{ keyword: 'x'.repeat(201) }, 'At most 200 characters'],
    ];
    for (const [bad, message] of cases) {
      const r = await user.post(`${api()}/task/search`, { env: 'sandbox', platform: 2, ...bad });
      expect(r.status, message).toBe(400);
      expect(JSON.stringify(r.body), message).toContain(message);
    }
    expect((await user.get(`${api()}/task?env=sandbox&platform=9`)).status).toBe(400);
    expect((await noRight.get(`${api()}/task?env=sandbox&platform=2`)).status).toBe(403);
    expect((await user.get(`${api(OTHER)}/task?env=sandbox&platform=2`)).status).toBe(403);
  });
});

describe('shutdown', () => {
  it('shuts a Ready or Running task down (audited), refuses Completed and Shutdown with 409', async () => {
    const ready = await task({ name: 'S ready' });
    const running = await task({ name: 'S running', status: 1 });
    const done = await task({ name: 'S done', status: 2 });
    for (const x of [ready, running]) {
      const r = await user.post(`${api()}/task/${x.id}/shutdown`, { env: 'sandbox' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.message).toBe('shutdown success!');
      const [row] = await t.db.select().from(pushTasks).where(eq(pushTasks.id, x.id));
      expect(row.status).toBe(3);
      expect(row.shutdownAt).not.toBeNull();
    }
    const again = await user.post(`${api()}/task/${ready.id}/shutdown`, { env: 'sandbox' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Only Ready or Running tasks can be shut down: S ready (#${ready.id})`);
    expect((await user.post(`${api()}/task/${done.id}/shutdown`, { env: 'sandbox' })).status).toBe(409);
    expect((await user.post(`${api()}/task/${done.id}/shutdown`, { env: 'prod' })).status).toBe(404);
    expect((await user.post(`${api()}/task/99999999999999999999/shutdown`, { env: 'sandbox' })).status).toBe(404);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'push'), eq(auditLog.target, String(running.id))));
    expect(audits.map((a) => a.action)).toEqual(['task.shutdown']);
  });

  it('batch: all or nothing, naming the tasks that cannot', async () => {
    const a = await task({ name: 'B one' });
    const b = await task({ name: 'B two', status: 1 });
    const c = await task({ name: 'B done', status: 2 });
    const refused = await user.post(`${api()}/task/batchShutdown`, { env: 'sandbox', idList: [a.id, b.id, c.id] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Only Ready or Running tasks can be shut down: B done (#${c.id})`);
    const statuses = async () => (await t.db.select().from(pushTasks).where(eq(pushTasks.name, 'B one')))[0].status;
    expect(await statuses()).toBe(0);
    expect((await user.post(`${api()}/task/batchShutdown`, { env: 'sandbox', idList: [] })).body.message).toBe('Please select tasks');
    const ok = await user.post(`${api()}/task/batchShutdown`, { env: 'sandbox', idList: [a.id, b.id] });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.message).toBe('shutdown success!');
    expect(await statuses()).toBe(3);
  });

  it('prod is for owners and admins', async () => {
    const p = await task({ name: 'P live', env: 'prod', status: 1 });
    const r = await user.post(`${api()}/task/${p.id}/shutdown`, { env: 'prod' });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe("Only the project's owners and admins can change prod");
    expect((await user.post(`${api()}/task/batchShutdown`, { env: 'prod', idList: [p.id] })).status).toBe(403);
    expect((await t.db.select().from(pushTasks).where(eq(pushTasks.id, p.id)))[0].status).toBe(1);
    expect((await admin.post(`${api()}/task/${p.id}/shutdown`, { env: 'prod' })).status).toBe(200);
  });
});

describe('stats', () => {
  it('daily rows: installs and tokens from the warehouse, pushes from push_daily, the rates; OTHER and a country', async () => {
    await t.db.insert(pushDaily).values([
      { projectCode: CODE, env: 'prod', platform: 2, date: dayOf(-1), country: 'US', send: 10, success: 8, fail: 2, open: 2 },
      { projectCode: CODE, env: 'prod', platform: 2, date: dayOf(-1), country: 'CN', send: 5, success: 2, fail: 3, open: 1 },
      { projectCode: CODE, env: 'sandbox', platform: 2, date: dayOf(-1), country: 'US', send: 99, success: 99, fail: 0, open: 0 },
    ]);
    const r = await user.get(`${api()}/stats/daily?env=prod&platform=2&startDate=${dayOf(-2)}&endDate=${dayOf(-1)}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual([
      { date: dayOf(-2), installed: 1, tokenRetrieved: 1, send: 0, success: 0, open: 0, token_rate: 1, suc_rate: null, open_rate: null },
      {
        date: dayOf(-1),
        installed: 3,
        tokenRetrieved: 1,
        send: 15,
        success: 10,
        open: 3,
        token_rate: 0.333333,
        suc_rate: 0.666667,
        open_rate: 0.3,
      },
    ]);
    const other = await user.get(`${api()}/stats/daily?env=prod&platform=2&startDate=${dayOf(-1)}&endDate=${dayOf(-1)}&country=OTHER`);
    expect(other.body[0]).toMatchObject({ installed: 0, send: 5, success: 2, open: 1 });
    const gb = await user.get(`${api()}/stats/daily?env=prod&platform=2&startDate=${dayOf(-2)}&endDate=${dayOf(-2)}&country=GB`);
    expect(gb.body[0]).toMatchObject({ installed: 1, tokenRetrieved: 1 });
    for (const [q, m] of [
      ['env=prod&platform=2&endDate=2026-01-01', 'Please select date range'],
      ['env=prod&platform=2&startDate=2026-01-01&endDate=2027-06-01', 'At most 366 days'],
      ['env=prod&platform=2&startDate=2026-01-01&endDate=2026-01-02&country=CN', 'Not a stats country'],
    ]) {
      const bad = await user.get(`${api()}/stats/daily?${q}`);
      expect(bad.status, m).toBe(400);
      expect(JSON.stringify(bad.body)).toContain(m);
    }
  });

  it("token block: yesterday, 7 and 30 days, the last 7 days' pushes", async () => {
    const r = await user.get(`${api()}/stats/tokens?env=prod&platform=2`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({
      date: dayOf(-1),
      yesterday: { installed: 3, tokenRetrieved: 1, rate: 0.333333 },
      day7: { installed: 4, tokenRetrieved: 2, rate: 0.5 },
      day30: { installed: 4, tokenRetrieved: 2, rate: 0.5 },
      push7: { send: 15, success: 10, open: 3, suc_rate: 0.666667, open_rate: 0.3 },
    });
  });

  it("a task's daily rows from its ledger", async () => {
    const x = await task({ name: 'Ledger', counters: [[0, 0, 0, 0, 0]] });
    const [sub] = await t.db.select().from(pushSubTasks).where(eq(pushSubTasks.taskId, x.id));
    const devices = await t.db
      .insert(pushDevices)
      .values(
        [1, 2, 3].map((i) => ({ projectCode: CODE, env: 'sandbox' as const, platform: 2, token: `tok-${i}`, timezone: 'Europe/Paris' })),
      )
      .returning();
    const sentAt = new Date(`${dayOf(-1)}T12:00:00Z`);
    await t.db.insert(pushDeliveries).values([
      { subTaskId: sub.id, deviceId: devices[0].id, state: 'success', sentAt, openedAt: new Date() },
      { subTaskId: sub.id, deviceId: devices[1].id, state: 'success', sentAt },
      { subTaskId: sub.id, deviceId: devices[2].id, state: 'fail', sentAt },
    ]);
    const r = await user.get(`${api()}/task/${x.id}/stats?env=sandbox`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual([
      {
        date: dayOf(-1),
        installed: 3,
        tokenRetrieved: 1,
        send: 3,
        success: 2,
        open: 1,
        token_rate: 0.333333,
        suc_rate: 0.666667,
        open_rate: 0.5,
      },
    ]);
    expect((await user.get(`${api()}/task/${x.id}/stats?env=prod`)).status).toBe(404);
  });
});

describe('export', () => {
  it('requires the date range, env and platform; filters by status and audience country; every status', async () => {
    await task({ name: 'Exp US', env: 'prod', platform: 1, country: ['US'], startAt: '2026-03-02 10:00:00', status: 3 });
    await task({ name: 'Exp FR', env: 'prod', platform: 1, country: ['FR'], startAt: '2026-03-03 10:00:00', status: 1 });
    await task({ name: 'Exp all', env: 'prod', platform: 1, startAt: '2026-03-04 10:00:00', status: 1 });
    const ex = (body: Record<string, unknown>) =>
      user.post(`${api()}/task/export`, { env: 'prod', platform: 1, startDate: '2026-03-01', endDate: '2026-03-31', ...body });
    const names = async (body: Record<string, unknown>) => (await ex(body)).body.tasks.map((x: { name: string }) => x.name).sort();
    expect(await names({})).toEqual(['Exp FR', 'Exp US', 'Exp all']);
    expect(await names({ status: 1 })).toEqual(['Exp FR', 'Exp all']);
    expect(await names({ countries: ['US', 'GB'] })).toEqual(['Exp US', 'Exp all']);
    expect(await names({ startDate: '2026-04-01', endDate: '2026-04-30' })).toEqual([]);
    for (const [bad, m] of [
      [{ startDate: '' }, 'Please select date range'],
      [{ endDate: undefined }, 'Please select date range'],
      [{ env: undefined }, 'Please select Env'],
      [{ platform: '' }, 'Please select Platform'],
      [{ countries: ['XX'] }, 'Not a stats country'],
    ] as const) {
      const r = await ex(bad);
      expect(r.status, m).toBe(400);
      expect(r.body.message, m).toBe(m);
    }
  });
});

describe('template and upload', () => {
  let dir: string;
  beforeAll(() => void (dir = mkdtempSync(path.join(tmpdir(), 'push-upload-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** An xlsx made by Gnumeric from CSV sheets (ssconvert merges them into one workbook). */
  function gnumeric(sheets: Record<string, string[][]>): Uint8Array<ArrayBuffer> {
    const names = Object.keys(sheets);
    const csvs = names.map((n) => {
      const file = path.join(dir, `${n}.csv`);
      writeFileSync(file, sheets[n].map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\n'));
      return file;
    });
    const out = path.join(dir, `book-${Math.random().toString(36).slice(2)}.xlsx`);
    execFileSync('ssconvert', ['--merge-to', out, ...csvs], { stdio: 'ignore' });
    // ssconvert names each sheet after its file ('Tasks.csv'): the upload takes that name.
    return new Uint8Array(readFileSync(out));
  }
  const upload = (bytes: Uint8Array<ArrayBuffer>, fields: Record<string, string> = {}, name = 'tasks.xlsx', who = user) =>
    importAndRun(t, who, `${api()}/task/upload`, { file: { name, data: bytes }, env: 'sandbox', isDataType: '0', ...fields });
  const header = ['taskName', 'description', 'platform', 'isCycle', 'startAt', 'endAt', 'country', 'lastLoginDayLessThan', 'extraData'];
  const good = (name: string, over: Partial<Record<string, string>> = {}) =>
    header.map(
      (h) =>
        over[h] ??
        (
          {
            taskName: name,
            description: 'd',
            platform: 'iOS',
            isCycle: '0',
            startAt: '2026-12-20 18:00:00',
            endAt: '',
            country: 'US',
            lastLoginDayLessThan: '3',
            extraData: 'screen=shop',
          } as Record<string, string>
        )[h],
    );

  it('the template round trip: downloads both sheets and uploads as it is', async () => {
    const r = await t.client().get(`${api()}/task/template`);
    expect(r.status).toBe(401);
    const res = await t.app.fetch(
      new Request(`http://console.test${api()}/task/template`, { headers: { cookie: user.cookie, origin: 'http://console.test' } }),
    );
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const book = XLSX.read(bytes, { type: 'array' });
    expect(book.SheetNames).toEqual(['Tasks', 'Languages', 'Help']);
    const up = await upload(bytes);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body).toMatchObject({
      errorCells: [],
      errorLanguageTasks: [],
      errorBonusCodes: [],
      res: { message: 'Upload success', created: 2 },
    });
    const made = await t.db.select().from(pushTasks).where(eq(pushTasks.name, 'Weekend coins'));
    expect(made.map((m) => m.platform).sort()).toEqual([1, 2]);
    expect(made[0].notification.alert.fr.title).toBe('Vos pièces vous attendent');
    expect(made[0].audienceRule).toMatchObject({ country: ['US', 'GB'], lastLoginMode: 'max', lastLoginDayLessThan: 3 });
    expect(made[0].operator).toBe('push-user@example.com');
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'push'), eq(auditLog.action, 'task.upload')));
    expect(audits).toHaveLength(1);
  });

  it('a Gnumeric file with errors in every table creates nothing; fixed, it creates the tasks', async () => {
    // The bonus plugin's table, written as SQL: push never imports that plugin (it asks its bonus.codes contract).
    await t.db.execute(sql`insert into bonuses (project_code, env, name, code, content, expire)
      values (${CODE}, 'sandbox', 'Gift', 'GIFT100', '{"type":"coin","count":100}', '2027-01-01'),
             (${CODE}, 'prod', 'Prod gift', 'PRODONLY', '{"type":"coin","count":1}', '2027-01-01')`);
    const before = (await t.db.select().from(pushTasks)).length;
    const bad = gnumeric({
      Tasks: [
        header,
        good('G ok', { extraData: 'bonusCode=GIFT100' }),
        good('', {}),
        good('G bad time', { startAt: 'tomorrow', platform: 'Windows' }),
        good('G cycle', { isCycle: '1', endAt: '' }),
        good('G bonus', { extraData: 'bonusCode=PRODONLY' }),
        good('G nolang'),
      ],
      Languages: [
        ['taskName', 'language', 'title', 'subtitle', 'body'],
        ['G ok', 'en', 'Hello', '', 'World'],
        ['G bad time', 'en', 'Hi', '', ''],
        ['G cycle', 'en', 'Cycle', '', ''],
        ['G bonus', 'en', 'Bonus', '', ''],
        ['G bonus', 'xx', 'Bad', '', ''],
        ['Nobody', 'en', 'Lost', '', ''],
        ['G nolang', 'fr', 'Seulement', '', ''],
      ],
    });
    const r = await upload(bad);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.res).toEqual({ message: 'Nothing was uploaded: fix the errors below', created: 0, ids: [] });
    expect(r.body.errorCells).toEqual([
      { cell: 'A3', field: 'taskName', sheet: 'Tasks', message: 'Please input Task name' },
      { cell: 'C4', field: 'platform', sheet: 'Tasks', message: 'Please select Platform' },
      { cell: 'E4', field: 'startAt', sheet: 'Tasks', message: 'Use the format YYYY-MM-DD HH:mm:00' },
      { cell: 'F5', field: 'endAt', sheet: 'Tasks', message: 'Please select date' },
    ]);
    expect(r.body.errorLanguageTasks).toEqual([
      { taskName: 'G bonus', errorInfo: 'xx: not a supported language', sheet: 'Languages' },
      { taskName: 'Nobody', errorInfo: 'No task named Nobody in the Tasks sheet', sheet: 'Languages' },
      { taskName: 'G nolang', errorInfo: 'The English (en) alert is required', sheet: 'Languages' },
    ]);
    expect(r.body.errorBonusCodes).toEqual([
      { taskName: 'G bonus', errorInfo: 'Bonus code PRODONLY does not exist in sandbox', sheet: 'Tasks' },
    ]);
    expect((await t.db.select().from(pushTasks)).length).toBe(before);

    const fixed = gnumeric({
      Tasks: [
        header,
        good('G ok', { extraData: 'bonusCode=GIFT100' }),
        good('G cycle', { isCycle: '1', endAt: '2026-12-30 18:00:00', platform: 'Both' }),
      ],
      Languages: [
        ['taskName', 'language', 'title', 'subtitle', 'body'],
        ['G ok', 'en', 'Hello', '', 'World'],
        ['G cycle', 'en', 'Cycle', '', ''],
      ],
    });
    const ok = await upload(fixed, { isDataType: '1' });
    expect(ok.body, JSON.stringify(ok.body)).toMatchObject({
      errorCells: [],
      errorLanguageTasks: [],
      errorBonusCodes: [],
      res: { message: 'Upload success', created: 3 },
    });
    const made = await t.db.select().from(pushTasks).where(eq(pushTasks.name, 'G ok'));
    expect(made[0]).toMatchObject({ extraData: { bonusCode: 'GIFT100' }, notification: { isDataType: 1 } });
  });

  it('refuses unsafe links in the image and extra data cells (the project has no app schemes), creating nothing', async () => {
    const before = (await t.db.select().from(pushTasks)).length;
    const r = await upload(
      writeBook({
        Tasks: [
          [...header, 'imageUrl'],
          [...good('L js', { extraData: 'link=javascript:alert(1)' }), ''],
          [...good('L app', { extraData: 'screen=shop; link=otherapp://shop' }), ''],
          [...good('L image'), 'javascript:alert(1)'],
          [...good('L fine', { extraData: 'level=level:3; web=https://example.com' }), 'https://example.com/a.png'],
        ],
        Languages: [
          ['taskName', 'language', 'title', 'subtitle', 'body'],
          ...['L js', 'L app', 'L image', 'L fine'].map((n) => [n, 'en', 'Hi', '', '']),
        ],
      }),
    );
    expect(r.body.res).toMatchObject({ created: 0 });
    expect(r.body.errorCells).toEqual([
      { cell: 'I2', field: 'extraData', sheet: 'Tasks', message: 'Use an http(s) link or an app link such as myapp://page' },
      { cell: 'I3', field: 'extraData', sheet: 'Tasks', message: 'Only http:, https: links are allowed' },
      { cell: 'J4', field: 'imageUrl', sheet: 'Tasks', message: 'Use an uploaded file or an http(s) link' },
    ]);
    expect((await t.db.select().from(pushTasks)).length).toBe(before);
  });

  it('refuses what is not an xlsx, a missing env, a prod upload by a non-owner, a file without the Tasks sheet', async () => {
    const r = await upload(new TextEncoder().encode('a,b\n1,2'), {}, 'tasks.csv');
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Only xlsx files can be uploaded');
    const template = writeBook({ Other: [['x']] });
    // The sheet is read by the job: a file it cannot take fails the job with the message.
    const noSheet = await upload(template);
    expect([noSheet.status, noSheet.job?.state, noSheet.body.message]).toEqual([
      400,
      'failed',
      'The file needs a sheet named Tasks (download the template)',
    ]);
    expect((await upload(template, { env: '' })).body.message).toBe('Please select Env');
    expect((await upload(template, { env: 'prod' })).status).toBe(403);
    expect((await upload(writeBook({ Tasks: [['taskName']] }))).body.message).toBe(
      'The Tasks sheet misses the columns platform, startAt (download the template)',
    );
    expect((await upload(template, { isDataType: '7' })).status).toBe(400);
  });
});

function writeBook(sheets: Record<string, unknown[][]>): Uint8Array<ArrayBuffer> {
  const book = XLSX.utils.book_new();
  for (const [n, rows] of Object.entries(sheets)) XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), n);
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}
