// The allow-list walk over a SELECT parsed by DuckDB (json_serialize_sql). Every object in the tree
// is visited, so a subquery anywhere (select list, WHERE, LIMIT, a join, a CTE) is seen:
//  - query nodes: SELECT, set operations (UNION ...), recursive CTEs; anything else is refused;
//  - table references: base tables, joins, subqueries, VALUES, PIVOT; table functions (read_csv,
//    glob, range, url(), file() ...), DESCRIBE/SHOW/SUMMARIZE and anything unknown are refused;
//  - a base table is a CTE in scope, or the project's data source, or refused: system catalogs,
//    files and URLs, qualified names, any other table (another project's above all);
//  - functions that reach outside the query (settings, files, dictionaries, sequences, another
//    table by name), that only make it wait (sleeps) or that tell about the engine rather than the
//    data (version, database, user, host, uptime) are refused, on either engine's names; those that
//    make a value as large as a number says (range, repeat, lpad ...) take a small literal number.
// CTE scope follows DuckDB's binder: a CTE sees the CTEs before it, and its own name only in the
// recursive part of a recursive CTE (elsewhere that name is the base table, as DuckDB reads it).
import type { SqlDialect } from '../shared';

export class SqlRefusal extends Error {
  constructor(
    message: string,
    readonly code = 'sql_refused',
  ) {
    super(message);
  }
}

export interface WalkOptions {
  /** The project's data source, events_<code>. */
  table: string;
  dialect: SqlDialect;
}

export interface WalkFindings {
  /** The query reads the project's data source. */
  usesDataSource: boolean;
  /** Base tables read that are not the data source (refused by the guard). */
  otherTables: string[];
}

type Node = Record<string, unknown>;

const QUERY_NODES = new Set(['SELECT_NODE', 'SET_OPERATION_NODE', 'RECURSIVE_CTE_NODE']);
const TABLE_REFS = new Set(['BASE_TABLE', 'JOIN', 'SUBQUERY', 'EXPRESSION_LIST', 'EMPTY', 'EMPTY_FROM', 'PIVOT']);

/** Functions that read or change what is outside the query, on either engine (lower case). */
const DENIED_FUNCTIONS = new Set([
  // files, URLs and other sources (table functions, refused as such too; some are scalars on ClickHouse)
  'file',
  'url',
  'glob',
  'input',
  'remote',
  'remotesecure',
  'cluster',
  'clusterallreplicas',
  's3',
  's3cluster',
  'gcs',
  'hdfs',
  'jdbc',
  'odbc',
  'mysql',
  'postgresql',
  'sqlite',
  'mongodb',
  'redis',
  'executable',
  'azureblobstorage',
  'merge',
  'dictionary',
  'sniff_csv',
  'query',
  'query_table',
  'json_execute_serialized_sql',
  'checkpoint',
  'force_checkpoint',
  'which_secret',
  // the server's settings and environment
  'current_setting',
  'getenv',
  'getsetting',
  'getmacro',
  'getserversetting',
  // state outside the query
  'nextval',
  'currval',
  'setseed',
  // another table or dictionary named by a string (ClickHouse)
  'joinget',
  'joingetornull',
  'hascolumnintable',
  'hascolumnintablestrict',
]);
const DENIED_PREFIXES = [
  'read_',
  'duckdb_',
  'pragma_',
  'parquet_',
  'sqlite_',
  'postgres_',
  'mysql_',
  'iceberg_',
  'delta_',
  'dict',
  'filesystem',
];
/** Functions that only spend time: they hold a connection (and a worker thread) for nothing. */
const WAITING_FUNCTIONS = new Set(['sleep', 'sleep_ms', 'pg_sleep', 'pg_sleep_for', 'pg_sleep_until', 'sleepeachrow', 'benchmark']);
/** Functions that tell about the engine, its host or its session, not about the data (fingerprints). */
const ENGINE_FUNCTIONS = new Set([
  // DuckDB (and the PostgreSQL names it takes)
  'version',
  'current_database',
  'current_catalog',
  'current_schema',
  'current_schemas',
  'current_user',
  'current_role',
  'session_user',
  'user',
  'current_query',
  'current_query_id',
  'current_connection_id',
  'current_transaction_id',
  'txid_current',
  'in_search_path',
  'get_block_size',
  'inet_client_addr',
  'inet_client_port',
  'inet_server_addr',
  'inet_server_port',
  'pg_backend_pid',
  'pg_postmaster_start_time',
  'pg_conf_load_time',
  'user_agent',
  'platform',
  'database_size',
  'database_list',
  'pg_typeof',
  'pg_get_expr',
  'pg_get_viewdef',
  'pg_get_constraintdef',
  'pg_has_role',
  // ClickHouse
  'currentdatabase',
  'database',
  'schema',
  'currentuser',
  'currentschemas',
  'currentprofiles',
  'enabledprofiles',
  'defaultprofiles',
  'currentroles',
  'enabledroles',
  'defaultroles',
  'uptime',
  'hostname',
  'fqdn',
  'fullhostname',
  'servertimezone',
  'tcpport',
  'buildid',
  'revision',
  'displayname',
  'serveruuid',
  'shardnum',
  'shardcount',
  'getoskernelversion',
  'zookeepersessionuptime',
  'queryid',
  'initialqueryid',
  'query_id',
  'initial_query_id',
  'connectionid',
  'connection_id',
  'getclienthttpheader',
  'getsettingordefault',
  'getserverport',
  'currentqueryid',
]);
const ENGINE_PREFIXES = ['has_', 'pg_'];
/** The server's time zone on ClickHouse; with arguments, DuckDB's AT TIME ZONE. */
const ENGINE_WITHOUT_ARGUMENTS = new Set(['timezone']);
/**
 * Functions that make a value as large as a number argument says (a list of n elements, a text of n
 * characters): DuckDB builds each one in the server's own memory, a chunk of 2,048 rows at a time,
 * before any limit can see it (range(2e9) is 16 GB). That argument must be a whole number written
 * in the query, at most GENERATED_MAX. Argument positions per function; range and generate_series:
 * all of them (start, stop, step: the count is worked out).
 */
export const GENERATED_MAX = 100_000;
const SIZE_ARGUMENT: Record<string, number[] | 'range'> = {
  range: 'range',
  generate_series: 'range',
  repeat: [1],
  lpad: [1],
  rpad: [1],
  list_resize: [1],
  array_resize: [1],
  arrayresize: [1],
  leftpad: [1],
  rightpad: [1],
  arraywithconstant: [0],
  space: [0],
  randomstring: [0],
  randomfixedstring: [0],
  randomprintableascii: [0],
  randomstringutf8: [0],
};

/** A whole number written in the query (-5 included), else null. */
function integerLiteral(n: unknown): number | null {
  const node = n as Node | undefined;
  if (node?.class === 'CONSTANT') {
    const v = node.value as { type?: { id?: string }; value?: unknown; is_null?: boolean } | undefined;
    const id = v?.type?.id ?? '';
    return !v?.is_null && /INT/.test(id) && Number.isFinite(Number(v?.value)) ? Number(v?.value) : null;
  }
  if (node?.class === 'FUNCTION' && node.function_name === '-' && Array.isArray(node.children) && node.children.length === 1) {
    const x = integerLiteral(node.children[0]);
    return x === null ? null : -x;
  }
  return null;
}

/** How many values range(...)/generate_series(...) make from literal arguments, else null. */
function rangeCount(name: string, args: unknown[]): number | null {
  const nums = args.map(integerLiteral);
  if (!nums.length || nums.length > 3 || nums.some((x) => x === null)) return null;
  const [start, stop, step] = nums.length === 1 ? [0, nums[0]!, 1] : [nums[0]!, nums[1]!, nums[2] ?? 1];
  if (step === 0) return 0;
  const span = name === 'generate_series' ? stop - start + Math.sign(step) : stop - start;
  return Math.max(0, Math.ceil(span / step));
}

/**
 * Names DuckDB binds as a call when no column has them (SQL's `current_user`, `user` ... without
 * parentheses): refused as a plain name too. (A column of a CTE can be named otherwise.)
 */
const ENGINE_NAMES = new Set(['current_user', 'user', 'session_user', 'current_role', 'current_catalog', 'current_schema']);
/**
 * Qualified names DuckDB's parser writes itself for syntax ([1] is main.list_value, substring(x
 * FROM 1) main.substring, extract() main.date_part ...): the same as the plain name.
 */
const PARSER_SCHEMA = 'main';
/** ClickHouse's functional forms of IN take a table name: in, notIn, globalIn, nullIn, ...IgnoreSet. */
const IN_FUNCTION = /^(global)?(not)?(null)?(not)?in(ignoreset)?$/;

/** Schemas and names of the engines' catalogs. */
const SYSTEM_SCHEMAS = new Set(['information_schema', 'pg_catalog', 'system', 'temp', 'main', 'memory']);
const SYSTEM_NAME = /^(duckdb_|sqlite_|pg_|information_schema$|system$)/;
/** A CTE may not take a name a table could have (so no engine can read it as the table). */
const TABLE_LIKE = /^(events_|levels_|nums_|stage_|duckdb_|sqlite_|pg_|information_schema$|system$)/i;

function functionName(n: Node): string | null {
  return typeof n.function_name === 'string' ? n.function_name : null;
}

export function walkSelect(root: unknown, opts: WalkOptions): WalkFindings {
  const findings: WalkFindings = { usesDataSource: false, otherTables: [] };
  // DuckDB finds tables and CTEs whatever the case; ClickHouse matches names exactly.
  const fold = (s: string) => (opts.dialect === 'duckdb' ? s.toLowerCase() : s);
  const own = fold(opts.table);

  const visit = (v: unknown, scope: ReadonlySet<string>): void => {
    if (Array.isArray(v)) {
      for (const x of v) visit(x, scope);
      return;
    }
    if (!v || typeof v !== 'object') return;
    const n = v as Node;
    const type = typeof n.type === 'string' ? n.type : '';
    if (!('class' in n) && type.endsWith('_NODE')) return visitQuery(n, scope);
    if (!('class' in n) && 'alias' in n && ('sample' in n || TABLE_REFS.has(type))) checkTableRef(n, type, scope);
    const fn = functionName(n);
    if (fn !== null) checkFunction(n, fn);
    if (n.class === 'COLUMN_REF') checkColumnName(n);
    if (opts.dialect === 'clickhouse') checkInOperand(n, fn);
    for (const child of Object.values(n)) visit(child, scope);
  };

  const visitQuery = (n: Node, outer: ReadonlySet<string>): void => {
    const type = String(n.type);
    if (!QUERY_NODES.has(type))
      throw new SqlRefusal(
        `Only a SELECT query can run here (${type
          .replace(/_NODE$/, '')
          .toLowerCase()
          .replace(/_/g, ' ')} is not allowed)`,
      );
    let scope = outer;
    const ctes = ((n.cte_map as Node | undefined)?.map as { key: string; value: Node }[] | undefined) ?? [];
    for (const { key, value } of ctes) {
      if (TABLE_LIKE.test(key)) throw new SqlRefusal(`Give the CTE "${key}" another name: it looks like a table's`);
      visit(value, scope);
      scope = new Set([...scope, fold(key)]);
    }
    for (const [k, child] of Object.entries(n)) {
      if (k === 'cte_map') continue;
      // A recursive CTE's own name is the CTE in its recursive part only.
      if (type === 'RECURSIVE_CTE_NODE' && k === 'right' && typeof n.cte_name === 'string')
        visit(child, new Set([...scope, fold(n.cte_name)]));
      else visit(child, scope);
    }
  };

  const checkTableRef = (n: Node, type: string, scope: ReadonlySet<string>) => {
    if (type === 'TABLE_FUNCTION') {
      const fn = functionName((n.function as Node) ?? {}) ?? 'a table function';
      throw new SqlRefusal(`Table functions are not allowed here: ${fn}() (read the table ${opts.table} instead)`);
    }
    if (type === 'SHOW_REF') throw new SqlRefusal('DESCRIBE, SHOW and SUMMARIZE are not allowed here: the field tree lists the columns');
    if (!TABLE_REFS.has(type)) throw new SqlRefusal(`This kind of table reference is not allowed here (${type.toLowerCase()})`);
    if (type !== 'BASE_TABLE') return;
    const name = String(n.table_name ?? '');
    const schema = String(n.schema_name ?? '');
    const catalog = String(n.catalog_name ?? '');
    const qualified = [catalog, schema, name].filter(Boolean).join('.');
    if (!schema && !catalog && scope.has(fold(name))) return; // a CTE
    if (SYSTEM_SCHEMAS.has(schema.toLowerCase()) && schema.toLowerCase() !== 'main')
      throw new SqlRefusal(`System tables are not allowed here: ${qualified}`);
    if (SYSTEM_SCHEMAS.has(catalog.toLowerCase()) && catalog.toLowerCase() !== 'memory')
      throw new SqlRefusal(`System tables are not allowed here: ${qualified}`);
    if (SYSTEM_NAME.test(name.toLowerCase())) throw new SqlRefusal(`System tables are not allowed here: ${qualified}`);
    // DuckDB reads a quoted path in FROM as a file ('x.csv', 's3://...').
    if (/[./\\:~*?]/.test(name)) throw new SqlRefusal(`Files and URLs cannot be read here: '${name}'`);
    if (schema || catalog) throw new SqlRefusal(`Name the table without a schema or database: ${qualified}`);
    if (fold(name) === own) findings.usesDataSource = true;
    else if (!findings.otherTables.includes(name)) findings.otherTables.push(name);
  };

  const checkFunction = (n: Node, fn: string) => {
    const name = fn.toLowerCase();
    const schema = typeof n.schema === 'string' ? n.schema : '';
    const qualifier = [n.catalog, schema === PARSER_SCHEMA ? '' : schema].filter((x) => typeof x === 'string' && x).join('.');
    if (qualifier) throw new SqlRefusal(`Call functions by their plain name: ${qualifier}.${fn}`);
    if (DENIED_FUNCTIONS.has(name) || DENIED_PREFIXES.some((p) => name.startsWith(p)) || IN_FUNCTION.test(name)) {
      throw new SqlRefusal(`The function ${fn}() is not allowed here: it reaches outside the query`);
    }
    if (WAITING_FUNCTIONS.has(name)) throw new SqlRefusal(`The function ${fn}() is not allowed here: it only makes the query wait`);
    const args = Array.isArray(n.children) ? (n.children as unknown[]) : [];
    const size = SIZE_ARGUMENT[name];
    if (size === 'range') {
      const count = rangeCount(name, args);
      if (count === null || count > GENERATED_MAX) {
        throw new SqlRefusal(
          `${fn}() takes whole numbers written in the query here and makes at most ${GENERATED_MAX.toLocaleString('en-US')} values`,
        );
      }
    } else if (size) {
      for (const i of size) {
        const v = integerLiteral(args[i]);
        if (i < args.length && (v === null || Math.abs(v) > GENERATED_MAX)) {
          throw new SqlRefusal(
            `${fn}() takes its length as a whole number written in the query here, at most ${GENERATED_MAX.toLocaleString('en-US')}`,
          );
        }
      }
    }
    const noArguments = args.length === 0;
    if (
      ENGINE_FUNCTIONS.has(name) ||
      ENGINE_PREFIXES.some((p) => name.startsWith(p)) ||
      (noArguments && ENGINE_WITHOUT_ARGUMENTS.has(name))
    ) {
      throw new SqlRefusal(`The function ${fn}() is not allowed here: it tells about the engine, not the data`);
    }
  };

  const checkColumnName = (n: Node) => {
    const parts = Array.isArray(n.column_names) ? (n.column_names as unknown[]) : [];
    const name = parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : '';
    if (ENGINE_NAMES.has(name.toLowerCase())) {
      throw new SqlRefusal(`${name} is not allowed here: it tells about the engine, not the data (give a column of yours another name)`);
    }
  };

  // ClickHouse reads `x IN name` (and `x IN (name)`) as "in the table `name`"; DuckDB parses the
  // same text as a column (`contains(name, x)` or an IN list), so it is refused on ClickHouse.
  const checkInOperand = (n: Node, fn: string | null) => {
    const children = Array.isArray(n.children) ? (n.children as Node[]) : [];
    const isIn = n.class === 'OPERATOR' && (n.type === 'COMPARE_IN' || n.type === 'COMPARE_NOT_IN');
    const operands = isIn ? children.slice(1) : fn?.toLowerCase() === 'contains' ? children.slice(0, 1) : [];
    if (operands.some((c) => c?.class === 'COLUMN_REF')) {
      throw new SqlRefusal(
        'On ClickHouse, IN takes a list of values or a subquery, not a name (ClickHouse would read a table of that name)',
      );
    }
  };

  visit(root, new Set());
  return findings;
}
