// Builds a player's training file: a real SQLite database (sql.js, SQLite compiled to
// WebAssembly, so no native build) with `meta` (one row), `uploads` (one per upload) and
// `sessions` (one per record: typed columns plus `extra` as JSON text), indexed for the usual
// questions (by puzzle, by time).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import initSqlJs, { type SqlJsStatic } from 'sql.js';

let sqlJs: Promise<SqlJsStatic> | null = null;

/** sql.js once per process; its wasm is read from the installed package (the built server keeps sql.js external). */
function loadSqlJs(): Promise<SqlJsStatic> {
  if (!sqlJs) {
    const wasm = fs.readFileSync(createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm'));
    sqlJs = initSqlJs({ wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer }).catch((err) => {
      sqlJs = null;
      throw err;
    });
  }
  return sqlJs;
}

export interface BuildMeta {
  firebaseId: string;
  userId: string;
  platform: number;
  env: string;
  builtAt: Date;
}

export interface BuildUpload {
  id: number;
  createdAt: Date;
  records: Record<string, unknown>[];
}

const SCHEMA = `
CREATE TABLE meta (firebase_id TEXT NOT NULL, user_id TEXT NOT NULL, platform INTEGER NOT NULL, env TEXT NOT NULL, built_at TEXT NOT NULL, uploads INTEGER NOT NULL, sessions INTEGER NOT NULL);
CREATE TABLE uploads (id INTEGER PRIMARY KEY, created_at TEXT NOT NULL, record_count INTEGER NOT NULL);
CREATE TABLE sessions (
  id INTEGER PRIMARY KEY,
  upload_id INTEGER NOT NULL REFERENCES uploads(id),
  puzzle_id TEXT NOT NULL,
  level INTEGER NOT NULL,
  started_at TEXT NOT NULL,
  duration_ms INTEGER NOT NULL,
  moves INTEGER NOT NULL,
  hints_used INTEGER NOT NULL,
  completed INTEGER NOT NULL CHECK (completed IN (0, 1)),
  extra TEXT
);
CREATE INDEX sessions_puzzle_idx ON sessions (puzzle_id);
CREATE INDEX sessions_started_idx ON sessions (started_at);
CREATE INDEX sessions_upload_idx ON sessions (upload_id);
`;

const int = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : 0);
const text = (v: unknown) => (typeof v === 'string' ? v : v instanceof Date ? v.toISOString() : String(v ?? ''));

/** The SQLite file's bytes. `signal` stops a long build between uploads. */
export async function buildTrainingDb(meta: BuildMeta, uploads: BuildUpload[], signal?: AbortSignal): Promise<Uint8Array> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database();
  try {
    db.exec(SCHEMA);
    const upload = db.prepare('INSERT INTO uploads (id, created_at, record_count) VALUES (?, ?, ?)');
    const session = db.prepare(
      'INSERT INTO sessions (upload_id, puzzle_id, level, started_at, duration_ms, moves, hints_used, completed, extra) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    let sessions = 0;
    db.exec('BEGIN');
    for (const u of uploads) {
      signal?.throwIfAborted();
      upload.run([u.id, u.createdAt.toISOString(), u.records.length]);
      for (const r of u.records) {
        session.run([
          u.id,
          text(r.puzzleId),
          int(r.level),
          text(r.startedAt),
          int(r.durationMs),
          int(r.moves),
          int(r.hintsUsed),
          r.completed ? 1 : 0,
          r.extra === undefined ? null : JSON.stringify(r.extra),
        ]);
        sessions++;
      }
    }
    db.run('INSERT INTO meta VALUES (?, ?, ?, ?, ?, ?, ?)', [
      meta.firebaseId,
      meta.userId,
      meta.platform,
      meta.env,
      meta.builtAt.toISOString(),
      uploads.length,
      sessions,
    ]);
    db.exec('COMMIT');
    upload.free();
    session.free();
    return db.export();
  } finally {
    db.close();
  }
}
