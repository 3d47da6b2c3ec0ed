// The training plugin's manifest: the User training screen under Analytics, and palette commands
// to open it (on prod or sandbox) and to find a player by Firebase id. Data only: no zod, no screens.
import { IconDatabase, IconUserSearch } from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { fillPath } from '../../../core/shared/plugin';
import { definePlugin } from '../../../core/web/plugin';
import { FIREBASE_ID_PATTERN, MESSAGES, PLUGIN_ID, RIGHT_TRAINING, ROUTE_NAMES, paths, rights } from '../shared';

const right = rule.right(RIGHT_TRAINING);

export default definePlugin({
  id: PLUGIN_ID,
  title: 'User training',
  icon: IconDatabase,
  rights,
  nav: [{ label: 'User training', path: paths.training, rule: right, icon: IconDatabase, area: 'Analytics' }],
  routes: [
    {
      path: paths.training,
      name: ROUTE_NAMES.training,
      title: 'User training',
      rule: right,
      screen: () => import('./screens/TrainingPage'),
    },
  ],
  commands: [
    {
      id: 'training.openTraining',
      title: 'User training',
      description: "Players' training data uploads: aggregate a player's into a SQLite file and download it",
      keywords: ['training', 'firebase', 'sqlite', 'aggregate', 'player', 'model'],
      rule: right,
      goTo: paths.training,
      icon: IconDatabase,
    },
    {
      id: 'training.findPlayer',
      title: 'Find a training user by Firebase id …',
      description: "Search the training table by part of a player's Firebase id",
      keywords: ['training', 'firebase', 'search', 'player'],
      rule: right,
      needsProject: true,
      icon: IconUserSearch,
      steps: [
        {
          kind: 'text',
          id: 'fid',
          title: 'Firebase id',
          placeholder: 'All or part of a Firebase id',
          validate: (v) =>
            !v.trim() ? MESSAGES.firebaseIdRequired : FIREBASE_ID_PATTERN.test(v.trim()) ? null : MESSAGES.firebaseIdPattern,
        },
        {
          kind: 'pick',
          id: 'env',
          title: 'Environment',
          load: () => [
            { value: 'prod', label: 'Prod' },
            { value: 'sandbox', label: 'Sandbox' },
          ],
        },
      ],
      run: (ctx) =>
        ctx.navigate(
          `${fillPath(paths.training, { code: ctx.code ?? '' })}?${new URLSearchParams({ env: ctx.values.env, fid: ctx.values.fid.trim() })}`,
        ),
    },
  ],
});
