import { defineServerPlugin } from '../../../core/server/plugin';
import { puzzlesConfigSchema } from './config';
import { JOBS, PLUGIN_ID, rights } from '../shared';
import { seedPuzzles } from './demo';
import { runExport, runImport, runPack } from './jobs';
import { folderRoutes } from './folderRoutes';
import { jobRoutes } from './jobRoutes';
import { puzzleRoutes } from './puzzleRoutes';
import { readRoutes } from './readRoutes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Puzzles',
  rights,
  // Pictures stored by content hash (puzzleRoutes.ts, create): uploads may not take their keys.
  ownedFolders: ['puzzles/pictures'],
  // By resource: the reads, one puzzle, a folder's puzzles together, the jobs (the order they always had).
  routes: [...readRoutes, ...puzzleRoutes, ...folderRoutes, ...jobRoutes],
  configSchema: puzzlesConfigSchema,
  jobs: { [JOBS.export]: runExport, [JOBS.import]: runImport, [JOBS.pack]: runPack },
  demo: seedPuzzles,
});
