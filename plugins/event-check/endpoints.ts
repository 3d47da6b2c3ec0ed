// The event-check plugin's typed endpoints, both halves' one definition (core/shared/endpoint.ts).
// Beside shared.ts rather than in it: shared.ts stays zod-free for the web manifest, and the
// schemas (schemas.ts) read their texts and limits from shared.ts.
import { z } from 'zod';
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { catalogSchema, checkQuerySchema, filesListQuerySchema, logDetailQuerySchema } from './schemas';
import type { CheckResponse, FilesListResponse, ImportResponse, LogDetailResponse, StoredEventType } from './shared';

const catalogQuery = z.object({ format: z.enum(['json', 'xlsx'], { error: 'format must be json or xlsx' }).default('json') });
type Catalog = { eventTypes: StoredEventType[] };

export const endpoints = {
  /** The catalog; `?format=xlsx` answers a download in the import's layout instead. */
  catalog: endpoint({ method: 'GET', path: '/v1/:code/track/eventTypes', query: catalogQuery, response: typeOf<Catalog>() }),
  saveCatalog: endpoint({ method: 'PUT', path: '/v1/:code/track/eventTypes', body: catalogSchema, response: typeOf<Catalog>() }),
  /** Multipart `file` (xlsx) and `mode=replace` to drop the types the file leaves out. */
  importCatalog: endpoint({
    method: 'POST',
    path: '/v1/:code/track/eventTypes/import',
    multipart: true,
    response: typeOf<ImportResponse>(),
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
