// What every stats screen starts with: the project code, the URL state, the project config (its
// country list) and the configured metrics.
import { useMemo } from 'react';
import { useRouteParams } from '../../../core/web/routing/params';
import { useQueryState } from '../../../core/web/useQueryState';
import { configValues, STATS_CONFIG_FIELDS } from '../statsConfig';
import { configuredMetrics } from './metricColumns';
import { useCatalog, useProjectConfig } from './useStats';

export function useStatsScreen<T extends Record<string, string>>(defaults: T) {
  const { code } = useRouteParams<{ code: string }>();
  // The defaults (today's dates) are fixed for the screen's life.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const fixed = useMemo(() => defaults, []);
  const [q, setQ] = useQueryState(fixed);
  const project = useProjectConfig(code);
  const catalog = useCatalog(code);
  const countries = configValues(project.data, STATS_CONFIG_FIELDS[0]);
  const configured = useMemo(() => configuredMetrics(catalog.data), [catalog.data]);
  return { code, q, setQ, config: project.data, countries, configured, ready: !project.loading && !catalog.loading };
}
