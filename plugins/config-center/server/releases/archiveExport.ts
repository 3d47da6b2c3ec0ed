// An archive's download as a job (issue 31 item 6; 001 §7 "GET archives/{id}/download returns a
// blob"): the route finds the archive in the project (404 at once otherwise) and starts the job;
// the job zips the archive's files, named {code}_{env}_{namespace}_{dataVersion}.zip, and core
// stores the zip for GET /v1/jobs/:id/file.
import { HttpError } from '../../../../core/server/errors';
import { defineExportJob, startFileJob } from '../../../../core/server/jobs/fileJobs';
import { JobFailed } from '../../../../core/server/jobs/types';
import type { RouteContext } from '../../../../core/server/plugin';
import { zip } from '../../../../core/server/zip';
import { ARCHIVE_JOB } from '../../endpoints/releases';
import { archiveFileName, PLUGIN_ID } from '../../shared';
import { findArchive, type ArchiveRecord, type NamespaceRow } from './archives';

export interface ArchiveExportPayload {
  code: string;
  archiveId: number;
}

/** Enqueues the zip of an archive found in the project; the answer names the job. */
export function startArchiveExport(
  ctx: Pick<RouteContext, 'services' | 'user' | 'audit'>,
  code: string,
  { archive, ns }: { archive: ArchiveRecord; ns: NamespaceRow },
) {
  return startFileJob<ArchiveExportPayload>(
    ctx,
    ARCHIVE_JOB,
    { code, archiveId: archive.id },
    {
      project: code,
      audit: {
        area: PLUGIN_ID,
        action: 'archive.download',
        target: `${ns.env}:${ns.name}`,
        after: { id: archive.id, dataVersion: archive.dataVersion },
      },
    },
  );
}

export const runArchiveExport = defineExportJob<ArchiveExportPayload>(async ({ db, payload, progress }) => {
  await progress(0, null, 'Zipping the archive');
  let found: Awaited<ReturnType<typeof findArchive>>;
  try {
    found = await findArchive(db, payload.code, payload.archiveId);
  } catch (e) {
    // Gone since the route found it: a retry would not find it either.
    if (e instanceof HttpError && e.status === 404) throw new JobFailed(e.message);
    throw e;
  }
  const { archive, ns } = found;
  const entries = Object.entries(archive.files);
  const bytes = await zip(entries.map(([name, content]) => ({ name, data: new TextEncoder().encode(content) })));
  const name = archiveFileName(payload.code, ns.env, ns.name, archive.dataVersion).replace(/[^A-Za-z0-9_.-]/g, '_');
  return { name, bytes, contentType: 'application/zip', count: entries.length };
});
