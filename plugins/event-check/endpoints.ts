// The event-check plugin's typed endpoints, both halves' one definition (core/shared/endpoint.ts).
// Beside shared.ts rather than in it: shared.ts stays zod-free for the web manifest, and the
// schemas (schemas.ts) read their texts and limits from shared.ts.
import { z } from 'zod';
import { endpoint, typeOf } from '../../core/shared/endpoint';
import type { JobStarted } from '../../core/shared/jobs';
import { catalogSchema, checkQuerySchema, filesListQuerySchema, logDetailQuerySchema } from './schemas';
import type { CheckResponse, FilesListResponse, LogDetailResponse, StoredEventType } from './shared';

const catalogQuery = z.object({ format: z.enum(['json', 'xlsx'], { error: 'format must be json or xlsx' }).default('json') });
export type Catalog = { eventTypes: StoredEventType[] };

export const endpoints = {
  /**
   * The catalog; `?format=xlsx` starts an export job instead ({ jobId }: the file in the import's
   * layout comes from GET /v1/jobs/:id/file once it succeeded).
   */
  catalog: endpoint({ method: 'GET', path: '/v1/:code/track/eventTypes', query: catalogQuery, response: typeOf<Catalog | JobStarted>() }),
  saveCatalog: endpoint({ method: 'PUT', path: '/v1/:code/track/eventTypes', body: catalogSchema, response: typeOf<Catalog>() }),
  /**
   * Multipart `file` (xlsx) and `mode=replace` to drop the types the file leaves out; starts an
   * import job whose result is an ImportResponse (shared.ts).
   */
  importCatalog: endpoint({
    method: 'POST',
    path: '/v1/:code/track/eventTypes/import',
    multipart: true,
    response: typeOf<JobStarted>(),
  }),
  eventType: endpoint({ method: 'GET', path: '/v1/:code/track/eventTypes/:type', response: typeOf<{ eventType: StoredEventType }>() }),
  check: endpoint({ method: 'GET', path: '/v1/:code/track/check', query: checkQuerySchema, response: typeOf<CheckResponse>() }),
  files: endpoint({ method: 'GET', path: '/v1/:code/track/filesList', query: filesListQuerySchema, response: typeOf<FilesListResponse>() }),
  logDetail: endpoint({
    method: 'GET',
    path: '/v1/:code/track/logDetail',
    query: logDetailQuerySchema,
    response: typeOf<LogDetailResponse>(),
  }),
  /** Game clients (X-Client-Key): multipart `file`, `userId`, `platform`, `appVersion`. */
  clientLogs: endpoint({
    method: 'POST',
    path: '/client/v1/:code/logs',
    multipart: true,
    response: typeOf<{ fileName: string; size: number }>(),
  }),
};
