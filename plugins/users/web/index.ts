// The users plugin's manifest (admin area).
import { IconKey, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { definePlugin } from '../../../core/web/plugin';
import { PLUGIN_ID, paths } from '../shared';

// The calls load with the command's run, not with the manifest (which is in the first screen).
const api = () => import('./api');

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Users',
  icon: IconUsers,
  toggleable: false,
  nav: [{ label: 'Users', path: paths.users, rule: rule.admin, icon: IconUsers, area: 'Admin' }],
  routes: [{ path: paths.users, name: 'users', title: 'Users', rule: rule.admin, screen: () => import('./screens/UsersPage') }],
  commands: [
    {
      id: 'users.openUsers',
      title: 'Users',
      description: 'Admin users table',
      keywords: ['accounts', 'admin'],
      rule: rule.admin,
      goTo: paths.users,
      icon: IconUsers,
      needsProject: false,
    },
    {
      id: 'users.createUser',
      title: 'Create user',
      description: 'Add a user; the first password is shown once',
      keywords: ['add', 'new', 'account'],
      rule: rule.admin,
      goTo: `${paths.users}?create=1`,
      icon: IconUserPlus,
      needsProject: false,
    },
    {
      id: 'users.resetPassword',
      title: 'Reset password for …',
      description: 'Pick a user, confirm, and get the new password once',
      keywords: ['password', 'reset', 'user'],
      rule: rule.admin,
      needsProject: false,
      icon: IconKey,
      steps: [
        {
          kind: 'pick',
          id: 'user',
          title: 'Whose password?',
          load: async () =>
            (await (await api()).usersApi.all()).users.map((u) => ({
              value: String(u.id),
              label: u.mail,
              description: `${u.displayName} · ${u.role}`,
            })),
        },
        {
          kind: 'confirm',
          id: 'sure',
          title: 'Reset password',
          message: () => 'Are you sure to reset the password? The user is signed out everywhere.',
        },
      ],
      run: async (ctx) => {
        const { showSecretOnce } = await import('../../../core/web/dialogs');
        const r = await (await api()).usersApi.resetPassword(Number(ctx.values.user));
        ctx.toast(r.message);
        showSecretOnce('Password reset', 'The new password:', r.password);
      },
    },
  ],
});
