// The dashboard's figures over its window: three metrics queries by day, in parallel (all
// platforms, Android, iOS), each answering several cards at once.
import { runMetricsQuery } from '../../../core/server/warehouse/metrics/run';
import type { Warehouse } from '../../../core/server/warehouse/types';
import type { MetricsRow } from '../../../core/shared/metrics';
import type { DashboardResponse, FigureId } from '../shared';
import { figure, windowDays } from './window';

/** The finish event the per-user card counts (002: "event (finish event, per user)"). */
export const FINISH_EVENT = 'game_finish';

const round2 = (x: number) => Math.round(x * 100) / 100;

export async function dashboardFigures(wh: Warehouse, code: string, now = Date.now()): Promise<Omit<DashboardResponse, 'tookMs'>> {
  const days = windowDays(now);
  const [start, end] = [days[0], days[days.length - 1]];
  const byDay = async (query: { key: string; value: number }[], metrics: string[]) => {
    const rows = await runMetricsQuery(wh, code, { filter: { dimension: 'day', query, metrics }, start, end });
    const map = new Map(rows.map((r) => [String(r.day), r]));
    return (key: string) => days.map((d) => Number((map.get(d) as MetricsRow | undefined)?.[key] ?? 0) || 0);
  };
  const platformMetrics = ['totalUsers', 'installUv', 'uv'];
  const [all, android, ios] = await Promise.all([
    byDay([], ['totalUsers', 'totalAccounts', 'accountLinkUv', 'finishUv', 'finishPv']),
    byDay([{ key: 'platform', value: 1 }], platformMetrics),
    byDay([{ key: 'platform', value: 2 }], platformMetrics),
  ]);
  const users = all('totalUsers');
  const accounts = all('totalAccounts');
  const finishUv = all('finishUv');
  const finishPv = all('finishPv');
  const values: Record<FigureId, (number | null)[]> = {
    allUser: users,
    allAccount: accounts,
    percent: users.map((u, i) => (u ? round2((accounts[i] / u) * 100) : null)),
    androidUser: android('totalUsers'),
    iosUser: ios('totalUsers'),
    androidDnu: android('installUv'),
    iosDnu: ios('installUv'),
    androidDau: android('uv'),
    iosDau: ios('uv'),
    newAccount: all('accountLinkUv'),
    finishPerUser: finishUv.map((u, i) => (u ? round2(finishPv[i] / u) : null)),
  };
  const figures = Object.fromEntries(Object.entries(values).map(([id, v]) => [id, figure(v)])) as Record<
    FigureId,
    ReturnType<typeof figure>
  >;
  return { start, end, days, figures, finishEvent: FINISH_EVENT };
}
