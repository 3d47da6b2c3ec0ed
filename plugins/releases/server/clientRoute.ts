// GET /client/v1/:code/:env/content?type= -> { release }: the puzzle-content release live on the
// env for that release type (its data file URL, md5 and size); null when none. ETag and 304.
import { rule as access } from '../../../core/shared/access';
import { clientEnv, clientJson } from '../../../core/server/clientApi';
import { routeOf } from '../../../core/server/plugin';
import { endpoints } from '../endpoints';
import { PUBLISH_KIND, type PublishedRelease } from '../shared';

export const clientRoute = routeOf(endpoints.client, {
  rule: access.clientKey,
  summary: 'Game clients: the live puzzle-content release of a type (data file URL, md5, size; ETag, 304)',
  async handler({ c, project, params, query, services }) {
    const env = clientEnv(params.env);
    const live = await services.publish.current<PublishedRelease>({ project: project.code, env, kind: PUBLISH_KIND, key: query.type });
    const r = live?.content ?? null;
    return clientJson(c, {
      release: r
        ? {
            id: r.releaseId,
            name: r.name,
            type: r.type,
            puzzleCount: r.puzzleCount,
            forceAll: r.forceAll,
            puzzleIds: r.puzzleIds ?? null,
            returnId: live!.id,
            url: r.dataFile.url,
            md5: r.dataFile.md5,
            size: r.dataFile.size,
          }
        : null,
    });
  },
});
