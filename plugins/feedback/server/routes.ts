// The console's read routes (001 §7), each under the plugin's right.
import { routeOf } from '../../../core/server/plugin';
import { rule } from '../../../core/shared/access';
import { endpoints } from '../endpoints';
import { RIGHT_FEEDBACK } from '../shared';
import { listFeedback, starDistribution, versionStats } from './reads';

const right = rule.right(RIGHT_FEEDBACK);

export const readRoutes = [
  routeOf(endpoints.list, {
    rule: right,
    summary: 'Feedback of a platform and env over a range of days, newest first (total, list)',
    handler: ({ db, project, query }) => listFeedback(db, project.code, query),
  }),
  routeOf(endpoints.starDistribution, {
    rule: right,
    summary: 'How many feedbacks gave each star, 5 down to 1 (zeros included), with rates and the average',
    handler: ({ db, project, query }) => starDistribution(db, project.code, query),
  }),
  routeOf(endpoints.versions, {
    rule: right,
    summary: 'Feedback volume and average star per client version, newest version first',
    handler: ({ db, project, query }) => versionStats(db, project.code, query),
  }),
];
