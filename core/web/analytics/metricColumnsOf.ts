// Table columns for a list of metrics (headers and formats from metricColumns.ts).
import type { MetricsRow } from '../../shared/metrics';
import { metricInfo, metricNumber, metricText, type Configured } from './metricInfo';
import type { StatColumn } from './StatsTable';

export function metricColumnsOf(
  metrics: readonly string[],
  configured: Configured = [],
  headers: Record<string, string> = {},
): StatColumn<MetricsRow>[] {
  return metrics.map((m) => {
    const info = metricInfo(m, configured);
    const header = headers[m] ?? info.header;
    // Text metrics (a level's labels) stay text; the others are numbers (raw in the CSV).
    if (info.align === 'left') return { key: m, header, width: 120, align: info.align, text: (r) => metricText(r, m, info.format) };
    return { key: m, header, width: 120, value: (r) => metricNumber(r, m), format: info.format };
  });
}
