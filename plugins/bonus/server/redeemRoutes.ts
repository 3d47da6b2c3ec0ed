// Redeeming: the game client's POST /client/v1/:code/:env/bonus/redeem {code, userId} ->
// {rewards}, and the console's redeem test (the palette's "Redeem-test a bonus code").
import { rule as access } from '../../../core/shared/access';
import { clientEnv } from '../../../core/server/clientApi';
import { routeOf } from '../../../core/server/plugin';
import { requireProdAccess } from '../../../core/server/prodAccess';
import { RIGHT_BONUS } from '../shared';
import { clientEndpoints, endpoints } from '../endpoints';
import { redeem } from './redeem';

export const redeemRoutes = [
  routeOf(clientEndpoints.redeem, {
    rule: access.clientKey,
    summary:
      'Game clients: redeem a bonus code for a user; unknown, disabled, expired, used-up and already-redeemed codes each answer their own error',
    async handler({ db, project, params, body }) {
      const { rewards } = await redeem(db, { project: project.code, env: clientEnv(params.env), code: body.code, userId: body.userId });
      return { rewards };
    },
  }),
  routeOf(endpoints.redeemTest, {
    rule: access.right(RIGHT_BONUS),
    summary:
      'Redeem a code as a game client would (dryRun: check only, nothing is consumed); consuming a prod redeem is for owners and admins',
    async handler(ctx) {
      const { db, project, body, audit } = ctx;
      // A real redeem on prod uses up a code players hold; a dry run changes nothing.
      if (!body.dryRun) requireProdAccess(ctx, body.env);
      const { bonusId, rewards } = await redeem(db, {
        project: project.code,
        env: body.env,
        code: body.code,
        userId: body.userId,
        dryRun: body.dryRun,
      });
      if (!body.dryRun)
        await audit({ area: 'bonus', action: 'redeemTest', target: bonusId, after: { env: body.env, userId: body.userId } });
      return { rewards, dryRun: body.dryRun };
    },
  }),
];
