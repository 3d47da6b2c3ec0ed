// The projects plugin's manifest: data only, screens load lazily.
import { IconAdjustments, IconFolders, IconInfoSquareRounded, IconPlus } from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { definePlugin } from '../../../core/web/plugin';
import { PLUGIN_ID, RIGHT_OVERVIEW, paths, rights } from '../shared';

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Projects',
  icon: IconFolders,
  toggleable: false,
  rights,
  nav: [
    { label: 'Projects', path: paths.projects, rule: rule.signedIn, icon: IconFolders, area: 'Console' },
    { label: 'Overview', path: paths.overview, rule: rule.right(RIGHT_OVERVIEW), icon: IconInfoSquareRounded, area: 'Project' },
    { label: 'Manage projects', path: paths.manage, rule: rule.admin, icon: IconAdjustments, area: 'Admin' },
  ],
  routes: [
    { path: paths.projects, name: 'projects', title: 'Projects', rule: rule.signedIn, screen: () => import('./screens/ProjectsPage') },
    {
      path: paths.manage,
      name: 'manageProjects',
      title: 'Manage projects',
      rule: rule.admin,
      screen: () => import('./screens/ManageProjectsPage'),
    },
    {
      path: paths.overview,
      name: 'projectOverview',
      title: 'Project overview',
      ownHeading: true,
      rule: rule.right(RIGHT_OVERVIEW),
      screen: () => import('./screens/ProjectOverviewPage'),
    },
  ],
  commands: [
    {
      id: 'projects.openProjects',
      title: 'Projects',
      description: 'All your projects by domain',
      keywords: ['choose', 'games', 'domain'],
      rule: rule.signedIn,
      goTo: paths.projects,
      icon: IconFolders,
    },
    {
      id: 'projects.manageProjects',
      title: 'Manage projects',
      description: 'Create and edit projects (admin)',
      keywords: ['admin', 'edit'],
      rule: rule.admin,
      goTo: paths.manage,
      icon: IconAdjustments,
    },
    {
      id: 'projects.createProject',
      title: 'Create project',
      description: 'New project (admin)',
      keywords: ['new', 'add', 'admin'],
      rule: rule.admin,
      goTo: `${paths.manage}?create=1`,
      icon: IconPlus,
    },
  ],
});
