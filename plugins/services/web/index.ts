// The services plugin's manifest (admin area): servers, services, deploy info, api logs.
// Each part keeps its nav, routes and commands beside its screens.
import { IconServer2 } from '@tabler/icons-react';
import { definePlugin } from '../../../core/web/plugin';
import { PLUGIN_ID, rights } from '../shared';
import * as catalog from './catalog/manifest';
import * as deploys from './deploys/manifest';

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Services',
  icon: IconServer2,
  // The admin area: a project cannot turn it off.
  toggleable: false,
  // The operators' read-only right (issue 29 #13).
  rights,
  nav: [...catalog.nav, ...deploys.nav],
  routes: [...catalog.routes, ...deploys.routes],
  commands: [...catalog.commands, ...deploys.commands],
});
