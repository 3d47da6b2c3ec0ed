// The in-site messages plugin's manifest (LiveOps).
import { IconMessage2, IconMessagePlus } from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { rollbackCommand } from '../../../core/web/release/commands';
import { definePlugin } from '../../../core/web/plugin';
import { PLUGIN_ID, paths, RIGHT_IN_SITE_MESSAGE, rights, releases } from '../shared';

const right = rule.right(RIGHT_IN_SITE_MESSAGE);

export default definePlugin({
  id: PLUGIN_ID,
  title: 'In-site messages',
  icon: IconMessage2,
  rights,
  nav: [{ label: 'In-site messages', path: paths.messages, rule: right, icon: IconMessage2, area: 'LiveOps' }],
  routes: [
    {
      path: paths.messages,
      name: 'inSiteMessages',
      title: 'In-site messages',
      rule: right,
      screen: () => import('./screens/InSiteMessagesPage'),
    },
  ],
  commands: [
    {
      id: 'inSiteMessages.openMessages',
      title: 'In-site messages',
      description: 'Messages, online config and upload history',
      keywords: ['message', 'inbox', 'facebook'],
      rule: right,
      goTo: paths.messages,
      icon: IconMessage2,
    },
    {
      id: 'inSiteMessages.createMessage',
      title: 'Create in-site message',
      description: 'One message set per selected country',
      keywords: ['message', 'new'],
      rule: right,
      goTo: `${paths.messages}?create=1`,
      icon: IconMessagePlus,
    },
    rollbackCommand(releases),
  ],
});
