// What bundles publish (core/server/publish/README.md): a platform's bundles (kind 'bundles',
// key = platform). Prod takes only the set live on sandbox; before a publish every bundle's
// resource must still be in storage, and a missing one makes a failed upload that the history
// keeps (the upload route runs outside a request transaction for that).
import { conflict } from '../../../core/server/errors';
import { definePublishable } from '../../../core/server/publish/publishable';
import type { BundlePlatform, PublishedBundles } from '../shared';
import { publishable } from '../endpoints';
import { platformRows, publishedContent, resourceProblem } from './bundles';
import { bundleUploadFailures } from './db';

export const UPLOAD_ERRORS = {
  sandboxFirst: 'Upload these bundles to sandbox first: they changed since the last sandbox upload',
  failed: (why: string) => `Upload failed: ${why}`,
};

export const bundlesPublishable = definePublishable<PublishedBundles, typeof publishable.id>(publishable, {
  content: async (ctx, target) =>
    publishedContent(Number(target.key) as BundlePlatform, await platformRows(ctx.db, ctx.project.code, Number(target.key))),
  prodFromSandbox: () => UPLOAD_ERRORS.sandboxFirst,
  async beforePublish(ctx, target, content) {
    for (const b of content.bundles) {
      const problem = await resourceProblem(ctx.db, ctx.services.storage, ctx.project.code, b);
      if (!problem) continue;
      const operator = ctx.user.displayName || ctx.user.mail;
      await ctx.db.insert(bundleUploadFailures).values({
        projectCode: ctx.project.code,
        platform: content.platform,
        env: target.env,
        uploadContent: content.bundles,
        error: problem,
        operator,
      });
      await ctx.audit({ area: 'bundles', action: `upload:${target.env}:failed`, target: content.platform, after: { error: problem } });
      throw conflict(UPLOAD_ERRORS.failed(problem));
    }
  },
});
