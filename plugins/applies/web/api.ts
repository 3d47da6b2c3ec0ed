// Typed calls of the applies plugin, over its shared endpoints.
import { call } from '../../../core/web/http';
import { endpoints } from '../endpoints';
import type { ApplyConf, ApplyEnv } from '../shared';

const p = (code: string, id: number) => ({ code, id: String(id) });

export const appliesApi = {
  page: (code: string, experimentId: number) => call(endpoints.page, { params: { code, experimentId: String(experimentId) } }),
  experiments: (code: string) => call(endpoints.experiments, { params: { code } }),
  list: (code: string, q: { env: ApplyEnv; experimentId: number; pn: number; ps: number }) =>
    call(endpoints.list, { params: { code }, query: q }),
  get: (code: string, id: number, env: ApplyEnv) => call(endpoints.get, { params: p(code, id), query: { env } }),
  modifications: (code: string, id: number, q: { env: ApplyEnv; pn: number; ps: number }) =>
    call(endpoints.modifications, { params: p(code, id), query: q }),
  deployments: (code: string, id: number, q: { env: ApplyEnv; pn: number; ps: number }) =>
    call(endpoints.deployments, { params: p(code, id), query: q }),
  sync: (code: string, body: { conf: ApplyConf; env: ApplyEnv; experimentId: number }) => call(endpoints.sync, { params: { code }, body }),
  deploy: (code: string, id: number, env: ApplyEnv) => call(endpoints.deploy, { params: p(code, id), body: { env } }),
  pickPuzzle: (code: string, id: number, body: { releaseType: string; env: ApplyEnv }) =>
    call(endpoints.pickPuzzle, { params: p(code, id), body }),
  gameServer: (code: string, env: ApplyEnv) => call(endpoints.gameServer, { params: { code }, query: { env } }),
};
