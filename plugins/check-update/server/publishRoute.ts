// GET /v1/:code/checkUpdateRules/publish?env=Sandbox|Prod&platform=: snapshots the platform's
// rules through the publish pipeline (kind 'check-update', key = platform).
// Prod: owners and admins only (DESIGN §6), and only the set that is live on sandbox, so what
// reaches players is what was tried there.
import { rule as access } from '../../../core/shared/access';
import { conflict } from '../../../core/server/errors';
import { route } from '../../../core/server/plugin';
import { requireProdAccess } from '../../../core/server/prodAccess';
import { contentHash } from '../../../core/server/publish/contentHash';
import { platformLabel, PUBLISH_KIND, publishQuerySchema, RIGHT_CHECK_UPDATE } from '../shared';
import { publishedContent } from './rules';

export const PUBLISH_MESSAGES = {
  sandboxFirst: (platform: number) => `Release ${platformLabel(platform)} to Sandbox first: the rules changed since the last Sandbox release`,
};

export const publishRoute = route({
  method: 'GET',
  path: '/v1/:code/checkUpdateRules/publish',
  rule: access.right(RIGHT_CHECK_UPDATE),
  summary: "Publish a platform's rules to Sandbox or Prod (Idempotency-Key honoured); answers the returnId",
  query: publishQuerySchema,
  changesState: true,
  async handler(ctx) {
    const { c, db, user, project, query, services } = ctx;
    // The spec makes this a GET; changesState gives it the cross-site check of every write.
    const { env, platform } = query;
    requireProdAccess(ctx, env);
    const content = await publishedContent(db, project.code, platform);
    const target = { project: project.code, env, kind: PUBLISH_KIND, key: String(platform) };
    if (env === 'prod') {
      const sandbox = await services.publish.current({ ...target, env: 'sandbox' });
      if (!sandbox || sandbox.contentHash !== contentHash(content)) throw conflict(PUBLISH_MESSAGES.sandboxFirst(platform));
    }
    const { snapshot, replayed } = await services.publish.publish(target, content, {
      operator: { id: user.id, mail: user.mail, displayName: user.displayName },
      idempotencyKey: c.req.header('idempotency-key'),
    });
    return {
      returnId: snapshot.id,
      env,
      platform,
      /** True when nothing changed (or the request was a retry): no new release was made. */
      unchanged: replayed,
      info: { updatedAt: snapshot.createdAt.toISOString(), operator: snapshot.operator.displayName, returnId: snapshot.id },
    };
  },
});
