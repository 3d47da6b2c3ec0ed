// GET /client/v1/:code/:env/content?type= -> { release }: the puzzle-content release live on the
// env for that release type (its data file URL, md5 and size); null when none. ETag and 304.
import { endpoints } from '../endpoints';
import { releasesPublishable } from './publishable';

export const clientRoute = releasesPublishable.clientRoute(endpoints.client, {
  summary: 'Game clients: the live puzzle-content release of a type (data file URL, md5, size; ETag, 304)',
  async answer({ live: reader, query }) {
    const live = await reader.one(query.type);
    const r = live?.content ?? null;
    return {
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
    };
  },
});
