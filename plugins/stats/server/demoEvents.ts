// Simulated players event by event, as game clients send them: the traffic of the warehouse and
// ingestion bench and of the warehouse test suites (the demo data itself is made in SQL:
// demoSql.ts, which shares the profiles, catalogs and boss levels below). Installs, sessions, level
// attempts whose finish rate and duration follow each level's difficulty, give-ups, hints, shapes
// and items found, likes, ads with revenue, account links, purchases and push tokens.
// Deterministic: the same seed, target and `now` give the same events.
import { EVENTS } from '../../../core/shared/events';
import type { GameEvent } from '../../../core/shared/eventSchema';
import { demoInstallProps } from './demoTrackers';

export interface GameProfile {
  levels: number;
  /** Items (shapes, pieces, words) found per level: min and max. */
  items: [number, number];
  /** Share of players per platform (1 Android, 2 iOS, 3 Mac). */
  platforms: [number, number][];
  /** Boss levels: from bossBegin every bossInterval levels, harder. */
  bossBegin: number;
  bossInterval: number;
  /** Seconds per item at difficulty 0. */
  secondsPerItem: number;
  /** Multiplies ad revenue. */
  ecpm: number;
  /** The level number the game client gives its first level (tiles count from 0: 000 §9). */
  firstLevel: number;
  /** Levels carry props.category Classic or Boss (pin games split them: 000 §9). */
  bossCategory: boolean;
  /** Levels carry props.name and props.skill (1..5) for the extra level columns (jigsaw: 001). */
  levelLabels: boolean;
  /** The chance that an attempt replays the level finished last (the afterFinish columns). */
  replayRate: number;
}

export const DEFAULT_PROFILE: GameProfile = {
  levels: 300,
  items: [3, 7],
  platforms: [
    [1, 0.55],
    [2, 0.45],
  ],
  bossBegin: 10,
  bossInterval: 10,
  secondsPerItem: 12,
  ecpm: 1,
  firstLevel: 1,
  bossCategory: false,
  levelLabels: false,
  replayRate: 0,
};

export const DEMO_PROFILES: Record<string, Partial<GameProfile>> = {
  jigsaw: {
    levels: 240,
    items: [4, 9],
    platforms: [
      [1, 0.5],
      [2, 0.42],
      [3, 0.08],
    ],
    secondsPerItem: 25,
    ecpm: 1.3,
    levelLabels: true,
    replayRate: 0.06,
  },
  tiles: { levels: 500, items: [3, 6], secondsPerItem: 9, bossBegin: 15, bossInterval: 15, firstLevel: 0 },
  pins: { levels: 400, items: [2, 4], secondsPerItem: 7, ecpm: 0.8, bossCategory: true },
  words: { levels: 350, items: [4, 8], secondsPerItem: 14 },
  colors: { levels: 200, items: [5, 9], secondsPerItem: 20, ecpm: 1.1 },
  blocks: { levels: 450, items: [3, 5], secondsPerItem: 10, bossBegin: 20, bossInterval: 20 },
};

export const DIFFICULTIES = ['Easy', 'Medium', 'Hard', 'Expert'] as const;

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

/**
 * Live events whose levels carry their catalog in props.catalog (days ago, both ends included):
 * players play a catalog's own levels 1..levels beside the main game while it runs.
 */
export const DEMO_CATALOGS = [
  { catalog: 'spring_festival', from: 6, to: 0, levels: 20 },
  { catalog: 'halloween_puzzles', from: 30, to: 20, levels: 30 },
] as const;
type DemoCatalog = (typeof DEMO_CATALOGS)[number];
/** The share of attempts on a catalog's days that are the catalog's levels. */
const CATALOG_SHARE = 0.2;

const NETWORKS = ['AdMob', 'AppLovin', 'Unity Ads'] as const;
const DEFAULT_COUNTRIES = ['US', 'GB', 'FR', 'DE', 'JP', 'AU', 'MX', 'BR', 'RU', 'TW', 'OTHER'];
const DAY = 86_400_000;

/** mulberry32 */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashText(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function isBossLevel(level: number, p: Pick<GameProfile, 'bossBegin' | 'bossInterval'>): boolean {
  return level >= p.bossBegin && (level - p.bossBegin) % p.bossInterval === 0;
}

/** The puzzles of a main-game level: two per level, the second met by about a third of the players. */
export function demoPuzzleIds(level: number): [string, string] {
  return [`${level * 10}`, `${level * 10 + 1}`];
}

/** Difficulty of a level in 0..1: a slow ramp, boss spikes and a fixed per-level jitter. */
export function levelDifficulty(code: string, level: number, p: GameProfile): number {
  const ramp = 0.12 + 0.5 * Math.pow(level / p.levels, 0.7);
  const boss = isBossLevel(level, p) ? 0.25 : 0;
  const jitter = ((hashText(`${code}:${level}`) % 1000) / 1000 - 0.5) * 0.2;
  return Math.min(0.95, Math.max(0.03, ramp + boss + jitter));
}

export function difficultyName(d: number): (typeof DIFFICULTIES)[number] {
  return d < 0.3 ? 'Easy' : d < 0.5 ? 'Medium' : d < 0.7 ? 'Hard' : 'Expert';
}

export interface DemoOptions {
  code: string;
  seed?: number;
  /** Stop after about this many events. */
  target: number;
  days?: number;
  /** The end of the window (ms); events after it are not made. */
  now: number;
  countries?: string[];
  profile?: Partial<GameProfile>;
}

/**
 * Yields the events of one simulated player at a time until `target` events were made
 * (the last player is cut at the target).
 */
export function* demoPlayers(opts: DemoOptions): Generator<GameEvent[]> {
  const p: GameProfile = { ...DEFAULT_PROFILE, ...DEMO_PROFILES[opts.code], ...opts.profile };
  const days = opts.days ?? 60;
  const random = rng((opts.seed ?? 42) ^ hashText(opts.code));
  const countries = opts.countries?.length ? opts.countries : DEFAULT_COUNTRIES;
  const countryWeights = countries.map((c, i) => (c === 'US' ? 6 : c === 'OTHER' ? 3 : 1 + 1 / (i + 1)));
  const totalWeight = countryWeights.reduce((a, b) => a + b, 0);
  const endDay = Math.floor(opts.now / DAY);
  const firstDay = endDay - days + 1;
  const difficulty = Array.from({ length: p.levels + 2 }, (_, l) => levelDifficulty(opts.code, l, p));

  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const round1 = (x: number) => Math.round(x * 10) / 10;
  const money = (x: number) => Math.round(x * 1e6) / 1e6;

  let made = 0;
  let n = 0;
  while (made < opts.target) {
    n += 1;
    const userId = `${opts.code}-u${n}`;
    let r = random();
    let platform = p.platforms[p.platforms.length - 1][0];
    for (const [code, share] of p.platforms) {
      if (r < share) {
        platform = code;
        break;
      }
      r -= share;
    }
    let cr = random() * totalWeight;
    let country = countries[countries.length - 1];
    for (let i = 0; i < countries.length; i++) {
      if (cr < countryWeights[i]) {
        country = countries[i];
        break;
      }
      cr -= countryWeights[i];
    }
    const installDay = firstDay + Math.floor(random() * days);
    const version = (day: number) => `1.${Math.floor((day - firstDay) / 15)}.0`;
    let appVersion = version(installDay);
    const skill = normal();
    const hintHabit = random() * 0.5;
    const events: GameEvent[] = [];
    let level = 1;
    let linked = false;
    const catalogLevels = new Map<string, number>();
    const push = (t: number, event: string, extra: Partial<GameEvent> = {}) => {
      if (t > opts.now) return;
      if (p.firstLevel !== 1 && typeof extra.level === 'number') extra = { ...extra, level: extra.level - 1 + p.firstLevel };
      events.push({ event, userId, ts: Math.floor(t), platform: platform as 1 | 2 | 3, appVersion, country, ...extra });
    };

    let t = installDay * DAY + random() * DAY * 0.9;
    // The tracker comes from a hash of the player (not from random()), so every other event stays as it was.
    push(t, EVENTS.install, { props: demoInstallProps(platform as 1 | 2 | 3, hashText(`${userId}:tracker`) % 100) });
    if (random() < (platform === 1 ? 0.78 : 0.46)) push(t + 5000, EVENTS.pushToken);

    for (let day = installDay; day <= endDay && level <= p.levels; day++) {
      const age = day - installDay;
      if (age > 0 && random() > 0.12 + 0.5 * Math.exp(-age / 12)) continue;
      if (age > 0 && appVersion !== version(day) && random() < 0.3) appVersion = version(day);
      const sessions = 1 + (random() < 0.4 ? 1 : 0) + (random() < 0.15 ? 1 : 0);
      let s = age === 0 ? t + 10_000 : day * DAY + random() * DAY * 0.6;
      const running: DemoCatalog | undefined = DEMO_CATALOGS.find((c) => day >= endDay - c.from && day <= endDay - c.to);
      for (let k = 0; k < sessions && level <= p.levels; k++) {
        s += k ? 2 * 3600_000 * random() : 0;
        push(s, EVENTS.sessionStart);
        push(s + 1000, EVENTS.adBannerRevenue, { value: money((0.0004 + random() * 0.0012) * p.ecpm), props: { network: pick(NETWORKS) } });
        s += 3000;
        const plays = 1 + Math.floor(random() * 4);
        for (let j = 0; j < plays && level <= p.levels; j++) {
          // Some attempts on a live event's days play its next level instead: the attempt below
          // runs on `level` set to the catalog's level, and the main level comes back after it.
          const live =
            running && (catalogLevels.get(running.catalog) ?? 1) <= running.levels && random() < CATALOG_SHARE ? running : undefined;
          const mainLevel = level;
          if (live) level = catalogLevels.get(live.catalog) ?? 1;
          const replay = !live && p.replayRate > 0 && level > 1 && random() < p.replayRate;
          if (replay) level -= 1;
          const d = difficulty[level];
          const puzzleId = live ? `${live.catalog}-${level}` : demoPuzzleIds(level)[hashText(`${userId}:${level}`) % 3 === 0 ? 1 : 0];
          // The level's own props ride on every event of the attempt, so a filter on them keeps it whole.
          const props: Record<string, string> = live
            ? { difficulty: difficultyName(d), catalog: live.catalog }
            : {
                difficulty: difficultyName(d),
                folder: `F${1 + Math.floor((level - 1) / 50)}`,
                release: `R${1 + Math.floor((level - 1) / 100)}`,
                ...(p.bossCategory ? { category: isBossLevel(level, p) ? 'Boss' : 'Classic' } : {}),
                ...(p.levelLabels
                  ? {
                      name: PICTURE_NAMES[hashText(`${opts.code}:name:${level}`) % PICTURE_NAMES.length],
                      skill: String(Math.min(5, 1 + Math.floor(d * 5))),
                    }
                  : {}),
              };
          const finishProb = 1 / (1 + Math.exp(-(2.2 + 0.8 * skill - 4.2 * d)));
          const finishes = random() < finishProb;
          const items = p.items[0] + Math.floor(random() * (p.items[1] - p.items[0] + 1));
          const found = finishes ? items : Math.floor(random() * items);
          push(s, EVENTS.gameEnter, { level, puzzleId, props });
          let spent = 0;
          let hints = 0;
          for (let i = 0; i < found; i++) {
            const usedHint = random() < hintHabit * d;
            if (usedHint) hints += 1;
            const secs = round1(p.secondsPerItem * (0.5 + 2.5 * d) * Math.exp(normal() * 0.45) * (usedHint ? 0.5 : 1));
            spent += secs;
            push(s + spent * 1000, EVENTS.gameFindItem, {
              level,
              puzzleId,
              duration: secs,
              props: { ...props, shapeIdx: i + 1, hint: usedHint ? 1 : 0 },
            });
            if (i + 1 === Math.ceil(items / 3)) push(s + spent * 1000 + 1, EVENTS.gameSection, { level, puzzleId, props });
            if (i + 1 === Math.ceil(items / 2)) push(s + spent * 1000 + 2, EVENTS.gameHalf, { level, puzzleId, props });
          }
          if (finishes) {
            spent += round1(2 + random() * 5);
            push(s + spent * 1000, EVENTS.gameFinish, {
              level,
              puzzleId,
              duration: round1(spent),
              props: { ...props, hint: hints, coins: 10 + (level % 5) * 5 },
            });
            if (random() < 0.1 * (1 - d)) push(s + spent * 1000 + 500, EVENTS.gameLike, { level, puzzleId, props });
            else if (random() < 0.08 * d) push(s + spent * 1000 + 500, EVENTS.gameDislike, { level, puzzleId, props });
            if (random() < 0.35) {
              push(s + spent * 1000 + 2000, EVENTS.adInterstitialShow, { level });
              push(s + spent * 1000 + 2100, EVENTS.adInterstitialRevenue, {
                value: money((0.004 + random() * 0.012) * p.ecpm),
                level,
                props: { network: pick(NETWORKS) },
              });
            }
            level += 1;
          } else {
            spent += round1(1 + random() * 3);
            push(s + spent * 1000, EVENTS.gameGiveUp, { level, puzzleId, duration: round1(spent), props: { ...props, hint: hints } });
            if (random() < 0.3) {
              push(s + spent * 1000 + 1000, EVENTS.adRewardedClick, { level });
              if (random() < 0.92) {
                push(s + spent * 1000 + 2000, EVENTS.adRewardedShowing, { level });
                if (random() < 0.85) {
                  push(s + spent * 1000 + 32_000, EVENTS.adRewardedEnd, { level });
                  push(s + spent * 1000 + 32_100, EVENTS.adRewardedRevenue, {
                    value: money((0.01 + random() * 0.03) * p.ecpm),
                    level,
                    props: { network: pick(NETWORKS) },
                  });
                }
              }
            }
          }
          s += spent * 1000 + 40_000;
          if (live) {
            catalogLevels.set(live.catalog, level);
            level = mainLevel;
          }
          if (replay) level = mainLevel;
        }
        if (random() < 0.012) {
          const price = pick([0.99, 1.99, 4.99, 9.99]);
          push(s, EVENTS.purchase, { value: price, props: { productId: `coins_${Math.round(price * 100)}`, currency: 'USD' } });
        }
        if (!linked && random() < 0.05) {
          linked = true;
          const extType =
            platform === 2 || platform === 3 ? pick(['Apple', 'Facebook', 'Google'] as const) : pick(['Google', 'Facebook'] as const);
          push(s + 1000, EVENTS.accountLink, { props: { extType } });
        }
      }
      t = s;
    }
    if (made + events.length > opts.target) events.length = opts.target - made;
    made += events.length;
    if (events.length) yield events;
  }
}
