// GET /client/v1/:code/:env/content?type= -> { release }: the puzzle-content release live on the
// env for that release type (its data file URL, md5 and size); null when none. ETag and 304.
import { rule as access } from '../../../core/shared/access';
import { clientEnv, clientJson } from '../../../core/server/clientApi';
import { route } from '../../../core/server/plugin';
import { clientQuerySchema } from '../schemas';
import { PUBLISH_KIND, type PublishedRelease } from '../shared';

export const clientRoute = route({
  method: 'GET',
  path: '/client/v1/:code/:env/content',
  rule: access.clientKey,
  summary: 'Game clients: the live puzzle-content release of a type (data file URL, md5, size; ETag, 304)',
  query: clientQuerySchema,
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
