// A person's SELECT on ClickHouse (the SQL page), as the read-only user (CLICKHOUSE_SQL_USER):
// its profile has readonly=1 (no writes, no table functions, no settings from the query),
// max_execution_time=30 and max_result_rows=10000 with result_overflow_mode=break
// (scripts/clickhouse-start.sh makes it). Here the same limits once more: the query is killed
// (through the main connection) at the time limit and rows past the limit are cut.
import { randomUUID } from 'node:crypto';
import { createClient, ClickHouseLogLevel, type ClickHouseClient } from '@clickhouse/client';
import { HttpError } from '../errors';
import { safeInteger, timeoutError } from './readOnly';
import { chString } from './sql';
import type { ReadOnlyOptions, ReadOnlyResult } from './types';

export interface ReadOnlyUser {
  username: string;
  password: string;
}

/** The user the start script makes; set CLICKHOUSE_SQL_USER / CLICKHOUSE_SQL_PASSWORD for another. */
export const DEFAULT_READ_ONLY_USER: ReadOnlyUser = { username: 'liveops_sql', password: 'liveops-sql' };

const INT64 = /^(Nullable\()?U?Int64\)?$/;
/** Codes for an unknown user, a wrong password, a failed authentication (old and new servers). */
const AUTH_CODES = new Set(['192', '193', '516']);

/** The server's own words, without the code and the C++ noise of older servers. */
export function clickhouseMessage(err: unknown): { code?: string; text: string } {
  const raw = (err as Error)?.message ?? String(err);
  const code = /Code: (\d+)/.exec(raw)?.[1] ?? ((err as { code?: string }).code || undefined);
  const text = /DB::Exception: ([\s\S]*?)(?:, e\.what\(\) = DB::Exception)?\s*$/.exec(raw)?.[1] ?? raw;
  // (The client appends the output format to the query; the person did not write it.)
  return { code, text: text.replace(/\s*\(version [^)]*\)\s*$/, '').replace(/ ?\nFORMAT JSONCompact/g, '').trim() };
}

export function clickhouseReadOnly(url: string, database: string, user: ReadOnlyUser, admin: ClickHouseClient) {
  let client: ClickHouseClient | null = null;
  // The main user's credentials in CLICKHOUSE_URL are not this client's.
  const plain = new URL(url);
  plain.username = '';
  plain.password = '';
  const open = () =>
    (client ??= createClient({
      url: plain.toString().replace(/\/$/, ''),
      database,
      username: user.username,
      password: user.password,
      log: { level: ClickHouseLogLevel.OFF },
      // No settings at all travel with the query: readonly=1 refuses any.
      compression: { request: false, response: false },
      request_timeout: 60_000,
      max_open_connections: 4,
    }));

  return {
    async query(sql: string, opts: ReadOnlyOptions): Promise<ReadOnlyResult> {
      const queryId = randomUUID();
      const abort = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        abort.abort();
        // Closing the request does not stop an old server's query: kill it by id.
        admin.command({ query: `KILL QUERY WHERE query_id = ${chString(queryId)} ASYNC` }).catch(() => undefined);
      }, opts.timeoutMs);
      try {
        const rs = await open().query({ query: sql, format: 'JSONCompact', query_id: queryId, abort_signal: abort.signal });
        const body = (await rs.json()) as { meta: { name: string; type: string }[]; data: unknown[][] };
        if (timedOut) throw timeoutError(opts);
        // result_overflow_mode=break stops after the block that passes the limit: more rows than
        // the limit means the result was cut.
        const truncated = body.data.length > opts.maxRows;
        const rows = (truncated ? body.data.slice(0, opts.maxRows) : body.data).map((r) => r.map((v, i) => (INT64.test(body.meta[i].type) ? safeInteger(v) : v)));
        return { columns: body.meta.map((m) => ({ name: m.name, type: m.type })), rows, truncated };
      } catch (err) {
        if (timedOut) throw timeoutError(opts);
        if (err instanceof HttpError) throw err;
        const { code, text } = clickhouseMessage(err);
        if (code && AUTH_CODES.has(code)) {
          throw new HttpError(503, `The SQL page's read-only ClickHouse user "${user.username}" cannot sign in (${text}); see CLICKHOUSE_SQL_USER in the README`, 'unavailable');
        }
        if (code === '159') throw timeoutError(opts); // TIMEOUT_EXCEEDED: the profile's max_execution_time
        if (!code) throw new HttpError(503, `The warehouse did not answer: ${text}`, 'unavailable');
        throw new HttpError(400, text, 'sql_error');
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      await client?.close();
    },
  };
}
