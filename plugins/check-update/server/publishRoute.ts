// GET /v1/:code/checkUpdateRules/publish?env=Sandbox|Prod&platform=: the spec's call shape over
// core's publish life cycle (kind 'check-update', key = platform); see ./publishable.ts.
import { rule as access } from '../../../core/shared/access';
import { routeOf } from '../../../core/server/plugin';
import { RIGHT_CHECK_UPDATE } from '../shared';
import { endpoints } from '../endpoints';
import { checkUpdatePublishable } from './publishable';

export const publishRoute = routeOf(endpoints.publish, {
  rule: access.right(RIGHT_CHECK_UPDATE),
  summary: "Publish a platform's rules to Sandbox or Prod (Idempotency-Key honoured); answers the returnId",
  // The spec makes this a GET; changesState gives it the cross-site check of every write.
  changesState: true,
  async handler(ctx) {
    const { env, platform } = ctx.query;
    const { snapshot, replayed } = await checkUpdatePublishable.publish(ctx, { env, key: String(platform) });
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
