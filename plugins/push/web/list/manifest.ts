// The list part of the push manifest: the task list screen (nav), and the palette's open and create.
import { IconBellPlus, IconBellRinging } from '@tabler/icons-react';
import { rule } from '../../../../core/shared/access';
import type { CommandDef, NavItem, RouteDef } from '../../../../core/web/plugin';
import { paths, RIGHT_PUSH } from '../../shared';

const right = rule.right(RIGHT_PUSH);

export const nav: NavItem[] = [{ label: 'Push tasks', path: paths.list, rule: right, icon: IconBellRinging, area: 'LiveOps' }];
export const routes: RouteDef[] = [
  { path: paths.list, name: 'pushList', title: 'Push tasks', rule: right, screen: () => import('./PushListScreen') },
];
export const commands: CommandDef[] = [
  {
    id: 'push.openTasks',
    title: 'Push tasks',
    description: 'The push task list of the project',
    keywords: ['push', 'notification', 'tasks'],
    rule: right,
    goTo: paths.list,
    icon: IconBellRinging,
    priority: 2,
  },
  {
    id: 'push.createTask',
    title: 'Create a push task',
    description: 'Opens the push tasks with the task wizard',
    keywords: ['push', 'notification', 'new', 'task'],
    rule: right,
    goTo: `${paths.list}?create=1`,
    icon: IconBellPlus,
    priority: 1,
  },
];
