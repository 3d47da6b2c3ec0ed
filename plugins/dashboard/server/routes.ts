// GET /v1/:code/dashboard: every card of the dashboard in one answer, so the screen makes one call.
import { rule } from '../../../core/shared/access';
import { routeOf } from '../../../core/server/plugin';
import { endpoints, RIGHTS, type DashboardResponse } from '../shared';
import { dashboardFigures } from './figures';

export const dashboardRoutes = [
  routeOf(endpoints.dashboard, {
    rule: rule.right(RIGHTS.dashboard),
    summary:
      'The dashboard cards over 10 days ago to yesterday: totals, DNU, DAU, new accounts, finishes per user, each with day-over-day and week-over-week change',
    async handler({ project, services }): Promise<DashboardResponse> {
      const started = performance.now();
      const figures = await dashboardFigures(services.warehouse, project.code);
      return { ...figures, tookMs: Math.round(performance.now() - started) };
    },
  }),
];
