// The list screen's calls (typed endpoints), and the availability check the transports part serves.
import type { Env } from '../../../../core/shared/constants';
import { call } from '../../../../core/web/http';
import { callForm } from '../../../../core/web/upload';
import { listEndpoints as ep } from '../../endpoints/list';
import { transportEndpoints } from '../../endpoints/transports';
import type { TaskPlatform, TaskStatus } from '../../shared';

export interface ListFilters {
  status?: TaskStatus;
  startDate?: string;
  endDate?: string;
  keyword?: string;
  isCycle?: number;
}

/** Availability per platform (GET manage/available?env, from the push settings). */
export async function availability(code: string, env: Env): Promise<{ 1: boolean; 2: boolean }> {
  const r = await call(transportEndpoints.available, { params: { code }, query: { env } });
  return { 1: r.available[1] !== false, 2: r.available[2] !== false };
}

export const listApi = {
  search: (code: string, env: Env, platform: TaskPlatform, pn: number, ps: number, f: ListFilters) =>
    call(ep.search, { params: { code }, body: { env, platform, pn, ps, projectCode: code, ...f } }),
  shutdownPage: (code: string, env: Env, platform: TaskPlatform, pn: number, ps: number) =>
    call(ep.list, { params: { code }, query: { env, platform, pn, ps, status: 3 } }),
  shutdown: (code: string, env: Env, id: number) => call(ep.shutdown, { params: { code, id: String(id) }, body: { env } }),
  batchShutdown: (code: string, env: Env, idList: number[]) => call(ep.batchShutdown, { params: { code }, body: { env, idList } }),
  export: (
    code: string,
    body: { env: Env; platform: TaskPlatform; startDate: string; endDate: string; status?: TaskStatus; countries: string[] },
  ) => call(ep.export, { params: { code }, body }),
  dailyStats: (code: string, q: { env: Env; platform: TaskPlatform; startDate: string; endDate: string; country?: string }) =>
    call(ep.dailyStats, { params: { code }, query: q }),
  tokenStats: (code: string, env: Env, platform: TaskPlatform) => call(ep.tokenStats, { params: { code }, query: { env, platform } }),
  upload: (code: string, env: Env, file: File, isDataType: 0 | 1, onProgress: (p: number) => void) => {
    const form = new FormData();
    form.append('file', file);
    form.append('env', env);
    form.append('isDataType', String(isDataType));
    return callForm(ep.upload, { params: { code }, form, onProgress });
  },
};
