// Exports and imports as jobs (issue 31 item 6): long work never runs inside the request.
//   export: the route starts the job (startFileJob) → the handler made by defineExportJob builds
//           the file and stores it under jobs/_private/ → GET /v1/jobs/:id/file hands it to whoever
//           started it (core/web/jobs/jobFile.ts waits for it and saves it).
//   import: the route reads and checks the upload's type and size, stores it (startImportJob) →
//           the handler made by defineImportJob reads it back, validates and applies; a refusal
//           (an HttpError 4xx from the plugin's own parser) fails the job with every problem listed
//           in its result, so the modal shows them (core/web/jobs/ImportJob.tsx).
// Files live under `jobs/_private/` (never served by /cdn): the key carries the job and attempt, so
// a retried export never meets the store's same-key-same-bytes rule with different bytes.
import { contentDisposition } from '../download';
import { HttpError, notFound } from '../errors';
import type { RouteContext } from '../plugin';
import { contentKey } from '../storage/fileStore';
import { operatorName } from '../../shared/auth';
import type { FileJobResult, ImportProblems } from '../../shared/jobs';
import { JobFailed, type JobContext } from './types';

export const JOB_FILES_FOLDER = 'jobs/_private';

export function jobFileKey(jobId: number, attempt: number, name: string): string {
  return `${JOB_FILES_FOLDER}/${jobId}-${attempt}/${name.replace(/[^A-Za-z0-9_.-]/g, '_').slice(-120) || 'file'}`;
}

export const FILE_JOB_MESSAGES = {
  uploadGone: 'The uploaded file is gone: please upload it again',
};

export interface ExportFile {
  /** The name the browser saves it under. */
  name: string;
  bytes: Uint8Array;
  contentType: string;
  /** Rows or entries written, for the result. */
  count?: number;
}

/** A job handler that builds one file and stores it for GET /v1/jobs/:id/file. */
export function defineExportJob<P>(build: (ctx: JobContext<P>) => Promise<ExportFile>): (ctx: JobContext<P>) => Promise<FileJobResult> {
  return async (ctx) => {
    const file = await build(ctx);
    ctx.signal.throwIfAborted();
    const key = jobFileKey(ctx.job.id, ctx.attempt, file.name);
    await ctx.services.storage.put(key, file.bytes, file.contentType);
    const result: FileJobResult = {
      file: key,
      name: file.name,
      size: file.bytes.length,
      ...(file.count !== undefined ? { count: file.count } : {}),
    };
    return result;
  };
}

/** A finished export's file as a download (core's and a plugin's own file route alike); 404 when it is gone. */
export async function jobFileResponse(services: RouteContext['services'], result: Pick<FileJobResult, 'file' | 'name'>): Promise<Response> {
  const file = await services.storage.get(result.file);
  if (!file) throw notFound('The file is gone');
  return new Response(file.stream(), {
    headers: {
      'Content-Type': file.info.contentType || 'application/octet-stream',
      'Content-Length': String(file.info.size),
      'Content-Disposition': contentDisposition(result.name),
    },
  });
}

/** Who started an import, for its audit entries and the rows it writes. */
export interface JobUser {
  id: number;
  mail: string;
  operator: string;
}

/** What every import job's payload holds beside the plugin's own fields. */
export interface ImportUpload {
  upload: { key: string; name: string };
  user: JobUser;
}

/**
 * A job handler that reads the stored upload and hands its bytes to `run` (validate, then apply).
 * An HttpError 4xx thrown by `run` (the plugin's parser refusing the file) fails the job for good
 * with its message, its issues listed in the result ({ problems }); nothing is retried. The upload
 * is deleted once the job has ended either way (not when the server stops mid-run: the job is
 * handed back and runs again).
 */
export function defineImportJob<P, R = unknown>(
  run: (ctx: JobContext<P & ImportUpload>, bytes: Uint8Array) => Promise<R>,
): (ctx: JobContext<P & ImportUpload>) => Promise<R> {
  return async (ctx) => {
    const file = await ctx.services.storage.get(ctx.payload.upload.key);
    if (!file) throw new JobFailed(FILE_JOB_MESSAGES.uploadGone);
    const bytes = new Uint8Array(await new Response(file.stream()).arrayBuffer());
    let result: R;
    try {
      result = await run(ctx, bytes);
    } catch (e) {
      if (!(e instanceof HttpError) || e.status >= 500) throw e;
      await ctx.services.storage.delete(ctx.payload.upload.key);
      const problems: ImportProblems = { problems: e.issues?.length ? e.issues.map((i) => i.message) : [e.message] };
      throw new JobFailed(e.message, problems);
    }
    await ctx.services.storage.delete(ctx.payload.upload.key);
    return result;
  };
}

type StartContext = Pick<RouteContext, 'services' | 'user' | 'audit'>;

interface StartOptions {
  /** The project's code; null for a console-wide job. */
  project: string | null;
  /** The audit entry of the start (the job's id is added to `after`). */
  audit: { area: string; action: string; target: string | number; after?: Record<string, unknown> };
  /** 2 for an export (a dead worker's run is redone); 1 for an import (a refusal would repeat). */
  maxAttempts?: number;
}

/** Enqueues a file job for the signed-in user and audits its start; the answer carries its id. */
export async function startFileJob<P>(ctx: StartContext, kind: string, payload: P, opts: StartOptions): Promise<{ jobId: number }> {
  const { id } = await ctx.services.jobs.enqueue(kind, payload, {
    project: opts.project,
    createdBy: ctx.user.id,
    maxAttempts: opts.maxAttempts ?? 2,
  });
  await ctx.audit({ ...opts.audit, after: { ...opts.audit.after, jobId: id } });
  return { jobId: id };
}

export function jobUser(user: RouteContext['user']): JobUser {
  return { id: user.id, mail: user.mail, operator: operatorName(user) };
}

/** Stores an import's upload (already checked: type, size) and enqueues its job, one attempt. */
export async function startImportJob<P>(
  ctx: StartContext,
  kind: string,
  upload: { file: File; bytes: Uint8Array },
  payload: P,
  opts: Omit<StartOptions, 'maxAttempts'>,
): Promise<{ jobId: number }> {
  const name = upload.file.name.slice(0, 200);
  const key = contentKey(`${JOB_FILES_FOLDER}/imports/${opts.project ?? '_console'}`, upload.bytes, name, 'import.xlsx');
  await ctx.services.storage.put(key, upload.bytes);
  const full: P & ImportUpload = { ...payload, upload: { key, name }, user: jobUser(ctx.user) };
  return startFileJob(ctx, kind, full, { ...opts, audit: { ...opts.audit, after: { file: name, ...opts.audit.after } }, maxAttempts: 1 });
}
