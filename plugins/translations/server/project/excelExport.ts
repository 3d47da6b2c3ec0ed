// The Translate screen's Download Excel as a job (issue 31 item 6): the route starts it
// (startExcelExport), the job reads the project's keys and writes the xlsx (key, en, then a
// column per language; one row per key, by key), core stores it for GET /v1/jobs/:id/file.
import { asc, eq } from 'drizzle-orm';
import { defineExportJob, startFileJob } from '../../../../core/server/jobs/fileJobs';
import type { RouteContext } from '../../../../core/server/plugin';
import { writeXlsxAsync } from '../../../../core/server/xlsx';
import { fileNamePart, XLSX_MIME } from '../../../../core/shared/xlsx';
import { EXCEL_JOB } from '../../endpoints/project';
import { PLUGIN_ID } from '../../shared';
import { mlProjectKeys } from '../db';
import { keysSheet } from './excel';

export interface ExcelExportPayload {
  /** The project whose keys the file holds. */
  code: string;
}

/** Enqueues the export for the signed-in user; the answer names the job. */
export function startExcelExport(ctx: Pick<RouteContext, 'services' | 'user' | 'audit'>, code: string) {
  return startFileJob<ExcelExportPayload>(
    ctx,
    EXCEL_JOB,
    { code },
    { project: code, audit: { area: PLUGIN_ID, action: 'key.export', target: code } },
  );
}

export const runExcelExport = defineExportJob<ExcelExportPayload>(async ({ db, payload, progress, signal }) => {
  await progress(0, null, 'Reading the keys');
  const rows = await db
    .select({ key: mlProjectKeys.key, translation: mlProjectKeys.translation })
    .from(mlProjectKeys)
    .where(eq(mlProjectKeys.projectCode, payload.code))
    .orderBy(asc(mlProjectKeys.key));
  signal.throwIfAborted();
  await progress(0, rows.length, `Writing ${rows.length} keys`);
  const sheet = keysSheet(rows);
  const bytes = await writeXlsxAsync([{ name: 'Translations', rows: sheet, widths: [40, ...sheet[0].slice(1).map(() => 30)] }]);
  await progress(rows.length, rows.length, `${rows.length} keys written`);
  return { name: `translations_${fileNamePart(payload.code)}.xlsx`, bytes, contentType: XLSX_MIME, count: rows.length };
});
