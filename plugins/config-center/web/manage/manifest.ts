// The manage part of the config center manifest: the screen (nav 'Config center' under LiveOps,
// beside the other things a live game is tuned with) and the palette's commands: open it, create
// a namespace, create a file (both open the screen's modal through the URL).
import { IconFilePlus, IconFolderPlus, IconSettingsCode } from '@tabler/icons-react';
import { rule } from '../../../../core/shared/access';
import type { CommandDef, NavItem, RouteDef } from '../../../../core/web/plugin';
import { paths, RIGHT_CONFIG_CENTER } from '../../shared';

const right = rule.right(RIGHT_CONFIG_CENTER);
export const CONFIG_CENTER_TITLE = 'Config center';
const KEYWORDS = ['config', 'configuration', 'namespace', 'feature flags', 'remote config', 'apollo', 'json', 'yaml'];

export const nav: NavItem[] = [
  { label: CONFIG_CENTER_TITLE, path: paths.configCenter, rule: right, icon: IconSettingsCode, area: 'LiveOps' },
];
export const routes: RouteDef[] = [
  { path: paths.configCenter, name: 'configCenter', title: CONFIG_CENTER_TITLE, rule: right, screen: () => import('./ConfigCenterScreen') },
];
export const commands: CommandDef[] = [
  {
    id: 'config-center.open',
    title: 'Config center',
    description: 'Namespaces and configuration files per env, the diff against the release',
    keywords: KEYWORDS,
    rule: right,
    goTo: paths.configCenter,
    icon: IconSettingsCode,
    priority: 1,
  },
  {
    id: 'config-center.createNamespace',
    title: 'Create a config namespace',
    description: 'A new namespace of the config center (default: default in dev)',
    keywords: KEYWORDS,
    rule: right,
    goTo: `${paths.configCenter}?modal=namespace`,
    icon: IconFolderPlus,
  },
  {
    id: 'config-center.createFile',
    title: 'Create a config file',
    description: "A new file in the config center's dev namespace",
    keywords: KEYWORDS,
    rule: right,
    goTo: `${paths.configCenter}?modal=file`,
    icon: IconFilePlus,
  },
];
