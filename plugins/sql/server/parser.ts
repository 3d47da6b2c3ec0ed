// DuckDB's own SQL parser, in a small in-memory instance of its own that holds no data and can
// reach nothing (no files, no extensions, settings locked): how many statements a text holds, and
// the parsed SELECT as JSON (json_serialize_sql) for the guard to walk. Used for both engines.
import { DuckDBInstance } from '@duckdb/node-api';

/** json_serialize_sql's refusal of any statement other than a SELECT, in DuckDB's own words (a CTE holding a DELETE is a parser error instead). */
const ONLY_SELECT_SERIALIZED = /^Only SELECT statements can be serialized/;

export type ParseOutcome =
  | { kind: 'empty' }
  | { kind: 'error'; message: string }
  | { kind: 'several'; count: number }
  /** One statement that is not a SELECT (json_serialize_sql serializes SELECTs only). */
  | { kind: 'notSelect'; message: string }
  | { kind: 'select'; node: unknown };

let instance: Promise<DuckDBInstance> | null = null;
const parserInstance = () =>
  (instance ??= DuckDBInstance.create(':memory:', {
    enable_external_access: 'false',
    autoinstall_known_extensions: 'false',
    autoload_known_extensions: 'false',
    lock_configuration: 'true',
    threads: '1',
  }));

const EXTRACT_PREFIX = 'Failed to extract statements: ';

export async function parseSql(text: string): Promise<ParseOutcome> {
  const conn = await (await parserInstance()).connect();
  try {
    let count: number;
    try {
      count = (await conn.extractStatements(text)).count;
    } catch (err) {
      const message = (err as Error).message;
      // Text with no statement at all (only blanks or comments) fails without a parser message.
      if (!message.startsWith(EXTRACT_PREFIX)) return { kind: 'empty' };
      return { kind: 'error', message: message.slice(EXTRACT_PREFIX.length) };
    }
    if (count === 0) return { kind: 'empty' };
    if (count > 1) return { kind: 'several', count };
    // The text is a bound value, never part of the SQL run here.
    const reader = await conn.runAndReadAll('SELECT json_serialize_sql($1::VARCHAR)', [text]);
    const json = JSON.parse(String(reader.getRowsJS()[0][0])) as
      { error: false; statements: { node: unknown }[] } | { error: true; error_type: string; error_message: string };
    if (json.error)
      return ONLY_SELECT_SERIALIZED.test(json.error_message)
        ? { kind: 'notSelect', message: json.error_message }
        : { kind: 'error', message: json.error_message };
    if (json.statements.length !== 1)
      return json.statements.length ? { kind: 'several', count: json.statements.length } : { kind: 'empty' };
    return { kind: 'select', node: json.statements[0].node };
  } finally {
    conn.closeSync();
  }
}
