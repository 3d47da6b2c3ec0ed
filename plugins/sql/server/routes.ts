// The SQL page's API: the field tree (the project's data source and its columns as the engine
// names their types) and running one checked, read-only query within the limits.
import { rule } from '../../../core/shared/access';
import { HttpError } from '../../../core/server/errors';
import { route } from '../../../core/server/plugin';
import { ident } from '../../../core/server/warehouse/schema';
import { sqlRunSchema } from '../schema';
import { api, dataSource, RIGHT_SQL, ROW_LIMIT, TIMEOUT_MS, type SqlFields, type SqlResult } from '../shared';
import { checkQuery, SqlRefusal } from './guard';

const right = rule.right(RIGHT_SQL);

export const sqlRoutes = [
  route({
    method: 'GET',
    path: api.fields,
    rule: right,
    summary: 'The tables a SQL query may read in this project (its data source) with their columns',
    async handler({ project, services }): Promise<SqlFields> {
      const table = dataSource(project.code);
      // The engine's own column types, read the way a query reads them (and the table made if new).
      const r = await services.warehouse.readOnlyQuery(project.code, `SELECT * FROM ${ident(table)} LIMIT 0`, { timeoutMs: TIMEOUT_MS, maxRows: 0 });
      return { tables: [{ name: table, columns: r.columns }], dialect: services.warehouse.dialect };
    },
  }),
  route({
    method: 'POST',
    // A query: it reads only, so it holds no transaction open.
    transaction: false,
    path: api.run,
    rule: right,
    summary: `Runs one read-only SELECT over the project's data source: {query} -> {columns, rows, truncated} (${ROW_LIMIT} rows, ${TIMEOUT_MS / 1000} s at most)`,
    body: sqlRunSchema,
    async handler({ body, project, services }): Promise<SqlResult> {
      let sql: string;
      try {
        sql = await checkQuery(body.query, { table: dataSource(project.code), dialect: services.warehouse.dialect });
      } catch (err) {
        if (err instanceof SqlRefusal) throw new HttpError(400, err.message, err.code);
        throw err;
      }
      const started = performance.now();
      const result = await services.warehouse.readOnlyQuery(project.code, sql, { timeoutMs: TIMEOUT_MS, maxRows: ROW_LIMIT });
      return { ...result, rowLimit: ROW_LIMIT, elapsedMs: Math.round(performance.now() - started) };
    },
  }),
];
