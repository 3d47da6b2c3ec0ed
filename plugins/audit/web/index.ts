// The audit plugin's manifest (admin area).
import { IconHistory } from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { definePlugin } from '../../../core/web/plugin';
import { PLUGIN_ID, paths } from '../shared';

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Audit log',
  icon: IconHistory,
  toggleable: false,
  nav: [{ label: 'Audit log', path: paths.log, rule: rule.admin, icon: IconHistory, area: 'Admin' }],
  routes: [{ path: paths.log, name: 'auditLog', title: 'Audit log', rule: rule.admin, screen: () => import('./screens/AuditLogPage') }],
  commands: [
    {
      id: 'audit.openAuditLog',
      title: 'Audit log',
      description: 'Who changed what, where and when',
      keywords: ['history', 'changes', 'log'],
      rule: rule.admin,
      goTo: paths.log,
      icon: IconHistory,
      needsProject: false,
    },
  ],
});
