// The delivery part of the push manifest: the Test pushes screen (each test push's messages) and
// its palette command.
import { IconSend } from '@tabler/icons-react';
import { rule } from '../../../../core/shared/access';
import type { CommandDef, NavItem, RouteDef } from '../../../../core/web/plugin';
import { paths, RIGHT_PUSH } from '../../shared';

const right = rule.right(RIGHT_PUSH);

export const nav: NavItem[] = [{ label: 'Test pushes', path: paths.testPushes, rule: right, icon: IconSend, area: 'LiveOps' }];
export const routes: RouteDef[] = [
  { path: paths.testPushes, name: 'pushTestPushes', title: 'Test pushes', rule: right, screen: () => import('./TestPushesPage') },
];
export const commands: CommandDef[] = [
  {
    id: 'push.testPushes',
    title: 'Test pushes',
    description: 'Send a test push and see the messages each device got',
    keywords: ['push', 'test', 'notification', 'outbox'],
    rule: right,
    goTo: paths.testPushes,
    icon: IconSend,
  },
];
