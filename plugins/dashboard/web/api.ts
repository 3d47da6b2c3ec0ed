// The dashboard's one call (relative to /v1).
import { api } from '../../../core/web/http';
import type { DashboardResponse } from '../shared';

export const dashboardApi = {
  get: (code: string) => api<DashboardResponse>(`/${encodeURIComponent(code)}/dashboard`),
};
