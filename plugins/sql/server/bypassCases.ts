// The SQL page's bypass set: queries that must all be refused, each with the words its message
// must carry, for project `tiles` (data source events_tiles) with `jigsaw` as the other project.
// Used by the guard's unit test (both dialects) and the API test (both engines).
import type { SqlDialect } from '../shared';

export interface BypassCase {
  sql: string;
  /** What the refusal must say (a regular expression over the message). */
  says: RegExp;
  /** Only on this dialect (ClickHouse's own readings of a text). */
  only?: SqlDialect;
}

const READ_ONLY = /only a SELECT query can run here/i;
const ILLEGAL = /^Illegal project/;
const FILES = /table functions are not allowed|files and URLs cannot be read|function \w+\(\) is not allowed/i;
const SYSTEM =
  /system tables are not allowed|table functions are not allowed|DESCRIBE, SHOW|function \w+\(\) is not allowed|without a schema/i;

const WAITS = /function \w+\(\) is not allowed here: it only makes the query wait/i;
const ENGINE = /is not allowed here: it tells about the engine, not the data/i;

export const BYPASS: BypassCase[] = [
  // time-wasters (they hold a connection and a worker thread for nothing), in any place
  { sql: 'SELECT pg_sleep(5) FROM events_tiles', says: WAITS },
  { sql: 'SELECT sleep_ms(5000) FROM events_tiles', says: WAITS },
  { sql: 'SELECT sleep(3) FROM events_tiles', says: WAITS },
  { sql: 'SELECT sleepEachRow(1) FROM events_tiles', says: WAITS },
  { sql: 'SELECT * FROM events_tiles WHERE level = (SELECT sleep(3))', says: WAITS },
  { sql: 'SELECT count(*) FROM events_tiles GROUP BY sleep_ms(level)', says: WAITS },
  // values as large as a number says, built in the server's memory: small literal numbers only
  {
    sql: "SELECT repeat('x', 500000) AS s FROM events_tiles",
    says: /^repeat\(\) takes its length as a whole number written in the query here, at most 100,000$/,
  },
  { sql: 'SELECT repeat(user_id, level) FROM events_tiles', says: /repeat\(\) takes its length/ },
  { sql: "SELECT lpad(user_id, 1000000000, 'x') FROM events_tiles", says: /lpad\(\) takes its length/ },
  { sql: 'SELECT list_resize(prop_keys, 3000000000) FROM events_tiles', says: /list_resize\(\) takes its length/ },
  { sql: "SELECT arrayWithConstant(1000000000, 'x') FROM events_tiles", says: /arrayWithConstant\(\) takes its length/i },
  {
    sql: 'SELECT range(2000000000) FROM events_tiles',
    says: /^range\(\) takes whole numbers written in the query here and makes at most 100,000 values$/,
  },
  { sql: 'SELECT range(1e12) FROM events_tiles', says: /range\(\) takes whole numbers/ },
  { sql: 'SELECT unnest(range(-5, 10000000)) FROM events_tiles', says: /range\(\) takes whole numbers/ },
  { sql: 'SELECT generate_series(1, level) FROM events_tiles', says: /generate_series\(\) takes whole numbers/ },
  {
    sql: 'SELECT count(*) FROM events_tiles WHERE level IN (SELECT unnest(range(0, 1000000000, 2)))',
    says: /range\(\) takes whole numbers/,
  },
  // engine fingerprints: version, database, user, host, uptime, session
  { sql: 'SELECT version() FROM events_tiles', says: ENGINE },
  { sql: 'SELECT VERSION() AS v FROM events_tiles', says: ENGINE },
  { sql: 'SELECT current_database() FROM events_tiles', says: ENGINE },
  { sql: 'SELECT current_schema() FROM events_tiles', says: ENGINE },
  { sql: 'SELECT current_schemas(true) FROM events_tiles', says: ENGINE },
  { sql: 'SELECT current_user FROM events_tiles', says: ENGINE },
  { sql: 'SELECT CURRENT_USER AS u FROM events_tiles', says: ENGINE },
  { sql: 'SELECT user FROM events_tiles', says: ENGINE },
  { sql: 'SELECT session_user FROM events_tiles', says: ENGINE },
  { sql: 'SELECT current_catalog FROM events_tiles', says: ENGINE },
  { sql: 'SELECT current_role FROM events_tiles', says: ENGINE },
  { sql: 'SELECT current_query() FROM events_tiles', says: ENGINE },
  { sql: 'SELECT txid_current() FROM events_tiles', says: ENGINE },
  { sql: 'SELECT pg_postmaster_start_time() FROM events_tiles', says: ENGINE },
  { sql: "SELECT has_table_privilege('events_jigsaw', 'select') FROM events_tiles", says: ENGINE },
  { sql: 'SELECT currentDatabase() FROM events_tiles', says: ENGINE },
  { sql: 'SELECT currentUser() FROM events_tiles', says: ENGINE },
  { sql: 'SELECT uptime() FROM events_tiles', says: ENGINE },
  { sql: 'SELECT hostName() FROM events_tiles', says: ENGINE },
  { sql: 'SELECT FQDN() FROM events_tiles', says: ENGINE },
  { sql: 'SELECT timezone() FROM events_tiles', says: ENGINE },
  { sql: 'SELECT tcpPort() FROM events_tiles', says: ENGINE },
  { sql: 'SELECT * FROM events_tiles WHERE user_id = (SELECT version())', says: ENGINE },
  // DML and DDL, also hidden in a CTE
  { sql: 'INSERT INTO events_tiles SELECT * FROM events_tiles', says: /INSERT is not allowed/ },
  { sql: 'DELETE FROM events_tiles', says: /DELETE is not allowed/ },
  { sql: "UPDATE events_tiles SET country = 'XX'", says: /UPDATE is not allowed/ },
  { sql: 'DROP TABLE events_tiles', says: /DROP is not allowed/ },
  { sql: 'TRUNCATE events_tiles', says: /TRUNCATE is not allowed/ },
  { sql: 'CREATE TABLE stolen AS SELECT * FROM events_tiles', says: /CREATE is not allowed/ },
  { sql: 'ALTER TABLE events_tiles ADD COLUMN x INTEGER', says: /ALTER is not allowed/ },
  { sql: 'CREATE MACRO peek() AS TABLE SELECT * FROM events_jigsaw', says: /CREATE is not allowed/ },
  { sql: 'WITH gone AS (DELETE FROM events_tiles RETURNING *) SELECT * FROM gone', says: READ_ONLY },
  { sql: 'WITH added AS (INSERT INTO events_tiles SELECT * FROM events_tiles RETURNING *) SELECT count(*) FROM added', says: READ_ONLY },
  { sql: 'WITH x AS (SELECT 1) DELETE FROM events_tiles', says: READ_ONLY },
  // several statements
  { sql: 'SELECT * FROM events_tiles; DROP TABLE events_tiles', says: /one statement at a time/ },
  { sql: 'SELECT count(*) FROM events_tiles; SELECT count(*) FROM events_jigsaw;', says: /one statement at a time/ },
  // COPY, ATTACH, INSTALL, LOAD, PRAGMA, SET and friends
  { sql: "COPY events_tiles TO '/tmp/sql-bypass.csv'", says: /COPY is not allowed/ },
  { sql: "COPY (SELECT * FROM events_tiles) TO '/tmp/sql-bypass.parquet' (FORMAT parquet)", says: /COPY is not allowed/ },
  { sql: "ATTACH '/tmp/sql-bypass.duckdb' AS other", says: /ATTACH is not allowed/ },
  { sql: 'DETACH other', says: /DETACH is not allowed/ },
  { sql: 'INSTALL httpfs', says: /INSTALL is not allowed/ },
  { sql: 'LOAD httpfs', says: /LOAD is not allowed/ },
  { sql: 'PRAGMA database_list', says: /PRAGMA is not allowed/ },
  { sql: 'SET enable_external_access = true', says: /SET is not allowed/ },
  { sql: 'RESET threads', says: /RESET is not allowed/ },
  { sql: 'CALL duckdb_settings()', says: /CALL is not allowed/ },
  { sql: "EXPORT DATABASE '/tmp/sql-bypass'", says: /EXPORT is not allowed/ },
  { sql: 'EXPLAIN ANALYZE SELECT * FROM events_tiles', says: /EXPLAIN is not allowed/ },
  { sql: 'BEGIN TRANSACTION', says: /BEGIN is not allowed/ },
  { sql: 'CHECKPOINT', says: /CHECKPOINT is not allowed/ },
  { sql: 'DESCRIBE events_jigsaw', says: /DESCRIBE, SHOW/ },
  { sql: 'SHOW TABLES', says: /DESCRIBE, SHOW/ },
  { sql: 'SUMMARIZE events_tiles', says: /DESCRIBE, SHOW/ },
  { sql: 'SELECT * FROM events_tiles SETTINGS max_execution_time = 1000', says: /could not be parsed/ },
  { sql: 'KILL QUERY WHERE 1 = 1', says: /could not be parsed|KILL is not allowed/ },
  // file and URL readers
  { sql: "SELECT * FROM read_csv('/etc/passwd')", says: FILES },
  { sql: "SELECT * FROM read_csv_auto('/etc/passwd')", says: FILES },
  { sql: "SELECT * FROM read_parquet('/tmp/x.parquet')", says: FILES },
  { sql: "SELECT * FROM read_json_auto('/tmp/x.json')", says: FILES },
  { sql: "SELECT * FROM read_text('/etc/passwd')", says: FILES },
  { sql: "SELECT * FROM read_blob('/etc/passwd')", says: FILES },
  { sql: "SELECT * FROM glob('*.csv')", says: FILES },
  { sql: "SELECT * FROM '/etc/passwd'", says: FILES },
  { sql: "SELECT * FROM 'https://example.com/data.csv'", says: FILES },
  { sql: "SELECT * FROM url('http://127.0.0.1:1/', CSV, 'a String')", says: FILES },
  { sql: "SELECT * FROM file('data.csv', CSV, 'a String')", says: FILES },
  { sql: "SELECT * FROM s3('https://bucket/x.csv', 'CSV', 'a String')", says: FILES },
  { sql: "SELECT * FROM remote('127.0.0.1', system.one)", says: FILES },
  { sql: "SELECT * FROM query('SELECT * FROM events_jigsaw')", says: FILES },
  { sql: "SELECT * FROM query_table('events_jigsaw')", says: FILES },
  { sql: 'SELECT * FROM range(10), events_tiles', says: FILES },
  { sql: "SELECT * FROM events_tiles WHERE user_id IN (SELECT * FROM read_csv('/etc/passwd'))", says: FILES },
  { sql: "SELECT * FROM events_tiles JOIN read_csv('/etc/passwd') AS f ON true", says: FILES },
  { sql: "SELECT file('data.csv') FROM events_tiles", says: FILES },
  { sql: "SELECT current_setting('threads') FROM events_tiles", says: /current_setting\(\) is not allowed/i },
  { sql: "SELECT getSetting('max_execution_time') FROM events_tiles", says: /getSetting\(\) is not allowed/i },
  { sql: "SELECT nextval('seq') FROM events_tiles", says: /nextval\(\) is not allowed/i },
  { sql: "SELECT joinGet('events_jigsaw', 'user_id', 1) FROM events_tiles", says: /joinGet\(\) is not allowed/i },
  { sql: "SELECT dictGetString('users', 'name', toUInt64(1)) FROM events_tiles", says: /dictGetString\(\) is not allowed/i },
  // system tables
  { sql: 'SELECT * FROM information_schema.tables', says: SYSTEM },
  { sql: 'SELECT t.* FROM events_tiles, information_schema.tables AS t', says: SYSTEM },
  { sql: 'SELECT * FROM duckdb_tables()', says: SYSTEM },
  { sql: 'SELECT * FROM duckdb_settings', says: SYSTEM },
  { sql: 'SELECT * FROM pg_catalog.pg_tables', says: SYSTEM },
  { sql: 'SELECT * FROM sqlite_master', says: SYSTEM },
  { sql: 'SELECT * FROM system.tables', says: SYSTEM },
  { sql: 'SELECT * FROM events_tiles WHERE event IN (SELECT name FROM system.tables)', says: SYSTEM },
  { sql: 'SELECT * FROM events_tiles, system.one', says: SYSTEM },
  { sql: 'SELECT * FROM main.events_jigsaw', says: SYSTEM },
  { sql: 'SELECT * FROM liveops.events_jigsaw', says: SYSTEM },
  // another project's table (or a table that is not the data source)
  { sql: 'SELECT * FROM events_jigsaw', says: ILLEGAL },
  { sql: 'SELECT * FROM "events_jigsaw"', says: ILLEGAL },
  { sql: 'SELECT * FROM EVENTS_JIGSAW', says: ILLEGAL },
  { sql: 'SELECT 1', says: ILLEGAL },
  { sql: 'SELECT * FROM levels_tiles', says: ILLEGAL },
  { sql: 'SELECT * FROM events_tiles AS t JOIN events_jigsaw AS o ON t.user_id = o.user_id', says: /^Illegal project: .*events_jigsaw/ },
  { sql: 'SELECT * FROM events_tiles WHERE uid IN (SELECT uid FROM events_jigsaw)', says: /^Illegal project: .*events_jigsaw/ },
  { sql: 'SELECT (SELECT count(*) FROM events_jigsaw) AS n FROM events_tiles', says: /^Illegal project: .*events_jigsaw/ },
  { sql: 'SELECT * FROM events_tiles WHERE EXISTS (SELECT 1 FROM events_jigsaw)', says: /^Illegal project: .*events_jigsaw/ },
  { sql: 'SELECT * FROM events_tiles LIMIT (SELECT count(*) FROM events_jigsaw)', says: /^Illegal project: .*events_jigsaw/ },
  { sql: 'WITH o AS (SELECT * FROM events_jigsaw) SELECT * FROM events_tiles, o', says: /^Illegal project: .*events_jigsaw/ },
  {
    sql: 'WITH a AS (SELECT * FROM events_tiles), b AS (SELECT * FROM a JOIN events_jigsaw USING (uid)) SELECT * FROM b',
    says: /^Illegal project: .*events_jigsaw/,
  },
  { sql: 'SELECT user_id FROM events_tiles UNION ALL SELECT user_id FROM events_jigsaw', says: /^Illegal project: .*events_jigsaw/ },
  { sql: 'SELECT * FROM events_tiles, LATERAL (SELECT * FROM events_jigsaw) AS j', says: /^Illegal project: .*events_jigsaw/ },
  { sql: 'SELECT * FROM events_tiles, (FROM events_jigsaw) AS j', says: /^Illegal project: .*events_jigsaw/ },
  {
    sql: "SELECT * FROM (PIVOT events_jigsaw ON event IN ('install') USING count(*)) AS p, events_tiles",
    says: /^Illegal project: .*events_jigsaw/,
  },
  // (DuckDB turns a PIVOT without IN into two statements: refused as such)
  {
    sql: 'SELECT * FROM (PIVOT events_jigsaw ON event USING count(*)) AS p, events_tiles',
    says: /one statement at a time|^Illegal project/,
  },
  { sql: 'SELECT * FROM events_tiles JOIN levels_jigsaw USING (uid)', says: /^Illegal project: .*levels_jigsaw/ },
  { sql: 'SELECT * FROM events_tiles JOIN nums_tiles USING (day)', says: /nums_tiles is not a data source/ },
  // CTE names and scope as DuckDB binds them
  { sql: 'WITH events_jigsaw AS (SELECT * FROM events_tiles) SELECT * FROM events_jigsaw', says: /another name/ },
  {
    sql: 'WITH a AS (SELECT * FROM b), b AS (SELECT * FROM events_tiles) SELECT * FROM a',
    says: /^Only events_tiles can be read here, not b$/,
  },
  {
    sql: 'WITH RECURSIVE r AS (SELECT user_id FROM r UNION ALL SELECT user_id FROM r) SELECT * FROM r, events_tiles',
    says: /^Only events_tiles can be read here, not r$/,
  },
  // ClickHouse's own readings: IN <table>, IN functions, and lexical differences
  { sql: 'SELECT count(*) FROM events_tiles WHERE user_id IN events_jigsaw', says: /IN takes a list/, only: 'clickhouse' },
  { sql: 'SELECT count(*) FROM events_tiles WHERE user_id NOT IN (events_jigsaw)', says: /IN takes a list/, only: 'clickhouse' },
  { sql: 'SELECT count(*) FROM events_tiles WHERE user_id NOT IN events_jigsaw', says: /IN takes a list/, only: 'clickhouse' },
  { sql: 'SELECT count(*) FROM events_tiles WHERE user_id IN liveops.events_jigsaw', says: /IN takes a list/, only: 'clickhouse' },
  { sql: 'SELECT count(*) FROM events_tiles WHERE user_id GLOBAL IN events_jigsaw', says: /could not be parsed/ },
  { sql: 'SELECT * FROM events_tiles ARRAY JOIN prop_keys', says: /could not be parsed|Only events_tiles can be read here/ },
  { sql: 'WITH (SELECT count(*) FROM events_jigsaw) AS n SELECT n FROM events_tiles', says: /could not be parsed/ },
  { sql: "SELECT * FROM events_tiles INTO OUTFILE '/tmp/sql-bypass.tsv'", says: /could not be parsed/ },
  { sql: 'SELECT notIn(user_id, events_jigsaw) FROM events_tiles', says: /notIn\(\) is not allowed/i },
  {
    sql: 'SELECT 1 AS a /* /* */ , (SELECT count(*) FROM events_jigsaw) AS b /* */ */ FROM events_tiles',
    says: /Block comments/,
    only: 'clickhouse',
  },
  {
    sql: "SELECT '\\' AS a, ' AS x, (SELECT count(*) FROM events_jigsaw) AS b, ' AS c FROM events_tiles",
    says: /Backslashes/,
    only: 'clickhouse',
  },
  { sql: 'SELECT count(*) FROM events_tiles # , (SELECT 1)', says: /#/, only: 'clickhouse' },
  { sql: 'SELECT $$x$$ FROM events_tiles', says: /\$/, only: 'clickhouse' },
  { sql: 'SELECT count(*) FROM `events_tiles`', says: /backticks/, only: 'clickhouse' },
];

/** The must-pass set: queries the page must run (both engines; one engine's own say so). */
export const LEGAL: { sql: string; only?: SqlDialect }[] = [
  { sql: "SELECT * FROM events_tiles WHERE day >= '2024-01-01' AND day < '2024-01-02' ORDER BY ts DESC LIMIT 100" },
  { sql: 'SELECT event, count(*) AS n FROM "events_tiles" GROUP BY event ORDER BY n DESC;' },
  // (ClickHouse 18.16 has no WITH ... AS (subquery); later releases do)
  {
    sql: 'WITH e AS (SELECT * FROM events_tiles WHERE level IS NOT NULL) SELECT level, count(*) AS n FROM e GROUP BY level',
    only: 'duckdb',
  },
  { sql: 'SELECT a.user_id FROM events_tiles AS a JOIN (SELECT user_id FROM events_tiles) AS b ON a.user_id = b.user_id LIMIT 5' },
  { sql: 'SELECT user_id FROM events_tiles WHERE uid IN (SELECT uid FROM events_tiles WHERE level = 1)' },
  { sql: "-- the top events\nSELECT event FROM events_tiles WHERE event IN ('game_enter', 'game_finish') LIMIT 1 -- done" },
  { sql: "SELECT count(*) FROM events_tiles WHERE 'hint' IN prop_keys", only: 'duckdb' },
  // reading a prop, as the field tree shows it per engine
  { sql: "SELECT prop_values[list_position(prop_keys, 'hint')] AS hint FROM events_tiles", only: 'duckdb' },
  { sql: "SELECT prop_values[indexOf(prop_keys, 'hint')] AS hint FROM events_tiles", only: 'clickhouse' },
  { sql: 'SELECT 1 AS a /* nested /* comment */ still */ FROM events_tiles LIMIT 1', only: 'duckdb' },
  {
    sql: 'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 3) SELECT n FROM r, (SELECT count(*) AS c FROM events_tiles) AS t',
    only: 'duckdb',
  },
  // valid syntax DuckDB's parser writes as a qualified call (main.list_value, main.substring ...)
  { sql: 'SELECT [1] AS one FROM events_tiles LIMIT 1' },
  { sql: 'SELECT [1, 2][1] AS first, prop_keys[1] AS k FROM events_tiles LIMIT 1' },
  { sql: 'SELECT substring(user_id, 1, 2) AS prefix FROM events_tiles LIMIT 1' },
  { sql: 'SELECT substring(user_id FROM 1 FOR 2) AS prefix FROM events_tiles LIMIT 1', only: 'duckdb' },
  { sql: 'SELECT extract(year FROM day) AS y, count(*) AS n FROM events_tiles GROUP BY y' },
  { sql: "SELECT trim(both 'p' from user_id) AS t FROM events_tiles LIMIT 1", only: 'duckdb' },
  { sql: "SELECT position('p' IN user_id) AS at FROM events_tiles LIMIT 1", only: 'duckdb' },
  { sql: "SELECT {'user': user_id} AS s, MAP {'k': 1} AS m, [k FOR k IN prop_keys] AS ks FROM events_tiles LIMIT 1", only: 'duckdb' },
  {
    sql: "SELECT timezone('UTC', TIMESTAMPTZ '2024-01-01 00:00:00+00') AS t, to_timestamp(ts / 1000) AT TIME ZONE 'UTC' AS at FROM events_tiles LIMIT 1",
    only: 'duckdb',
  },
  // small generated values
  { sql: 'SELECT range(7) AS week, range(100000) AS many FROM events_tiles LIMIT 1' },
  {
    sql: "SELECT lpad(CAST(level AS VARCHAR), 3, '0') AS l, repeat('-', 10) AS line, generate_series(1, 7) AS days, range(0, 100000, 2) AS even, unnest(range(-3, 3)) AS d FROM events_tiles LIMIT 6",
    only: 'duckdb',
  },
  // names like the refused ones, used as what they are here
  { sql: 'SELECT version, e."user" FROM (SELECT level AS version, user_id AS "user" FROM events_tiles) AS e LIMIT 1' },
];
