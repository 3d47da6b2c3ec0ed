// Who is in a running experiment, and in which group: pure functions, no I/O, no clock (the
// caller passes today). The client endpoint (server/client/routes.ts) stores the first placement
// (sticky); these functions decide it. Deterministic: the same experiment, user and weights give
// the same group on every server and after every restart, even if a stored row were lost.
import type { ExperimentGroup, JoinRule, ScopeFilter, ScopeGroup, WizardFilter, WizardGroup } from '../../../core/shared/experiments';
import { versionInRange } from '../../../core/shared/version';

/** What the assignment needs of an experiment (the published LiveExperiment has it all). */
export interface AssignableExperiment {
  id: number;
  kind: 1 | 2;
  /** v2: 'android' or 'ios'; '' (v1) serves every platform. */
  platform: string;
  percent: number;
  filter: ScopeFilter | WizardFilter;
  joinRule: JoinRule | null;
  groups: ExperimentGroup[];
}

/** Events' platform numbers (core/server/warehouse/README.md): 1 Android, 2 iOS, 3 Mac. */
export type PlatformNumber = 1 | 2 | 3;
const PLATFORM_NAMES: Record<PlatformNumber, string> = { 1: 'android', 2: 'ios', 3: 'mac' };

/** What the client tells about itself (already checked), and today's UTC day. */
export interface ClientFacts {
  userId: string;
  platform: PlatformNumber;
  /** Dotted digits ('1.4.0'); null when the client did not say. */
  version: string | null;
  level: number | null;
  /** Upper case; '' when unknown. */
  country: string;
  /** 'YYYY-MM-DD' (UTC). */
  today: string;
}

/** 32-bit FNV-1a over the string's UTF-16 code units, then murmur3's finalizer (spreads FNV's low bits). */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A point in [0, 1) for the text. */
const unit = (text: string) => hash32(text) / 4294967296;

/** Percent exposure: the user takes part when their own point (independent of the group's) falls below percent %. */
export function inPercent(experimentId: number, userId: string, percent: number): boolean {
  if (percent >= 100) return true;
  if (percent <= 0) return false;
  return unit(`${experimentId}\u0000${userId}\u0000percent`) * 100 < percent;
}

/**
 * The group by weight: the user's point in [0, total weight) picks the group whose share holds it.
 * The point depends on the experiment and the user only, so a weight change moves only the users
 * near a boundary (and stored users keep theirs anyway). Null when no group has weight.
 */
export function pickGroup<G extends { tag: string; weight: number }>(experimentId: number, userId: string, groups: readonly G[]): G | null {
  let total = 0;
  for (const g of groups) total += Math.max(0, g.weight);
  if (!(total > 0)) return null;
  const point = unit(`${experimentId}\u0000${userId}`) * total;
  let upTo = 0;
  let last: G | null = null;
  for (const g of groups) {
    if (!(g.weight > 0)) continue;
    upTo += g.weight;
    last = g;
    if (point < upTo) return g;
  }
  return last; // rounding at the very top
}

/** The level inside a [min, max] range where 0 on a side is open ([0, 0], or 0 alone, admits every level). */
export function levelInside(level: number | null, range: [number, number] | number | null | undefined): boolean {
  const [min, max] = Array.isArray(range) ? range : [range ?? 0, 0];
  if (!min && !max) return true;
  if (level === null) return false;
  if (min && level < min) return false;
  if (max && level > max) return false;
  return true;
}

/** Today inside startAt..endAt, both days included, either open when unset ('YYYY-MM-DD' compare as text). */
export function dateInside(today: string, startAt: string | null | undefined, endAt: string | null | undefined): boolean {
  if (startAt && today < startAt) return false;
  if (endAt && today > endAt) return false;
  return true;
}

/**
 * The experiment's filter, asked on every read (also of users already placed: outside the filter
 * they get nothing, their stored group waits for them). v1: every platform, clientVersion the
 * minimum version. v2: the platform, versions, levels, dates and countries of 000 §3.
 */
export function matchesFilter(exp: AssignableExperiment, facts: ClientFacts): boolean {
  if (exp.kind === 1) {
    const f = exp.filter as ScopeFilter;
    return versionInRange(facts.version, f.clientVersion, undefined);
  }
  if (exp.platform !== PLATFORM_NAMES[facts.platform]) return false;
  const f = exp.filter as WizardFilter;
  if (!versionInRange(facts.version, f.clientVersion?.[0], f.clientVersion?.[1])) return false;
  if (!levelInside(facts.level, f.lv)) return false;
  if (!dateInside(facts.today, f.startAt, f.endAt)) return false;
  if (f.country?.length && !f.country.some((c) => c.toUpperCase() === facts.country)) return false;
  return true;
}

/** A new user joins only while their level is inside the join rule (v2) and their point is inside the percent. */
export function admitsNewUser(exp: AssignableExperiment, facts: ClientFacts): boolean {
  if (exp.joinRule && !levelInside(facts.level, exp.joinRule.lv)) return false;
  return inPercent(exp.id, facts.userId, exp.percent);
}

/** What a group plays: v1 its {level, puzzleId} per scope level, v2 its puzzle ids in level order (none for AA). */
export function levelsOf(exp: AssignableExperiment, group: ExperimentGroup): ScopeGroup['data'] | number[] {
  if (exp.kind === 1) return (group as ScopeGroup).data ?? [];
  return (group as WizardGroup).data?.levels ?? [];
}

/** A user's place in an experiment. */
export interface Placement {
  group: ExperimentGroup;
  /** The phase the user was placed in. */
  phase: number;
  /** Placed now (to be stored and recorded as an exposure), not read from a stored row. */
  fresh: boolean;
}

/**
 * Where the user is in `exp`: the stored group when there is one (whatever the weights and join
 * rule say now), else, if the user is new and admitted, the group by weight at the current phase.
 * Null when the filter does not match, a new user is not admitted, or the stored group is gone.
 */
export function place(
  exp: AssignableExperiment & { phase: number },
  facts: ClientFacts,
  stored: { groupTag: string; phase: number } | undefined,
): Placement | null {
  if (!matchesFilter(exp, facts)) return null;
  if (stored) {
    const group = exp.groups.find((g) => g.tag === stored.groupTag);
    return group ? { group, phase: stored.phase, fresh: false } : null;
  }
  if (!admitsNewUser(exp, facts)) return null;
  const group = pickGroup(exp.id, facts.userId, exp.groups);
  return group ? { group, phase: exp.phase, fresh: true } : null;
}
