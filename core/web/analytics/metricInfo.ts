// How the analytics tables name and show each metric of a query answer (001 §3, 002 §3): the
// game metrics of core/shared/metrics.ts, then those the installed plugins contribute (their
// manifests' `metrics`), then a project's configured ones (averages, named by their title).
import type { MetricsRow } from '../../shared/metrics';
import { formatValue, type ValueFormat } from '../chart/shape';
import { installedPlugins } from '../registry';

export interface MetricInfo {
  header: string;
  format: ValueFormat;
  /** Text metrics (a level's labels) sit left. */
  align?: 'left';
}

const n = (header: string): MetricInfo => ({ header, format: 'number' });
const pct = (header: string): MetricInfo => ({ header, format: 'percent' });
const sec = (header: string): MetricInfo => ({ header, format: 'seconds' });
const label = (header: string): MetricInfo => ({ header, format: 'number', align: 'left' });

export const METRIC_INFO: Record<string, MetricInfo> = {
  enterUv: n('Enter UV'),
  enterPv: n('Enter PV'),
  sectionUv: n('Section UV'),
  sectionPv: n('Section PV'),
  halfUv: n('Half UV'),
  halfPv: n('Half PV'),
  finishUv: n('Finish UV'),
  finishPv: n('Finish PV'),
  giveUpUv: n('Give Up UV'),
  giveUpPv: n('Give Up PV'),
  likeUv: n('Like UV'),
  likePv: n('Like PV'),
  dislikeUv: n('Dislike UV'),
  dislikePv: n('Dislike PV'),
  findItemUv: n('Find UV'),
  findItemPv: n('Find PV'),
  uv: n('UV'),
  pv: n('PV'),
  sectionUvRate: pct('Section UV Rate'),
  sectionPvRate: pct('Section PV Rate'),
  halfUvRate: pct('Half UV Rate'),
  halfPvRate: pct('Half PV Rate'),
  finishUvRate: pct('Finish UV Rate'),
  finishPvRate: pct('Finish PV Rate'),
  giveUpUvRate: pct('Give Up UV Rate'),
  giveUpPvRate: pct('Give Up PV Rate'),
  enterPerUser: n('Enter Per User'),
  lost: n('Lost'),
  enterUvLost: pct('Enter UV Lost'),
  uvLost: pct('UV Lost'),
  duration: sec('Duration'),
  duration_median: sec('Duration Median'),
  durationPv: sec('Duration PV'),
  durationAvg: sec('Duration Avg'),
  hint: n('Hint'),
  hintPerUser: n('Hint Per User'),
  hintRate: pct('Hint Rate'),
  lvNum: n('Lv Num'),
  valueSum: n('Value Sum'),
  valueAvg: n('Value Avg'),
  findItemDuration: sec('Duration'),
  folderName: label('Folder Name'),
  name: label('Name'),
  skillLevelName: label('Skill Level'),
  dur_per_uv: sec('Duration Per UV'),
  finishRetry: n('Finish Retry'),
  finishDuration: sec('Finish Duration'),
  afterFailUv: n('After Fail UV'),
  afterFailPv: n('After Fail PV'),
  afterFinishUv: n('After Finish UV'),
  afterFinishPv: n('After Finish PV'),
};

/** A project's configured metrics, as the catalog lists them. */
export type Configured = readonly { name: string; title: string }[];

/** The metrics the installed plugins contribute (ad revenue, eCPM, ...). */
function contributed(name: string): MetricInfo | undefined {
  for (const p of installedPlugins()) {
    const m = p.metrics?.find((x) => x.name === name);
    if (m) return { header: m.header, format: m.format ?? 'number' };
  }
  return undefined;
}

export function metricInfo(name: string, configured: Configured = []): MetricInfo {
  const own = configured.find((m) => m.name === name);
  if (own) return { header: own.title, format: 'number' };
  return METRIC_INFO[name] ?? contributed(name) ?? n(name);
}

export function metricText(row: MetricsRow, name: string, format: ValueFormat): string {
  const v = row[name];
  return typeof v === 'number' ? formatValue(v, format) : v === null || v === undefined ? '–' : String(v);
}

/** A number metric of the answer (engines may answer big counts as numeric text). */
export function metricNumber(row: MetricsRow, name: string): number | null {
  const v = row[name];
  if (typeof v === 'number') return v;
  if (v === null || v === undefined || v === '' || typeof v === 'boolean') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}
