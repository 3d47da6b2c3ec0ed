// The puzzles API's jobs (002 §7 "Puzzles": pack, exports, imports): export a folder, import
// translations or prices from an xlsx, pack a folder, and download a finished job's file. Each
// starts a core job (server/jobs.ts runs them); the file is read from private storage by members
// with the `puzzle` right in the job's project, never served under /cdn/.
import type { Context } from 'hono';
import { badRequest, conflict, notFound } from '../../../core/server/errors';
import { routeOf } from '../../../core/server/plugin';
import { JOB_FILES_FOLDER, jobFileResponse, startFileJob, startImportJob } from '../../../core/server/jobs/fileJobs';
import { rule as access } from '../../../core/shared/access';
import { looksLikeXlsx } from '../../../core/shared/xlsx';
import { isRowId } from '../../../core/shared/zod';
import { endpoints } from '../endpoints';
import { JOBS, MESSAGES, PLUGIN_ID, RIGHT_PUZZLES, type PuzzleJobResult } from '../shared';
import type { ExportPayload, ImportPayload, PackPayload } from './jobs';
import { folderCount, folderOf, invalid, puzzlesInFolder, requireChange } from './puzzles';

const right = access.right(RIGHT_PUZZLES);
const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

async function readXlsxField(c: Context): Promise<File> {
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) throw invalid(MESSAGES.onlyXlsx, 'xlsx');
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw invalid(MESSAGES.onlyXlsx, 'xlsx');
  }
  const file = form.get('xlsx');
  if (!(file instanceof File)) throw invalid(MESSAGES.onlyXlsx, 'xlsx');
  return file;
}

export const jobRoutes = [
  routeOf(endpoints.exportFolder, {
    rule: right,
    summary: "Export the folder's puzzles (a job; its file downloads when it succeeds): 'No content!' when empty",
    async handler(ctx) {
      const { db, project, params, body } = ctx;
      const folder = await folderOf(db, project, params.folderId);
      if ((await folderCount(db, folder.id)) === 0) throw badRequest(MESSAGES.noContent);
      const payload: ExportPayload = { folderId: folder.id, kind: body.kind };
      return startFileJob(ctx, JOBS.export, payload, {
        project: project.code,
        audit: { area: PLUGIN_ID, action: 'export', target: folder.id, after: { kind: body.kind } },
      });
    },
  }),
  routeOf(endpoints.importFile, {
    rule: right,
    summary: 'Import translations or prices from an xlsx (multipart field xlsx) into the folder: a job',
    maxBodyBytes: MAX_IMPORT_BYTES + 64 * 1024,
    async handler(ctx) {
      const { c, db, project, user, params, query } = ctx;
      const folder = await folderOf(db, project, params.folderId);
      requireChange(user, project, folder);
      const file = await readXlsxField(c);
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (!looksLikeXlsx(file.name, bytes)) throw invalid(MESSAGES.onlyXlsx, 'xlsx');
      if (bytes.length > MAX_IMPORT_BYTES) throw invalid('The file is larger than 10 MB', 'xlsx');
      const payload: ImportPayload = { folderId: folder.id, kind: query.kind };
      return startImportJob(ctx, JOBS.import, { file, bytes }, payload, {
        project: project.code,
        audit: { area: PLUGIN_ID, action: 'importStart', target: folder.id, after: { kind: query.kind } },
      });
    },
  }),
  routeOf(endpoints.pack, {
    rule: right,
    summary: "Pack the folder's puzzles (psd, spine, treasures, tmx) into a zip: a job",
    async handler(ctx) {
      const { db, project, params, body } = ctx;
      const folder = await folderOf(db, project, params.folderId);
      if (body.ids?.length) await puzzlesInFolder(db, folder.id, body.ids);
      else if ((await folderCount(db, folder.id)) === 0) throw badRequest(MESSAGES.noContent);
      const payload: PackPayload = { folderId: folder.id, type: body.type, ids: body.ids };
      return startFileJob(ctx, JOBS.pack, payload, {
        project: project.code,
        audit: { area: PLUGIN_ID, action: 'pack', target: folder.id, after: { type: body.type } },
      });
    },
  }),
  routeOf(endpoints.jobFile, {
    rule: right,
    summary: "A finished export's, import report's or pack's file",
    async handler({ project, params, services }) {
      const n = Number(params.jobId);
      if (!/^\d+$/.test(params.jobId ?? '') || !isRowId(n)) throw notFound('Job not found');
      const job = await services.jobs.get(n);
      if (!job || job.projectCode !== project.code || !job.kind.startsWith(`${PLUGIN_ID}.`)) throw notFound('Job not found');
      const result = job.result as PuzzleJobResult | null;
      if (job.state !== 'succeeded' || !result?.file?.startsWith(`${JOB_FILES_FOLDER}/`)) throw conflict('The job has not finished');
      return jobFileResponse(services, result);
    },
  }),
];
