// The deploys part's calls (typed endpoints).
import { call } from '../../../../core/web/http';
import { deployEndpoints as ep } from '../../endpoints/deploys';
import type { DeployBody } from '../../schemas/deploys';

const p = (id: number) => ({ id: String(id) });
const pd = (id: number, deploymentId: number) => ({ id: String(id), deploymentId: String(deploymentId) });

export const deploysApi = {
  info: (id: number) => call(ep.info, { params: p(id) }),
  list: (id: number, query: { pn: number; env?: DeployBody['env'] }, quiet = false) => call(ep.list, { params: p(id), query, quiet }),
  get: (id: number, deploymentId: number, quiet = false) => call(ep.get, { params: pd(id, deploymentId), quiet }),
  deploy: (id: number, body: DeployBody) => call(ep.deploy, { params: p(id), body }),
  cancel: (id: number, deploymentId: number) => call(ep.cancel, { params: pd(id, deploymentId) }),
  rollback: (id: number, deploymentId: number) => call(ep.rollback, { params: pd(id, deploymentId) }),
};
