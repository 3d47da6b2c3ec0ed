// Table columns for a list of metrics (headers and formats from metricColumns.ts).
import type { MetricsRow } from '../../../../core/shared/metrics';
import { metricInfo, metricText, type Configured } from '../metricColumns';
import type { StatColumn } from './StatsTable';

export function metricColumnsOf(metrics: readonly string[], configured: Configured = [], headers: Record<string, string> = {}): StatColumn<MetricsRow>[] {
  return metrics.map((m) => {
    const info = metricInfo(m, configured);
    return { key: m, header: headers[m] ?? info.header, width: 120, align: info.align, text: (r) => metricText(r, m, info.format) };
  });
}
