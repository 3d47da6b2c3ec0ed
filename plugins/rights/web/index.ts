// The rights plugin's manifest: the rights and groups admin, and assignment per project.
import { IconLock, IconShieldCheck, IconUserShield } from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { definePlugin } from '../../../core/web/plugin';
import { linkHref } from '../../../core/shared/links';
import { PLUGIN_ID, paths, routeRefs } from '../shared';

// The calls load with the command's run, not with the manifest (which is in the first screen).
const api = () => import('./api');

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Rights',
  icon: IconShieldCheck,
  toggleable: false,
  nav: [
    { label: 'Rights and groups', path: paths.admin, rule: rule.admin, icon: IconShieldCheck, area: 'Admin' },
    { label: 'Rights', path: paths.assign, rule: rule.admin, icon: IconUserShield, area: 'Project' },
  ],
  routes: [
    {
      path: paths.admin,
      name: 'rightsAdmin',
      title: 'Rights and groups',
      rule: rule.admin,
      screen: () => import('./screens/RightsAdminPage'),
    },
    {
      path: routeRefs.settingRights.path,
      name: routeRefs.settingRights.id,
      title: 'Rights',
      rule: rule.admin,
      screen: () => import('./screens/AssignRightsPage'),
    },
  ],
  commands: [
    {
      id: 'rights.openRightsAdmin',
      title: 'Rights and groups',
      description: 'Create rights and groups (admin)',
      keywords: ['permissions', 'groups'],
      rule: rule.admin,
      goTo: paths.admin,
      icon: IconLock,
      needsProject: false,
    },
    {
      id: 'rights.assignRights',
      title: 'Assign rights …',
      description: 'Pick a user and set their rights in this project',
      keywords: ['permissions', 'grant', 'user'],
      rule: rule.admin,
      needsProject: true,
      icon: IconUserShield,
      steps: [
        {
          kind: 'pick',
          id: 'user',
          title: 'Whose rights?',
          load: async () =>
            (await (await api()).rightsApi.users()).users
              .filter((u) => u.role !== 'ADMIN')
              .map((u) => ({ value: String(u.id), label: u.mail, description: `${u.displayName} · ${u.role}` })),
        },
      ],
      run: (ctx) => ctx.navigate(linkHref(routeRefs.settingRights, { code: ctx.code ?? '', userId: ctx.values.user })),
    },
  ],
});
