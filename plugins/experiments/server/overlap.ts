// Overlap guard (issue 14, beyond the spec): an experiment may not start while another running
// experiment on the same env and platform changes the same game levels or the same puzzles,
// since a user in both would play one of them and the other's statistics would be wrong. v1
// experiments serve both platforms. Levels: v1 its scope; v2 its join-rule level range (or the
// filter's when the join rule is open), where a bound of 0 is an open side.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../core/server/db/connect';
import { conflict } from '../../../core/server/errors';
import type { Env } from '../../../core/shared/constants';
import type { ExperimentKind, ScopeGroup, WizardFilter, WizardGroup } from '../../../core/shared/experiments';
import { runningExperiments, type LiveExperiment } from './live';

export interface OverlapCandidate {
  id: number;
  kind: ExperimentKind;
  /** v2: android or ios; '' (v1) for both. */
  platform: string;
  /** The game levels it changes. */
  levels: number[];
  /** It also changes every level from this one on (an open level range), if set. */
  levelsFrom?: number | null;
  puzzleIds: number[];
}

/** The levels and puzzles an experiment changes, as the guard compares them. */
export function footprint(
  e: Pick<LiveExperiment, 'id' | 'kind' | 'platform' | 'scope' | 'filter' | 'joinRule' | 'groups'>,
): OverlapCandidate {
  const base = { id: e.id, kind: e.kind, platform: e.platform };
  if (e.kind === 1) {
    const levels = e.scope ? range(e.scope.min, e.scope.max) : [];
    const puzzleIds = (e.groups as ScopeGroup[]).flatMap((g) => (g.data ?? []).map((d) => d.puzzleId));
    return { ...base, levels, puzzleIds };
  }
  const lv = e.joinRule && (e.joinRule.lv[0] !== 0 || e.joinRule.lv[1] !== 0) ? e.joinRule.lv : ((e.filter as WizardFilter).lv ?? [0, 0]);
  const puzzleIds = (e.groups as WizardGroup[]).flatMap((g) => g.data?.levels ?? []);
  if (lv[1] === 0) return { ...base, levels: [], levelsFrom: lv[0], puzzleIds };
  return { ...base, levels: range(lv[0], lv[1]), puzzleIds };
}

const MAX_RANGE = 100_000;
function range(lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let n = lo; n <= hi && out.length < MAX_RANGE; n++) out.push(n);
  return out;
}

type Interval = [number, number];

/** A footprint's levels as sorted, merged intervals (an open range ends at Infinity). */
function intervalsOf(c: OverlapCandidate): Interval[] {
  const all: Interval[] = [...new Set(c.levels)].sort((x, y) => x - y).map((n) => [n, n]);
  if (c.levelsFrom != null) all.push([c.levelsFrom, Infinity]);
  all.sort((x, y) => x[0] - y[0]);
  const out: Interval[] = [];
  for (const [lo, hi] of all) {
    const last = out[out.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

/** The levels both change, as runs ("5-8, 12, 20 and up"), or '' when none. */
export function sharedLevels(a: OverlapCandidate, b: OverlapCandidate): string {
  const runs: string[] = [];
  for (const [al, ah] of intervalsOf(a)) {
    for (const [bl, bh] of intervalsOf(b)) {
      const lo = Math.max(al, bl);
      const hi = Math.min(ah, bh);
      if (lo > hi) continue;
      runs.push(hi === Infinity ? `${lo} and up` : lo === hi ? String(lo) : `${lo}-${hi}`);
    }
  }
  return runs.join(', ');
}

const samePlatform = (a: string, b: string) => a === '' || b === '' || a === b;

/**
 * 409 naming the first running experiment on `env` that shares levels or puzzles with `candidate`.
 * Call it in the request's transaction before the change and its publish: it holds a lock per
 * project and env until the transaction ends, so two overlapping deploys at once cannot both pass.
 */
export async function assertNoOverlap(db: Db, code: string, env: Env, candidate: OverlapCandidate): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${JSON.stringify(['experiments-overlap', code, env])}))`);
  const running = await runningExperiments(db, code, env);
  for (const e of running) {
    if (e.id === candidate.id || !samePlatform(e.platform, candidate.platform)) continue;
    const other = footprint(e);
    // "on ios sandbox"; a v1 experiment serves both platforms: "on sandbox (both platforms)".
    const where = e.platform ? `on ${e.platform} ${env}` : `on ${env} (both platforms)`;
    const levels = sharedLevels(candidate, other);
    if (levels) throw conflict(`Experiment #${e.id} '${e.name}' already runs on levels ${levels} ${where}`);
    const shared = [...new Set(candidate.puzzleIds.filter((id) => other.puzzleIds.includes(id)))];
    if (shared.length)
      throw conflict(
        `Experiment #${e.id} '${e.name}' already runs ${where} with puzzles ${shared.slice(0, 10).join(', ')}${shared.length > 10 ? ', …' : ''}`,
      );
  }
}
