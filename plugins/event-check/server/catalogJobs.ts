// The catalog's xlsx export and import as jobs (issue 31 item 6, core/server/jobs/fileJobs.ts).
//   export: GET /track/eventTypes?format=xlsx starts it; the job reads the catalog, writes it in
//           the import's layout and stores it for GET /v1/jobs/:id/file.
//   import: the route checks the upload (xlsx, size, a file) and its mode; the job parses the sheet
//           (a bad row fails it with every problem listed, nothing written), then merges or
//           replaces the catalog with its audit entry in one transaction.
import { writeAudit } from '../../../core/server/audit';
import type { Db } from '../../../core/server/db/connect';
import { defineExportJob, defineImportJob } from '../../../core/server/jobs/fileJobs';
import { XLSX_MIME } from '../../../core/shared/xlsx';
import { PLUGIN_ID, type ImportResponse, type StoredEventType } from '../shared';
import { listCatalog, writeCatalog } from './catalog';
import { catalogXlsx, parseCatalogXlsx } from './xlsxCatalog';

export const EXPORT_JOB = `${PLUGIN_ID}.catalogExport`;
export const IMPORT_JOB = `${PLUGIN_ID}.catalogImport`;

export interface ExportPayload {
  code: string;
}
export interface ImportPayload {
  code: string;
  /** Drop the types the file leaves out (else they stay). */
  replace: boolean;
}

/** The file's name as the browser saves it. */
export const exportName = (code: string) => `event-types-${code}.xlsx`;

export const exportCatalog = defineExportJob<ExportPayload>(async ({ db, payload }) => {
  const eventTypes = await listCatalog(db, payload.code);
  return { name: exportName(payload.code), bytes: catalogXlsx(eventTypes), contentType: XLSX_MIME, count: eventTypes.length };
});

export const importCatalog = defineImportJob<ImportPayload, ImportResponse>(async (ctx, bytes) => {
  const { db, payload: p } = ctx;
  await ctx.progress(0, null, 'Reading the file');
  const types = parseCatalogXlsx(bytes);
  ctx.signal.throwIfAborted();
  await ctx.progress(0, types.length, `Writing ${types.length} event types`);
  const eventTypes = await db.transaction(async (tx) => {
    const before = await listCatalog(tx as unknown as Db, p.code);
    await writeCatalog(tx as unknown as Db, p.code, types, p.user.operator, p.replace);
    const after = await listCatalog(tx as unknown as Db, p.code);
    await writeAudit(tx as unknown as Db, p.user, p.code, {
      area: 'eventCheck',
      action: 'importEventTypes',
      target: p.upload.name.slice(0, 255),
      before: before.map(strip),
      after: after.map(strip),
    });
    return after;
  });
  await ctx.progress(types.length, types.length, `${types.length} event types imported`);
  return { eventTypes, imported: types.length };
});

export const catalogJobs = { [EXPORT_JOB]: exportCatalog, [IMPORT_JOB]: importCatalog };

/** The audit keeps what an event type says, not when or by whom. */
export const strip = ({ type, description, fields }: StoredEventType) => ({ type, description, fields });
