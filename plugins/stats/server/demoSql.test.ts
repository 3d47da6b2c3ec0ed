// The demo game made in the warehouse (demoSql.ts) has the shapes an operator recognises: a launch
// peak and a weekly rhythm in installs, retention that decays, a level funnel that narrows with
// harder levels taking more tries, and what the stats screens read (catalogs, pin categories,
// tile numbering, labels, trackers, u1 and u2 in every project).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWarehouse, type Warehouse } from '../../../core/server/warehouse';
import { userHash } from '../../../core/server/warehouse/hash';
import { generateDemoGame } from './demo';
import { DEFAULT_PROFILE, DEMO_CATALOGS, DEMO_PROFILES, isBossLevel } from './demoEvents';
import { DEMO_DAYS } from './demoSql';
import { DEMO_TRACKERS } from './demoTrackers';

const NOW = Date.UTC(2026, 2, 14, 15);
const DAY = 86_400_000;
const END_DAY = Math.floor(NOW / DAY);
const FIRST = new Date((END_DAY - DEMO_DAYS + 1) * DAY).toISOString().slice(0, 10);
let wh: Warehouse;
const made: Record<string, number> = {};
const q = async (code: string, sql: string) => wh.query(code, { sql: sql.replaceAll('EV', `events_${code}`), params: [] });
const num = (v: unknown) => Number(v ?? 0);
const prop = (key: string) => `coalesce(prop_values[list_position(prop_keys, '${key}')], '')`;

beforeAll(async () => {
  wh = await createWarehouse({ duckdbPath: ':memory:' });
  made.jigsaw = await generateDemoGame(wh, 'jigsaw', { events: 400_000, now: NOW });
  made.pins = await generateDemoGame(wh, 'pins', { events: 40_000, now: NOW });
  made.tiles = await generateDemoGame(wh, 'tiles', { events: 20_000, now: NOW });
}, 120_000);
afterAll(() => wh?.close());

describe('demo game (SQL)', () => {
  it('makes about the events asked for, over the last 90 days and never after now', async () => {
    expect(made.jigsaw).toBeGreaterThan(250_000);
    expect(made.jigsaw).toBeLessThan(600_000);
    const [r] = await q('jigsaw', `SELECT min(day) AS first, max(ts) AS last, count(DISTINCT day) AS days FROM EV`);
    expect(r.first).toBe(FIRST);
    expect(num(r.last)).toBeLessThanOrEqual(NOW);
    expect(num(r.days)).toBe(DEMO_DAYS);
  });

  it('has installs with a launch peak and busier weekends, and players every day in proportion', async () => {
    const days = await q(
      'jigsaw',
      `SELECT day, count(*) FILTER (WHERE event = 'install') AS installs, count(DISTINCT uid) AS dau FROM EV GROUP BY day ORDER BY day`,
    );
    const installs = days.map((d) => num(d.installs));
    expect(installs[0]).toBeGreaterThan(2 * installs[30]);
    const dow = (d: ResultDay) => new Date(`${d.day}T00:00:00Z`).getUTCDay();
    type ResultDay = (typeof days)[number];
    const avg = (list: ResultDay[]) => list.reduce((a, d) => a + num(d.installs), 0) / list.length;
    const settled = days.slice(14, -1);
    expect(avg(settled.filter((d) => dow(d) === 0 || dow(d) === 6))).toBeGreaterThan(
      1.2 * avg(settled.filter((d) => dow(d) >= 1 && dow(d) <= 4)),
    );
    // Daily players: many more than the day's installs once the game has run a while.
    for (const d of days.slice(20, -1)) expect(num(d.dau)).toBeGreaterThan(2 * num(d.installs));
    // A fifth of a large project's 2 million events: over 50 players every day, so hundreds there.
    expect(Math.min(...days.slice(7, -1).map((d) => num(d.dau)))).toBeGreaterThan(50);
  });

  it('keeps fewer players each day after install (D1 > D7 > D30 > 0)', async () => {
    const [r] = await q(
      'jigsaw',
      `WITH i AS (SELECT uid, min(day) AS d0 FROM EV WHERE event = 'install' GROUP BY uid),
         a AS (SELECT DISTINCT uid, day FROM EV)
       SELECT avg(CASE WHEN EXISTS (SELECT 1 FROM a WHERE a.uid = i.uid AND a.day = i.d0 + 1) THEN 1 ELSE 0 END) AS d1,
              avg(CASE WHEN EXISTS (SELECT 1 FROM a WHERE a.uid = i.uid AND a.day = i.d0 + 7) THEN 1 ELSE 0 END) AS d7,
              avg(CASE WHEN EXISTS (SELECT 1 FROM a WHERE a.uid = i.uid AND a.day = i.d0 + 30) THEN 1 ELSE 0 END) AS d30
       FROM i WHERE d0 < DATE '${new Date((END_DAY - 31) * DAY).toISOString().slice(0, 10)}'`,
    );
    expect(num(r.d1)).toBeGreaterThan(0.3);
    expect(num(r.d1)).toBeLessThan(0.7);
    expect(num(r.d7)).toBeLessThan(num(r.d1));
    expect(num(r.d30)).toBeLessThan(num(r.d7));
    expect(num(r.d30)).toBeGreaterThan(0.01);
  });

  it('narrows the level funnel, and harder levels take more tries and longer', async () => {
    const levels = await q(
      'jigsaw',
      `SELECT level, count(DISTINCT uid) FILTER (WHERE event = 'game_enter') AS players,
         count(*) FILTER (WHERE event = 'game_enter') AS tries, count(*) FILTER (WHERE event = 'game_finish') AS wins,
         avg(duration) FILTER (WHERE event = 'game_finish') AS secs, any_value(${prop('difficulty')}) FILTER (WHERE event = 'game_enter') AS difficulty
       FROM EV WHERE level BETWEEN 1 AND 60 AND ${prop('catalog')} = '' GROUP BY level ORDER BY level`,
    );
    expect(levels).toHaveLength(60);
    const players = levels.map((l) => num(l.players));
    expect(players[59]).toBeGreaterThan(0);
    expect(players[59]).toBeLessThan(players[0] / 4);
    for (let i = 5; i < 60; i += 5) expect(players[i]).toBeLessThan(players[i - 5]);
    const p = { ...DEFAULT_PROFILE, ...DEMO_PROFILES.jigsaw };
    const winRate = (l: (typeof levels)[number]) => num(l.wins) / num(l.tries);
    const boss = levels.filter((l) => isBossLevel(num(l.level), p));
    const plain = levels.filter((l) => !isBossLevel(num(l.level), p));
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(boss.map(winRate))).toBeLessThan(mean(plain.map(winRate)) - 0.1);
    expect(mean(boss.map((l) => num(l.secs)))).toBeGreaterThan(mean(plain.map((l) => num(l.secs))));
    expect(new Set(levels.map((l) => l.difficulty))).toEqual(new Set(['Easy', 'Medium', 'Hard', 'Expert']));
    // Every try ends once, a win or a give-up, but those still running at `now` (begun in its last hour).
    const [ends] = await q(
      'jigsaw',
      `SELECT count(*) FILTER (WHERE event = 'game_enter') AS enters, count(*) FILTER (WHERE event = 'game_enter' AND ts > ${NOW - 3_600_000}) AS running,
         count(*) FILTER (WHERE event IN ('game_finish', 'game_giveup')) AS ends FROM EV`,
    );
    expect(num(ends.ends)).toBeLessThanOrEqual(num(ends.enters));
    expect(num(ends.ends)).toBeGreaterThanOrEqual(num(ends.enters) - num(ends.running));
  });

  it('mixes platforms, countries, versions and trackers, and pays through ads and purchases', async () => {
    const share = async (col: string) =>
      Object.fromEntries(
        (await q('jigsaw', `SELECT ${col} AS k, count(DISTINCT uid) AS n FROM EV GROUP BY 1`)).map((r) => [String(r.k), num(r.n)]),
      );
    const platforms = await share('platform');
    expect(Object.keys(platforms).sort()).toEqual(['1', '2', '3']);
    expect(platforms['1']).toBeGreaterThan(platforms['3'] * 3);
    const countries = await share('country');
    expect(Object.keys(countries)).toHaveLength(11);
    expect(Math.max(...Object.values(countries))).toBe(countries.US);
    expect(Object.keys(await share('app_version')).sort()).toEqual(['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0', '1.5.0']);
    const installs = await q(
      'jigsaw',
      `SELECT platform, ${prop('tracker')} AS tracker, ${prop('trackerToken')} AS token FROM EV WHERE event = 'install'`,
    );
    for (const r of installs)
      expect(DEMO_TRACKERS[num(r.platform) as 1 | 2 | 3].some((t) => t.tracker === r.tracker && t.trackerToken === r.token)).toBe(true);
    const money = Object.fromEntries(
      (await q('jigsaw', `SELECT event, count(*) AS n, sum(value) AS v FROM EV WHERE value IS NOT NULL GROUP BY event`)).map((r) => [
        String(r.event),
        num(r.v),
      ]),
    );
    for (const e of ['Ad_banner_revenue', 'Ad_interstitial_revenue', 'Ad_rewarded_revenue', 'purchase'])
      expect(money[e], e).toBeGreaterThan(0);
    const [links] = await q(
      'jigsaw',
      `SELECT count(*) AS n, count(DISTINCT ${prop('extType')}) AS types FROM EV WHERE event = 'account_link'`,
    );
    expect(num(links.types)).toBe(3);
  });

  it('gives every user the uid of its user_id, and has u1 and u2 in every project', async () => {
    for (const code of ['jigsaw', 'pins', 'tiles']) {
      const users = await q(code, `SELECT DISTINCT user_id, uid FROM EV`);
      for (const u of users) expect(num(u.uid)).toBe(userHash(String(u.user_id)));
      const ids = new Set(users.map((u) => u.user_id));
      expect(ids.has(`${code}-u1`) && ids.has(`${code}-u2`)).toBe(true);
    }
  });

  it('plays the live events on their days with their own levels, pins with categories, tiles from 0', async () => {
    for (const c of DEMO_CATALOGS) {
      const [r] = await q(
        'jigsaw',
        `SELECT count(*) FILTER (WHERE event = 'game_enter') AS enters, min(level) AS lo, max(level) AS hi, min(day) AS first, max(day) AS last,
           count(*) FILTER (WHERE puzzle_id <> concat('${c.catalog}-', CAST(level AS VARCHAR))) AS other_puzzles
         FROM EV WHERE ${prop('catalog')} = '${c.catalog}'`,
      );
      expect(num(r.enters), c.catalog).toBeGreaterThan(50);
      expect(num(r.lo)).toBe(1);
      expect(num(r.hi)).toBeLessThanOrEqual(c.levels);
      expect(num(r.other_puzzles)).toBe(0);
      expect(String(r.first) >= new Date((END_DAY - c.from) * DAY).toISOString().slice(0, 10)).toBe(true);
      // A try starts on the event's days and may end just after midnight.
      expect(String(r.last) <= new Date((END_DAY - c.to + 1) * DAY).toISOString().slice(0, 10)).toBe(true);
    }
    const p = { ...DEFAULT_PROFILE, ...DEMO_PROFILES.pins };
    const pins = await q(
      'pins',
      `SELECT DISTINCT level, ${prop('category')} AS category FROM EV WHERE event = 'game_enter' AND ${prop('catalog')} = ''`,
    );
    for (const r of pins) expect(r.category).toBe(isBossLevel(num(r.level), p) ? 'Boss' : 'Classic');
    expect(new Set(pins.map((r) => r.category))).toEqual(new Set(['Boss', 'Classic']));
    const [tiles] = await q('tiles', `SELECT min(level) AS lo FROM EV WHERE event = 'game_enter'`);
    expect(num(tiles.lo)).toBe(0);
    const [labels] = await q(
      'jigsaw',
      `SELECT count(*) FILTER (WHERE ${prop('name')} = '') AS unnamed, count(DISTINCT ${prop('skill')}) AS skills FROM EV WHERE event = 'game_enter' AND ${prop('catalog')} = ''`,
    );
    expect(num(labels.unnamed)).toBe(0);
    expect(num(labels.skills)).toBeGreaterThanOrEqual(3);
  });
});
