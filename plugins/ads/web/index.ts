// The ads plugin's manifest (LiveOps): Publish InHouse Ads and Self Ads.
import { IconAd2, IconSpeakerphone } from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { rollbackCommand } from '../../../core/web/release/commands';
import { definePlugin } from '../../../core/web/plugin';
import { PLUGIN_ID, paths, RIGHT_AD_RELEASE, RIGHT_SELF_AD, rights, releases } from '../shared';

const releaseRight = rule.right(RIGHT_AD_RELEASE);
const selfAdRight = rule.right(RIGHT_SELF_AD);

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Ads',
  icon: IconAd2,
  rights,
  nav: [
    { label: 'In-house ads', path: paths.inHouseAds, rule: releaseRight, icon: IconSpeakerphone, area: 'LiveOps' },
    { label: 'Self ads', path: paths.selfAds, rule: selfAdRight, icon: IconAd2, area: 'LiveOps' },
  ],
  routes: [
    {
      path: paths.inHouseAds,
      name: 'inHouseAds',
      title: 'Publish InHouse Ads',
      rule: releaseRight,
      screen: () => import('./screens/InHouseAdsPage'),
    },
    { path: paths.selfAds, name: 'selfAds', title: 'Self Ads', rule: selfAdRight, screen: () => import('./screens/SelfAdsPage') },
  ],
  commands: [
    {
      id: 'ads.openInHouseAds',
      title: 'In-house ads',
      description: 'The ads a game shows: release, sync to prod, enable',
      keywords: ['ads', 'cross promotion', 'release'],
      rule: releaseRight,
      goTo: paths.inHouseAds,
      icon: IconSpeakerphone,
    },
    {
      id: 'ads.openSelfAds',
      title: 'Self ads',
      description: "This game's own ads: icon, campaign and creatives",
      keywords: ['ads', 'internal ad', 'creative'],
      rule: selfAdRight,
      goTo: paths.selfAds,
      icon: IconAd2,
    },
    {
      id: 'ads.createSelfAd',
      title: 'Create self ad',
      description: 'A new cross-promotion entry for this game',
      keywords: ['ads', 'new'],
      rule: selfAdRight,
      goTo: `${paths.selfAds}?create=1`,
      icon: IconAd2,
    },
    rollbackCommand(releases),
  ],
});
