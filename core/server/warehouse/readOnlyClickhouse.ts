// A person's SELECT on ClickHouse (the SQL page), as the read-only user (CLICKHOUSE_SQL_USER):
// its profile has readonly=1 (no writes, no table functions, no settings from the query),
// max_execution_time=30, max_result_rows=10000 with result_overflow_mode=break and memory limits
// (scripts/clickhouse-start.sh makes it). Here the same limits once more: the query is killed
// (through the main connection) at the time limit. The answer is read as a stream, and dropped (the
// query killed) after one row more than the row limit, or as soon as it passes the byte limit: no
// more than that ever reaches this process.
import { randomUUID } from 'node:crypto';
import { StringDecoder } from 'node:string_decoder';
import { createClient, ClickHouseLogLevel, type ClickHouseClient } from '@clickhouse/client';
import { HttpError } from '../errors';
import { cellTooLarge, memoryError, resultTooLarge, safeInteger, stoppedError, timeoutError } from './readOnly';
import { chString } from './sql';
import type { ReadOnlyOptions, ReadOnlyResult } from './types';

export interface ReadOnlyUser {
  username: string;
  password: string;
}

/** The user the start script makes; set CLICKHOUSE_SQL_USER / CLICKHOUSE_SQL_PASSWORD for another. */
export const DEFAULT_READ_ONLY_USER: ReadOnlyUser = { username: 'liveops_sql', password: 'liveops-sql' };

const INT64 = /^(Nullable\()?U?Int64\)?$/;
/** JSONCompact's own text around the values (meta, statistics), allowed on top of the byte limit. */
const FRAME_BYTES = 64 * 1024;
/** Codes for an unknown user, a wrong password, a failed authentication (old and new servers). */
const AUTH_CODES = new Set(['192', '193', '516']);

/** The server's own words, without the code and the C++ noise of older servers. */
export function clickhouseMessage(err: unknown): { code?: string; text: string } {
  const raw = (err as Error)?.message ?? String(err);
  const code = /Code: (\d+)/.exec(raw)?.[1] ?? ((err as { code?: string }).code || undefined);
  const text = /DB::Exception: ([\s\S]*?)(?:, e\.what\(\) = DB::Exception)?\s*$/.exec(raw)?.[1] ?? raw;
  // (The client appends the output format to the query; the person did not write it.)
  return {
    code,
    text: text
      .replace(/\s*\(version [^)]*\)\s*$/, '')
      .replace(/ ?\nFORMAT JSONCompact/g, '')
      .trim(),
  };
}

/** Codes for a query over its memory limits (MEMORY_LIMIT_EXCEEDED) and over result limits in throw mode. */
const MEMORY_CODES = new Set(['241']);
const TOO_MANY_CODES = new Set(['396']);

/** The bytes a value takes as JSON, roughly (strings by their length, the rest as written). */
function jsonSize(v: unknown): number {
  if (typeof v === 'string') return v.length;
  if (v === null || typeof v !== 'object') return 8;
  return JSON.stringify(v).length;
}

const DATA = '"data":\n\t[\n';
const ROW = '\t\t[';

/**
 * The JSONCompact answer's text up to its (maxRows + 1)th row, read as it streams in (one row a
 * line): the request is dropped there (result_overflow_mode=break may send a whole block more), or
 * refused as soon as the bytes pass the limit, so no more than that is ever held here.
 */
async function readRows(stream: AsyncIterable<Buffer>, opts: ReadOnlyOptions, stop: () => void): Promise<string> {
  const decoder = new StringDecoder('utf8');
  // Pieces are kept as they come (joined once at the end): no text is copied while reading.
  const pieces: string[] = [];
  let prefix = ''; // the text before the rows (the columns), until "data" is seen
  let inData = false;
  let head = ''; // the current line's first characters (as many as ROW has)
  let rows = 0;
  let size = 0;
  for await (const part of stream) {
    size += part.length;
    if (size > opts.maxBytes + FRAME_BYTES) {
      stop();
      throw resultTooLarge(opts);
    }
    let piece = decoder.write(part);
    if (!inData) {
      prefix += piece;
      const at = prefix.indexOf(DATA);
      if (at < 0) continue;
      inData = true;
      pieces.push(prefix.slice(0, at + DATA.length));
      piece = prefix.slice(at + DATA.length);
    }
    for (let from = 0; ;) {
      const nl = piece.indexOf('\n', from);
      if (head.length < ROW.length) head += piece.slice(from, Math.min(nl < 0 ? piece.length : nl, from + ROW.length - head.length));
      if (nl < 0) break;
      if (head === ROW && ++rows > opts.maxRows) {
        stop();
        pieces.push(piece.slice(0, nl).replace(/,$/, ''), '\n\t]\n}');
        return pieces.join('');
      }
      head = '';
      from = nl + 1;
    }
    pieces.push(piece);
  }
  return (inData ? pieces.join('') : prefix) + decoder.end();
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
      if (opts.signal?.aborted) throw stoppedError();
      const queryId = randomUUID();
      const abort = new AbortController();
      let timedOut = false;
      const kill = () => {
        abort.abort();
        // Closing the request does not stop an old server's query: kill it by id.
        admin.command({ query: `KILL QUERY WHERE query_id = ${chString(queryId)} ASYNC` }).catch(() => undefined);
      };
      const timer = setTimeout(() => {
        timedOut = true;
        kill();
      }, opts.timeoutMs);
      // Stop (the SQL page's button): killed as at the time limit.
      let stopped = false;
      const stop = () => {
        stopped = true;
        kill();
      };
      opts.signal?.addEventListener('abort', stop, { once: true });
      try {
        const { stream } = await open().exec({ query: `${sql}\nFORMAT JSONCompact`, query_id: queryId, abort_signal: abort.signal });
        const text = await readRows(stream as AsyncIterable<Buffer>, opts, kill);
        if (timedOut) throw timeoutError(opts);
        if (stopped) throw stoppedError();
        let body: { meta: { name: string; type: string }[]; data: unknown[][] };
        try {
          body = JSON.parse(text);
        } catch {
          // An error after the answer began comes at the end of the text (the status was 200).
          throw Object.assign(new Error(/Code: \d+[\s\S]*$/.exec(text)?.[0] ?? 'The answer was cut off'), { fromServer: true });
        }
        for (const row of body.data) {
          for (let i = 0; i < row.length; i++) if (jsonSize(row[i]) > opts.maxCellBytes) throw cellTooLarge(body.meta[i].name, opts);
        }
        const truncated = body.data.length > opts.maxRows;
        const rows = (truncated ? body.data.slice(0, opts.maxRows) : body.data).map((r) =>
          r.map((v, i) => (INT64.test(body.meta[i].type) ? safeInteger(v) : v)),
        );
        return { columns: body.meta.map((m) => ({ name: m.name, type: m.type })), rows, truncated };
      } catch (err) {
        if (timedOut) throw timeoutError(opts);
        if (stopped) throw stoppedError();
        if (err instanceof HttpError) throw err;
        const { code, text } = clickhouseMessage(err);
        if (code && AUTH_CODES.has(code)) {
          throw new HttpError(
            503,
            `The SQL page's read-only ClickHouse user "${user.username}" cannot sign in (${text}); see CLICKHOUSE_SQL_USER in the README`,
            'unavailable',
          );
        }
        if (code === '159') throw timeoutError(opts); // TIMEOUT_EXCEEDED: the profile's max_execution_time
        if (code && MEMORY_CODES.has(code)) throw memoryError();
        if (code && TOO_MANY_CODES.has(code)) throw resultTooLarge(opts);
        if (!code && !(err as { fromServer?: boolean }).fromServer)
          throw new HttpError(503, `The warehouse did not answer: ${text}`, 'unavailable');
        throw new HttpError(400, text, 'sql_error');
      } finally {
        clearTimeout(timer);
        opts.signal?.removeEventListener('abort', stop);
      }
    },
    async close() {
      await client?.close();
    },
  };
}
