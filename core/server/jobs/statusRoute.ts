// GET /v1/jobs/:id: one job's status for the screens that show its progress (core/web/jobs), and
// POST /v1/jobs/:id/cancel, its Cancel button. Admins see every job; a project's job, that
// project's members; a console-wide job, whoever enqueued it. Anyone else gets 404, so the ids of
// other projects' jobs tell nothing. Whoever may follow a job may cancel it (issue 31 item 6).
import { allows, rule } from '../../shared/access';
import { jobEndpoints } from '../../shared/jobs';
import { isRowId } from '../../shared/zod';
import { loadProject } from '../dispatch';
import { conflict, notFound } from '../errors';
import type { FileJobResult } from '../../shared/jobs';
import { JOB_FILES_FOLDER, jobFileResponse } from './fileJobs';
import { routeOf, type SessionUser } from '../plugin';
import type { Db } from '../db/connect';
import { jobView, createJobQueue, type JobRow } from './queue';

export async function maySeeJob(db: Db, user: SessionUser, job: JobRow): Promise<boolean> {
  if (user.role === 'ADMIN') return true;
  if (job.projectCode) return allows(rule.member, user, await loadProject(db, job.projectCode));
  return job.createdBy === user.id;
}

/** The job of the path when this user may see it; 404 otherwise, as if it did not exist. */
async function visibleJob(db: Db, user: SessionUser, param: string): Promise<JobRow> {
  const id = Number(param);
  const job = isRowId(id) ? await createJobQueue(db).get(id) : null;
  if (!job || !(await maySeeJob(db, user, job))) throw notFound('No such job');
  return job;
}

export const jobStatusRoute = routeOf(jobEndpoints.status, {
  rule: rule.signedIn,
  summary: "One job's state, progress, result or error (admins; the job's project members; its enqueuer)",
  async handler({ db, user, params }) {
    return { job: jobView(await visibleJob(db, user, params.id)) };
  },
});

export const jobCancelRoute = routeOf(jobEndpoints.cancel, {
  rule: rule.signedIn,
  summary: 'Cancel a queued or running job (whoever may see it: admins, its project members, its enqueuer); 409 once finished',
  async handler({ db, user, params, audit }) {
    const before = await visibleJob(db, user, params.id);
    const after = await createJobQueue(db).cancel(before.id);
    await audit({
      area: 'jobs',
      action: 'cancel',
      target: `${after.id} ${after.kind}`,
      before: { state: before.state },
      after: { state: after.state },
    });
    return { job: jobView(after) };
  },
});

/**
 * An export's file goes to whoever asked for it (and admins), not to every member who may follow
 * the job: the file is what a plugin's right allowed its starter to read.
 */
export const jobFileRoute = routeOf(jobEndpoints.file, {
  rule: rule.signedIn,
  summary: "A finished export job's file (admins and the user who started it); 409 until it succeeded",
  async handler({ db, user, params, services }) {
    const job = await visibleJob(db, user, params.id);
    if (user.role !== 'ADMIN' && job.createdBy !== user.id) throw notFound('No such job');
    const result = job.result as Partial<FileJobResult> | null;
    if (job.state !== 'succeeded') throw conflict('The job has not finished');
    if (typeof result?.file !== 'string' || !result.file.startsWith(`${JOB_FILES_FOLDER}/`)) throw notFound('This job made no file');
    return jobFileResponse(services, { file: result.file, name: result.name ?? 'file' });
  },
});
