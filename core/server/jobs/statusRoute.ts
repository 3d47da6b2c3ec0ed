// GET /v1/jobs/:id: one job's status for the screens that show its progress (core/web/jobs).
// Admins see every job; a project's job, that project's members; a console-wide job, whoever
// enqueued it. Anyone else gets 404, so the ids of other projects' jobs tell nothing.
import { allows, rule } from '../../shared/access';
import { jobEndpoints } from '../../shared/jobs';
import { isRowId } from '../../shared/zod';
import { loadProject } from '../dispatch';
import { notFound } from '../errors';
import { routeOf, type SessionUser } from '../plugin';
import type { Db } from '../db/connect';
import { jobView, createJobQueue, type JobRow } from './queue';

export async function maySeeJob(db: Db, user: SessionUser, job: JobRow): Promise<boolean> {
  if (user.role === 'ADMIN') return true;
  if (job.projectCode) return allows(rule.member, user, await loadProject(db, job.projectCode));
  return job.createdBy === user.id;
}

export const jobStatusRoute = routeOf(jobEndpoints.status, {
  rule: rule.signedIn,
  summary: "One job's state, progress, result or error (admins; the job's project members; its enqueuer)",
  async handler({ db, user, params }) {
    const id = Number(params.id);
    const job = isRowId(id) ? await createJobQueue(db).get(id) : null;
    if (!job || !(await maySeeJob(db, user, job))) throw notFound('No such job');
    return { job: jobView(job) };
  },
});
