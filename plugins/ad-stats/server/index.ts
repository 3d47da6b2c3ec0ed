// Plugin `ad-stats`, server half: ad daily stats and the ad event stats' adjust calls. No tables:
// everything reads the warehouse through the metrics query.
import { defineServerPlugin } from '../../../core/server/plugin';
import { AD_METRICS, PLUGIN_ID, rights } from '../shared';
import { adStatsRoutes } from './routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Ad statistics',
  rights,
  metrics: AD_METRICS,
  routes: adStatsRoutes,
});
