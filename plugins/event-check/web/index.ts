// The event-check plugin's manifest: the check page under Analytics, the log file view (route
// `logFile`, opened in a new tab), and palette commands to check a user or import the catalog.
// Data only: it imports no zod and no screen code.
import { IconFileImport, IconListCheck, IconUserSearch } from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { PLATFORMS } from '../../../core/shared/constants';
import { fillPath } from '../../../core/shared/plugin';
import { definePlugin } from '../../../core/web/plugin';
import { MESSAGES, PLUGIN_ID, RIGHT_EVENT_CHECK, RIGHT_EVENT_TYPES, ROUTE_NAMES, paths, rights } from '../shared';

const read = rule.right(RIGHT_EVENT_CHECK);
const write = rule.right(RIGHT_EVENT_TYPES, { limit: false });

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Event check',
  icon: IconListCheck,
  rights,
  nav: [{ label: 'Event check', path: paths.eventCheck, rule: read, icon: IconListCheck, area: 'Analytics' }],
  routes: [
    {
      path: paths.eventCheck,
      name: ROUTE_NAMES.eventCheck,
      title: 'Check Event Types',
      rule: read,
      screen: () => import('./screens/EventCheckPage'),
    },
    { path: paths.logFile, name: ROUTE_NAMES.logFile, title: 'Log file', rule: read, screen: () => import('./screens/LogFilePage') },
  ],
  commands: [
    {
      id: 'event-check.openEventCheck',
      title: 'Event check',
      description: "Check a player's events against the event-type catalog",
      keywords: ['track', 'events', 'validate', 'log'],
      rule: read,
      goTo: paths.eventCheck,
      icon: IconListCheck,
    },
    {
      id: 'event-check.checkUser',
      title: "Check a user's events …",
      description: 'Type a user id, pick the platform and see which of its events break the catalog',
      keywords: ['track', 'events', 'validate', 'player'],
      rule: read,
      needsProject: true,
      icon: IconUserSearch,
      steps: [
        {
          kind: 'text',
          id: 'userId',
          title: 'User id',
          placeholder: 'The player whose events to check',
          validate: (v) => (v.trim() ? null : MESSAGES.userIdRequired),
        },
        {
          kind: 'pick',
          id: 'platform',
          title: 'Platform',
          load: () => Object.entries(PLATFORMS).map(([value, label]) => ({ value, label })),
        },
      ],
      run: (ctx) =>
        ctx.navigate(
          `${fillPath(paths.eventCheck, { code: ctx.code })}?${new URLSearchParams({ platform: ctx.values.platform, userId: ctx.values.userId.trim() })}`,
        ),
    },
    {
      id: 'event-check.importEventTypes',
      title: 'Import event types',
      description: 'Fill the event-type catalog from an xlsx file',
      keywords: ['track', 'catalog', 'xlsx', 'upload'],
      rule: write,
      goTo: `${paths.eventCheck}?tab=types&import=1`,
      icon: IconFileImport,
    },
  ],
});
