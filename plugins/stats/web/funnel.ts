// Funnel stats (002): the chosen event types in the chosen order, users (uv) and event counts (pv)
// of each, the average duration, and the conversion from the first step and from the previous one.
import type { MetricsRow } from '../../../core/shared/metrics';

export const FUNNEL_EMPTY = 'event type should not be null';
export const DEFAULT_FUNNEL = ['game_enter', 'game_section', 'game_half', 'game_finish'];
export const FUNNEL_METRICS = ['uv', 'pv', 'durationAvg'];

export interface FunnelRow {
  event: string;
  uv: number;
  pv: number;
  duration: number | null;
  /** Against the first step, of the tab's measure. */
  fromFirst: number | null;
  fromPrevious: number | null;
}

const ratio = (a: number, b: number | undefined) => (b ? a / b : null);

export function funnelRows(data: readonly MetricsRow[], events: readonly string[], measure: 'uv' | 'pv'): FunnelRow[] {
  const byEvent = new Map(data.map((r) => [String(r.event), r]));
  const rows = events.map((event) => {
    const r = byEvent.get(event);
    return { event, uv: Number(r?.uv ?? 0), pv: Number(r?.pv ?? 0), duration: typeof r?.durationAvg === 'number' ? r.durationAvg : null };
  });
  return rows.map((r, i) => ({
    ...r,
    fromFirst: ratio(r[measure], rows[0]?.[measure]),
    fromPrevious: i === 0 ? null : ratio(r[measure], rows[i - 1][measure]),
  }));
}
