// Find-item retention (002): the share of level attempts (and of the players who entered) that go
// on to find the k-th item (game_find_item, props.shapeIdx), and per level how many items an
// attempt finds. Duration is the median seconds to find (002 §9: fraction 0.5), beside the average.
import type { MetricsRow } from '../../../core/shared/metrics';

export const FIND_EVENT = 'game_find_item';
export const ITEM_KEY = 'props.shapeIdx';
export const FIND_METRICS = ['uv', 'pv', 'findItemDuration', 'durationAvg', 'hintRate'];
export const RETENTION_PAGE_SIZES = [10, 50, 100, 175];

export interface FoundRow {
  item: string;
  uv: number;
  pv: number;
  /** pv / the attempts: the share of level attempts that found the item */
  retention: number | null;
  /** uv / the users who entered */
  userRetention: number | null;
  /** Median seconds to find */
  duration: number | null;
  durationAvg: number | null;
  hintRate: number | null;
}

export interface ItemRow {
  level: number;
  enterUv: number;
  enterPv: number;
  findUv: number;
  findPv: number;
  /** Items found per attempt */
  perAttempt: number | null;
  /** Median seconds to find */
  duration: number | null;
  durationAvg: number | null;
  hintRate: number | null;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const ratio = (a: number, b: number | null | undefined) => (b ? a / b : null);

export function foundRows(data: readonly MetricsRow[], enter: { enterUv?: unknown; enterPv?: unknown } | undefined): FoundRow[] {
  const uv0 = num(enter?.enterUv);
  const pv0 = num(enter?.enterPv);
  return data
    .filter((r) => r[ITEM_KEY] !== null && r[ITEM_KEY] !== '')
    .map((r) => {
      const uv = num(r.uv) ?? 0;
      const pv = num(r.pv) ?? 0;
      return {
        item: String(r[ITEM_KEY]),
        uv,
        pv,
        retention: ratio(pv, pv0),
        userRetention: ratio(uv, uv0),
        duration: num(r.findItemDuration),
        durationAvg: num(r.durationAvg),
        hintRate: num(r.hintRate),
      };
    })
    .sort((a, b) => a.item.localeCompare(b.item, 'en', { numeric: true }));
}

/** Levels with finds or entries, in level order. */
export function itemRows(finds: readonly MetricsRow[], enters: readonly MetricsRow[]): ItemRow[] {
  const byLevel = new Map<number, ItemRow>();
  const row = (level: number) => {
    let r = byLevel.get(level);
    if (!r)
      byLevel.set(
        level,
        (r = { level, enterUv: 0, enterPv: 0, findUv: 0, findPv: 0, perAttempt: null, duration: null, durationAvg: null, hintRate: null }),
      );
    return r;
  };
  for (const e of enters)
    if (num(e.level) !== null) Object.assign(row(Number(e.level)), { enterUv: num(e.enterUv) ?? 0, enterPv: num(e.enterPv) ?? 0 });
  for (const f of finds)
    if (num(f.level) !== null)
      Object.assign(row(Number(f.level)), {
        findUv: num(f.uv) ?? 0,
        findPv: num(f.pv) ?? 0,
        duration: num(f.findItemDuration),
        durationAvg: num(f.durationAvg),
        hintRate: num(f.hintRate),
      });
  return [...byLevel.values()].map((r) => ({ ...r, perAttempt: ratio(r.findPv, r.enterPv) })).sort((a, b) => a.level - b.level);
}
