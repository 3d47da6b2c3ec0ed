// The dashboard plugin's manifest: the dashboard under Analytics and the palette's "Open dashboard".
// Data only: no zod, no screen code.
import { IconLayoutDashboard } from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { definePlugin } from '../../../core/web/plugin';
import { PLUGIN_ID, RIGHTS, paths, rights } from '../shared';

const dashboard = rule.right(RIGHTS.dashboard);

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Dashboard',
  icon: IconLayoutDashboard,
  rights,
  nav: [{ label: 'Dashboard', path: paths.dashboard, rule: dashboard, icon: IconLayoutDashboard, area: 'Analytics' }],
  routes: [
    { path: paths.dashboard, name: 'dashboard', title: 'Dashboard', rule: dashboard, screen: () => import('./screens/DashboardPage') },
  ],
  commands: [
    {
      id: 'dashboard.openDashboard',
      title: 'Dashboard',
      description: 'Users, accounts, DNU, DAU and finishes of the last 10 days',
      keywords: ['analytics', 'overview', 'kpi', 'dau', 'dnu'],
      rule: dashboard,
      goTo: paths.dashboard,
      icon: IconLayoutDashboard,
    },
  ],
});
