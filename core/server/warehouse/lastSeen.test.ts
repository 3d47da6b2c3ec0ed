// lastSeenAt on DuckDB, and on ClickHouse when CLICKHOUSE_URL is set: the same answer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eventSchema } from '../../shared/eventSchema';
import { createWarehouse } from './index';
import { lastSeenAt } from './lastSeen';
import { toEventRow } from './rows';
import type { Warehouse } from './types';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const T = Date.UTC(2026, 10, 1, 12);
const ev = (userId: string, ts: number) => toEventRow(eventSchema.parse({ event: 'game_enter', userId, ts, platform: 1 }), ts);

async function check(make: () => Promise<Warehouse>, code: string) {
  const wh = await make();
  try {
    await wh.dropProject(code).catch(() => {});
    await wh.write(code, [ev('a', T - 5 * 86_400_000), ev('a', T - 86_400_000), ev('b', T - 30 * 86_400_000), ev("o'q", T)]);
    await wh.flush();
    const got = await lastSeenAt(wh, code, ['a', 'b', 'nobody', "o'q", '']);
    expect(Object.fromEntries(got)).toEqual({ a: T - 86_400_000, b: T - 30 * 86_400_000, "o'q": T });
    expect((await lastSeenAt(wh, code, [])).size).toBe(0);
  } finally {
    await wh.dropProject(code).catch(() => {});
    await wh.close();
  }
}

describe('lastSeenAt', () => {
  it('answers each user last event on DuckDB', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liveops-lastseen-'));
    dirs.push(dir);
    await check(() => createWarehouse({ duckdbPath: path.join(dir, 'w.duckdb'), logDir: path.join(dir, 'wal') }), 'lastseen');
  });
  it.skipIf(!process.env.CLICKHOUSE_URL)('answers the same on ClickHouse', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liveops-lastseen-'));
    dirs.push(dir);
    await check(
      () =>
        createWarehouse({
          clickhouseUrl: process.env.CLICKHOUSE_URL,
          duckdbPath: path.join(dir, 'w.duckdb'),
          logDir: path.join(dir, 'wal'),
        }),
      'lastseench',
    );
  });
});
