// The push plugin's manifest: the task list, the task detail (a new tab), push settings.
// Each part keeps its nav, routes and commands beside its screens.
import { IconBellRinging } from '@tabler/icons-react';
import { definePlugin } from '../../../core/web/plugin';
import { PLUGIN_ID, rights } from '../shared';
import * as delivery from './delivery/manifest';
import * as list from './list/manifest';
import * as tasks from './tasks/manifest';
import * as transports from './transports/manifest';

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Push notifications',
  icon: IconBellRinging,
  rights,
  nav: [...list.nav, ...tasks.nav, ...delivery.nav, ...transports.nav],
  routes: [...list.routes, ...tasks.routes, ...delivery.routes, ...transports.routes],
  commands: [...list.commands, ...tasks.commands, ...delivery.commands, ...transports.commands],
});
