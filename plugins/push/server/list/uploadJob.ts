// Upload Tasks as a job (issue 31 item 6, core/server/jobs/fileJobs.ts defineImportJob): the route
// checks the upload (xlsx, 5 MB), env, prod access and isDataType, then starts it; the job reads
// every row (002 §8's three error tables), and with no error creates the tasks and writes the
// audit entry in one transaction. A file with errors is the job's result, not its failure: the
// modal shows the tables from it ('Nothing was uploaded: fix the errors below', nothing created).
// A file the reader cannot take at all (no Tasks sheet, missing columns, no tasks) fails the job
// with that message.
import { writeAudit } from '../../../../core/server/audit';
import type { Db } from '../../../../core/server/db/connect';
import { defineImportJob } from '../../../../core/server/jobs/fileJobs';
import type { Env } from '../../../../core/shared/constants';
import type { UploadResult } from '../../endpoints/list';
import { PLUGIN_ID } from '../../shared';
import { createTasks } from '../tasks/store';
import { parseUpload, UPLOAD_MESSAGES } from './upload';

export const UPLOAD_JOB = `${PLUGIN_ID}.taskUpload`;

export interface UploadPayload {
  code: string;
  env: Env;
  isDataType: 0 | 1;
  /** The project's app schemes when the upload started (the links an extra data value may use). */
  appSchemes: string[];
}

export const uploadTasks = defineImportJob<UploadPayload, UploadResult>(async (ctx, bytes) => {
  const { db, payload: p } = ctx;
  await ctx.progress(0, null, 'Reading the file');
  const { bodies, ...errors } = await parseUpload(
    db,
    p.code,
    p.env,
    bytes,
    p.isDataType,
    p.appSchemes,
    ctx.services.provided('bonus.codes'),
  );
  if (errors.errorCells.length || errors.errorLanguageTasks.length || errors.errorBonusCodes.length)
    return { ...errors, res: { message: UPLOAD_MESSAGES.failed, created: 0, ids: [] } };
  ctx.signal.throwIfAborted();
  await ctx.progress(0, bodies.length, `Creating ${bodies.length} tasks`);
  const ids = await db.transaction(async (tx) => {
    const made: number[] = [];
    for (const b of bodies) {
      ctx.signal.throwIfAborted();
      made.push(...(await createTasks(tx as unknown as Db, { project: p.code, env: p.env, operator: p.user.mail, body: b.body })));
    }
    await writeAudit(tx as unknown as Db, p.user, p.code, {
      area: PLUGIN_ID,
      action: 'task.upload',
      target: p.upload.name.slice(0, 255),
      after: { env: p.env, ids: made, tasks: bodies.map((b) => b.taskName).slice(0, 100) },
    });
    return made;
  });
  await ctx.progress(bodies.length, bodies.length, `${bodies.length} tasks uploaded`);
  return { ...errors, res: { message: UPLOAD_MESSAGES.success, created: ids.length, ids } };
});
