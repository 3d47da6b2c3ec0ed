// The tasks part of the push manifest: the task detail screen (a new tab from the list). The
// wizard is a component the list and the detail open; no nav item or command of its own.
import { rule } from '../../../../core/shared/access';
import type { CommandDef, NavItem, RouteDef } from '../../../../core/web/plugin';
import { paths, RIGHT_PUSH } from '../../shared';

export const nav: NavItem[] = [];
export const routes: RouteDef[] = [
  {
    path: paths.detail,
    name: 'pushTaskDetail',
    title: 'Push task',
    ownHeading: true,
    rule: rule.right(RIGHT_PUSH),
    screen: () => import('./screens/TaskDetailPage'),
  },
];
export const commands: CommandDef[] = [];
