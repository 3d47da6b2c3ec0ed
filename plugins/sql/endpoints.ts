// The SQL page's typed endpoints, both halves' one definition (core/shared/endpoint.ts). Beside
// shared.ts rather than in it: shared.ts stays zod-free for the web manifest, and the body schema
// (schemas.ts) reads its limits from shared.ts.
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { sqlRunSchema, sqlStopSchema } from './schemas';
import type { SqlFields, SqlResult, SqlStopped } from './shared';

export const endpoints = {
  /** The project's data source and its columns as the engine names their types. */
  fields: endpoint({ method: 'GET', path: '/v1/:code/sql/fields', response: typeOf<SqlFields>() }),
  /** One checked, read-only query. */
  run: endpoint({ method: 'POST', path: '/v1/:code/sql', body: sqlRunSchema, response: typeOf<SqlResult>() }),
  /** Stops the user's running query in the project (the engine is told to stop it; its run answers 400 sql_stopped). */
  stop: endpoint({ method: 'POST', path: '/v1/:code/sql/stop', body: sqlStopSchema, response: typeOf<SqlStopped>() }),
};
