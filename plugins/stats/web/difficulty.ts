// The new-difficulty distribution (000 §2.4, §9): level attempts by their difficulty, read from
// props.difficulty of the level events (the README's vocabulary: Easy, Medium, Hard, Expert).
import type { MetricsRow } from '../../../core/shared/metrics';

export const DIFFICULTIES = ['Easy', 'Medium', 'Hard', 'Expert'] as const;
export const DIFFICULTY_KEY = 'props.difficulty';
export const DIFFICULTY_METRICS = ['lvNum', 'enterUv', 'enterPv', 'finishUv', 'finishUvRate', 'duration_median'] as const;

/** One row per difficulty in the spec's order (missing ones as zeros); other values are left out. */
export function difficultyRows(data: readonly MetricsRow[]): MetricsRow[] {
  return DIFFICULTIES.map((d) => {
    const found = data.find((r) => String(r[DIFFICULTY_KEY] ?? '').toLowerCase() === d.toLowerCase());
    const row: MetricsRow = { difficulty: d };
    for (const m of DIFFICULTY_METRICS) row[m] = found ? (found[m] ?? null) : m === 'finishUvRate' || m === 'duration_median' ? null : 0;
    return row;
  });
}
