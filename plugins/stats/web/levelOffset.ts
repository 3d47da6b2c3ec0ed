// Level numbering of the stats screens (000 §9: tile projects offset the level by 1). The screens
// show and take levels as operators count them (the event's level + offset); the warehouse keeps
// the events' own numbers. The query is translated here, on its way out and back, so no screen
// deals with the offset.
import type { FilterValue, MetricsQueryInput, MetricsRow } from '../../../core/shared/metrics';

const shift = (v: unknown, by: number): unknown => {
  if (typeof v === 'number') return v + by;
  // The server takes numeric text for numbers too.
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v) + by;
  return v;
};

function shiftValue(v: FilterValue, by: number): FilterValue {
  if (Array.isArray(v)) return v.map((x) => shift(x, by)) as FilterValue;
  if (v !== null && typeof v === 'object') {
    return {
      min: v.min === null || v.min === undefined ? v.min : v.min + by,
      max: v.max === null || v.max === undefined ? v.max : v.max + by,
    };
  }
  return shift(v, by) as FilterValue;
}

/** The query's dimension (the schema's default is level). */
const byLevel = (body: MetricsQueryInput) => (body.filter.dimension === undefined ? 'level' : body.filter.dimension) === 'level';

/** The query with its level filters (and level split points) in the events' numbering. */
export function toEventLevels(body: MetricsQueryInput, offset: number): MetricsQueryInput {
  if (!offset) return body;
  const { filter } = body;
  const query = filter.query?.map((item) => (item.key === 'level' ? { ...item, value: shiftValue(item.value, -offset) } : item));
  const splitPoints = byLevel(body) && filter.splitPoints ? filter.splitPoints.map((p) => p - offset) : filter.splitPoints;
  return { ...body, filter: { ...filter, ...(query ? { query } : {}), ...(splitPoints ? { splitPoints } : {}) } };
}

const bucketLabel = (from: number | null, to: number | null) => (from === null ? `<${to}` : to === null ? `>=${from}` : `${from}-${to}`);

/** The answer's levels as the screens show them (`body` is the query as the screen asked it). */
export function toShownLevels(rows: MetricsRow[], body: MetricsQueryInput, offset: number): MetricsRow[] {
  if (!offset || !byLevel(body)) return rows;
  const bucketed = !!body.filter.splitPoints?.length;
  return rows.map((row) => {
    if (!bucketed) return typeof row.level === 'number' ? { ...row, level: row.level + offset } : row;
    const from = typeof row.from === 'number' ? row.from + offset : null;
    const to = typeof row.to === 'number' ? row.to + offset : null;
    return from === null && to === null ? row : { ...row, from, to, level: bucketLabel(from, to) };
  });
}
