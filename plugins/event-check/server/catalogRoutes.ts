// The event-type catalog (001 §7 Track): GET and PUT /v1/{code}/track/eventTypes, GET
// /track/eventTypes/{type}, and the import (ours: 002 §7 leaves its path out), a multipart xlsx
// that merges into or replaces the catalog. `?format=xlsx` on the list downloads it in the
// import's layout. Reading needs eventCheck; changing needs eventTypes (never LIMIT users).
import { rule as access } from '../../../core/shared/access';
import { notFound } from '../../../core/server/errors';
import { routeOf } from '../../../core/server/plugin';
import { MULTIPART_SLACK, readXlsxUpload, xlsxResponse } from '../../../core/server/xlsx';
import { endpoints } from '../endpoints';
import { MESSAGES, RIGHT_EVENT_CHECK, RIGHT_EVENT_TYPES, type ImportResponse, type StoredEventType } from '../shared';
import { findEventType, listCatalog, writeCatalog } from './catalog';
import { requireTracking } from './tracking';
import { catalogXlsx, parseCatalogXlsx } from './xlsxCatalog';

const read = access.right(RIGHT_EVENT_CHECK);
const write = access.right(RIGHT_EVENT_TYPES, { limit: false });
const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export const catalogRoutes = [
  routeOf(endpoints.catalog, {
    rule: read,
    summary: 'The event-type catalog; ?format=xlsx downloads it in the import layout',
    async handler({ db, project, query }) {
      requireTracking(project);
      const eventTypes = await listCatalog(db, project.code);
      if (query.format === 'json') return { eventTypes };
      return xlsxResponse(catalogXlsx(eventTypes), `event-types-${project.code}.xlsx`);
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
    summary: 'Import event types from an xlsx (multipart file; mode=replace drops the types the file leaves out, else they stay)',
    maxBodyBytes: MAX_IMPORT_BYTES + MULTIPART_SLACK,
    async handler({ c, db, project, user, audit }): Promise<ImportResponse> {
      requireTracking(project);
      const { file, bytes, form } = await readXlsxUpload(c, 'file', MAX_IMPORT_BYTES, MESSAGES.noFile);
      const replace = form.get('mode') === 'replace';
      const types = parseCatalogXlsx(bytes);
      const before = await listCatalog(db, project.code);
      await writeCatalog(db, project.code, types, user.displayName, replace);
      const eventTypes = await listCatalog(db, project.code);
      await audit({
        area: 'eventCheck',
        action: 'importEventTypes',
        target: file.name.slice(0, 255),
        before: before.map(strip),
        after: eventTypes.map(strip),
      });
      return { eventTypes, imported: types.length };
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

/** The audit keeps what an event type says, not when or by whom. */
const strip = ({ type, description, fields }: StoredEventType) => ({ type, description, fields });
