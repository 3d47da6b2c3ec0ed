// The event-type catalog (001 §7 Track): GET and PUT /v1/{code}/track/eventTypes, GET
// /track/eventTypes/{type}, and the import (ours: 002 §7 leaves its path out), a multipart xlsx
// that merges into or replaces the catalog. `?format=xlsx` on the list starts a job that makes it
// in the import's layout. Both the export and the import run as jobs (./catalogJobs.ts): the
// routes keep the checks of the request (tracking, rights, the upload) and answer { jobId }.
// Reading needs eventCheck; changing needs eventTypes (never LIMIT users).
import { rule as access } from '../../../core/shared/access';
import type { JobStarted } from '../../../core/shared/jobs';
import { notFound } from '../../../core/server/errors';
import { startFileJob, startImportJob } from '../../../core/server/jobs/fileJobs';
import { routeOf } from '../../../core/server/plugin';
import { MULTIPART_SLACK, readXlsxUpload } from '../../../core/server/xlsx';
import { endpoints } from '../endpoints';
import { MESSAGES, RIGHT_EVENT_CHECK, RIGHT_EVENT_TYPES, type StoredEventType } from '../shared';
import { findEventType, listCatalog, writeCatalog } from './catalog';
import { EXPORT_JOB, IMPORT_JOB, strip, type ExportPayload, type ImportPayload } from './catalogJobs';
import { requireTracking } from './tracking';

const read = access.right(RIGHT_EVENT_CHECK);
const write = access.right(RIGHT_EVENT_TYPES, { limit: false });
const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export const catalogRoutes = [
  routeOf(endpoints.catalog, {
    rule: read,
    summary: 'The event-type catalog; ?format=xlsx starts a job making it in the import layout (GET /v1/jobs/:id/file)',
    async handler(ctx) {
      const { db, project, query } = ctx;
      requireTracking(project);
      if (query.format === 'xlsx')
        return startFileJob<ExportPayload>(
          ctx,
          EXPORT_JOB,
          { code: project.code },
          {
            project: project.code,
            audit: { area: 'eventCheck', action: 'exportEventTypes', target: project.code },
          },
        );
      return { eventTypes: await listCatalog(db, project.code) };
    },
  }),
  routeOf(endpoints.saveCatalog, {
    rule: write,
    summary: 'Replace the whole catalog: {eventTypes: [{type, description, fields: [{field, type, required, values, min, max}]}]}',
    async handler({ db, project, user, body, audit }): Promise<{ eventTypes: StoredEventType[] }> {
      requireTracking(project);
      const before = await listCatalog(db, project.code);
      await writeCatalog(db, project.code, body.eventTypes, user.displayName, true);
      const eventTypes = await listCatalog(db, project.code);
      await audit({
        area: 'eventCheck',
        action: 'putEventTypes',
        target: project.code,
        before: before.map(strip),
        after: eventTypes.map(strip),
      });
      return { eventTypes };
    },
  }),
  routeOf(endpoints.importCatalog, {
    rule: write,
    summary:
      'Import event types from an xlsx (multipart file; mode=replace drops the types the file leaves out, else they stay): a job, its result { eventTypes, imported }',
    maxBodyBytes: MAX_IMPORT_BYTES + MULTIPART_SLACK,
    async handler(ctx): Promise<JobStarted> {
      const { c, project } = ctx;
      requireTracking(project);
      const { file, bytes, form } = await readXlsxUpload(c, 'file', MAX_IMPORT_BYTES, MESSAGES.noFile);
      const replace = form.get('mode') === 'replace';
      return startImportJob<ImportPayload>(
        ctx,
        IMPORT_JOB,
        { file, bytes },
        { code: project.code, replace },
        {
          project: project.code,
          audit: { area: 'eventCheck', action: 'importEventTypesStart', target: file.name.slice(0, 255), after: { replace } },
        },
      );
    },
  }),
  routeOf(endpoints.eventType, {
    rule: read,
    summary: 'One event type of the catalog',
    async handler({ db, project, params }) {
      requireTracking(project);
      const found = await findEventType(db, project.code, params.type);
      if (!found) throw notFound(MESSAGES.unknownType(params.type));
      return { eventType: found };
    },
  }),
];
