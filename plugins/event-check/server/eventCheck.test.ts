// Event check (002 §2, §6, §9; 001 §7 Track): the event-type catalog with its messages and the
// xlsx import, the check of one user's events (0 fail / 1 success with reasons, start and limit)
// on DuckDB and, with CLICKHOUSE_URL, on ClickHouse; client log files (key, size and rate limits,
// list, detail, never public) and the tracking switch of the project config.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../../core/server/db/schema';
import { dropClickHouseDatabase } from '../../../core/server/warehouse/clickhouse';
import { toEventRow } from '../../../core/server/warehouse/rows';
import { eventSchema, type GameEventInput } from '../../../core/shared/eventSchema';
import { MAX_LOG_BYTES, MAX_LOGS_PER_USER_HOUR, MESSAGES } from '../../../plugins/event-check/shared';
import { ADMIN, createProject, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';
import { exportFile, importAndRun } from '../../../tests/api/jobs';
import { ENABLED_PLUGINS } from '../../../app/plugins';

const CODE = 'trackgame';
const OFF = 'notracking';
const types = `/v1/${CODE}/track/eventTypes`;
let t: TestApp;
let admin: Client;
let clientKey: string;
let offKey: string;

const rule = (field: string, type: string, over: Record<string, unknown> = {}) => ({
  field,
  type,
  required: true,
  values: [],
  min: null,
  max: null,
  ...over,
});
const CATALOG = [
  { type: 'install', description: 'First start', fields: [] },
  {
    type: 'game_enter',
    description: 'A level starts',
    fields: [
      rule('level', 'integer', { min: 0 }),
      rule('puzzleId', 'string'),
      rule('props.difficulty', 'string', { required: false, values: ['Easy', 'Hard'] }),
    ],
  },
  {
    type: 'game_finish',
    description: 'A level is finished',
    fields: [
      rule('level', 'integer', { min: 0 }),
      rule('puzzleId', 'string'),
      rule('duration', 'number', { min: 0 }),
      rule('props.hint', 'integer'),
    ],
  },
];

/** An xlsx as a spreadsheet holds it: rows of cells, the first the header. */
function xlsx(rows: unknown[][]): Uint8Array<ArrayBuffer> {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}
/** The import: the upload, then its job (the job's result, or a refused file's 400 with its problems). */
const importFile = (data: BlobPart, name = 'events.xlsx', mode?: string) =>
  importAndRun(t, admin, `${types}/import`, { file: { name, data }, ...(mode ? { mode } : {}) });

beforeAll(async () => {
  t = await startTestApp({ plugins: ['event-check'], demo: false });
  admin = await t.signIn(ADMIN);
  clientKey = await createProject(admin, CODE);
  offKey = await createProject(admin, OFF, { config: { tracking: false } });
});
afterAll(() => t.close());

async function newUser(mail: string, role: 'USER' | 'LIMIT', rights: string[]): Promise<Client> {
  const made = await admin.post('/v1/admin/user/createUser', { mail, displayName: mail });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  if (role === 'LIMIT') expect((await admin.post(`/v1/admin/user/update/${made.body.id}`, { role: 'LIMIT' })).status).toBe(200);
  expect((await admin.post(`/v1/${CODE}/authorize`, { userId: made.body.id, rights })).status).toBe(200);
  return t.signIn({ mail, password: made.body.password });
}

describe('event-type catalog', () => {
  it('starts empty, is replaced by PUT, and answers one type', async () => {
    expect((await admin.get(types)).body).toEqual({ eventTypes: [] });
    const put = await admin.put(types, { eventTypes: CATALOG });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.eventTypes.map((x: { type: string }) => x.type)).toEqual(['game_enter', 'game_finish', 'install']);
    expect(put.body.eventTypes[0]).toMatchObject({ ...CATALOG[1], operator: 'Admin' });
    const one = await admin.get(`${types}/game_finish`);
    expect(one.body.eventType).toMatchObject(CATALOG[2]);
    const none = await admin.get(`${types}/nope`);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe("No event type 'nope'");
  });

  it('answers each validation message and changes nothing then', async () => {
    const before = (await admin.get(types)).body;
    const msg = async (eventTypes: unknown) => {
      const r = await admin.put(types, { eventTypes });
      expect(r.status).toBe(400);
      return r.body;
    };
    expect((await msg([{ type: '', fields: [] }])).issues[0]).toEqual({
      path: 'eventTypes.0.type',
      message: 'event type should not be null',
    });
    expect((await msg([{ type: 'bad name', fields: [] }])).message).toBe(MESSAGES.typePattern);
    expect((await msg([{ type: 'a' }, { type: 'a' }])).message).toBe("Event type 'a' is listed twice");
    expect((await msg([{ type: 'a', fields: [rule('props', 'string')] }])).message).toBe(MESSAGES.fieldPattern);
    expect((await msg([{ type: 'a', fields: [rule('', 'string')] }])).message).toBe('field can not be null');
    expect((await msg([{ type: 'a', fields: [rule('level', 'string')] }])).message).toBe('level is a number: choose number or integer');
    expect((await msg([{ type: 'a', fields: [rule('props.x', 'text')] }])).message).toBe(MESSAGES.fieldType);
    expect((await msg([{ type: 'a', fields: [rule('props.x', 'number', { min: 5, max: 1 })] }])).message).toBe(
      'min must not be greater than max',
    );
    expect((await msg([{ type: 'a', fields: [rule('props.x', 'string', { min: 1 })] }])).message).toBe(
      'min and max apply to number and integer fields only',
    );
    const twice = await msg([{ type: 'a', fields: [rule('props.x', 'string'), rule('props.x', 'integer')] }]);
    expect(twice.issues[0]).toEqual({ path: 'eventTypes.0.fields.1.field', message: 'props.x is listed twice' });
    expect((await admin.put(types, {})).body.message).toBe('eventTypes must be a list of event types');
    expect((await admin.get(types)).body).toEqual(before);
  });

  it('keeps catalog changes to the eventTypes right, never for LIMIT users', async () => {
    const reader = await newUser('reader@example.com', 'USER', ['eventCheck']);
    expect((await reader.get(types)).status).toBe(200);
    expect((await reader.put(types, { eventTypes: CATALOG })).status).toBe(403);
    const limited = await newUser('limited@example.com', 'LIMIT', ['eventCheck', 'eventTypes']);
    expect((await limited.get(types)).status).toBe(200);
    expect((await limited.put(types, { eventTypes: CATALOG })).status).toBe(403);
    const editor = await newUser('editor@example.com', 'USER', ['eventTypes']);
    expect((await editor.put(types, { eventTypes: CATALOG })).status).toBe(200);
    expect((await editor.get(types)).status).toBe(403);
  });
});

describe('catalog import (xlsx)', () => {
  const header = ['Event', 'Description', 'Field', 'Type', 'Required', 'Values', 'Min', 'Max'];

  it('merges the file into the catalog, or replaces it', async () => {
    const file = xlsx([
      header,
      ['account_link', 'An account is linked', 'props.extType', 'string', 'yes', 'Facebook, Apple,Google', '', ''],
      ['game_finish', 'Finished', 'level', 'integer', 'yes', '', 1, 500],
      ['game_finish', '', 'props.coins', 'integer', '', '', 0, ''],
      [],
      ['session_start', 'Each session', '', '', '', '', '', ''],
    ]);
    const r = await importFile(file);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.imported).toBe(3);
    expect(r.body.eventTypes.map((x: { type: string }) => x.type)).toEqual([
      'account_link',
      'game_enter',
      'game_finish',
      'install',
      'session_start',
    ]);
    // The job wrote the import's audit entry, under the user who uploaded.
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'eventCheck'), eq(auditLog.action, 'importEventTypes')));
    expect(audit.map((a) => [a.userMail, a.projectCode, a.target])).toEqual([[ADMIN.mail, CODE, 'events.xlsx']]);
    const link = (await admin.get(`${types}/account_link`)).body.eventType;
    expect(link.fields).toEqual([rule('props.extType', 'string', { values: ['Facebook', 'Apple', 'Google'] })]);
    const finish = (await admin.get(`${types}/game_finish`)).body.eventType;
    expect(finish).toMatchObject({
      description: 'Finished',
      fields: [rule('level', 'integer', { min: 1, max: 500 }), rule('props.coins', 'integer', { required: false, min: 0 })],
    });

    const replaced = await importFile(xlsx([header, ['install', 'First start', '', '', '', '', '', '']]), 'events.xlsx', 'replace');
    expect(replaced.body.eventTypes.map((x: { type: string }) => x.type)).toEqual(['install']);
    // Back to the test catalog for the checks below.
    expect((await admin.put(types, { eventTypes: CATALOG })).status).toBe(200);
  });

  it('reads a file a real spreadsheet program made (Gnumeric: shared strings, its own styles and number cells)', async () => {
    const made = new Uint8Array(readFileSync(new URL('../../../tests/fixtures/event-types.gnumeric.xlsx', import.meta.url)));
    const r = await importFile(made, 'event-types.xlsx', 'replace');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.eventTypes.map((x: { type: string }) => x.type)).toEqual(['account_link', 'game_finish', 'session_start']);
    expect((await admin.get(`${types}/account_link`)).body.eventType.fields).toEqual([
      rule('props.extType', 'string', { values: ['Facebook', 'Apple', 'Google'] }),
    ]);
    expect((await admin.get(`${types}/game_finish`)).body.eventType).toMatchObject({
      description: 'Finished',
      fields: [rule('level', 'integer', { min: 1, max: 500 }), rule('props.coins', 'integer', { required: false, min: 0 })],
    });
    expect((await admin.put(types, { eventTypes: CATALOG })).status).toBe(200);
  });

  it('exports the catalog in the import layout, and that file imports back to the same catalog', async () => {
    const r = await exportFile(t, admin, `${types}?format=xlsx`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(r.headers.get('content-disposition')).toContain(`event-types-${CODE}.xlsx`);
    const bytes = new Uint8Array(await r.arrayBuffer());
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(bytes, { type: 'array' }).Sheets['Event types'], { header: 1 });
    expect(rows[0]).toEqual(['event', 'description', 'field', 'type', 'required', 'values', 'min', 'max']);
    const back = await importFile(bytes, 'exported.xlsx', 'replace');
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.eventTypes.map(({ type, description, fields }: (typeof CATALOG)[number]) => ({ type, description, fields }))).toEqual(
      [...CATALOG].sort((a, b) => a.type.localeCompare(b.type)),
    );
  });

  it('takes xlsx files only, names the rows that are wrong, and changes nothing then', async () => {
    const before = (await admin.get(types)).body;
    const csv = await importFile('event,field\ninstall,\n', 'events.csv');
    expect(csv.status).toBe(400);
    expect(csv.body.message).toBe('Only xlsx files can be uploaded');
    expect((await importFile('not a zip', 'events.xlsx')).body.message).toBe('Only xlsx files can be uploaded');
    const bad = await importFile(
      xlsx([header, ['game_enter', '', 'level', 'string'], ['', '', 'props.x', 'string'], ['x', '', 'props.a', 'number', '', '', 9, 1]]),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      'Row 2: level is a number: choose number or integer; Row 3: event type should not be null; Row 4: min must not be greater than max',
    );
    // Every problem listed in the job's result, as the modal shows them.
    expect(bad.body.issues.map((i: { message: string }) => i.message)).toEqual([
      'Row 2: level is a number: choose number or integer',
      'Row 3: event type should not be null',
      'Row 4: min must not be greater than max',
    ]);
    expect((await importFile(xlsx([header]))).body.message).toBe(MESSAGES.emptyImport);
    expect(
      (
        await importFile(
          xlsx([
            ['name', 'kind'],
            ['a', 'b'],
          ]),
        )
      ).body.message,
    ).toMatch(/^The first row must name the columns/);
    const none = await admin.upload(`${types}/import`, { mode: 'replace' });
    expect(none.body.message).toBe('Please select a file');
    expect((await admin.get(types)).body).toEqual(before);
  });
});

// The check reads the warehouse: run it on each engine this machine has.
const CH = process.env.CLICKHOUSE_URL || '';
const engines: { name: string; database?: string }[] = [
  { name: 'DuckDB' },
  ...(CH ? [{ name: 'ClickHouse', database: `t_${randomBytes(5).toString('hex')}` }] : []),
];

describe.each(engines)('check on $name', ({ database }) => {
  let app: TestApp;
  let a: Client;
  const T0 = Date.UTC(2025, 0, 1, 10);
  const ev = (userId: string, minute: number, event: string, extra: Partial<GameEventInput> = {}): GameEventInput => ({
    event,
    userId,
    ts: T0 + minute * 60_000,
    platform: 1,
    appVersion: '1.0.0',
    country: 'US',
    ...extra,
  });
  const check = (q: string) => a.get(`/v1/${CODE}/track/check?${q}`);

  beforeAll(async () => {
    const url = database ? Object.assign(new URL(CH), { pathname: `/${database}` }).toString() : undefined;
    app = await startTestApp({ plugins: ['event-check'], demo: false, config: url ? { clickhouseUrl: url } : {} });
    a = await app.signIn(ADMIN);
    await createProject(a, CODE);
    expect((await a.put(`/v1/${CODE}/track/eventTypes`, { eventTypes: CATALOG })).status).toBe(200);
    const events = [
      ev('p1', 0, 'install'),
      ev('p1', 1, 'game_enter', { level: 1, puzzleId: 'P1', props: { difficulty: 'Easy' } }),
      ev('p1', 2, 'game_finish', { level: 1, puzzleId: 'P1', duration: 10, props: { hint: 1 } }),
      ev('p1', 3, 'game_finish', { level: 2, duration: 5, props: { hint: 'many' } }),
      ev('p1', 4, 'mystery_event'),
      ev('p1', 5, 'game_enter', { level: 3, puzzleId: "P'3", props: { difficulty: 'Insane' } }),
      // Another user, and the same user on another platform: never in p1's Android check.
      ev('p2', 6, 'game_enter', { level: 1, puzzleId: 'P1' }),
      ev('p1', 7, 'install', { platform: 2 }),
    ];
    await app.services.warehouse.write(
      CODE,
      events.map((e) => toEventRow(eventSchema.parse(e), e.ts + 100)),
    );
  });
  afterAll(async () => {
    await app.close();
    if (database) await dropClickHouseDatabase(CH, database);
  });

  it("checks the user's events newest first: 1 success, 0 fail with the reasons", async () => {
    const r = await check('platform=1&userId=p1');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.summary).toEqual({ total: 6, success: 3, fail: 3 });
    expect(r.body.catalogSize).toBe(3);
    expect(
      r.body.events.map((e: { index: number; event: string; result: number; reasons: string[] }) => [
        e.index,
        e.event,
        e.result,
        e.reasons,
      ]),
    ).toEqual([
      [0, 'game_enter', 0, ["props.difficulty must be one of Easy, Hard (got 'Insane')"]],
      [1, 'mystery_event', 0, ["No event type 'mystery_event' in the catalog"]],
      [2, 'game_finish', 0, ['puzzleId is required', "props.hint must be a number (got 'many')"]],
      [3, 'game_finish', 1, []],
      [4, 'game_enter', 1, []],
      [5, 'install', 1, []],
    ]);
    expect(r.body.events[0]).toMatchObject({
      ts: T0 + 5 * 60_000,
      receivedAt: T0 + 5 * 60_000 + 100,
      platform: 1,
      appVersion: '1.0.0',
      country: 'US',
      level: 3,
      puzzleId: "P'3",
      duration: null,
      value: null,
      props: { difficulty: 'Insane' },
    });
    expect((await check('platform=2&userId=p1')).body.events.map((e: { event: string }) => e.event)).toEqual(['install']);
    expect((await check('platform=1&userId=nobody')).body).toEqual({
      events: [],
      summary: { total: 0, success: 0, fail: 0 },
      catalogSize: 3,
    });
  });

  it('skips `start` events from the newest and takes at most `limit`', async () => {
    const r = await check('platform=1&userId=p1&start=2&limit=2');
    expect(r.body.events.map((e: { index: number; event: string }) => [e.index, e.event])).toEqual([
      [2, 'game_finish'],
      [3, 'game_finish'],
    ]);
    expect((await check('platform=1&userId=p1&start=5&limit=10')).body.events.map((e: { event: string }) => e.event)).toEqual(['install']);
    expect((await check('platform=1&userId=p1&start=&limit=')).body.summary.total).toBe(6);
  });

  it('answers the form messages', async () => {
    const msg = async (q: string) => {
      const r = await check(q);
      expect(r.status).toBe(400);
      return r.body.message;
    };
    expect(await msg('userId=p1')).toBe('Please select platform');
    expect(await msg('platform=9&userId=p1')).toBe('Please select platform');
    expect(await msg('platform=1&userId=%20')).toBe('Please input user id');
    expect(await msg('platform=1&userId=p1&start=-1')).toBe(MESSAGES.startMin);
    expect(await msg('platform=1&userId=p1&limit=0')).toBe(MESSAGES.limitRange);
    expect(await msg('platform=1&userId=p1&limit=20001')).toBe(MESSAGES.limitRange);
    expect(await msg('platform=1&userId=p1&limit=1.5')).toBe(MESSAGES.limitRange);
  });
});

describe('client log files', () => {
  const logs = `/client/v1/${CODE}/logs`;
  const send = (fields: Record<string, string | { name: string; data: BlobPart }>, key = clientKey) =>
    t.client().upload(logs, fields, key ? { 'x-client-key': key } : {});
  const text = '2025-01-01T10:00:00Z [INFO] start\n2025-01-01T10:00:01Z [ERROR] boom\n';

  it('needs the project client key', async () => {
    expect((await send({ file: { name: 'a.log', data: text }, userId: 'p1', platform: '1' }, '')).status).toBe(401);
    expect((await send({ file: { name: 'a.log', data: text }, userId: 'p1', platform: '1' }, 'wrong')).status).toBe(401);
    expect((await admin.upload(logs, { file: { name: 'a.log', data: text }, userId: 'p1', platform: '1' })).status).toBe(401);
  });

  it('stores a log with its user, platform, time and size; lists it and answers its text', async () => {
    const up = await send({ file: { name: 'client.log', data: text }, userId: 'p1', platform: '2', appVersion: '1.4.0' });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body).toEqual({ fileName: expect.stringMatching(/^p1_2_\d{8}-\d{6}_[0-9a-f]{6}\.log$/), size: text.length });
    const empty = await send({ file: { name: 'empty.log', data: '' }, userId: 'p1', platform: '2' });
    expect(empty.status).toBe(200);
    expect((await send({ file: { name: 'other.log', data: 'x' }, userId: 'someone else', platform: '1' })).body.fileName).toMatch(
      /^someone_else_1_/,
    );

    const list = (await admin.get(`/v1/${CODE}/track/filesList?userId=p1`)).body;
    expect(list.total).toBe(2);
    expect(list.files.map((f: { fileName: string }) => f.fileName).sort()).toEqual([up.body.fileName, empty.body.fileName].sort());
    expect(list.files.find((f: { fileName: string }) => f.fileName === up.body.fileName)).toEqual({
      fileName: up.body.fileName,
      userId: 'p1',
      platform: 2,
      appVersion: '1.4.0',
      size: text.length,
      uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await admin.get(`/v1/${CODE}/track/filesList`)).body.total).toBe(3);
    expect((await admin.get(`/v1/${CODE}/track/filesList?platform=1`)).body.files.map((f: { userId: string }) => f.userId)).toEqual([
      'someone else',
    ]);
    const page = (await admin.get(`/v1/${CODE}/track/filesList?ps=2&pn=2`)).body;
    expect([page.total, page.files.length]).toEqual([3, 1]);

    const detail = await admin.get(`/v1/${CODE}/track/logDetail?fileName=${up.body.fileName}`);
    expect(detail.body).toMatchObject({ content: text, file: { fileName: up.body.fileName, userId: 'p1' } });
    expect((await admin.get(`/v1/${CODE}/track/logDetail?fileName=${empty.body.fileName}`)).body.content).toBe('');
    const missing = await admin.get(`/v1/${CODE}/track/logDetail?fileName=nope.log`);
    expect([missing.status, missing.body.message]).toEqual([404, "No log file 'nope.log'"]);
    expect((await admin.get(`/v1/${CODE}/track/logDetail`)).body.message).toBe('fileName is required');
  });

  it('never serves a log under /cdn/, and uploads cannot write the private folder', async () => {
    const up = await send({ file: { name: 'secret.log', data: 'secret' }, userId: 'p9', platform: '1' });
    expect((await t.client().get(`/cdn/${CODE}/_private/client-logs/${up.body.fileName}`)).status).toBe(404);
    const forged = await admin.upload(`/v1/${CODE}/upload`, {
      file: { name: 'x.log', data: 'x' },
      key: `_private/client-logs/${up.body.fileName}`,
    });
    expect([forged.status, forged.body.message]).toEqual([
      400,
      'Illegal key: the _private folder is reserved for files only the console reads',
    ]);
    expect((await admin.get(`/v1/${CODE}/track/logDetail?fileName=${up.body.fileName}`)).body.content).toBe('secret');
  });

  it('refuses a file over the limit, missing fields, and more than the hourly count per user', async () => {
    const big = await send({ file: { name: 'big.log', data: new Uint8Array(MAX_LOG_BYTES + 1) }, userId: 'p3', platform: '1' });
    expect([big.status, big.body.message]).toEqual([413, 'The log file is over the 5 MB limit']);
    expect(
      (await send({ file: { name: 'huge.log', data: new Uint8Array(MAX_LOG_BYTES + 200_000) }, userId: 'p3', platform: '1' })).status,
    ).toBe(413);
    expect((await send({ userId: 'p3', platform: '1' })).body.message).toBe('Please select a file');
    expect((await send({ file: { name: 'a.log', data: 'x' }, platform: '1' })).body.message).toBe('userId is required');
    expect((await send({ file: { name: 'a.log', data: 'x' }, userId: 'p3', platform: '7' })).body.message).toBe(
      'platform must be 1 (Android), 2 (iOS) or 3 (Mac)',
    );
    const json = await t.client().post(logs, { userId: 'p3' }, { 'x-client-key': clientKey });
    expect([json.status, json.body.message]).toEqual([400, MESSAGES.logNotMultipart]);
    expect((await admin.get(`/v1/${CODE}/track/filesList?userId=p3`)).body.total).toBe(0);

    for (let i = 0; i < MAX_LOGS_PER_USER_HOUR; i++)
      expect((await send({ file: { name: 'a.log', data: 'x' }, userId: 'spammer', platform: '1' })).status).toBe(200);
    const over = await send({ file: { name: 'a.log', data: 'x' }, userId: 'spammer', platform: '1' });
    expect([over.status, over.body.message]).toEqual([429, MESSAGES.tooManyLogs]);
  });
});

describe('tracking disabled in the project config', () => {
  it('refuses the check, the catalog and the logs with the spec message', async () => {
    const refused = [
      await admin.get(`/v1/${OFF}/track/eventTypes`),
      await admin.get(`/v1/${OFF}/track/eventTypes?format=xlsx`),
      await admin.put(`/v1/${OFF}/track/eventTypes`, { eventTypes: [] }),
      await admin.get(`/v1/${OFF}/track/eventTypes/install`),
      await admin.get(`/v1/${OFF}/track/check?platform=1&userId=p1`),
      await admin.get(`/v1/${OFF}/track/filesList`),
      await admin.get(`/v1/${OFF}/track/logDetail?fileName=a.log`),
      await t
        .client()
        .upload(`/client/v1/${OFF}/logs`, { file: { name: 'a.log', data: 'x' }, userId: 'p1', platform: '1' }, { 'x-client-key': offKey }),
    ];
    for (const r of refused)
      expect([r.status, r.body]).toEqual([
        403,
        { message: 'This page is not available, contact Admin please!', code: 'tracking_disabled' },
      ]);

    // Turning it on (or leaving the key out) opens them.
    const project = (await admin.get(`/v1/${OFF}/project`)).body.project;
    const on = await admin.request('PUT', `/v1/admin/projects/${OFF}`, {
      nickname: OFF,
      description: project.description,
      domain: 1,
      ownerIds: [],
      serviceHost: '',
      config: { tracking: true },
      disabledPlugins: [],
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect((await admin.get(`/v1/${OFF}/track/eventTypes`)).status).toBe(200);
  });
});

describe('demo data', () => {
  // The demo players' events are the stats demo's: this checks the two demos against each other.
  it.skipIf(!ENABLED_PLUGINS.includes('stats'))(
    "passes every demo player's events against the demo catalog, and lists their log files",
    async () => {
      const demo = await startTestApp({ plugins: ['event-check', 'stats'], demo: true });
      try {
        const a = await demo.signIn(ADMIN);
        for (const code of ['jigsaw', 'tiles', 'pins', 'words', 'colors', 'blocks']) {
          const players = await demo.services.warehouse.query(code, {
            sql: `SELECT DISTINCT user_id, platform FROM "events_${code}" ORDER BY user_id LIMIT 40`,
            params: [],
          });
          expect(players.length, code).toBeGreaterThan(0);
          for (const p of players) {
            const r = await a.get(`/v1/${code}/track/check?platform=${p.platform}&userId=${encodeURIComponent(String(p.user_id))}`);
            const failed = (r.body.events as { event: string; reasons: string[] }[]).filter((e) => e.reasons.length);
            expect(failed.slice(0, 3), `${code} ${p.user_id}`).toEqual([]);
          }
          const files = (await a.get(`/v1/${code}/track/filesList?userId=${code}-u1`)).body.files as { fileName: string; size: number }[];
          expect(files.map((f) => f.size > 0).sort()).toEqual([false, true]);
        }
      } finally {
        await demo.close();
      }
    },
    180_000,
  ); // it boots and seeds two plugins' demo data itself
});
