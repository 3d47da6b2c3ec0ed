// The transports part of the push manifest: the push settings screen (reached from the task list
// and the palette; no nav entry of its own).
import { IconSettings } from '@tabler/icons-react';
import { rule } from '../../../../core/shared/access';
import type { CommandDef, NavItem, RouteDef } from '../../../../core/web/plugin';
import { paths, RIGHT_PUSH } from '../../shared';

const right = rule.right(RIGHT_PUSH);
export const SETTINGS_TITLE = 'Push settings';

export const nav: NavItem[] = [];
export const routes: RouteDef[] = [
  { path: paths.settings, name: 'pushSettings', title: SETTINGS_TITLE, rule: right, screen: () => import('./SettingsPage') },
];
export const commands: CommandDef[] = [
  {
    id: 'push.openSettings',
    title: SETTINGS_TITLE,
    description: 'FCM and APNs credentials, platforms, frequency cap, quiet hours',
    keywords: ['push', 'notifications', 'fcm', 'apns', 'firebase', 'credentials', 'quiet hours', 'frequency cap', 'settings'],
    rule: right,
    goTo: paths.settings,
    icon: IconSettings,
  },
];
