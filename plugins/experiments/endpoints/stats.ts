// The experiment stats API (001 "Experiment stats"): one call answers the whole screen for a date
// range and platform: per group its users and level table (with the finish-rate difference to the
// first group), the sample-ratio-mismatch test and the retention. Not in shared.ts: it carries zod.
import { z } from 'zod';
import { endpoint, typeOf } from '../../../core/shared/endpoint';
import { dateSchema, MAX_QUERY_DAYS } from '../../../core/shared/metrics';

/** 001 §9: experiment stats 10 a page (10/20/50/100). */
export const STATS_PAGE_SIZES = [10, 20, 50, 100] as const;

/** The level table's metrics (000 "Statistics" level stats), through core's metrics compiler. */
export const STATS_LEVEL_METRICS = [
  'enterUv',
  'finishUv',
  'finishUvRate',
  'giveUpUv',
  'giveUpUvRate',
  'uvLost',
  'enterUvLost',
  'duration',
  'durationPv',
  'hint',
  'hintPerUser',
  'lvNum',
] as const;
export type StatsLevelMetric = (typeof STATS_LEVEL_METRICS)[number];

/** Days after the exposure day the retention series reaches. */
export const RETENTION_DAYS = 14;

const DAY = 86_400_000;
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY;

export const statsQuerySchema = z
  .strictObject({
    /** Default: the experiment's first exposure day (or 14 days back) to today. */
    start: dateSchema('start').optional(),
    end: dateSchema('end').optional(),
    /** 1 Android, 2 iOS, 3 Mac; none: every platform. */
    platform: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'platform must be 1 (Android), 2 (iOS) or 3 (Mac)' }).nullish(),
  })
  .refine((q) => !q.start || !q.end || q.start <= q.end, { message: 'start must not be after end', path: ['end'] })
  .refine((q) => !q.start || !q.end || dayNumber(q.end) - dayNumber(q.start) < MAX_QUERY_DAYS, {
    message: `The range may span at most ${MAX_QUERY_DAYS} days`,
    path: ['end'],
  });
export type StatsQuery = z.output<typeof statsQuerySchema>;

/** A group's rate (finish rate, D1, D7) minus the first group's, with its 95 % interval (normal approximation). */
export interface FinishDiff {
  diff: number;
  low: number;
  high: number;
  significant: boolean;
}

export type StatsLevelRow = { level: number; puzzleId: number | null; diff: FinishDiff | null } & Record<StatsLevelMetric, number | null>;

export interface Retained {
  /** Users whose exposure day + n is inside the range (up to today). */
  users: number;
  retained: number;
  rate: number | null;
}

export interface StatsGroup {
  tag: string;
  weight: number;
  /** Distinct users exposed in the range (and platform). */
  users: number;
  levels: StatsLevelRow[];
  d1: Retained;
  d7: Retained;
  /** D1 and D7 minus the first group's, with the 95 % interval (null for the first group). */
  d1Diff: FinishDiff | null;
  d7Diff: FinishDiff | null;
  /** Retention on each day 1..RETENTION_DAYS after the exposure day (rate null where no user reaches it yet). */
  retention: Retained[];
}

export interface SrmInfo {
  p: number | null;
  chiSquare: number;
  df: number;
  mismatch: boolean;
  /** Groups weighted above 0: the weights' split and the users'. */
  groups: { tag: string; weight: number; users: number; expectedShare: number; observedShare: number }[];
}

export interface ExperimentStats {
  experiment: { id: number; kind: number; name: string; status: string };
  start: string;
  end: string;
  platform: number | null;
  groups: StatsGroup[];
  srm: SrmInfo;
}

export const statsEndpoint = endpoint({
  method: 'POST',
  path: '/v1/:code/experiment/:id/stats',
  body: statsQuerySchema,
  response: typeOf<ExperimentStats>(),
});
