import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights, TRANSLATE_JOB } from '../shared';
import { feedbacks } from './db';
import { seedFeedback } from './demo';
import { clientFeedbackRoute } from './ingest';
import { readRoutes } from './routes';
import { runTranslate, translateRoute } from './translate';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Feedback',
  rights,
  // starDistribution and versions are fixed paths beside the list; no `:id` route to shadow them.
  routes: [...readRoutes, translateRoute, clientFeedbackRoute],
  tables: { feedbacks },
  demo: seedFeedback,
  jobs: { [TRANSLATE_JOB]: runTranslate },
});
