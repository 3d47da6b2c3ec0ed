// GET /client/v1/:code/:env/ads?platform= -> { ads }: the ads of the live release, as they
// were resolved when it was published; none while the release is switched off.
import { endpoints } from '../endpoints';
import { adsPublishable } from './publishable';

export const clientRoute = adsPublishable.clientRoute(endpoints.client, {
  summary: 'Game clients: the in-house ads to show on a platform (ETag, 304)',
  async answer({ live, query }) {
    const release = (await live.one(String(query.platform)))?.content;
    return { ads: release?.enable ? release.ads : [] };
  },
});
