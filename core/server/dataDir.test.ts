// Issue 28: PGlite's files under DATA_DIR were world-writable (0666). At start the directory goes
// 0700 and everything created in it 0600 (a umask of 077, set before any store opens it), and an
// older DATA_DIR's files are fixed once. Checked on the real components: PGlite, DuckDB, the file
// store, the secret key and the event log, as startServer opens them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv } from './config';
import { DATA_DIR_MODE, DATA_FILE_MODE, protectDataDir } from './dataDir';
import { openDatabase } from './db/connect';
import { createServices } from './services';

const mode = (p: string) => fs.lstatSync(p).mode & 0o777;

/** Every file and folder under `dir` (the folder included) whose mode lets another user in. */
function openToOthers(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    if (mode(d) & 0o077) out.push(`${d} ${mode(d).toString(8)}`);
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (mode(p) & 0o077) out.push(`${p} ${mode(p).toString(8)}`);
    }
  };
  walk(dir);
  return out;
}

const umask = process.umask();
const dirs: string[] = [];
afterEach(() => {
  process.umask(umask);
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'liveops-datadir-'));
  dirs.push(d);
  return d;
};

describe('DATA_DIR modes', () => {
  it('keeps PGlite, DuckDB, the files, the secret key and the event log to this user (0700 / 0600)', async () => {
    const dataDir = path.join(tmp(), 'data');
    protectDataDir(dataDir);
    expect(mode(dataDir)).toBe(DATA_DIR_MODE);
    const database = await openDatabase({ dataDir });
    const config = { ...configFromEnv({}), dataDir };
    const { services, close } = await createServices(config, database.db, []);
    try {
      await services.storage.put('words/some/file.json', new TextEncoder().encode('{}'), 'application/json');
      services.secrets.encrypt('a secret');
      // Files PGlite creates after the start (a new table's) follow the umask.
      await database.db.execute(sql`CREATE TABLE mode_probe (id int)`);
      await database.db.execute(sql`INSERT INTO mode_probe VALUES (1)`);
      await services.warehouse.flush();
    } finally {
      await close();
      await database.close();
    }
    const names = fs.readdirSync(dataDir);
    expect(names).toEqual(expect.arrayContaining(['pglite', 'warehouse.duckdb', 'files', 'secret.key', 'events-wal']));
    expect(fs.readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(5);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(mode(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(DATA_FILE_MODE);
  }, 120_000);

  it('fixes the modes of a DATA_DIR made before, once', () => {
    const dataDir = tmp();
    fs.chmodSync(dataDir, 0o755);
    fs.mkdirSync(path.join(dataDir, 'pglite', 'base'), { recursive: true, mode: 0o777 });
    fs.chmodSync(path.join(dataDir, 'pglite', 'base'), 0o777);
    fs.writeFileSync(path.join(dataDir, 'pglite', 'base', '1'), 'x', { mode: 0o666 });
    fs.chmodSync(path.join(dataDir, 'pglite', 'base', '1'), 0o666);
    fs.writeFileSync(path.join(dataDir, 'warehouse.duckdb'), 'x');
    fs.chmodSync(path.join(dataDir, 'warehouse.duckdb'), 0o644);
    expect(openToOthers(dataDir).length).toBeGreaterThanOrEqual(4);
    protectDataDir(dataDir);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(mode(path.join(dataDir, 'pglite', 'base', '1'))).toBe(DATA_FILE_MODE);
    expect(mode(path.join(dataDir, 'pglite', 'base'))).toBe(DATA_DIR_MODE);
  });
});
