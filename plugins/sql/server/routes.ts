// The SQL page's API: the field tree (the project's data source and its columns as the engine
// names their types) and running one checked, read-only query within the limits: rows, time,
// result bytes and bytes of one value (measured by the engine), and a few queries per user at once.
import { rule } from '../../../core/shared/access';
import { HttpError, tooManyRequests } from '../../../core/server/errors';
import { routeOf } from '../../../core/server/plugin';
import { ident } from '../../../core/server/warehouse/schema';
import { endpoints } from '../endpoints';
import {
  CELL_BYTES_LIMIT,
  CONCURRENT_PER_USER,
  dataSource,
  RESULT_BYTES_LIMIT,
  RIGHT_SQL,
  ROW_LIMIT,
  TIMEOUT_MS,
  type SqlFields,
  type SqlResult,
  type SqlStopped,
} from '../shared';
import { checkQuery, SqlRefusal } from './guard';

const right = rule.right(RIGHT_SQL);
const limits = { timeoutMs: TIMEOUT_MS, maxRows: ROW_LIMIT, maxBytes: RESULT_BYTES_LIMIT, maxCellBytes: CELL_BYTES_LIMIT };

/**
 * Queries running per user in this process. Each holds an engine connection (and, on DuckDB, a
 * worker thread of this process) for up to TIMEOUT_MS, so one person cannot take them all. Each
 * keeps its project, its run id and what stops it (Stop).
 */
interface Running {
  code: string;
  runId?: string;
  stop: AbortController;
}
const running = new Map<number, Set<Running>>();

/**
 * Runs a Stop named before they started: the Stop button shows as soon as the page sends its run,
 * and a quick click can reach the server while the run is still being checked. Such a run then
 * answers sql_stopped as it starts instead of running to the time limit. A few per user (ids of
 * runs that had already ended are never named again; the oldest go first).
 */
const stoppedEarly = new Map<number, string[]>();
const STOPPED_EARLY_KEPT = 4 * CONCURRENT_PER_USER;
const earlyKey = (code: string, runId: string) => `${code}/${runId}`;

function rememberStop(userId: number, key: string) {
  const keys = (stoppedEarly.get(userId) ?? []).filter((k) => k !== key);
  keys.push(key);
  stoppedEarly.set(userId, keys.slice(-STOPPED_EARLY_KEPT));
}

function takeEarlyStop(userId: number, key: string): boolean {
  const keys = stoppedEarly.get(userId);
  if (!keys?.includes(key)) return false;
  const rest = keys.filter((k) => k !== key);
  if (rest.length) stoppedEarly.set(userId, rest);
  else stoppedEarly.delete(userId);
  return true;
}

async function oneOfFew<T>(userId: number, run: Omit<Running, 'stop'>, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const mine = running.get(userId) ?? new Set<Running>();
  if (mine.size >= CONCURRENT_PER_USER) {
    throw tooManyRequests(`You already have ${mine.size} queries running; wait for one to finish (at most ${CONCURRENT_PER_USER} at once)`);
  }
  const entry: Running = { ...run, stop: new AbortController() };
  // An already aborted signal: the runner answers sql_stopped without starting the query.
  if (run.runId !== undefined && takeEarlyStop(userId, earlyKey(run.code, run.runId))) entry.stop.abort();
  mine.add(entry);
  running.set(userId, mine);
  try {
    return await work(entry.stop.signal);
  } finally {
    mine.delete(entry);
    if (mine.size === 0) running.delete(userId);
  }
}

export const sqlRoutes = [
  routeOf(endpoints.fields, {
    rule: right,
    summary: 'The tables a SQL query may read in this project (its data source) with their columns',
    async handler({ project, services }): Promise<SqlFields> {
      const table = dataSource(project.code);
      // The engine's own column types, read the way a query reads them (and the table made if new).
      const r = await services.warehouse.readOnlyQuery(project.code, `SELECT * FROM ${ident(table)} LIMIT 0`, { ...limits, maxRows: 0 });
      return { tables: [{ name: table, columns: r.columns }], dialect: services.warehouse.dialect };
    },
  }),
  routeOf(endpoints.run, {
    // A query: it reads only, so it holds no transaction open.
    transaction: false,
    rule: right,
    summary: `Runs one read-only SELECT over the project's data source: {query} -> {columns, rows, truncated} (${ROW_LIMIT} rows, ${RESULT_BYTES_LIMIT >> 20} MB, ${TIMEOUT_MS / 1000} s at most; ${CONCURRENT_PER_USER} at once per user)`,
    async handler({ body, project, services, user }): Promise<SqlResult> {
      let sql: string;
      try {
        sql = await checkQuery(body.query, { table: dataSource(project.code), dialect: services.warehouse.dialect });
      } catch (err) {
        if (err instanceof SqlRefusal) throw new HttpError(400, err.message, err.code);
        throw err;
      }
      return oneOfFew(user.id, { code: project.code, runId: body.runId }, async (signal) => {
        const started = performance.now();
        const result = await services.warehouse.readOnlyQuery(project.code, sql, { ...limits, signal });
        return { ...result, rowLimit: ROW_LIMIT, elapsedMs: Math.round(performance.now() - started) };
      });
    },
  }),
  routeOf(endpoints.stop, {
    transaction: false,
    rule: right,
    summary:
      "Stops the user's running SQL query in this project (the one run id names, or all): the engine stops it and its run answers 400 sql_stopped; a named run that has not started yet answers so as it starts",
    async handler({ body, project, user }): Promise<SqlStopped> {
      let stopped = 0;
      for (const r of running.get(user.id) ?? []) {
        if (r.code !== project.code || (body.runId !== undefined && r.runId !== body.runId) || r.stop.signal.aborted) continue;
        r.stop.abort();
        stopped++;
      }
      if (stopped === 0 && body.runId !== undefined) rememberStop(user.id, earlyKey(project.code, body.runId));
      return { stopped };
    },
  }),
];
