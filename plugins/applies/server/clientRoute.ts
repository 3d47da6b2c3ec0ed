// GET /client/v1/:code/:env/applies -> { applies }: what the env's game server serves, one entry
// per experiment whose apply is deployed there (level -> puzzle id). ETag and 304.
import { rule as access } from '../../../core/shared/access';
import { clientEnv, clientJson } from '../../../core/server/clientApi';
import { routeOf } from '../../../core/server/plugin';
import { endpoints } from '../endpoints';
import { deployedOn } from './gameServer';

export const clientRoute = routeOf(endpoints.client, {
  rule: access.clientKey,
  summary: 'Game clients: the deployed applies of the env (per experiment, level -> puzzle id; ETag, 304)',
  async handler({ c, project, params, services }) {
    const env = clientEnv(params.env);
    const list = await deployedOn(services.publish, project.code, env);
    return clientJson(c, {
      applies: list.map((a) => ({ experimentId: a.experimentId, applyId: a.applyId, conf: a.conf, returnId: a.returnId })),
    });
  },
});
