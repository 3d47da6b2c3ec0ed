// The translations plugin's manifest: Common Translate (admin) and its translator, each project's
// Translate screen, its publish and history. Each part keeps its nav, routes and commands beside
// its screens.
import { IconLanguage } from '@tabler/icons-react';
import { definePlugin } from '../../../core/web/plugin';
import { PLUGIN_ID, rights } from '../shared';
import * as common from './common/manifest';
import * as mt from './mt/manifest';
import * as project from './project/manifest';
import * as publish from './publish/manifest';

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Translations',
  icon: IconLanguage,
  rights,
  nav: [...project.nav, ...publish.nav, ...common.nav, ...mt.nav],
  routes: [...project.routes, ...publish.routes, ...common.routes, ...mt.routes],
  commands: [...project.commands, ...publish.commands, ...common.commands, ...mt.commands],
});
