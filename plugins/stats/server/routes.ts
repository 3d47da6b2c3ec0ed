// The statistics API: the metrics query (one path per screen right: a user holding only the funnel's
// right queries through the funnel's path), and the catalog of what a query may name in the project
// (core's game metrics, the installed plugins' contributed ones, the project's configured ones).
import { rule } from '../../../core/shared/access';
import { bossLevelsOf, BUILTIN_METRICS, configuredMetricSchema, DIMENSIONS, type ConfiguredMetric } from '../../../core/shared/metrics';
import { pluginMetrics } from '../../../core/shared/metricRegistry';
import type { PluginIdentity } from '../../../core/shared/plugin';
import { routeOf } from '../../../core/server/plugin';
import { endpoints } from '../endpoints';
import { runMetricsQuery } from '../../../core/server/warehouse/metrics/run';
import { queryPaths, RIGHTS, type QueryScreen } from '../shared';

/** The project's configured metrics (config.metrics); entries that do not parse are left out. */
export function configuredMetrics(config: Record<string, unknown>, plugins: readonly PluginIdentity[]): ConfiguredMetric[] {
  const taken = new Set(pluginMetrics(plugins).map((m) => m.name));
  const list = Array.isArray(config.metrics) ? config.metrics : [];
  const out: ConfiguredMetric[] = [];
  for (const item of list) {
    const parsed = configuredMetricSchema.safeParse(item);
    if (
      parsed.success &&
      !(parsed.data.name in BUILTIN_METRICS) &&
      !taken.has(parsed.data.name) &&
      !out.some((m) => m.name === parsed.data.name)
    )
      out.push(parsed.data);
  }
  return out;
}

const queryRoute = (screen: QueryScreen) =>
  routeOf(endpoints.query[screen], {
    // A query: it reads only, so it holds no transaction open.
    transaction: false,
    rule: rule.right(RIGHTS[screen]),
    summary: `Metrics query (${RIGHTS[screen]}): {filter: {dimension, query, metrics, orderBy, splitPoints, fractions}, start, end} -> {data}`,
    async handler({ body, project, services, plugins }) {
      const data = await runMetricsQuery(services.warehouse, project.code, body, {
        configured: configuredMetrics(project.config, plugins),
        declared: pluginMetrics(plugins),
        bossLevels: bossLevelsOf(project.config),
      });
      return { data };
    },
  });

export const statsRoutes = [
  ...(Object.keys(queryPaths) as QueryScreen[]).map(queryRoute),
  routeOf(endpoints.catalog, {
    rule: rule.member,
    summary: 'The metrics and dimensions a stats query may name in this project',
    handler({ project, plugins }) {
      return {
        metrics: [
          ...Object.entries(BUILTIN_METRICS).map(([name, title]) => ({ name, title, configured: false })),
          ...pluginMetrics(plugins).map((m) => ({ name: m.name, title: m.title, configured: false })),
          ...configuredMetrics(project.config, plugins).map((m) => ({
            name: m.name,
            title: m.title ?? `Average ${m.field} of ${m.event}`,
            configured: true,
          })),
        ],
        dimensions: [...DIMENSIONS, 'props.<key>' as const],
      };
    },
  }),
];
