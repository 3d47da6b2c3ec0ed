// The feedback plugin's manifest: the feedback screen, its nav item and palette command.
import { IconMessageStar } from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { definePlugin } from '../../../core/web/plugin';
import { PLUGIN_ID, RIGHT_FEEDBACK, paths, rights } from '../shared';

const right = rule.right(RIGHT_FEEDBACK);

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Feedback',
  icon: IconMessageStar,
  rights,
  nav: [{ label: 'Feedback', path: paths.feedback, rule: right, icon: IconMessageStar, area: 'Analytics' }],
  routes: [{ path: paths.feedback, name: 'feedback', title: 'Feedback', rule: right, screen: () => import('./screens/FeedbackPage') }],
  commands: [
    {
      id: 'feedback.open',
      title: 'Feedback',
      description: 'Stars and texts players send from the game, per platform and client version',
      keywords: ['feedback', 'reviews', 'stars', 'rating', 'players', 'translate'],
      rule: right,
      goTo: paths.feedback,
      icon: IconMessageStar,
    },
  ],
});
