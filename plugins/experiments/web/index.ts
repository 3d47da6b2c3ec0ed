// The experiments plugin's manifest: the v1 list and detail, the v2 list and detail, the stats
// screen. Each part keeps its nav, routes and commands beside its screens.
import { IconFlask } from '@tabler/icons-react';
import { definePlugin } from '../../../core/web/plugin';
import { PLUGIN_ID, rights } from '../shared';
import * as stats from './stats/manifest';
import * as v1 from './v1/manifest';
import * as v2 from './v2/manifest';

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Experiments',
  icon: IconFlask,
  rights,
  nav: [...v1.nav, ...v2.nav, ...stats.nav],
  routes: [...v1.routes, ...v2.routes, ...stats.routes],
  commands: [...v1.commands, ...v2.commands, ...stats.commands],
});
