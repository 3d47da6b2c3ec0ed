// The shapes of a stage (002 level stats diffs: 'Shapes of stage: {level}'): per shape index,
// its finds (Click Count), average seconds to find it (Duration), the share of the stage's
// attempts that found it (Finish Rate) and the share found with a hint (hint Rate). Shapes are the
// game_find_item events of the level, props.shapeIdx.
import type { MetricsRow } from '../../../core/shared/metrics';

export const SHAPE_KEY = 'props.shapeIdx';
export const SHAPE_EVENT = 'game_find_item';
export const SHAPE_METRICS = ['pv', 'uv', 'durationAvg', 'hintRate'];

export interface ShapeRow {
  shapeIdx: string;
  pv: number;
  duration: number | null;
  hintRate: number | null;
  shapeFinishRate: number | null;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Shape rows in shape order (1, 2, ... 10), the finish rate against the stage's attempts. */
export function shapeRows(data: readonly MetricsRow[], enterPv: number | null): ShapeRow[] {
  return data
    .filter((r) => r[SHAPE_KEY] !== null && r[SHAPE_KEY] !== '')
    .map((r) => {
      const pv = num(r.pv) ?? 0;
      return {
        shapeIdx: String(r[SHAPE_KEY]),
        pv,
        duration: num(r.durationAvg),
        hintRate: num(r.hintRate),
        shapeFinishRate: enterPv ? pv / enterPv : null,
      };
    })
    .sort((a, b) => a.shapeIdx.localeCompare(b.shapeIdx, 'en', { numeric: true }));
}
