// A small data set whose every figure is worked out by hand (see figures.test.ts), and the
// warehouses the warehouse tests run on: DuckDB in memory always, ClickHouse when CLICKHOUSE_URL
// is set (a database of its own per run, dropped at the end).
import { randomBytes } from 'node:crypto';
import { createWarehouse, type Warehouse } from '../../core/server/warehouse';
import { dropClickHouseDatabase } from '../../core/server/warehouse/clickhouse';
import { toEventRow } from '../../core/server/warehouse/rows';
import { eventSchema, type GameEventInput } from '../../core/shared/events';

export const CLICKHOUSE_URL = process.env.CLICKHOUSE_URL || '';

export interface Engine {
  name: string;
  open: () => Promise<Warehouse>;
  /** Drops what open() made. */
  cleanup: () => Promise<void>;
}

export function engines(): Engine[] {
  const list: Engine[] = [{ name: 'DuckDB', open: () => createWarehouse({ duckdbPath: ':memory:' }), cleanup: async () => {} }];
  if (CLICKHOUSE_URL) {
    const database = `t_${randomBytes(5).toString('hex')}`;
    list.push({
      name: 'ClickHouse',
      open: () => createWarehouse({ clickhouseUrl: CLICKHOUSE_URL, clickhouseDatabase: database }),
      cleanup: () => dropClickHouseDatabase(CLICKHOUSE_URL, database),
    });
  }
  return list;
}

const DAY = 86_400_000;
const day = (n: number, minute = 0) => Date.UTC(2024, 0, 9 + n) + minute * 60_000;

/** Days 1..5 are 2024-01-10 .. 2024-01-14. */
export const FIXTURE_DAYS = { 1: '2024-01-10', 2: '2024-01-11', 3: '2024-01-12', 4: '2024-01-13', 5: '2024-01-14' };

type E = Omit<GameEventInput, 'platform'> & { platform?: 1 | 2 | 3 };
const PLATFORM: Record<string, 1 | 2 | 3> = { u1: 1, u2: 1, u3: 2, u4: 3 };

function ev(userId: string, d: number, minute: number, event: string, extra: Partial<E> = {}): GameEventInput {
  return { event, userId, ts: day(d, minute), platform: PLATFORM[userId], appVersion: userId === 'u4' ? '1.1.0' : '1.0.0', country: userId === 'u3' ? 'gb' : 'US', ...extra };
}

/**
 * Four players, three levels. Level 1: u1 finishes (10 s, 1 hint, 5 coins); u2 gives up (4 s,
 * 2 hints) on day 1 and finishes on day 2 (30 s, 0 hints, 15 coins); u3 finishes (80 s, 10 coins);
 * u4 gives up at once (2 s). Level 2: u1 finishes (40 s, 3 hints, 5 coins); u2 gives up (8 s,
 * 1 hint); u3 enters on day 3 and day 4 and finishes (50 s, 20 coins). Level 3: u1 finishes (60 s,
 * 0 coins). Plus likes, items found, a purchase, installs and sessions.
 */
export const FIXTURE_EVENTS: GameEventInput[] = [
  ev('u1', 1, 0, 'install'),
  ev('u2', 1, 0, 'install'),
  ev('u3', 3, 0, 'install'),
  ev('u4', 3, 0, 'install'),
  ev('u1', 1, 1, 'session_start'),
  // level 1
  ev('u1', 1, 2, 'game_enter', { level: 1, puzzleId: 'P1', props: { difficulty: 'Easy' } }),
  ev('u1', 1, 3, 'game_find_item', { level: 1, puzzleId: 'P1', duration: 3, props: { shapeIdx: 1, hint: 0 } }),
  ev('u1', 1, 3, 'game_section', { level: 1, puzzleId: 'P1' }),
  ev('u1', 1, 4, 'game_find_item', { level: 1, puzzleId: 'P1', duration: 4, props: { shapeIdx: 2, hint: 1 } }),
  ev('u1', 1, 4, 'game_half', { level: 1, puzzleId: 'P1' }),
  ev('u1', 1, 5, 'game_find_item', { level: 1, puzzleId: 'P1', duration: 5, props: { shapeIdx: 3, hint: 0 } }),
  ev('u1', 1, 6, 'game_finish', { level: 1, puzzleId: 'P1', duration: 10, props: { hint: 1, coins: 5 } }),
  ev('u1', 1, 7, 'game_like', { level: 1, puzzleId: 'P1' }),
  ev('u2', 1, 2, 'game_enter', { level: 1, puzzleId: 'P1' }),
  ev('u2', 1, 3, 'game_section', { level: 1, puzzleId: 'P1' }),
  ev('u2', 1, 4, 'game_giveup', { level: 1, puzzleId: 'P1', duration: 4, props: { hint: 2 } }),
  ev('u2', 2, 2, 'game_enter', { level: 1, puzzleId: 'P1' }),
  ev('u2', 2, 3, 'game_section', { level: 1, puzzleId: 'P1' }),
  ev('u2', 2, 4, 'game_half', { level: 1, puzzleId: 'P1' }),
  ev('u2', 2, 5, 'game_finish', { level: 1, puzzleId: 'P1', duration: 30, props: { hint: 0, coins: 15 } }),
  ev('u3', 3, 2, 'game_enter', { level: 1, puzzleId: 'P2' }),
  ev('u3', 3, 3, 'game_section', { level: 1, puzzleId: 'P2' }),
  ev('u3', 3, 4, 'game_half', { level: 1, puzzleId: 'P2' }),
  ev('u3', 3, 5, 'game_finish', { level: 1, puzzleId: 'P2', duration: 80, props: { coins: 10 } }),
  ev('u4', 3, 2, 'game_enter', { level: 1, puzzleId: 'P1' }),
  ev('u4', 3, 3, 'game_giveup', { level: 1, puzzleId: 'P1', duration: 2 }),
  ev('u4', 3, 4, 'game_dislike', { level: 1, puzzleId: 'P1' }),
  // level 2
  ev('u1', 2, 10, 'game_enter', { level: 2, puzzleId: 'P3' }),
  ev('u1', 2, 11, 'game_section', { level: 2, puzzleId: 'P3' }),
  ev('u1', 2, 12, 'game_half', { level: 2, puzzleId: 'P3' }),
  ev('u1', 2, 13, 'game_finish', { level: 2, puzzleId: 'P3', duration: 40, props: { hint: 3, coins: 5 } }),
  ev('u2', 4, 10, 'game_enter', { level: 2, puzzleId: 'P3' }),
  ev('u2', 4, 11, 'game_giveup', { level: 2, puzzleId: 'P3', duration: 8, props: { hint: 1 } }),
  ev('u3', 3, 10, 'game_enter', { level: 2, puzzleId: 'P3' }),
  ev('u3', 4, 10, 'game_enter', { level: 2, puzzleId: 'P3' }),
  ev('u3', 4, 11, 'game_finish', { level: 2, puzzleId: 'P3', duration: 50, props: { coins: 20 } }),
  // level 3
  ev('u1', 5, 10, 'game_enter', { level: 3, puzzleId: 'P4' }),
  ev('u1', 5, 11, 'game_finish', { level: 3, puzzleId: 'P4', duration: 60, props: { coins: 0 } }),
  // no level
  ev('u1', 5, 20, 'purchase', { value: 4.99, props: { productId: 'coins_499' } }),
  ev('u3', 3, 20, 'Ad_rewarded_revenue', { value: 0.02 }),
];

/** The fixture as stored rows, in two write batches (so users span batches). */
export function fixtureBatches(receivedAt = Date.UTC(2024, 1, 1)) {
  const rows = FIXTURE_EVENTS.map((e) => toEventRow(eventSchema.parse(e), receivedAt));
  const half = Math.floor(rows.length / 2);
  return [rows.slice(0, half), rows.slice(half)];
}

export const FIXTURE_CONFIGURED = [
  { name: 'coins', event: 'game_finish', field: 'props.coins' },
  { name: 'giveUpSeconds', event: 'game_giveup', field: 'duration' },
];

export { DAY };
