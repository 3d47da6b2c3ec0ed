import { defineServerPlugin } from '../../../core/server/plugin';
import { puzzlesConfigSchema } from '../config';
import { JOBS, PLUGIN_ID, rights } from '../shared';
import { seedPuzzles } from './demo';
import { runExport, runImport, runPack } from './jobs';
import { puzzleRoutes } from './routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Puzzles',
  rights,
  routes: puzzleRoutes,
  configSchema: puzzlesConfigSchema,
  jobs: { [JOBS.export]: runExport, [JOBS.import]: runImport, [JOBS.pack]: runPack },
  demo: seedPuzzles,
});
