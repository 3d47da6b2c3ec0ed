// What releases publish (core/server/publish/README.md): for a release type (kind 'releases',
// key = type), the uploaded release's data file (URL, md5, size). The upload route checks and
// passes the content; prod takes only what is live on sandbox, and a generic stage (prod's
// staging) takes sandbox's live content.
import { conflict } from '../../../core/server/errors';
import { definePublishable } from '../../../core/server/publish/publishable';
import { publishable } from '../endpoints';
import type { PublishedRelease } from '../shared';

export const PUBLISH_MESSAGES = {
  sandboxFirst: (type: string) => `Upload this release to sandbox first: prod takes only the ${type} release live on sandbox`,
  nothingOnSandbox: (type: string) => `No ${type} release is live on sandbox: upload one there first`,
};

export const releasesPublishable = definePublishable<PublishedRelease, typeof publishable.id>(publishable, {
  async content(ctx, target) {
    const live = await ctx.services.publish.current<PublishedRelease>({ ...target, env: 'sandbox' });
    if (!live?.content) throw conflict(PUBLISH_MESSAGES.nothingOnSandbox(target.key));
    return live.content;
  },
  prodFromSandbox: (target) => PUBLISH_MESSAGES.sandboxFirst(target.key),
  audit: ({ action, after }) => ({
    area: 'releases',
    action: `${action}:${after.env}`,
    target: after.content?.releaseId ?? after.key,
    after: { type: after.key, returnId: after.id, release: after.content },
  }),
});
