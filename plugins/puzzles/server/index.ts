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
  // Pictures stored by content hash (routes.ts): uploads may not take their keys.
  ownedFolders: ['puzzles/pictures'],
  routes: puzzleRoutes,
  configSchema: puzzlesConfigSchema,
  jobs: { [JOBS.export]: runExport, [JOBS.import]: runImport, [JOBS.pack]: runPack },
  demo: seedPuzzles,
});
