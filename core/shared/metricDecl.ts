// A metric a plugin contributes through its manifest (`metrics` of the plugin identity, both
// halves): plain data, so the web manifest stays zod-free. Core merges the installed plugins'
// declarations with its game metrics (BUILTIN_METRICS in metrics.ts, defined once there): the
// warehouse compiles the formula (core/server/warehouse/metrics/declared.ts), the stats catalog
// lists the metric, and the analytics kit's tables show it with `header` and `format`.

/** A numeric column an aggregate reads: duration, value, or a prop taken as a number. */
export type MetricField = 'duration' | 'value' | `props.${string}`;

/** `events: null` counts every event matching the query. */
export type MetricFormula =
  /** distinct users with any of the events */
  | { kind: 'uv'; events: readonly string[] | null }
  /** events */
  | { kind: 'pv'; events: readonly string[] | null }
  /** sum of the field's values */
  | { kind: 'sum'; events: readonly string[] | null; field: MetricField }
  /** average of the field's values (null where none) */
  | { kind: 'avg'; events: readonly string[] | null; field: MetricField }
  /** num / den × scale (null when den is 0) */
  | { kind: 'ratio'; num: MetricFormula; den: MetricFormula; scale?: number };

export interface MetricDecl {
  /** The name a query asks for; unique across core and every plugin. */
  name: string;
  /** What it counts, for people (the stats catalog). */
  title: string;
  /** The table's column header. */
  header: string;
  /** How tables show it; numbers by default. Rates are fractions (0.25 = 25%). */
  format?: 'number' | 'percent' | 'seconds';
  formula: MetricFormula;
}
