// The server entry: the enabled plugins and the project modules, handed to core.
import { startServer } from '../../core/server/start';
import { projectModules } from '../../projects';
import { loadServerPlugins } from './plugins';

await startServer({ plugins: await loadServerPlugins(), projectModules });
