// The releases part's typed endpoints (core/shared/endpoint.ts): what is released (the manage
// part's diff editor reads it too), the archives, their download, and a release.
import { z } from 'zod';
import { clientEndpoint, endpoint, typeOf } from '../../../core/shared/endpoint';
import type { JobStarted } from '../../../core/shared/jobs';
import { publishableSpec } from '../../../core/shared/publish';
import { namespaceQuery } from '../schemas/common';
import {
  archiveIdField,
  archivesQuery,
  clientReleaseSchema,
  createArchiveSchema,
  longPollQuery,
  releaseBodySchema,
} from '../schemas/releases';
import { API, CLIENT_API, releases, type ArchiveRow } from '../shared';

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

/** What services and game clients read (server/releases/clientRoutes.ts; /client/v1/openapi.json). */
export const clientEndpoints = {
  release: clientEndpoint({
    method: 'GET',
    path: `${CLIENT_API}/:namespace`,
    query: longPollQuery,
    summary: "A namespace's live release, or a wait for the next one",
    description:
      'Answers at once when the live release differs from version (none: any release); otherwise holds the request up to wait seconds (0: answer 304 at once) and answers as soon as a release lands, or 304 at the end. 404 while the namespace has no release; 503 with Retry-After when the process holds too many waits. env may also be dev.',
    response: clientReleaseSchema,
    example: {
      params: { code: 'jigsaw', env: 'prod', namespace: 'economy' },
      query: { version: '5e1c9a0b', wait: '30' },
      response: { commitId: '9f3b2c71e4d8a6b0c5f2e1d3a7b9c8d6e5f4a3b2', dataVersion: 14, files: ['shop.json', 'rewards.yaml'] },
    },
  }),
  file: clientEndpoint({
    method: 'GET',
    path: `${CLIENT_API}/:namespace/:file`,
    file: true,
    summary: "One file of a namespace's live release",
    description:
      'The file as released (JSON, YAML or text), with X-Data-Version; ETag is the commit and file (304). 404 for a namespace without release or a file it does not hold.',
    response: z.string(),
    example: {
      params: { code: 'jigsaw', env: 'prod', namespace: 'economy', file: 'shop.json' },
      response: '{"packs":[{"id":"gems_100","price":0.99}]}',
    },
  }),
};
