import { z } from 'zod';
import { defineServerPlugin } from '../../../core/server/plugin';
import { CONFIG_KEYS, PLUGIN_ID, rights } from '../shared';
import { seedFolders } from './demo';
import { fileJobs, fileRoutes } from './fileRoutes';
import { folderRoutes } from './routes';

/** The project config keys the folders screen reads (001 §3, §6). */
export const foldersConfigSchema = z
  .object({
    /** Attribute columns the folders table shows (keys of a folder's attr). */
    [CONFIG_KEYS.columns]: z
      .array(z.string({ error: 'folderAttrColumns: attribute names' }).trim().min(1).max(40), {
        error: 'folderAttrColumns: a list of attribute names',
      })
      .max(20, 'folderAttrColumns: at most 20'),
    /** Folders may be copied in this project. */
    [CONFIG_KEYS.copy]: z.boolean({ error: 'folderCopy: true or false' }),
    /** The project's folders carry a collection key and a .zip resource. */
    [CONFIG_KEYS.collections]: z.boolean({ error: 'folderCollections: true or false' }),
  })
  .partial();

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Folders',
  rights,
  // the file and tag routes before `/folder/:id`
  routes: [...fileRoutes, ...folderRoutes.slice(5), ...folderRoutes.slice(0, 5)],
  // the names export and import, random puzzles' Create (fileRoutes.ts)
  jobs: fileJobs,
  configSchema: foldersConfigSchema,
  demo: seedFolders,
});
