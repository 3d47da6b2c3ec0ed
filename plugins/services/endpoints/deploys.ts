// The deploys part's typed endpoints (001 §7 "Admin services"): a service's deployments, one
// deployment with its log, deploy, cancel and rollback; and the servers list the deploy modal picks from.
import { endpoint, typeOf } from '../../../core/shared/endpoint';
import { deployBodySchema, deploymentsQuerySchema } from '../schemas/deploys';
import { API, type DeploymentRow } from '../shared';

export interface DeploymentDetail extends DeploymentRow {
  /** The remote command's output (capped: the tail is kept). */
  log: string;
}

/** What the Deploy Info screen's header and deploy modal pick from. */
export interface DeployInfo {
  service: { id: number; name: string };
  services: { id: number; name: string }[];
  servers: { id: number; name: string; ip: string }[];
}

export const deployEndpoints = {
  info: endpoint({ method: 'GET', path: `${API.services}/:id/deployInfo`, response: typeOf<DeployInfo>() }),
  list: endpoint({
    method: 'GET',
    path: `${API.services}/:id/deployments`,
    query: deploymentsQuerySchema,
    response: typeOf<{ result: DeploymentRow[]; total: number }>(),
  }),
  get: endpoint({ method: 'GET', path: `${API.services}/:id/deployments/:deploymentId`, response: typeOf<DeploymentDetail>() }),
  deploy: endpoint({
    method: 'POST',
    path: `${API.services}/:id/deploy`,
    body: deployBodySchema,
    response: typeOf<{ message: string; deployment: DeploymentRow }>(),
  }),
  cancel: endpoint({
    method: 'POST',
    path: `${API.services}/:id/deployments/:deploymentId/cancel`,
    response: typeOf<{ message: string; deployment: DeploymentRow }>(),
  }),
  rollback: endpoint({
    method: 'POST',
    path: `${API.services}/:id/deployments/:deploymentId/rollback`,
    response: typeOf<{ message: string; deployment: DeploymentRow }>(),
  }),
};
