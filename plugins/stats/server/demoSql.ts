// The demo game, made inside the warehouse (Warehouse.generate): SQL statements that simulate a
// project's players over the last DEMO_DAYS days, the same on DuckDB and ClickHouse (every random
// draw is a hash of row numbers: sqlKit.rand). README "Demo data" describes the model; in short:
//   users      installs per day with a weekly rhythm, a launch peak and a store feature; per user
//              a platform, country, tracker, skill, engagement, lifetime, pace and update lag
//   days       the days a user plays: a rate that decays with the days since install (retention),
//              spread evenly (a running sum crossing whole numbers), so the number of days played
//              before any day is known without a window function (ClickHouse 18.16 has none)
//   tries      per day played, `pace` levels won (each after a few fails, more on harder levels and
//              for less skilled players), sometimes a last level tried and left; on a live event's
//              days, some of its own levels
//   events     per try: enter, items found (hints first), section, half, finish or give-up, likes,
//              ads after them; per session: start, banner revenue, purchases; per user: install
//              (tracker), push token, account link
import { EVENTS } from '../../../core/shared/events';
import { eventsTable, ident } from '../../../core/server/warehouse/schema';
import type { SqlKit } from '../../../core/server/warehouse/sqlKit';
import { withUserIds } from '../../../core/server/warehouse/uidSql';
import { DEMO_CATALOGS, type GameProfile } from './demoEvents';
import { DEMO_TRACKERS } from './demoTrackers';

export const DEMO_DAYS = 90;
const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Fails before a win, at most. */
const MAX_FAILS = 4;
/** Users installing on one day, at most (user numbers are day * this + 1..). */
const PER_DAY = 10_000;
const NETWORKS = ['AdMob', 'AppLovin', 'Unity Ads'];
const PRICES = ['0.99', '1.99', '4.99', '9.99'];
const PICTURE_NAMES = [
  'Harbor at Dawn',
  'Autumn Forest',
  'Mountain Lake',
  'Old Town',
  'Lavender Field',
  'Lighthouse',
  'Cherry Blossoms',
  'Desert Dunes',
  'Northern Lights',
  'Tea Garden',
  'Venice Canal',
  'Snowy Cabin',
];

/** Installs on day index d (0 = the first day) relative to the base rate: weekday rhythm, launch peak, a store feature. */
export function installWeight(d: number, firstDay: number): number {
  const dow = (firstDay + d + 4) % 7; // 0 = Sunday (1970-01-01 was a Thursday)
  const week = [1.3, 0.9, 0.95, 0.95, 0.95, 1.1, 1.35][dow];
  return week * (1 + 2.5 * Math.exp(-d / 5) + 1.2 * Math.exp(-(((d - 52) / 3) ** 2)));
}

export interface DemoGameOptions {
  code: string;
  profile: GameProfile;
  /** The end of the window (ms); nothing later is made. */
  now: number;
  /** Installs on an ordinary weekday (installWeight 1). */
  installsPerDay: number;
  countries: string[];
  days?: number;
}

function hashText(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The statements that fill events_<code> with the demo game (staging tables made and dropped). */
export function demoGameSql(kit: SqlKit, o: DemoGameOptions): string[] {
  const p = o.profile;
  const D = o.days ?? DEMO_DAYS;
  const endDay = Math.floor(o.now / DAY);
  const firstDay = endDay - D + 1;
  const salt = hashText(o.code) % 1_000_003;
  const r = (...keys: (string | number)[]) => kit.rand(...keys, salt);
  const users = ident(`demo_users_${o.code}`);
  const days = ident(`demo_days_${o.code}`);
  const tries = ident(`demo_tries_${o.code}`);
  const ev = ident(eventsTable(o.code));
  const { int, str, text } = kit;
  const num = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(6));
  const cases = (pairs: [string, string][], otherwise: string) =>
    pairs.length === 0 ? otherwise : `CASE ${pairs.map(([w, t]) => `WHEN ${w} THEN ${t}`).join(' ')} ELSE ${otherwise} END`;
  const byShare = (draw: string, shares: [string, number][]) => {
    const total = shares.reduce((a, [, s]) => a + s, 0);
    let acc = 0;
    const pairs: [string, string][] = shares.slice(0, -1).map(([v, s]) => [`${draw} < ${num((acc += s) / total)}`, v]);
    return cases(pairs, shares[shares.length - 1][0]);
  };
  // Seconds: a try's slot (the longest try fits) and a level's (its fails, a win and a replay).
  const itemSecs = (d: string) => `${p.secondsPerItem} * (0.5 + 2.5 * ${d})`;
  const trySlot = Math.ceil(p.items[1] * p.secondsPerItem * 3 + 90) * 1000;
  const levelSlot = (MAX_FAILS + 3) * trySlot;

  // 1. Users: installs per day (at least two on the first: <code>-u1 and -u2), then each user's traits.
  const perDay = `greatest(CASE WHEN d = 0 THEN 2 ELSE 1 END, least(${PER_DAY - 1}, ${int(`${o.installsPerDay} * ${weightSql(kit, firstDay)} * (0.85 + 0.3 * ${r('d', 1)})`)}))`;
  const numbered = `(SELECT d * ${PER_DAY} + i + 1 AS n, d FROM (SELECT d, ${kit.explode(perDay)} AS i FROM ${kit.series(D, 'd')}))`;
  const ids = `(${withUserIds(kit, `${o.code}-u`, numbered, ['n', 'd'])})`;
  const weights = o.countries.map((c, i): [string, number] => [str(c), c === 'US' ? 6 : c === 'OTHER' ? 3 : 1 + 1 / (i + 1)]);
  const platform = byShare(
    r('n', 2),
    p.platforms.map(([code, share]) => [String(code), share]),
  );
  const traits = `SELECT n, d, user_id, uid, ${platform} AS platform, ${byShare(r('n', 3), weights)} AS country,
      (${r('n', 4)} + ${r('n', 5)} + ${r('n', 6)} - 1.5) * 2 AS skill,
      ${int(`${r('n', 7)} * 100`)} AS pct,
      (${firstDay} + d) * ${DAY} + ${int(`${r('n', 8)} * ${DAY * 0.9}`)} AS install_ms,
      0.5 + ${r('n', 9)} AS engagement,
      CASE WHEN ${r('n', 10)} < 0.3 THEN 1 ELSE 2 + ${int(`-${kit.ln(`1 - ${r('n', 11)}`)} * 40`)} END AS lifetime,
      ${r('n', 12)} AS phase, 0.04 + 0.75 * pow(${r('n', 60)}, 3) AS base,
      ${int(`${r('n', 14)} * 12`)} AS lag,
      ${r('n', 15)} AS r_token, ${r('n', 16)} AS r_link, ${int(`${r('n', 17)} * 5`)} AS link_day, ${r('n', 18)} AS r_ext,
      ${r('n', 19)} * 0.5 AS hint_habit, ${r('n', 13)} AS r_pace
    FROM ${ids}`;
  const userSql = `SELECT *, greatest(1.0, least(6.0, 1.2 + 2.5 * r_pace + 0.6 * skill)) AS pace FROM (${traits}) WHERE install_ms <= ${o.now - 60_000}`;

  // 2. Days played: day 0 (the install), then each day the running sum of the play rate crosses a
  // whole number; that sum at `age` is a burst after install (engagement) plus a steady rate
  // (base: a few play daily), and its whole part is the number of days played before (j).
  const rate = (age: string) => `(phase + base * ${age} + engagement * 3.3 * (1 - exp(-${age} / 6.0)))`;
  const played = `SELECT * FROM (SELECT *, ${kit.explode(`least(lifetime, ${D} - d)`)} AS age FROM ${users})
    WHERE age = 0 OR ${int(rate('age'))} > ${int(rate('(age - 1)'))}`;
  const dayCols = `SELECT n, d, user_id, uid, platform, country, skill, hint_habit, age, d + age AS di, ${firstDay} + d + age AS day_no,
      CASE WHEN age = 0 THEN 0 ELSE ${int(rate('age'))} END AS j, pace, lag, r_link, link_day, r_ext,
      concat('1.', ${text(int(`greatest(d, d + age - lag) / 15`))}, '.0') AS version,
      CASE WHEN age = 0 THEN install_ms + 10000 ELSE (${firstDay} + d + age) * ${DAY} + ${int(`(7 + 9 * ${r('n', 'd + age', 20)}) * ${HOUR}`)} END AS t0
    FROM (${played})`;
  const daySql = `SELECT *, 1 + ${int('pace * j')} AS first_level, ${int('pace * (j + 1)')} - ${int('pace * j')} AS wins FROM (${dayCols})`;

  // 3. Tries: per day, `wins` levels won after their fails, then maybe one level tried and left.
  const difficulty = (level: string) => {
    const boss = `CASE WHEN ${level} >= ${p.bossBegin} AND (${level} - ${p.bossBegin}) % ${p.bossInterval} = 0 THEN 0.25 ELSE 0 END`;
    const hard = `CASE WHEN ${r(level, 26)} < 0.04 THEN 0.3 ELSE 0 END`;
    return `least(0.95, greatest(0.03, 0.12 + 0.5 * pow(${level} / ${p.levels}.0, 0.7) + ${boss} + ${hard} + (${r(level, 25)} - 0.5) * 0.2))`;
  };
  const levelsOfDay = `SELECT *, first_level + i AS level FROM (SELECT *, ${kit.explode('wins + 1')} AS i FROM ${days}) WHERE first_level + i <= ${p.levels}`;
  const withOdds = `SELECT *, least(0.97, greatest(0.08, 1 / (1 + exp(-(2.2 + 0.8 * skill - 4.2 * dl))))) AS pf FROM (SELECT *, ${difficulty('level')} AS dl FROM (${levelsOfDay}))`;
  const withFails = `SELECT *, least(${MAX_FAILS}, ${int(`${kit.ln(`1 - ${r('n', 'di', 'i', 21)}`)} / ${kit.ln('1 - pf')}`)}) AS fails FROM (${withOdds})`;
  const tryCount = `CASE WHEN i < wins THEN fails + 1 + CASE WHEN ${r('n', 'di', 'i', 23)} < ${p.replayRate} THEN 1 ELSE 0 END
      WHEN ${r('n', 'di', 22)} < 0.5 THEN least(fails, 2) ELSE 0 END`;
  const mainTries = `SELECT n, user_id, uid, platform, country, version, hint_habit, di, level, dl, '' AS catalog,
      CASE WHEN i < wins AND k >= fails THEN 1 ELSE 0 END AS won,
      t0 + i * ${levelSlot} + k * ${trySlot} AS ts0, di * 1000 + i * 10 + k AS tk,
      ${text(`level * 10 + CASE WHEN ${r('n', 'level', 24)} < 0.3333 THEN 1 ELSE 0 END`)} AS puzzle_id
    FROM (SELECT *, ${kit.explode(tryCount)} AS k FROM (${withFails}))`;
  // A live event's own levels: on its days, about half the players try one or two of them after the main game.
  const catalogTries = DEMO_CATALOGS.map((c) => {
    const start = endDay - c.from;
    const span = c.from - c.to + 1;
    const level = `least(${c.levels}, 1 + ${int(`(day_no - ${start}) * ${c.levels} / ${span}.0 + 3 * ${r('n', 'di', 31)}`)})`;
    const dl = `(0.15 + 0.5 * lv / ${c.levels}.0)`;
    return `SELECT n, user_id, uid, platform, country, version, hint_habit, di, lv AS level, ${dl} AS dl, ${str(c.catalog)} AS catalog,
        CASE WHEN ${r('n', 'di', 'q', 32)} < 1 / (1 + exp(-(2.2 + 0.8 * skill - 4.2 * ${dl}))) THEN 1 ELSE 0 END AS won,
        t0 + (wins + 1) * ${levelSlot} + q * ${trySlot} AS ts0, di * 1000 + 900 + q AS tk,
        concat(${str(`${c.catalog}-`)}, ${text('lv')}) AS puzzle_id
      FROM (SELECT *, ${level} AS lv, ${kit.explode(`1 + ${int(`2 * ${r('n', 'di', 33)}`)}`)} AS q FROM ${days}
        WHERE day_no BETWEEN ${start} AND ${endDay - c.to} AND ${r('n', 'di', 30)} < 0.45)`;
  });
  const items = `${p.items[0]} + ${int(`${r('n', 'tk', 34)} * ${p.items[1] - p.items[0] + 1}`)}`;
  const label = (dl: string) =>
    `CASE WHEN ${dl} < 0.3 THEN 'Easy' WHEN ${dl} < 0.5 THEN 'Medium' WHEN ${dl} < 0.7 THEN 'Hard' ELSE 'Expert' END`;
  const mainKeys = [
    'difficulty',
    'folder',
    'release',
    ...(p.bossCategory ? ['category'] : []),
    ...(p.levelLabels ? ['name', 'skill'] : []),
  ];
  const mainValues = [
    label('dl'),
    `concat('F', ${text(`1 + ${int('(level - 1) / 50')}`)})`,
    `concat('R', ${text(`1 + ${int('(level - 1) / 100')}`)})`,
    ...(p.bossCategory
      ? [`CASE WHEN level >= ${p.bossBegin} AND (level - ${p.bossBegin}) % ${p.bossInterval} = 0 THEN 'Boss' ELSE 'Classic' END`]
      : []),
    ...(p.levelLabels
      ? [kit.pick(PICTURE_NAMES, `1 + ${int(`${r('level', 27)} * ${PICTURE_NAMES.length}`)}`), text(`least(5, 1 + ${int('dl * 5')})`)]
      : []),
  ];
  // The level's props, once per try: every event of the try carries them (and its own after them).
  const levelProps = `CASE WHEN catalog = '' THEN ${kit.strings(mainKeys)} ELSE ${kit.strings(['difficulty', 'catalog'])} END AS pk,
    CASE WHEN catalog = '' THEN [${mainValues.join(', ')}] ELSE [${label('dl')}, catalog] END AS pv`;
  const keysOf = (extra: string[]) => (extra.length ? kit.concat('pk', kit.strings(extra)) : 'pk');
  const valuesOf = (extra: string[]) => (extra.length ? kit.concat('pv', `[${extra.join(', ')}]`) : 'pv');
  const trySql = `SELECT *, ${levelProps}, ${int(`found * hint_habit * dl * 2 * ${r('n', 'tk', 36)}`)} AS hints,
      round(found * ${itemSecs('dl')} * (0.75 + 0.5 * ${r('n', 'tk', 37)}) + 2 + 5 * ${r('n', 'tk', 38)}, 1) AS dur,
      ${itemSecs('dl')} * 1000 AS item_ms
    FROM (SELECT *, CASE WHEN won = 1 THEN items ELSE ${int(`${r('n', 'tk', 35)} * items`)} END AS found
      FROM (SELECT *, ${items} AS items FROM (${[mainTries, ...catalogTries].join(' UNION ALL ')})))`;

  // 4. Events.
  const eventLevel = `level - 1 + ${p.firstLevel}`;
  const money = (min: number, spread: number, key: number) => `round((${min} + ${spread} * ${r('n', 'tk', key)}) * ${p.ecpm}, 6)`;
  const network = (key: number) => kit.pick(NETWORKS, `1 + ${int(`3 * ${r('n', 'tk', key)}`)}`);

  interface Ev {
    event: string;
    ts: string;
    level?: string;
    puzzle?: boolean;
    duration?: string;
    value?: string;
    keys?: string;
    values?: string;
    where?: string;
  }
  /** One kind of event, as a SELECT of the events table's columns. */
  const select = (from: string, e: Ev) => {
    const cast = (x: string, duck: string, ch: string) => (kit.dialect === 'duckdb' ? `CAST(${x} AS ${duck})` : `CAST(${x} AS ${ch})`);
    const cols = [
      kit.date(int(`(${e.ts}) / ${DAY}`)),
      cast(e.ts, 'BIGINT', 'Int64'),
      cast(`${e.ts} + 1500`, 'BIGINT', 'Int64'),
      str(e.event),
      'user_id',
      cast('uid', 'UBIGINT', 'UInt64'),
      cast('platform', 'UTINYINT', 'UInt8'),
      'version',
      'country',
      e.level ? cast(e.level, 'INTEGER', 'Nullable(Int32)') : cast('NULL', 'INTEGER', 'Nullable(Int32)'),
      e.puzzle ? 'puzzle_id' : "''",
      e.duration ? cast(e.duration, 'DOUBLE', 'Nullable(Float64)') : cast('NULL', 'DOUBLE', 'Nullable(Float64)'),
      e.value ? cast(e.value, 'DOUBLE', 'Nullable(Float64)') : cast('NULL', 'DOUBLE', 'Nullable(Float64)'),
      e.keys ?? cast('[]', 'VARCHAR[]', 'Array(String)'),
      e.values ?? cast('[]', 'VARCHAR[]', 'Array(String)'),
    ];
    return `SELECT ${cols.join(', ')} FROM ${from} WHERE ${e.ts} <= ${o.now}${e.where ? ` AND (${e.where})` : ''}`;
  };
  const finishAt = `ts0 + ${int('found * item_ms')} + 4000`;
  const tracker = (field: 'tracker' | 'trackerToken') => {
    const byPlatform = Object.entries(DEMO_TRACKERS).map(([pl, list]): [string, string] => {
      let acc = 0;
      return [
        `platform = ${pl}`,
        cases(
          list.slice(0, -1).map((t) => [`pct < ${(acc += t.share)}`, str(t[field])]),
          str(list[list.length - 1][field]),
        ),
      ];
    });
    return cases(byPlatform.slice(0, -1), byPlatform[byPlatform.length - 1][1]);
  };
  const levelEvent = (event: string, ts: string, extraKeys: string[], extraValues: string[], where?: string, duration?: string): Ev => ({
    event,
    ts,
    level: eventLevel,
    puzzle: true,
    duration,
    keys: keysOf(extraKeys),
    values: valuesOf(extraValues),
    where,
  });
  const section = `${int(`(items + 2) / 3`)}`;
  const half = `${int(`(items + 1) / 2`)}`;
  const installed = `(SELECT *, concat('1.', ${text(int('d / 15'))}, '.0') AS version FROM ${users})`;
  const finds = `(SELECT *, ${kit.explode('found')} AS s FROM ${tries})`;
  const sessions = `(SELECT *, t0 + 2 * m * ${levelSlot} - 5000 AS st, di * 1000 + 990 + m AS tk FROM (SELECT *, ${kit.explode(`1 + ${int('wins / 2')}`)} AS m FROM ${days}))`;

  return [
    kit.drop(users),
    kit.drop(days),
    kit.drop(tries),
    kit.createAs(users, userSql),
    kit.createAs(days, daySql),
    kit.createAs(tries, trySql),
    // One statement: the engine writes the table once (one INSERT per kind of event took twice as long).
    `INSERT INTO ${ev} ${[
      select(installed, {
        event: EVENTS.install,
        ts: 'install_ms',
        keys: kit.strings(['tracker', 'trackerToken']),
        values: `[${tracker('tracker')}, ${tracker('trackerToken')}]`,
      }),
      select(installed, {
        event: EVENTS.pushToken,
        ts: 'install_ms + 5000',
        where: `r_token < CASE WHEN platform = 1 THEN 0.78 ELSE 0.46 END`,
      }),
      select(sessions, { event: EVENTS.sessionStart, ts: 'st' }),
      select(sessions, {
        event: EVENTS.adBannerRevenue,
        ts: 'st + 1000',
        value: money(0.0004, 0.0012, 50),
        keys: kit.strings(['network']),
        values: `[${network(51)}]`,
      }),
      select(sessions, {
        event: EVENTS.purchase,
        ts: 'st + 60000',
        where: `${r('n', 'tk', 52)} < 0.005`,
        value: kit.float(kit.pick(PRICES, `1 + ${int(`4 * ${r('n', 'tk', 53)}`)}`)),
        keys: kit.strings(['productId', 'currency']),
        values: `[concat('coins_', ${kit.pick(['99', '199', '499', '999'], `1 + ${int(`4 * ${r('n', 'tk', 53)}`)}`)}), 'USD']`,
      }),
      select(days, {
        event: EVENTS.accountLink,
        ts: 't0 + 30000',
        where: `r_link < 0.3 AND j = link_day`,
        keys: kit.strings(['extType']),
        values: `[CASE WHEN platform = 1 THEN ${kit.pick(['Google', 'Facebook'], `1 + ${int('2 * r_ext')}`)} ELSE ${kit.pick(['Apple', 'Facebook', 'Google'], `1 + ${int('3 * r_ext')}`)} END]`,
      }),
      select(tries, levelEvent(EVENTS.gameEnter, 'ts0', [], [])),
      select(
        finds,
        levelEvent(
          EVENTS.gameFindItem,
          `ts0 + ${int('(s + 1) * item_ms')}`,
          ['shapeIdx', 'hint'],
          [text('s + 1'), `CASE WHEN s < hints THEN '1' ELSE '0' END`],
          undefined,
          `round(${itemSecs('dl')} * (0.6 + 0.8 * ${r('n', 'tk', 's', 39)}) * CASE WHEN s < hints THEN 0.5 ELSE 1 END, 1)`,
        ),
      ),
      select(tries, levelEvent(EVENTS.gameSection, `ts0 + ${int(`${section} * item_ms`)} + 1`, [], [], `found >= ${section}`)),
      select(tries, levelEvent(EVENTS.gameHalf, `ts0 + ${int(`${half} * item_ms`)} + 2`, [], [], `found >= ${half}`)),
      select(
        tries,
        levelEvent(EVENTS.gameFinish, finishAt, ['hint', 'coins'], [text('hints'), text('10 + (level % 5) * 5')], 'won = 1', 'dur'),
      ),
      select(tries, levelEvent(EVENTS.gameGiveUp, finishAt, ['hint'], [text('hints')], 'won = 0', 'dur')),
      select(tries, levelEvent(EVENTS.gameLike, `${finishAt} + 500`, [], [], `won = 1 AND ${r('n', 'tk', 40)} < 0.1 * (1 - dl)`)),
      select(tries, levelEvent(EVENTS.gameDislike, `${finishAt} + 500`, [], [], `won = 1 AND ${r('n', 'tk', 40)} > 1 - 0.08 * dl`)),
      select(tries, {
        event: EVENTS.adInterstitialShow,
        ts: `${finishAt} + 2000`,
        level: eventLevel,
        where: `won = 1 AND ${r('n', 'tk', 41)} < 0.35`,
      }),
      select(tries, {
        event: EVENTS.adInterstitialRevenue,
        ts: `${finishAt} + 2100`,
        level: eventLevel,
        where: `won = 1 AND ${r('n', 'tk', 41)} < 0.35`,
        value: money(0.004, 0.012, 42),
        keys: kit.strings(['network']),
        values: `[${network(43)}]`,
      }),
      select(tries, {
        event: EVENTS.adRewardedClick,
        ts: `${finishAt} + 1000`,
        level: eventLevel,
        where: `won = 0 AND ${r('n', 'tk', 44)} < 0.3`,
      }),
      select(tries, {
        event: EVENTS.adRewardedShowing,
        ts: `${finishAt} + 2000`,
        level: eventLevel,
        where: `won = 0 AND ${r('n', 'tk', 44)} < 0.3 * 0.92`,
      }),
      select(tries, {
        event: EVENTS.adRewardedEnd,
        ts: `${finishAt} + 32000`,
        level: eventLevel,
        where: `won = 0 AND ${r('n', 'tk', 44)} < 0.3 * 0.92 * 0.85`,
      }),
      select(tries, {
        event: EVENTS.adRewardedRevenue,
        ts: `${finishAt} + 32100`,
        level: eventLevel,
        where: `won = 0 AND ${r('n', 'tk', 44)} < 0.3 * 0.92 * 0.85`,
        value: money(0.01, 0.03, 45),
        keys: kit.strings(['network']),
        values: `[${network(46)}]`,
      }),
    ].join(' UNION ALL ')}`,
    kit.drop(users),
    kit.drop(days),
    kit.drop(tries),
  ];
}

/** installWeight in SQL, over a column d. */
function weightSql(kit: SqlKit, firstDay: number): string {
  const week = `${kit.strings(['1.3', '0.9', '0.95', '0.95', '0.95', '1.1', '1.35'])}[1 + (${firstDay} + d + 4) % 7]`;
  return `${kit.float(week)} * (1 + 2.5 * exp(-d / 5.0) + 1.2 * exp(-pow((d - 52) / 3.0, 2)))`;
}
