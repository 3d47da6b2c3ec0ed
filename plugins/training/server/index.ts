import { defineServerPlugin } from '../../../core/server/plugin';
import { AGGREGATE_JOB, PLUGIN_ID, rights } from '../shared';
import { clientRoute } from './clientRoute';
import { trainingUploads, trainingUsers } from './db';
import { seedTraining } from './demo';
import { movePublicFiles } from './files';
import { runAggregate } from './job';
import { consoleRoutes } from './routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'User training',
  rights,
  routes: [...consoleRoutes, clientRoute],
  tables: { trainingUsers, trainingUploads },
  jobs: { [AGGREGATE_JOB]: runAggregate },
  demo: seedTraining,
  onStart: movePublicFiles,
});
