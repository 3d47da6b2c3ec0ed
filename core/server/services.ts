// Core services that handlers reach through `ctx.services` (storage, publish pipeline,
// warehouse, ...). Built once at start (and per test app), closed at stop.
import path from 'node:path';
import type { ServerConfig } from './config';
import type { Db } from './db/connect';
import { createJobQueue, type JobQueue } from './jobs/queue';
import { createPublishPipeline } from './publish/pipeline';
import type { PublishPipeline } from './publish/types';
import type { FileStore } from './storage/fileStore';
import { configuredFileStore } from './storage/configuredStore';
import { createWarehouse, type Warehouse } from './warehouse';
import { configuredTranslator } from './translate/configured';
import type { MachineTranslator } from './translate/types';
import { createSecrets, type Secrets } from './secrets';
import type { ServerPlugin } from './plugin';
import { providedBy, type ProvidedLookup } from './provides';
import { systemTime, type Time } from './clock';

export interface CoreServices {
  /** Uploaded files and published resources, served under /cdn/. */
  storage: FileStore;
  /** Snapshots and live/staging pointers: every publish to the game client goes through it. */
  publish: PublishPipeline;
  /** Game events and statistics: DuckDB in DATA_DIR, or ClickHouse when CLICKHOUSE_URL is set. */
  warehouse: Warehouse;
  /** Background jobs: enqueue inside a request's transaction and the job commits with it. */
  jobs: JobQueue;
  /** The configured machine-translation provider (ServerConfig.translate), null when none is. */
  translator: MachineTranslator | null;
  /** Secrets at rest (push keys, server credentials): AES-256-GCM with SECRET_KEY or DATA_DIR/secret.key. */
  secrets: Secrets;
  /** What other enabled plugins provide (core/server/provides.ts): undefined when none does. */
  provided: ProvidedLookup;
  /** The time handlers read and wait on (core/server/clock.ts): the system's; a test app's may be a manual clock. */
  time: Time;
}

export interface ServiceSet {
  services: CoreServices;
  close: () => Promise<void>;
}

/**
 * The services as seen from inside a transaction: what reaches the records database goes through
 * `db` (with PGlite's one connection, a query outside an open transaction would wait on it forever).
 */
export function servicesOn(services: CoreServices, db: Db): CoreServices {
  return { ...services, publish: createPublishPipeline(db), jobs: createJobQueue(db) };
}

/** `plugins`: the enabled ones, whose `provides` answer `provided`; `time`: the system's unless a test passes its clock. */
export async function createServices(
  config: ServerConfig,
  db: Db,
  plugins: readonly ServerPlugin[] = [],
  time: Time = systemTime,
): Promise<ServiceSet> {
  const provided = providedBy(plugins);
  const { store: storage, close: closeStorage } = await configuredFileStore(config);
  const publish = createPublishPipeline(db);
  const warehouse = await createWarehouse({
    clickhouseUrl: config.clickhouseUrl,
    clickhouseReadOnlyUser: config.clickhouseSqlUser,
    duckdbPath: path.join(config.dataDir, 'warehouse.duckdb'),
    logDir: path.join(config.dataDir, 'events-wal'),
  });
  return {
    services: {
      storage,
      publish,
      warehouse,
      jobs: createJobQueue(db),
      translator: configuredTranslator(config.translate),
      secrets: createSecrets(config),
      provided,
      time,
    },
    close: async () => {
      await warehouse.close();
      closeStorage();
    },
  };
}
