// The dashboard's one call, typed by its shared endpoint.
import { call } from '../../../core/web/http';
import { endpoints } from '../shared';

export const dashboardApi = {
  get: (code: string) => call(endpoints.dashboard, { params: { code } }),
};
