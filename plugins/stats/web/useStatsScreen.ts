// What every stats screen starts with: the project code, the URL state, the project config (its
// country list) and the configured metrics.
import { useMemo } from 'react';
import { useRouteParams } from '../../../core/web/routing/params';
import { oneOf, positiveInt, useQueryState, type QueryChecks } from '../../../core/web/useQueryState';
import { configValues, STATS_CONFIG_FIELDS } from '../schemas';
import { PLATFORMS } from './filters';
import { configuredMetrics } from './metricColumns';
import { useCatalog, useProjectConfig } from './useStats';

/** The stats tables' page sizes (001): a screen with other sizes names them. */
export const STATS_PAGE_SIZES = [10, 20, 50, 100] as const;

/** What the stats screens' shared URL keys may hold: platform, and each table's page and page size (pn/ps, upn/ups, ...). */
export function statsQueryChecks(
  defaults: Record<string, string>,
  pageSizes: readonly number[] = STATS_PAGE_SIZES,
): QueryChecks<Record<string, string>> {
  const checks: QueryChecks<Record<string, string>> = {};
  for (const key of Object.keys(defaults)) {
    if (key === 'platform') checks[key] = oneOf(['', ...PLATFORMS.map((p) => p.value)]);
    else if (/^[a-z]?ps$/.test(key)) checks[key] = oneOf(pageSizes);
    else if (/^[a-z]?pn$/.test(key)) checks[key] = positiveInt();
  }
  return checks;
}

export function useStatsScreen<T extends Record<string, string>>(defaults: T, pageSizes?: readonly number[]) {
  const { code } = useRouteParams<{ code: string }>();
  // The defaults (today's dates) are fixed for the screen's life.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the first render's defaults hold for the screen's life
  const fixed = useMemo(() => defaults, []);
  const [q, setQ] = useQueryState(fixed, statsQueryChecks(fixed, pageSizes) as QueryChecks<T>);
  const project = useProjectConfig(code);
  const catalog = useCatalog(code);
  const countries = configValues(project.data, STATS_CONFIG_FIELDS[0]);
  const configured = useMemo(() => configuredMetrics(catalog.data), [catalog.data]);
  return { code, q, setQ, config: project.data, countries, configured, ready: !project.loading && !catalog.loading };
}
