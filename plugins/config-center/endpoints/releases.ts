// The releases part's typed endpoints (core/shared/endpoint.ts): what is released (the manage
// part's diff editor reads it too), the archives, their download, and a release.
import { z } from 'zod';
import { endpoint, typeOf } from '../../../core/shared/endpoint';
import type { JobStarted } from '../../../core/shared/jobs';
import { publishableSpec } from '../../../core/shared/publish';
import { namespaceQuery } from '../schemas/common';
import { archiveIdField, archivesQuery, createArchiveSchema, releaseBodySchema } from '../schemas/releases';
import { API, releases, type ArchiveRow } from '../shared';

/** Core's generic release routes for the config center (last, history, rollback). */
export const publishable = publishableSpec(releases);

/** An archive's zip download as a job (server/releases/archiveExport.ts). */
export const ARCHIVE_JOB = 'config-center.archiveZip';

export interface ReleaseAnswer {
  /** The publish snapshot (core's returnId). */
  returnId: number;
  /** True when nothing changed: a retry (Idempotency-Key) or the archive is live already. */
  unchanged: boolean;
  archiveId: number;
  commitId: string;
}

export const releaseEndpoints = {
  /** 001 §7: GET /cc/api/manage/releases (code, env, nameSpace) returns payload.release.commitId (null: never released). */
  release: endpoint({
    method: 'GET',
    path: `${API}/releases`,
    query: namespaceQuery,
    response: typeOf<{ payload: { release: { commitId: string | null; archiveId: number | null } } }>(),
  }),
  /** 001 §7: GET archives (code, env, nameSpace) returns payload.archives; newest first, paged. */
  archives: endpoint({
    method: 'GET',
    path: `${API}/archives`,
    query: archivesQuery,
    response: typeOf<{ payload: { archives: ArchiveRow[]; total: number } }>(),
  }),
  /** 001 §7: POST archives {code, env, nameSpace, operator, note, needRelease} returns payload.id. */
  createArchive: endpoint({
    method: 'POST',
    path: `${API}/archives`,
    body: createArchiveSchema,
    response: typeOf<{ payload: { id: number; commitId: string; dataVersion: number; release: ReleaseAnswer | null } }>(),
  }),
  /**
   * 001 §7: GET archives/{id}/download: the archive's files as a zip, made by a job (ARCHIVE_JOB):
   * the answer names it, GET /v1/jobs/:id/file hands the zip over.
   */
  download: endpoint({ method: 'GET', path: `${API}/archives/:id/download`, response: typeOf<JobStarted>() }),
  /** 001 §7: POST releases {archiveId}: release it (an earlier archive: the rollback). */
  publish: endpoint({ method: 'POST', path: `${API}/releases`, body: releaseBodySchema, response: typeOf<{ payload: ReleaseAnswer }>() }),
};

/** The download's path param (a 20-digit id is a 404 like any unknown one). */
export const archiveIdParam = z.object({ id: archiveIdField });
