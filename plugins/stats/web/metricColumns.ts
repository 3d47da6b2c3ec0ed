// The stats screens' configured metrics (averages a project adds in its config), from the
// catalog; headers and formats of every metric are the analytics kit's (core/web/analytics/metricInfo.ts).
import type { CatalogResponse } from '../shared';

export {
  METRIC_INFO,
  metricInfo,
  metricNumber,
  metricText,
  type Configured,
  type MetricInfo,
} from '../../../core/web/analytics/metricInfo';

/** The project's configured metrics (averages), from the catalog. */
export function configuredMetrics(catalog: CatalogResponse | undefined): CatalogResponse['metrics'] {
  return (catalog?.metrics ?? []).filter((m) => m.configured);
}
