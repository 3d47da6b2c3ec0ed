// One drizzle schema over two engines: PGlite in DATA_DIR (embedded default) or
// PostgreSQL when DATABASE_URL is set. Migrations are generated and applied at start.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { tightenModes } from '../dataDir';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one type for the PGlite and postgres-js databases
export type Db = PgDatabase<any, any>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

/** The committed migrations: app/migrations, found from the source tree or from dist/server. */
export function migrationsFolder(): string {
  const candidates = [
    path.resolve(process.cwd(), 'app/migrations'),
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../app/migrations'),
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../app/migrations'),
  ];
  const found = candidates.find((c) => fs.existsSync(path.join(c, 'meta/_journal.json')));
  if (!found) throw new Error(`Migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite's folder; null: in memory. */
  dataDir?: string | null;
  /** An in-memory PGlite's starting state: a dump from `pgliteTemplate` (tests). */
  template?: Blob;
}

/**
 * A migrated, empty in-memory PGlite as a dump: opening one from it takes a third of the time of
 * a new one, whose initdb is most of a test app's boot.
 */
export async function pgliteTemplate(): Promise<Blob> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    const client = postgres(opts.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsFolder() });
    return { db, kind: 'postgres', close: () => client.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client: InstanceType<typeof PGlite>;
  if (opts.dataDir) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    client = new PGlite(path.join(opts.dataDir, 'pglite'));
  } else {
    client = new PGlite(opts.template ? { loadDataDir: opts.template } : {});
  }
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: migrationsFolder() });
  // PGlite writes its first files 0666 whatever the umask (its initdb's image): this user's only
  // (dataDir.ts; files it creates later follow the start's umask of 077).
  if (opts.dataDir) tightenModes(path.join(opts.dataDir, 'pglite'));
  return { db, kind: 'pglite', close: () => client.close() };
}
