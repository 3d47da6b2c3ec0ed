// A small data set whose every figure is worked out by hand (see figures.test.ts), and the
// warehouses the warehouse tests run on: DuckDB in memory always, ClickHouse when CLICKHOUSE_URL
// is set (a database of its own per run, dropped at the end).
import { randomBytes } from 'node:crypto';
import { createWarehouse, type Warehouse } from '../../core/server/warehouse';
import { dropClickHouseDatabase } from '../../core/server/warehouse/clickhouse';
import { toEventRow } from '../../core/server/warehouse/rows';
import { eventSchema, type GameEventInput } from '../../core/shared/eventSchema';

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

/** Days 1..5 are 2024-01-10 .. 2024-01-14; days 27 and 28 (the replay story) 2024-02-05 and 2024-02-06. */
export const FIXTURE_DAYS = {
  1: '2024-01-10',
  2: '2024-01-11',
  3: '2024-01-12',
  4: '2024-01-13',
  5: '2024-01-14',
  27: '2024-02-05',
  28: '2024-02-06',
};

type E = Omit<GameEventInput, 'platform'> & { platform?: 1 | 2 | 3 };
const PLATFORM: Record<string, 1 | 2 | 3> = { u1: 1, u2: 1, u3: 2, u4: 3, s1: 1, s2: 2, s3: 2, s4: 1 };

function ev(userId: string, d: number, minute: number, event: string, extra: Partial<E> = {}): GameEventInput {
  return {
    event,
    userId,
    ts: day(d, minute),
    platform: PLATFORM[userId],
    appVersion: userId === 'u4' ? '1.1.0' : '1.0.0',
    country: userId === 'u3' ? 'gb' : 'US',
    ...extra,
  };
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
  ...replayStory(),
];

/**
 * The replay story, on days 27 and 28 only (queries of January never see it), levels 20 and 21.
 * Level 20: s1 gives up twice (20 s, 30 s) on day 27, then on day 28 finishes (50 s) and replays
 * it (finishes again, 25 s); s2 finishes (40 s) on day 27 and on day 28 replays and gives up
 * (10 s); s3 gives up (15 s) on day 27 and enters again on day 28 without an end; s4 finishes
 * (60 s) on day 28. The enters carry the level's labels: folder Forest (s1) and Autumn (s2), name
 * Owl (s1; s2's is empty), skill 3. Level 21 on day 28: s1 finishes (30 s), s4 gives up (12 s);
 * its name is on the finish only (labels read game_enter), its skill is 6 (no name for it).
 */
function replayStory(): GameEventInput[] {
  const l20 = { level: 20, puzzleId: 'P20' };
  const l21 = { level: 21, puzzleId: 'P21' };
  return [
    ev('s1', 27, 1, 'game_enter', { ...l20, props: { folder: 'Forest', name: 'Owl', skill: 3 } }),
    ev('s1', 27, 2, 'game_giveup', { ...l20, duration: 20 }),
    ev('s1', 27, 3, 'game_enter', { ...l20, props: { folder: 'Forest', name: 'Owl', skill: 3 } }),
    ev('s1', 27, 4, 'game_giveup', { ...l20, duration: 30 }),
    ev('s2', 27, 1, 'game_enter', { ...l20, props: { folder: 'Autumn', name: '', skill: 3 } }),
    ev('s2', 27, 2, 'game_finish', { ...l20, duration: 40 }),
    ev('s3', 27, 1, 'game_enter', l20),
    ev('s3', 27, 2, 'game_giveup', { ...l20, duration: 15 }),
    ev('s1', 28, 1, 'game_enter', l20),
    ev('s1', 28, 2, 'game_finish', { ...l20, duration: 50 }),
    ev('s1', 28, 3, 'game_enter', l20),
    ev('s1', 28, 4, 'game_finish', { ...l20, duration: 25 }),
    ev('s2', 28, 1, 'game_enter', l20),
    ev('s2', 28, 2, 'game_giveup', { ...l20, duration: 10 }),
    ev('s3', 28, 1, 'game_enter', l20),
    ev('s4', 28, 1, 'game_enter', l20),
    ev('s4', 28, 2, 'game_finish', { ...l20, duration: 60 }),
    ev('s1', 28, 10, 'game_enter', { ...l21, props: { folder: 'Forest', skill: 6 } }),
    ev('s1', 28, 11, 'game_finish', { ...l21, duration: 30, props: { name: 'Fox' } }),
    ev('s4', 28, 10, 'game_enter', l21),
    ev('s4', 28, 11, 'game_giveup', { ...l21, duration: 12 }),
  ];
}

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
