// The named metrics (core/shared/metrics.ts lists them for people) as compositions of a few
// aggregates ("atoms") that the compiler turns into SQL. A metric is computed in TypeScript from
// its atoms, and from the next level's atoms for the lost-user metrics (002 §9), so the same
// numbers come out of either engine.
import { EVENTS, LEVEL_EVENTS } from '../../../shared/events';
import type { BuiltinMetric, ConfiguredMetric } from '../../../shared/metrics';

/** A field an atom reads: a column or a prop taken as a number. */
export type Field = 'duration' | 'value' | `props.${string}`;

export type Atom =
  /** distinct users */
  | { kind: 'uv'; events: string[] | null }
  /** events */
  | { kind: 'pv'; events: string[] | null }
  /** sum of the field's non-null values */
  | { kind: 'sum'; events: string[] | null; field: Field }
  /** number of non-null values */
  | { kind: 'count'; events: string[] | null; field: Field }
  /** number of events whose field is > 0 */
  | { kind: 'positive'; events: string[] | null; field: Field }
  /** continuous quantile (linear interpolation between closest ranks, like quantile_cont) */
  | { kind: 'quantile'; events: string[] | null; field: Field; fraction: number }
  /** distinct non-empty puzzle ids */
  | { kind: 'puzzles'; events: string[] | null }
  /** text: the smallest non-empty value of a prop (one deterministic label per group) */
  | LabelAtom
  /** per level and user, in time order (sequenceSql.ts) */
  | SequenceAtom
  /** distinct users with the events on any day up to the row's day, all time (cumulativeSql.ts) */
  | CumulativeAtom;

export type CumulativeAtom = { kind: 'cumulative'; events: string[] };

export type LabelAtom = { kind: 'label'; events: string[]; field: `props.${string}` };

/**
 * What a level's events by one user tell in time order, summed over the (level, user) pairs of a
 * group: users entering again after their first give-up and those entries; the same after their
 * first finish (replays); users whose first give-up came before their first finish; the seconds up
 * to the first finish (the give-ups before it plus the finishing attempt) and the users finishing.
 */
export const SEQUENCE_STATS = [
  'afterFailUsers',
  'afterFailEntries',
  'afterFinishUsers',
  'afterFinishEntries',
  'retryFinishers',
  'toFinishSeconds',
  'finishers',
] as const;
export type SequenceStat = (typeof SEQUENCE_STATS)[number];
export type SequenceAtom = { kind: 'sequence'; events: string[]; stat: SequenceStat };

export function atomId(a: Atom): string {
  const ev = a.events ? a.events.join(',') : '*';
  switch (a.kind) {
    case 'uv':
    case 'pv':
    case 'puzzles':
    case 'cumulative':
      return `${a.kind}|${ev}`;
    case 'sequence':
      return `${a.kind}|${a.stat}`;
    case 'quantile':
      return `${a.kind}|${ev}|${a.field}|${a.fraction}`;
    default:
      return `${a.kind}|${ev}|${a.field}`;
  }
}

export interface AtomValues {
  (a: Atom): number | null;
  /** A label atom's text (null when the group has none). */
  text: (a: LabelAtom) => string | null;
}

/** Most metrics are numbers; the level's labels (folderName, name, skillLevelName) are text. */
export type MetricValue = number | string | null;

export interface MetricDef {
  atoms: (fractions: number[]) => Atom[];
  /** `next` is the next level's values (lost metrics only); undefined when that level has no row. */
  compute: (get: AtomValues, fractions: number[], next?: AtomValues) => MetricValue;
  /** Needs the level dimension (unbucketed): computed against the next level. */
  nextLevel?: boolean;
}

const E = EVENTS;
const uv = (e: string): Atom => ({ kind: 'uv', events: [e] });
const pv = (e: string): Atom => ({ kind: 'pv', events: [e] });
const finishDurSum: Atom = { kind: 'sum', events: [E.gameFinish], field: 'duration' };
const finishDurN: Atom = { kind: 'count', events: [E.gameFinish], field: 'duration' };
const hintSum: Atom = { kind: 'sum', events: [E.gameFinish, E.gameGiveUp], field: 'props.hint' };
const durQ = (fraction: number): Atom => ({ kind: 'quantile', events: [E.gameFinish], field: 'duration', fraction });
const findQ = (fraction: number): Atom => ({ kind: 'quantile', events: [E.gameFindItem], field: 'duration', fraction });
const label = (prop: string): LabelAtom => ({ kind: 'label', events: [E.gameEnter], field: `props.${prop}` });
const seq = (stat: SequenceStat): SequenceAtom => ({ kind: 'sequence', events: [E.gameEnter, E.gameFinish, E.gameGiveUp], stat });

/** props.skill of a level (001): 1..5. Other values show as they are. */
export const SKILL_LEVEL_NAMES: Record<string, string> = { '1': 'super easy', '2': 'easy', '3': 'medium', '4': 'hard', '5': 'super hard' };

export const ratio = (a: number | null, b: number | null): number | null => (a === null || b === null || b === 0 ? null : a / b);

const count = (a: Atom): MetricDef => ({ atoms: () => [a], compute: (get) => get(a) ?? 0 });
const rate = (num: Atom, den: Atom): MetricDef => ({ atoms: () => [num, den], compute: (get) => ratio(get(num) ?? 0, get(den) ?? 0) });
const text = (a: LabelAtom, show: (v: string) => string = (v) => v): MetricDef => ({
  atoms: () => [a],
  compute: (get) => {
    const v = get.text(a);
    return v === null ? null : show(v);
  },
});

export const BUILTIN_DEFS: Record<BuiltinMetric, MetricDef> = {
  enterUv: count(uv(E.gameEnter)),
  enterPv: count(pv(E.gameEnter)),
  sectionUv: count(uv(E.gameSection)),
  sectionPv: count(pv(E.gameSection)),
  halfUv: count(uv(E.gameHalf)),
  halfPv: count(pv(E.gameHalf)),
  finishUv: count(uv(E.gameFinish)),
  finishPv: count(pv(E.gameFinish)),
  giveUpUv: count(uv(E.gameGiveUp)),
  giveUpPv: count(pv(E.gameGiveUp)),
  likeUv: count(uv(E.gameLike)),
  likePv: count(pv(E.gameLike)),
  dislikeUv: count(uv(E.gameDislike)),
  dislikePv: count(pv(E.gameDislike)),
  findItemUv: count(uv(E.gameFindItem)),
  findItemPv: count(pv(E.gameFindItem)),
  installUv: count(uv(E.install)),
  pushTokenUv: count(uv(E.pushToken)),
  accountLinkUv: count(uv(E.accountLink)),
  totalUsers: count({ kind: 'cumulative', events: [E.install] }),
  totalAccounts: count({ kind: 'cumulative', events: [E.accountLink] }),
  uv: count({ kind: 'uv', events: null }),
  pv: count({ kind: 'pv', events: null }),
  sectionUvRate: rate(uv(E.gameSection), uv(E.gameEnter)),
  sectionPvRate: rate(pv(E.gameSection), pv(E.gameEnter)),
  halfUvRate: rate(uv(E.gameHalf), uv(E.gameEnter)),
  halfPvRate: rate(pv(E.gameHalf), pv(E.gameEnter)),
  finishUvRate: rate(uv(E.gameFinish), uv(E.gameEnter)),
  finishPvRate: rate(pv(E.gameFinish), pv(E.gameEnter)),
  giveUpUvRate: rate(uv(E.gameGiveUp), uv(E.gameEnter)),
  giveUpPvRate: rate(pv(E.gameGiveUp), pv(E.gameEnter)),
  enterPerUser: rate(pv(E.gameEnter), uv(E.gameEnter)),
  lost: {
    atoms: () => [uv(E.gameEnter)],
    nextLevel: true,
    compute: (get, _f, next) => (next ? (get(uv(E.gameEnter)) ?? 0) - (next(uv(E.gameEnter)) ?? 0) : null),
  },
  enterUvLost: {
    atoms: () => [uv(E.gameEnter)],
    nextLevel: true,
    compute: (get, _f, next) => {
      if (!next) return null;
      const here = get(uv(E.gameEnter)) ?? 0;
      return ratio(here - (next(uv(E.gameEnter)) ?? 0), here);
    },
  },
  uvLost: {
    atoms: () => [uv(E.gameFinish), uv(E.gameEnter)],
    nextLevel: true,
    compute: (get, _f, next) => {
      if (!next) return null;
      const finished = get(uv(E.gameFinish)) ?? 0;
      return ratio(finished - (next(uv(E.gameEnter)) ?? 0), finished);
    },
  },
  duration: { atoms: (f) => f.map(durQ), compute: (get, f) => get(durQ(f[0])) },
  duration_median: { atoms: () => [durQ(0.5)], compute: (get) => get(durQ(0.5)) },
  durationPv: { atoms: () => [finishDurSum, finishDurN], compute: (get) => ratio(get(finishDurSum) ?? 0, get(finishDurN) ?? 0) },
  durationAvg: {
    atoms: () => [
      { kind: 'sum', events: null, field: 'duration' },
      { kind: 'count', events: null, field: 'duration' },
    ],
    compute: (get) =>
      ratio(get({ kind: 'sum', events: null, field: 'duration' }) ?? 0, get({ kind: 'count', events: null, field: 'duration' }) ?? 0),
  },
  hint: count(hintSum),
  hintPerUser: rate(hintSum, uv(E.gameEnter)),
  hintRate: rate({ kind: 'positive', events: null, field: 'props.hint' }, { kind: 'pv', events: null }),
  lvNum: count({ kind: 'puzzles', events: [E.gameEnter] }),
  valueSum: count({ kind: 'sum', events: null, field: 'value' }),
  valueAvg: {
    atoms: () => [
      { kind: 'sum', events: null, field: 'value' },
      { kind: 'count', events: null, field: 'value' },
    ],
    compute: (get) =>
      ratio(get({ kind: 'sum', events: null, field: 'value' }) ?? 0, get({ kind: 'count', events: null, field: 'value' }) ?? 0),
  },
  findItemDuration: { atoms: (f) => [findQ(f[0])], compute: (get, f) => get(findQ(f[0])) },
  folderName: text(label('folder')),
  name: text(label('name')),
  skillLevelName: text(label('skill'), (v) => SKILL_LEVEL_NAMES[v] ?? v),
  dur_per_uv: rate(finishDurSum, uv(E.gameFinish)),
  trackerName: text({ kind: 'label', events: [E.install], field: 'props.tracker' }),
  finishRetry: count(seq('retryFinishers')),
  finishDuration: rate(seq('toFinishSeconds'), seq('finishers')),
  afterFailUv: count(seq('afterFailUsers')),
  afterFailPv: count(seq('afterFailEntries')),
  afterFinishUv: count(seq('afterFinishUsers')),
  afterFinishPv: count(seq('afterFinishEntries')),
};

/** A project's configured metric: the average of its field over its event. */
export function configuredDef(m: ConfiguredMetric): MetricDef {
  const sum: Atom = { kind: 'sum', events: [m.event], field: m.field as Field };
  const n: Atom = { kind: 'count', events: [m.event], field: m.field as Field };
  return { atoms: () => [sum, n], compute: (get) => ratio(get(sum) ?? 0, get(n) ?? 0) };
}

/** Extra quantile columns when several fractions are asked: duration_p90 for 0.9. */
export function fractionSuffix(f: number): string {
  return `_p${String(Math.round(f * 1000) / 10).replace('.', '_')}`;
}

const LEVEL_EVENT_SET = new Set<string>(LEVEL_EVENTS);
const same = (events: string[] | null, want: string[]) =>
  !!events && events.length === want.length && want.every((e) => events.includes(e));

/** Which derived table can answer this atom (they hold the five level events only), if any. */
export function derivedSource(a: Atom): 'levels' | 'nums' | null {
  const oneLevelEvent = !!a.events && a.events.length === 1 && LEVEL_EVENT_SET.has(a.events[0]);
  switch (a.kind) {
    case 'uv':
    case 'pv':
      return oneLevelEvent ? 'levels' : null;
    case 'sum':
    case 'count':
      if (a.kind === 'sum' && a.field === 'props.hint' && same(a.events, [E.gameFinish, E.gameGiveUp])) return 'levels';
      if (!oneLevelEvent) return null;
      return a.field === 'duration' && a.events![0] === E.gameFinish ? 'levels' : 'nums';
    case 'quantile':
      return a.field === 'duration' && same(a.events, [E.gameFinish]) ? 'levels' : null;
    case 'puzzles':
      return same(a.events, [E.gameEnter]) ? 'levels' : null;
    default:
      return null;
  }
}

/** The num_key of nums_<code> a sum or count reads. */
export const numKey = (a: Atom & { field: Field }) => `${a.events![0]}|${a.field}`;

/** The pv column of levels_<code> for a level event. */
export const LEVEL_PV_COLUMN: Record<string, string> = {
  [E.gameEnter]: 'enter_pv',
  [E.gameSection]: 'section_pv',
  [E.gameHalf]: 'half_pv',
  [E.gameFinish]: 'finish_pv',
  [E.gameGiveUp]: 'giveup_pv',
};
