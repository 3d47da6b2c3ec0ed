// Loading for the stats screens: the metrics query goes through the screen's own query path
// (queryPaths, under the screen's right) as the analytics kit's metrics source; the project
// config and the catalog of metrics.
import type { MetricsQueryInput } from '../../../core/shared/metrics';
import type { MetricsSource } from '../../../core/web/analytics/metricsSource';
import { useLoad, type Loaded } from '../../../core/web/useLoad';
import { statsApi } from './api';
import type { QueryScreen } from '../shared';

const sources = new Map<QueryScreen, MetricsSource>();

/** The metrics source of a screen (one stable function per screen). */
export function statsSource(screen: QueryScreen): MetricsSource {
  let source = sources.get(screen);
  if (!source) {
    source = async (code: string, body: MetricsQueryInput) => (await statsApi.query(code, screen, body)).data;
    sources.set(screen, source);
  }
  return source;
}

export function useProjectConfig(code: string): Loaded<Record<string, unknown>> {
  return useLoad(async () => (await statsApi.project(code)).project.config ?? {}, [code]);
}

export function useCatalog(code: string) {
  return useLoad(() => statsApi.catalog(code), [code]);
}
