// Client log uploads cannot fill the disk (issue 9, item 7): the per-user hourly count holds under
// parallel uploads, one address cannot get round it with new user ids, and a project's daily quota
// of bytes holds. All counted atomically in the database (core/server/rateLimit.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LOGS_PER_ADDRESS_HOUR, MAX_LOGS_PER_USER_HOUR, MESSAGES } from '../../../plugins/event-check/shared';
import { ADMIN, createProject, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
let admin: Client;
let clientKey: string;
let smallKey: string;
const CODE = 'loglimits';
const SMALL = 'logquota';

beforeAll(async () => {
  t = await startTestApp({ plugins: ['event-check'], demo: false });
  admin = await t.signIn(ADMIN);
  clientKey = await createProject(admin, CODE);
  smallKey = await createProject(admin, SMALL, { config: { clientLogQuotaMb: 1 } });
});
afterAll(() => t.close());

const upload = (from: Client, key: string, code: string, userId: string, bytes = 16) =>
  from.upload(
    `/client/v1/${code}/logs`,
    { file: { name: 'game.log', data: new Uint8Array(bytes).fill(65) }, userId, platform: '1' },
    { 'x-client-key': key },
  );

const statuses = (replies: { status: number }[]) => {
  const out: Record<number, number> = {};
  for (const r of replies) out[r.status] = (out[r.status] ?? 0) + 1;
  return out;
};

describe('client log upload limits', () => {
  it('accepts exactly the hourly count of parallel uploads for one user', async () => {
    // Each upload from its own address, so only the per-user count applies.
    const replies = await Promise.all(
      Array.from({ length: 2 * MAX_LOGS_PER_USER_HOUR }, () => upload(t.client(), clientKey, CODE, 'parallel-user')),
    );
    expect(statuses(replies)).toEqual({ 200: MAX_LOGS_PER_USER_HOUR, 429: MAX_LOGS_PER_USER_HOUR });
    expect(replies.find((r) => r.status === 429)!.body.message).toBe(MESSAGES.tooManyLogs);
    expect((await admin.get(`/v1/${CODE}/track/filesList?userId=parallel-user&pageSize=100`)).body.total).toBe(MAX_LOGS_PER_USER_HOUR);
  }, 120_000);

  it('limits one address that sends a new user id with every upload', async () => {
    const machine = t.client();
    const n = MAX_LOGS_PER_ADDRESS_HOUR + 10;
    const replies = await Promise.all(
      Array.from({ length: n }, (_, i) => upload(t.client(machine.address), clientKey, CODE, `fresh-${i}`)),
    );
    expect(statuses(replies)).toEqual({ 200: MAX_LOGS_PER_ADDRESS_HOUR, 429: 10 });
    expect(replies.find((r) => r.status === 429)!.body.message).toBe(MESSAGES.tooManyLogsFromAddress);
    // Another machine still gets through.
    expect((await upload(t.client(), clientKey, CODE, 'fresh-0')).status).toBe(200);
  }, 120_000);

  it("refuses uploads past the project's daily quota of bytes, and stores nothing more", async () => {
    const part = 300 * 1024;
    const replies = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(t.client(), smallKey, SMALL, `q-${i}`, part)));
    // 1 MB holds three of 300 KB, not four.
    expect(statuses(replies)).toEqual({ 200: 3, 429: 3 });
    expect(replies.find((r) => r.status === 429)!.body.message).toMatch(
      /^This project's client logs reached their quota of 1 MB a day; try again in \d+ minutes$/,
    );
    const list = await admin.get(`/v1/${SMALL}/track/filesList?pageSize=100`);
    expect(list.body.total).toBe(3);
    // A small file that still fits is taken; the other project is not affected.
    expect((await upload(t.client(), smallKey, SMALL, 'q-small', 1024)).status).toBe(200);
    expect((await upload(t.client(), clientKey, CODE, 'other-project', part)).status).toBe(200);
  }, 120_000);
});
