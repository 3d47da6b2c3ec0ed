// The Adjust apps manifest (admin area): the table and its palette commands (open, create).
import { IconPlus, IconTargetArrow } from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { definePlugin } from '../../../core/web/plugin';
import { PLUGIN_ID, paths, routeRefs } from '../shared';

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Adjust apps',
  icon: IconTargetArrow,
  toggleable: false,
  nav: [{ label: 'Adjust apps', path: paths.apps, rule: rule.admin, icon: IconTargetArrow, area: 'Admin' }],
  routes: [
    {
      path: paths.apps,
      name: routeRefs.adjustApps.id,
      title: 'Adjust apps',
      rule: rule.admin,
      screen: () => import('./screens/AdjustAppsPage'),
    },
  ],
  commands: [
    {
      id: 'adjust-apps.openAdjustApps',
      title: 'Adjust apps',
      description: "Each project's Adjust app token per platform",
      keywords: ['adjust', 'tracker', 'token', 'admin'],
      rule: rule.admin,
      goTo: paths.apps,
      icon: IconTargetArrow,
      needsProject: false,
    },
    {
      id: 'adjust-apps.createAdjustApp',
      title: 'Create adjust app',
      description: "Add a project's Adjust app token for Android or iOS",
      keywords: ['adjust', 'add', 'new', 'token'],
      rule: rule.admin,
      goTo: `${paths.apps}?create=1`,
      icon: IconPlus,
      needsProject: false,
    },
  ],
});
