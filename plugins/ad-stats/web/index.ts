// The ad-stats plugin's manifest: ad daily stats and ad event stats under Analytics. Data only:
// no zod, no screen code.
import { IconAd, IconReportMoney } from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { definePlugin } from '../../../core/web/plugin';
import { AD_METRICS, PLUGIN_ID, RIGHTS, paths, rights } from '../shared';

const daily = rule.right(RIGHTS.daily);
const events = rule.right(RIGHTS.events);

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Ad statistics',
  icon: IconAd,
  rights,
  metrics: AD_METRICS,
  nav: [
    { label: 'Ad daily stats', path: paths.daily, rule: daily, icon: IconReportMoney, area: 'Analytics' },
    { label: 'Ad event stats', path: paths.events, rule: events, icon: IconAd, area: 'Analytics' },
  ],
  routes: [
    { path: paths.daily, name: 'adDailyStats', title: 'Ad daily stats', rule: daily, screen: () => import('./screens/AdDailyPage') },
    { path: paths.events, name: 'adEventStats', title: 'Ad event stats', rule: events, screen: () => import('./screens/AdEventPage') },
  ],
  commands: [
    {
      id: 'ad-stats.openAdDaily',
      title: 'Ad daily stats',
      description: 'Ad revenue, eCPM and arpDAU per day and format',
      keywords: ['analytics', 'ads', 'revenue', 'ecpm', 'arpdau'],
      rule: daily,
      goTo: paths.daily,
      icon: IconReportMoney,
    },
    {
      id: 'ad-stats.openAdEvents',
      title: 'Ad event stats',
      description: 'Rewarded video and interstitial events per day, by tracker and country',
      keywords: ['analytics', 'ads', 'adjust', 'tracker', 'rewarded'],
      rule: events,
      goTo: paths.events,
      icon: IconAd,
    },
  ],
});
