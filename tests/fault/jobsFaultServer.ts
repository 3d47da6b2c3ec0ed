// The server entry of the jobs fault test: the enabled plugins plus the test-only fault kind.
import { startServer } from '../../core/server/start';
import { loadServerPlugins } from '../../app/server/plugins';
import { projectModules } from '../../projects';
import faultJobs from './jobsFaultPlugin';

await startServer({ plugins: [...(await loadServerPlugins()), faultJobs], projectModules });
