// The Excel imports as jobs (issue 29 item 12; 000 §2.14, §5), for a project's keys and for the
// common keys alike, on core's defineImportJob: the request checks the upload is an xlsx, stores it
// under `jobs/_private/imports/<scope>/` and enqueues the job; the job reads and checks every row
// (a bad row fails the job with every problem listed, its message the spec's, nothing written),
// then writes in batches in one transaction with its audit entry (all or nothing: a cancel between
// batches rolls it back). Progress: rows checked, then keys written (set before the transaction:
// a progress write goes through the database, none inside it).
import { eq, inArray } from 'drizzle-orm';
import { writeAudit } from '../../../core/server/audit';
import type { Db } from '../../../core/server/db/connect';
import { notFound } from '../../../core/server/errors';
import { defineImportJob, startImportJob, type ImportUpload } from '../../../core/server/jobs/fileJobs';
import { JobFailed, type JobContext, type RouteContext } from '../../../core/server/plugin';
import { readSheetRows } from '../../../core/server/xlsx';
import { isRowId } from '../../../core/shared/zod';
import { IMPORT_JOB, type ImportJobResult } from '../endpoints/common';
import { COMMON_SCOPE, PLUGIN_ID } from '../shared';
import { parseCommonImport } from './common/excel';
import { mlCommonKeys } from './db';
import { applyKeysImport, parseKeysImport, projectKeyNames } from './project/excel';
import { enginesAfterEdit } from './project/keys';

export interface ImportPayload {
  /** A project's code, or 'common'. */
  scope: string;
}

/** Rows checked between two progress reports (and cancel checks). */
const CHECK_CHUNK = 2000;
/** Common keys written per statement. */
const COMMON_BATCH = 500;

export const IMPORT_MESSAGES = {
  started: 'Import started',
  cancelled: 'Import cancelled: nothing was written',
  noJob: 'No such import job',
};

/** Stores the upload and enqueues its import (core's import job); the answer carries the job's id. */
export async function startImport(
  ctx: Pick<RouteContext, 'services' | 'user' | 'audit'>,
  scope: string,
  file: File,
  bytes: Uint8Array,
): Promise<{ jobId: number; message: string }> {
  const common = scope === COMMON_SCOPE;
  const { jobId } = await startImportJob<ImportPayload>(
    ctx,
    IMPORT_JOB,
    { file, bytes },
    { scope },
    {
      project: common ? null : scope,
      audit: { area: PLUGIN_ID, action: common ? 'importCommonStart' : 'key.importStart', target: file.name.slice(0, 200) },
    },
  );
  return { jobId, message: IMPORT_MESSAGES.started };
}

/** Cancels an import job of this scope (another kind or scope: 404, as if it did not exist). */
export async function cancelImport(
  ctx: Pick<RouteContext, 'services' | 'audit'>,
  scope: string,
  jobId: string,
): Promise<{ message: string }> {
  const id = Number(jobId);
  const job = isRowId(id) ? await ctx.services.jobs.get(id) : null;
  if (
    !job ||
    job.kind !== IMPORT_JOB ||
    job.projectCode !== (scope === COMMON_SCOPE ? null : scope) ||
    (job.payload as Partial<ImportPayload>).scope !== scope
  )
    throw notFound(IMPORT_MESSAGES.noJob);
  await ctx.services.jobs.cancel(id);
  await ctx.audit({ area: PLUGIN_ID, action: 'importCancel', target: id, before: { state: job.state }, after: { state: 'cancelled' } });
  return { message: IMPORT_MESSAGES.cancelled };
}

type ImportContext = JobContext<ImportPayload & ImportUpload>;

/** The job: a refused file (an HttpError 400 from the parsers) fails it with every problem listed. */
export const runImport = defineImportJob<ImportPayload>(async (ctx, bytes): Promise<ImportJobResult> => {
  await ctx.progress(0, null, 'Reading the file');
  ctx.signal.throwIfAborted();
  return ctx.payload.scope === COMMON_SCOPE ? importCommon(ctx, bytes) : importProject(ctx, bytes);
});

async function importProject(ctx: ImportContext, bytes: Uint8Array): Promise<ImportJobResult> {
  const { db, payload: p, signal } = ctx;
  const known = await projectKeyNames(db, p.scope);
  const parsed = parseKeysImport(bytes, (key) => known.has(key));
  await ctx.progress(0, parsed.length, `Writing ${parsed.length} keys`);
  signal.throwIfAborted();
  const counts = await db.transaction(async (tx) => {
    const c = await applyKeysImport(tx as unknown as Db, p.scope, parsed, p.user.operator, () => signal.throwIfAborted());
    await writeAudit(tx as unknown as Db, p.user, p.scope, {
      area: PLUGIN_ID,
      action: 'key.import',
      target: p.upload.name,
      after: { ...c, rows: parsed.length },
    });
    return c;
  });
  await ctx.progress(parsed.length, parsed.length, `${parsed.length} keys imported`);
  return { rows: parsed.length, created: counts.created, updated: counts.updated, unchanged: counts.unchanged };
}

async function importCommon(ctx: ImportContext, bytes: Uint8Array): Promise<ImportJobResult> {
  const { db, payload: p, signal } = ctx;
  const parsed = parseCommonImport(readSheetRows(bytes, { maxRows: 50_001 }));
  if ('problems' in parsed) throw new JobFailed(parsed.problems, { problems: parsed.problems.split('; ') });
  const rows = parsed.rows;
  const total = rows.length;
  // What exists, a chunk at a time with progress (the check half of the work).
  const names = rows.map((r) => r.key);
  const seen = new Map<string, typeof mlCommonKeys.$inferSelect>();
  for (let i = 0; i < names.length; i += CHECK_CHUNK) {
    signal.throwIfAborted();
    for (const r of await db
      .select()
      .from(mlCommonKeys)
      .where(inArray(mlCommonKeys.key, names.slice(i, i + CHECK_CHUNK))))
      seen.set(r.key, r);
    await ctx.progress(Math.min(i + CHECK_CHUNK, total), total, `${Math.min(i + CHECK_CHUNK, total)} of ${total} rows checked`);
  }
  await ctx.progress(0, total, `Writing ${total} keys`);
  signal.throwIfAborted();
  const result = await db.transaction(async (tx) => {
    // Locked and read again inside the transaction: an edit since the check is kept.
    const existing = new Map<string, typeof mlCommonKeys.$inferSelect>();
    for (let i = 0; i < names.length; i += CHECK_CHUNK) {
      for (const r of await tx
        .select()
        .from(mlCommonKeys)
        .where(inArray(mlCommonKeys.key, names.slice(i, i + CHECK_CHUNK)))
        .for('update'))
        existing.set(r.key, r);
    }
    const fresh = rows.filter((r) => !existing.has(r.key));
    for (let i = 0; i < fresh.length; i += COMMON_BATCH) {
      signal.throwIfAborted();
      await tx
        .insert(mlCommonKeys)
        .values(
          fresh.slice(i, i + COMMON_BATCH).map((r) => ({ key: r.key, translation: r.texts, unfinished: true, operator: p.user.operator })),
        );
    }
    let updated = 0;
    let unchanged = 0;
    const now = new Date();
    for (const r of rows) {
      const row = existing.get(r.key);
      if (!row) continue;
      const translation = { ...row.translation, ...r.texts };
      if (JSON.stringify(translation) === JSON.stringify(row.translation)) {
        unchanged++;
        continue;
      }
      if (updated % COMMON_BATCH === 0) signal.throwIfAborted();
      await tx
        .update(mlCommonKeys)
        .set({
          translation,
          engines: enginesAfterEdit(row.engines, row.translation, translation),
          operator: p.user.operator,
          updatedAt: now,
        })
        .where(eq(mlCommonKeys.id, row.id));
      updated++;
    }
    const result = { rows: total, created: fresh.length, updated, unchanged };
    await writeAudit(tx as unknown as Db, p.user, null, {
      area: PLUGIN_ID,
      action: 'importCommon',
      target: p.upload.name,
      after: { ...result, created: fresh.map((r) => r.key).slice(0, 1000) },
    });
    return result;
  });
  await ctx.progress(total, total, `${total} keys imported`);
  return result;
}
