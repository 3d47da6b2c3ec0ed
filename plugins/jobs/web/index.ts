// The jobs plugin's manifest (admin area).
import { IconStack2 } from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { definePlugin } from '../../../core/web/plugin';
import { PLUGIN_ID, paths } from '../shared';

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Jobs',
  icon: IconStack2,
  toggleable: false,
  nav: [{ label: 'Jobs', path: paths.jobs, rule: rule.admin, icon: IconStack2, area: 'Admin' }],
  routes: [{ path: paths.jobs, name: 'jobs', title: 'Jobs', rule: rule.admin, screen: () => import('./screens/JobsPage') }],
  commands: [
    {
      id: 'jobs.openJobs',
      title: 'Jobs',
      description: 'Background work: progress, retry, cancel',
      keywords: ['background', 'queue', 'tasks', 'progress'],
      rule: rule.admin,
      goTo: paths.jobs,
      icon: IconStack2,
      needsProject: false,
    },
  ],
});
