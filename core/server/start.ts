// Starts the console: database, overrides, first-start data, HTTP on PORT.
import { serve } from '@hono/node-server';
import type { ProjectModule } from '../shared/overrides';
import { registerProjectModules } from '../shared/overrides';
import { bootstrap } from './bootstrap';
import { createApp } from './app';
import { configFromEnv, type ServerConfig } from './config';
import { openDatabase } from './db/connect';
import { protectDataDir } from './dataDir';
import type { ServerPlugin } from './plugin';
import { startPlugins } from './lifecycle';
import { createServices } from './services';

export async function startServer(opts: { plugins: ServerPlugin[]; projectModules: ProjectModule[]; config?: ServerConfig }) {
  const config = opts.config ?? configFromEnv();
  registerProjectModules(opts.projectModules);
  // Before PGlite, DuckDB or the file store create anything there: 0700 / 0600 (dataDir.ts).
  protectDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { services, close: closeServices } = await createServices(config, database.db, opts.plugins);
  const lines = await bootstrap(database.db, config, opts.plugins, services);
  const { app } = createApp({ db: database.db, config, plugins: opts.plugins, services });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: process.env.HOST || '0.0.0.0' });
  // Idle keep-alive sockets live longer than the clients' and proxies' own (60 s is the usual load
  // balancer's): with Node's 5 s, a client reusing a socket just as the server closed it got a reset.
  Object.assign(server, { keepAliveTimeout: 65_000, headersTimeout: 66_000 });
  const running = await startPlugins({ db: database.db, config, plugins: opts.plugins, services });
  console.log(`LiveOps Console on http://localhost:${config.port} (${database.kind}${config.databaseUrl ? '' : ` in ${config.dataDir}`})`);
  if (lines.length) console.log(['', 'First start — keep these, they are printed once:', ...lines.map((l) => '  ' + l), ''].join('\n'));
  const stop = async () => {
    server.close();
    await running.stop();
    await closeServices();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return { server, app, database };
}
