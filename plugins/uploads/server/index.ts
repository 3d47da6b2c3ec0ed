import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { uploadRoutes } from './routes';

// No table and no demo of its own: it lists core's `uploads` (the other plugins' demos fill it).
export default defineServerPlugin({ id: PLUGIN_ID, title: 'Uploads', rights, routes: uploadRoutes });
