// DATA_DIR holds the records (PGlite), the events (DuckDB), the files, the secret key and the
// event log: only the console's own user may read or write any of it. The directory is 0700 and
// everything the process creates is 0600 / 0700 (a umask of 077, set before PGlite, DuckDB or the
// file store opens anything, since PGlite and DuckDB create their files 0666 and 0644 themselves).
// A DATA_DIR from before (its directory not yet 0700) has its existing files' modes fixed once.
import fs from 'node:fs';
import path from 'node:path';

export const DATA_DIR_MODE = 0o700;
export const DATA_FILE_MODE = 0o600;

/** Directories 0700 and files 0600 under `dir` (symbolic links left alone); answers how many it changed. */
export function tightenModes(dir: string): number {
  let changed = 0;
  const fix = (p: string, mode: number, current: number) => {
    if ((current & 0o777) === mode) return;
    try {
      fs.chmodSync(p, mode);
      changed++;
    } catch (err) {
      console.warn(`Could not make ${p} private: ${(err as Error).message}`);
    }
  };
  const walk = (d: string) => {
    fix(d, DATA_DIR_MODE, fs.statSync(d).mode);
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (entry.isFile()) fix(p, DATA_FILE_MODE, fs.lstatSync(p).mode);
    }
  };
  walk(dir);
  return changed;
}

/** At start, before anything opens DATA_DIR: the umask, the directory, and an older DATA_DIR's modes. */
export function protectDataDir(dir: string): void {
  process.umask(0o077);
  const existed = fs.existsSync(dir);
  fs.mkdirSync(dir, { recursive: true, mode: DATA_DIR_MODE });
  // A directory already 0700 was made or fixed by this code: no walk over every stored file at each start.
  if (existed && (fs.statSync(dir).mode & 0o777) !== DATA_DIR_MODE) {
    const n = tightenModes(dir);
    if (n) console.log(`DATA_DIR ${dir}: made ${n} files and folders readable by this user only`);
  }
}
