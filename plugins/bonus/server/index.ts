import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { bonuses, bonusRedemptions, bonusRewardTypes } from './db';
import { seedBonus } from './demo';
import { existingCodes } from './provided';
import { bonusPublishable } from './publishable';
import { redeemRoutes } from './redeemRoutes';
import { rewardTypeRoutes } from './rewardTypeRoutes';
import { bonusRoutes } from './routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Bonus',
  rights,
  // The fixed paths (reward types, redeem test) before the `:id` ones.
  routes: [...rewardTypeRoutes, ...redeemRoutes, ...bonusRoutes, ...bonusPublishable.routes],
  tables: { bonuses, bonusRedemptions, bonusRewardTypes },
  demo: seedBonus,
  provides: { 'bonus.codes': existingCodes },
});
