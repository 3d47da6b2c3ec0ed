// The config center's manifest: the one screen (namespaces, files, the diff editor, archives).
import { IconSettingsCode } from '@tabler/icons-react';
import { definePlugin } from '../../../core/web/plugin';
import { PLUGIN_ID, rights } from '../shared';
import * as manage from './manage/manifest';
import * as releases from './releases/manifest';

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Config center',
  icon: IconSettingsCode,
  rights,
  nav: [...manage.nav, ...releases.nav],
  routes: [...manage.routes, ...releases.routes],
  commands: [...manage.commands, ...releases.commands],
});
