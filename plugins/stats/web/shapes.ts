// The shapes of a stage (002 level stats diffs: 'Shapes of stage: {level}'): per shape index,
// its finds (Click Count), the median seconds to find it (Duration: 002 §9 "Duration event:
// game_find_item. Duration distribution fraction 0.5"), the share of the stage's attempts that
// found it (Finish Rate) and the share found with a hint (hint Rate). Shapes are the
// game_find_item events of the level, props.shapeIdx.
import type { MetricsRow } from '../../../core/shared/metrics';

export const SHAPE_KEY = 'props.shapeIdx';
export const SHAPE_EVENT = 'game_find_item';
export const SHAPE_METRICS = ['pv', 'uv', 'findItemDuration', 'durationAvg', 'hintRate'];

export interface ShapeRow {
  shapeIdx: string;
  pv: number;
  /** Median seconds to find it */
  duration: number | null;
  /** Average seconds to find it (002's durationPv) */
  durationPv: number | null;
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
        duration: num(r.findItemDuration),
        durationPv: num(r.durationAvg),
        hintRate: num(r.hintRate),
        shapeFinishRate: enterPv ? pv / enterPv : null,
      };
    })
    .sort((a, b) => a.shapeIdx.localeCompare(b.shapeIdx, 'en', { numeric: true }));
}
