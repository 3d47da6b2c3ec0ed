// The write buffer (flush by timer, by size, on close; retry when the engine fails), the level
// rows built at ingestion, and the one rule for numeric props.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventSchema } from '../../shared/eventSchema';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EventLog } from './eventLog';
import { createWarehouseFromEngine, FLUSH_ROWS } from './index';
import { buildDerivedRows, toEventRow } from './rows';
import { numericProp } from './schema';
import type { DerivedRows, Engine, EventRow } from './types';

function fakeEngine(opts: { failTimes?: number } = {}) {
  const appended: { code: string; events: EventRow[]; derived: DerivedRows; mark?: number }[] = [];
  let fails = opts.failTimes ?? 0;
  const engine: Engine = {
    dialect: 'duckdb',
    ensureProject: async () => false,
    append: async (code, events, derived, logMark) => {
      const mark = logMark?.mark;
      if (fails > 0) {
        fails -= 1;
        throw new Error('engine down');
      }
      appended.push({ code, events, derived, mark });
    },
    marks: async () => new Map(),
    discard: async () => {},
    query: async () => [],
    exec: async () => {},
    readOnlyQuery: async () => ({ columns: [], rows: [], truncated: false }),
    dropProject: async () => {},
    close: async () => {},
  };
  return { engine, appended, stored: () => appended.reduce((n, a) => n + a.events.length, 0) };
}

const row = (i: number, extra: Record<string, unknown> = {}) =>
  toEventRow(
    eventSchema.parse({
      event: 'game_enter',
      userId: `u${i % 7}`,
      ts: Date.UTC(2024, 0, 1, 10) + i,
      platform: 1,
      level: 1 + (i % 3),
      ...extra,
    }),
    0,
  );

afterEach(() => vi.useRealTimers());

describe('the write buffer', () => {
  it('writes on its timer, so events are queryable well within 2 s', async () => {
    vi.useFakeTimers();
    const { engine, stored } = fakeEngine();
    const wh = createWarehouseFromEngine(engine);
    wh.enqueue('jigsaw', [row(1), row(2)]);
    expect(stored()).toBe(0);
    await vi.advanceTimersByTimeAsync(600);
    expect(stored()).toBe(2);
    await wh.close();
  });

  it(`writes at once when ${FLUSH_ROWS} events wait, and what is left on close`, async () => {
    vi.useFakeTimers();
    const { engine, stored, appended } = fakeEngine();
    const wh = createWarehouseFromEngine(engine, { flushMs: 60_000 });
    wh.enqueue(
      'jigsaw',
      Array.from({ length: FLUSH_ROWS }, (_, i) => row(i)),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(stored()).toBe(FLUSH_ROWS);
    wh.enqueue('tiles', [row(1)]);
    wh.enqueue('jigsaw', [row(2)]);
    await wh.close();
    expect(stored()).toBe(FLUSH_ROWS + 2);
    expect(appended.map((a) => a.code)).toEqual(['jigsaw', 'tiles', 'jigsaw']);
    expect(() => wh.enqueue('jigsaw', [row(3)])).toThrow(/closing/);
  });

  it('keeps the events when the engine fails and writes them on the next flush, in order', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { engine, appended } = fakeEngine({ failTimes: 2 });
    const wh = createWarehouseFromEngine(engine);
    wh.enqueue('jigsaw', [row(1)]);
    await vi.advanceTimersByTimeAsync(600);
    wh.enqueue('jigsaw', [row(2)]);
    await vi.advanceTimersByTimeAsync(600);
    expect(appended).toEqual([]);
    await vi.advanceTimersByTimeAsync(600);
    expect(appended.flatMap((a) => a.events.map((e) => e.ts))).toEqual([row(1).ts, row(2).ts]);
    await wh.close();
  });
});

describe('level rows', () => {
  it('sums the five level events per (day, level, user, ...), flags users with several rows of a level, and sums their numbers', () => {
    const events = [
      row(0, { userId: 'a', level: 1 }),
      row(1, { userId: 'a', level: 1, event: 'game_finish', duration: 12, props: { hint: 2, coins: '5', note: 'x' } }),
      row(2, { userId: 'a', level: 1, event: 'game_finish', duration: 8 }),
      row(3, { userId: 'a', level: 1, appVersion: '2.0.0' }),
      row(4, { userId: 'b', level: 1, event: 'game_giveup', duration: 3, props: { hint: 1 } }),
      row(5, { userId: 'b', level: 2, event: 'game_find_item', duration: 2 }),
      row(6, { userId: 'b', event: 'install', level: null }),
      row(7, { userId: 'c', level: 1, event: 'game_finish', duration: 5, props: { coins: 1 } }),
    ];
    const { levels, nums } = buildDerivedRows(events);
    expect(levels).toHaveLength(4);
    const [a1, a2, b, c] = levels;
    expect(a1).toMatchObject({
      level: 1,
      enterPv: 1,
      finishPv: 2,
      finishDurSum: 20,
      finishDurN: 2,
      finishDurs: [12, 8],
      hintSum: 2,
      dup: true,
    });
    expect(a2).toMatchObject({ appVersion: '2.0.0', enterPv: 1, dup: true });
    expect(b).toMatchObject({ level: 1, giveupPv: 1, hintSum: 1, dup: false });
    expect(c).toMatchObject({ level: 1, finishPv: 1, dup: false });
    // Users do not split the numbers: a and c share one row per field.
    expect(nums.map((n) => [n.key, n.sum, n.n])).toEqual([
      ['game_finish|duration', 25, 3],
      ['game_finish|props.coins', 6, 2],
      ['game_finish|props.hint', 2, 1],
      ['game_giveup|duration', 3, 1],
      ['game_giveup|props.hint', 1, 1],
    ]);
  });

  it('counts a prop as a number only when its text is a plain decimal', () => {
    for (const ok of ['1', '-2.5', '1e+21', '.5', '1.', '0']) expect(numericProp(ok), ok).not.toBeNull();
    for (const no of ['', ' 1', '0x10', 'inf', 'Infinity', 'true', '1,5', 'NaN']) expect(numericProp(no), no).toBeNull();
  });
});

describe('levels_<code> of another layout', () => {
  it('is made anew and rebuilt from the events, giving the same figures', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { DuckDBInstance } = await import('@duckdb/node-api');
    const { createWarehouse } = await import('./index');
    const { runMetricsQuery } = await import('./metrics/run');
    const { metricsQuerySchema } = await import('../../shared/metrics');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wh-layout-'));
    const file = path.join(dir, 'warehouse.duckdb');
    const q = metricsQuerySchema.parse({
      filter: { metrics: ['enterUv', 'enterPv', 'finishUv', 'duration', 'hint', 'coins'] },
      start: '2024-01-01',
      end: '2024-01-31',
    });
    const configured = [{ name: 'coins', event: 'game_finish', field: 'props.coins' }];
    const events = [
      row(1, { userId: 'a', level: 1 }),
      row(2, { userId: 'a', level: 1, event: 'game_finish', duration: 30, props: { hint: 1, coins: 4 } }),
      row(3, { userId: 'b', level: 1, ts: Date.UTC(2024, 0, 2) }),
      row(4, { userId: 'b', level: 1, event: 'game_finish', duration: 10, ts: Date.UTC(2024, 0, 2, 1), props: { coins: 8 } }),
      row(5, { userId: 'b', level: 2, ts: Date.UTC(2024, 0, 3) }),
    ];
    try {
      let wh = await createWarehouse({ duckdbPath: file });
      await wh.write('jigsaw', events);
      const before = await runMetricsQuery(wh, 'jigsaw', q, { configured });
      await wh.close();
      // An older layout: a column fewer, and rows that no longer count.
      const raw = await DuckDBInstance.create(file);
      const conn = await raw.connect();
      await conn.run('ALTER TABLE "levels_jigsaw" DROP COLUMN hint_sum');
      await conn.run('DELETE FROM "levels_jigsaw" WHERE level = 2');
      conn.closeSync();
      raw.closeSync();
      vi.spyOn(console, 'log').mockImplementation(() => {});
      wh = await createWarehouse({ duckdbPath: file });
      const after = await runMetricsQuery(wh, 'jigsaw', q, { configured });
      await wh.close();
      expect(before).toEqual([
        { level: 1, enterUv: 2, enterPv: 2, finishUv: 2, duration: 20, hint: 1, coins: 6 },
        { level: 2, enterUv: 1, enterPv: 1, finishUv: 0, duration: null, hint: 0, coins: null },
      ]);
      expect(after).toEqual(before);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the event log', () => {
  it('acknowledges once on disk, and a flush takes whole groups, so the stored mark covers every event up to it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'event-log-'));
    try {
      const { engine, appended } = fakeEngine();
      const wh = createWarehouseFromEngine(engine, { flushMs: 60_000 });
      const { log } = EventLog.open(dir, 0, (code, rows, mark) => wh.buffer(code, rows, mark));
      wh.attachLog(log);
      // Three batches in one tick: one group, over FLUSH_ROWS together.
      const batches = [0, 1, 2].map((b) => Array.from({ length: FLUSH_ROWS / 2 + 1 }, (_, i) => row(b * FLUSH_ROWS + i)));
      await Promise.all(batches.map((rows) => wh.ingest('jigsaw', rows, JSON.stringify({ events: [] }))));
      expect(fs.readdirSync(dir).some((f) => fs.statSync(path.join(dir, f)).size > 0)).toBe(true);
      await vi.waitFor(() => expect(appended.length).toBeGreaterThan(0));
      const all = batches.flat();
      for (let i = 0; i < appended.length; i++) {
        const { mark } = appended[i];
        expect(mark).toBeDefined();
        const upTo = all.filter((r) => r.receivedAt <= mark!).length;
        const written = appended.slice(0, i + 1).reduce((n, a) => n + a.events.length, 0);
        expect(written, `flush ${i} with mark ${mark}`).toBe(upTo);
      }
      await wh.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads back whole frames only: a torn last frame (never acknowledged) is dropped', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'event-log-'));
    try {
      const { log } = EventLog.open(dir, 0, () => {});
      await log.append('jigsaw', [row(1)], '{"events":[1]}');
      await log.append('tiles', [row(2)], '{"events":[2]}');
      await log.close(false);
      const [file] = fs.readdirSync(dir);
      fs.appendFileSync(path.join(dir, file), Buffer.from([200, 0, 0, 0, 1, 2, 3]));
      const { log: again, records } = EventLog.open(dir, 0, () => {});
      expect(records.map((r) => [r.code, r.text])).toEqual([
        ['jigsaw', '{"events":[1]}'],
        ['tiles', '{"events":[2]}'],
      ]);
      expect(records[1].mark).toBeGreaterThan(records[0].mark);
      await again.close(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
