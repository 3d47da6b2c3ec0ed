// GET /client/v1/:code/:env/ads?platform= -> { ads }: the ads of the live release, as they
// were resolved when it was published; none while the release is switched off.
import { rule as access } from '../../../core/shared/access';
import { clientEnv, clientJson } from '../../../core/server/clientApi';
import { routeOf } from '../../../core/server/plugin';
import { endpoints } from '../endpoints';
import { PUBLISH_KIND, type PublishedAds } from '../shared';

export const clientRoute = routeOf(endpoints.client, {
  rule: access.clientKey,
  summary: 'Game clients: the in-house ads to show on a platform (ETag, 304)',
  async handler({ c, project, params, query, services }) {
    const env = clientEnv(params.env);
    const live = await services.publish.current<PublishedAds>({
      project: project.code,
      env,
      kind: PUBLISH_KIND,
      key: String(query.platform),
    });
    return clientJson(c, { ads: live?.content?.enable ? live.content.ads : [] });
  },
});
