// Names export (GET /category/{releaseType}/exportNames) and import (POST /category/importNames,
// multipart field xlsx), both as jobs (issue 31 item 6: long work never holds a request, and one
// way for every export and import). The export's route checks the releaseType and starts the job,
// which writes the xlsx to private storage for GET /v1/jobs/:id/file. The import's route checks the
// upload (an xlsx, its size) and stores it; the job reads it, checks every row (a bad file fails the
// job with the spec's message and every problem listed, nothing written) and writes the names with
// its audit entry in one transaction, the tree locked as an edit locks it.
import { rule as access } from '../../../core/shared/access';
import { fileNamePart, XLSX_MIME } from '../../../core/shared/xlsx';
import { writeAudit } from '../../../core/server/audit';
import type { Db } from '../../../core/server/db/connect';
import { badRequest } from '../../../core/server/errors';
import { defineExportJob, defineImportJob, startFileJob, startImportJob } from '../../../core/server/jobs/fileJobs';
import { routeOf } from '../../../core/server/plugin';
import { MULTIPART_SLACK, readXlsxUpload } from '../../../core/server/xlsx';
import { endpoints } from '../endpoints';
import { MAX_IMPORT_BYTES, MESSAGES, PLUGIN_ID, RIGHT_CATEGORIES, type ImportNamesResponse } from '../shared';
import { lockTree, projectRows } from './categories';
import { applyNames, namesXlsx, parseNamesImport } from './names';

const right = access.right(RIGHT_CATEGORIES);
const RELEASE_TYPE = /^[A-Za-z0-9_-]{1,40}$/;

export const NAMES_JOBS = { export: `${PLUGIN_ID}.exportNames`, import: `${PLUGIN_ID}.importNames` } as const;

interface ExportPayload {
  code: string;
  releaseType: string;
}

/** The export job: every category's names, in tree order, as the xlsx the import reads back. */
export const runExportNames = defineExportJob<ExportPayload>(async ({ db, payload, progress }) => {
  await progress(0, null, 'Reading the categories');
  const rows = await projectRows(db, payload.code);
  return {
    name: `${fileNamePart(payload.code)}-${fileNamePart(payload.releaseType)}-category-names.xlsx`,
    bytes: namesXlsx(rows),
    contentType: XLSX_MIME,
    count: rows.length,
  };
});

interface ImportPayload {
  code: string;
}

/** The import job: a refused file (parseNamesImport's 400) fails it with every problem listed. */
export const runImportNames = defineImportJob<ImportPayload, ImportNamesResponse>(async (ctx, bytes) => {
  const { db, payload: p, signal } = ctx;
  await ctx.progress(0, null, 'Reading the file');
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await lockTree(tx, p.code);
    const rows = await projectRows(tx, p.code);
    const { changes, rows: read } = parseNamesImport(bytes, new Map(rows.map((r) => [r.id, r.name])));
    signal.throwIfAborted();
    await applyNames(tx, p.code, changes, p.user.operator);
    await writeAudit(tx, p.user, p.code, {
      area: PLUGIN_ID,
      action: 'importNames',
      target: p.upload.name.slice(0, 255),
      before: changes.map((ch) => ({ id: ch.id, name: ch.before })),
      after: changes.map((ch) => ({ id: ch.id, name: ch.after })),
    });
    return { updated: changes.length, rows: read };
  });
});

export const namesJobs = { [NAMES_JOBS.export]: runExportNames, [NAMES_JOBS.import]: runImportNames };

export const namesRoutes = [
  routeOf(endpoints.importNames, {
    rule: right,
    summary:
      'Start importing category names from an xlsx (multipart field xlsx): columns id and language codes; filled cells set that language. A job: its result is { updated, rows }, a refused file lists every problem',
    maxBodyBytes: MAX_IMPORT_BYTES + MULTIPART_SLACK,
    async handler(ctx) {
      const { file, bytes } = await readXlsxUpload(ctx.c, 'xlsx', MAX_IMPORT_BYTES);
      return startImportJob<ImportPayload>(
        ctx,
        NAMES_JOBS.import,
        { file, bytes },
        { code: ctx.project.code },
        { project: ctx.project.code, audit: { area: PLUGIN_ID, action: 'importNamesStart', target: file.name.slice(0, 255) } },
      );
    },
  }),
  routeOf(endpoints.exportNames, {
    rule: right,
    summary:
      "Start the export of every category's names as an xlsx (id, parentId, path, then a column per language); the releaseType names the file. A job: GET /v1/jobs/:id/file hands the file",
    async handler(ctx) {
      const { project, params } = ctx;
      if (!RELEASE_TYPE.test(params.releaseType))
        throw badRequest(MESSAGES.releaseType, [{ path: 'releaseType', message: MESSAGES.releaseType }]);
      return startFileJob<ExportPayload>(
        ctx,
        NAMES_JOBS.export,
        { code: project.code, releaseType: params.releaseType },
        { project: project.code, audit: { area: PLUGIN_ID, action: 'exportNames', target: params.releaseType } },
      );
    },
  }),
];
