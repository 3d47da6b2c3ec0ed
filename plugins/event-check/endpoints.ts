// The event-check plugin's typed endpoints, both halves' one definition (core/shared/endpoint.ts).
// Beside shared.ts rather than in it: shared.ts stays zod-free for the web manifest, and the
// schemas (schemas.ts) read their texts and limits from shared.ts.
import { z } from 'zod';
import { clientEndpoint, endpoint, typeOf } from '../../core/shared/endpoint';
import type { JobStarted } from '../../core/shared/jobs';
import { catalogSchema, checkQuerySchema, filesListQuerySchema, logDetailQuerySchema, logUploadAnswerSchema } from './schemas';
import {
  DEFAULT_LOG_QUOTA_MB,
  MAX_LOG_BYTES,
  MAX_LOGS_PER_ADDRESS_HOUR,
  MAX_LOGS_PER_USER_HOUR,
  type CheckResponse,
  type FilesListResponse,
  type LogDetailResponse,
  type StoredEventType,
} from './shared';

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
  /** Game clients (X-Client-Key; clientEndpoint: /client/v1/openapi.json): multipart `file`, `userId`, `platform`, `appVersion`. */
  clientLogs: clientEndpoint({
    method: 'POST',
    path: '/client/v1/:code/logs',
    multipart: true,
    summary: "Upload a player's log file",
    description: `A multipart/form-data body (not JSON) with the fields: file (the log, text; at most ${MAX_LOG_BYTES / 1024 / 1024} MB, 413 above), userId (required, at most 128 characters), platform (1 Android, 2 iOS, 3 Mac) and appVersion (optional, at most 32 of letters, digits and . + _ -). The console's event check lists and reads the stored logs. Only for a project with event tracking on (403 otherwise). At most ${MAX_LOGS_PER_USER_HOUR} files an hour per user, ${MAX_LOGS_PER_ADDRESS_HOUR} per address and the project's daily quota of bytes (${DEFAULT_LOG_QUOTA_MB} MB unless configured): 429 above each.`,
    response: logUploadAnswerSchema,
    example: {
      params: { code: 'jigsaw' },
      response: { fileName: 'u-48213_2_20261130-190411_a3f9c2.log', size: 18342 },
    },
  }),
};
