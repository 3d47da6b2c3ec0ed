// The statistics API: one metrics query for every stats screen, and the catalog of what a query
// may name in the project (the built-in metrics plus the project's configured ones).
import { z } from 'zod';
import { isOwnerOrAdmin, holdsRight, rule } from '../../../core/shared/access';
import { BUILTIN_METRICS, configuredMetricSchema, DIMENSIONS, metricsQuerySchema, type ConfiguredMetric, type MetricsResponse } from '../../../core/shared/metrics';
import { forbidden } from '../../../core/server/errors';
import { route, type ProjectRow, type SessionUser } from '../../../core/server/plugin';
import { runMetricsQuery } from '../../../core/server/warehouse/metrics/run';
import { rights, type CatalogResponse } from '../shared';

/** The project's configured metrics (config.metrics); entries that do not parse are left out. */
export function configuredMetrics(config: Record<string, unknown>): ConfiguredMetric[] {
  const list = Array.isArray(config.metrics) ? config.metrics : [];
  const out: ConfiguredMetric[] = [];
  for (const item of list) {
    const parsed = configuredMetricSchema.safeParse(item);
    if (parsed.success && !(parsed.data.name in BUILTIN_METRICS) && !out.some((m) => m.name === parsed.data.name)) out.push(parsed.data);
  }
  return out;
}

/**
 * Every stats screen queries through the same endpoint, so it takes any of the plugin's rights.
 * (The route's declared rule, member, already keeps out non-members; this narrows it.)
 */
function requireStatsRight(user: SessionUser, project: ProjectRow) {
  if (isOwnerOrAdmin(user, project)) return;
  if (rights.some((r) => holdsRight(user, project.code, r.name))) return;
  throw forbidden();
}

export const statsRoutes = [
  route({
    method: 'POST',
    path: '/v1/:code/stats/query',
    rule: rule.member,
    summary: 'Metrics query: {filter: {dimension, query, metrics, orderBy, splitPoints, fractions}, start, end} -> {data} (any stats right)',
    body: metricsQuerySchema,
    async handler({ body, user, project, services }): Promise<MetricsResponse> {
      requireStatsRight(user, project);
      const data = await runMetricsQuery(services.warehouse, project.code, body, { configured: configuredMetrics(project.config) });
      return { data };
    },
  }),
  route({
    method: 'GET',
    path: '/v1/:code/stats/catalog',
    rule: rule.member,
    summary: 'The metrics and dimensions a stats query may name in this project',
    query: z.object({}).passthrough(),
    handler({ user, project }): CatalogResponse {
      requireStatsRight(user, project);
      return {
        metrics: [
          ...Object.entries(BUILTIN_METRICS).map(([name, title]) => ({ name, title, configured: false })),
          ...configuredMetrics(project.config).map((m) => ({ name: m.name, title: m.title ?? `Average ${m.field} of ${m.event}`, configured: true })),
        ],
        dimensions: [...DIMENSIONS, 'props.<key>'],
      };
    },
  }),
];
