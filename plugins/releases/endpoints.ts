// The releases API's typed endpoints (core/shared/endpoint.ts), both halves' one definition.
import { clientEndpoint, endpoint, typeOf } from '../../core/shared/endpoint';
import { publishableSpec } from '../../core/shared/publish';
import {
  clientContentSchema,
  clientQuerySchema,
  envQuerySchema,
  listQuerySchema,
  releaseFormSchema,
  uploadBodySchema,
  variantQuerySchema,
} from './schemas';
import {
  releases,
  type BuildResult,
  type CategoryTreeNode,
  type CountAndMax,
  type ReleaseDiff,
  type ReleaseListResponse,
  type ReleaseWithConf,
  type FolderDiff,
  type UploadCheck,
  type UploadResult,
} from './shared';

export const publishable = publishableSpec(releases);

const BASE = '/v1/:code/puzzleReleases';

export const endpoints = {
  list: endpoint({ method: 'GET', path: BASE, query: listQuerySchema, response: typeOf<ReleaseListResponse>() }),
  folderChoices: endpoint({
    method: 'GET',
    path: `${BASE}/choices`,
    response: typeOf<{ folders: { id: number; name: string; categoryId: number | null; type: string }[] }>(),
  }),
  categoryTree: endpoint({ method: 'GET', path: `${BASE}/categoryTree`, response: typeOf<{ tree: CategoryTreeNode[] }>() }),
  get: endpoint({ method: 'GET', path: `${BASE}/:id`, response: typeOf<{ release: ReleaseWithConf }>() }),
  create: endpoint({ method: 'POST', path: BASE, body: releaseFormSchema, response: typeOf<{ release: ReleaseWithConf }>() }),
  update: endpoint({ method: 'PUT', path: `${BASE}/:id`, body: releaseFormSchema, response: typeOf<{ release: ReleaseWithConf }>() }),
  publish: endpoint({ method: 'POST', path: `${BASE}/:id/publish`, response: typeOf<{ release: ReleaseWithConf }>() }),
  countAndMax: endpoint({ method: 'GET', path: `${BASE}/:id/countAndMax`, response: typeOf<CountAndMax>() }),
  diff: endpoint({ method: 'GET', path: `${BASE}/:id/diff`, response: typeOf<ReleaseDiff>() }),
  folderDiff: endpoint({ method: 'GET', path: `${BASE}/:id/diff/:folderId`, response: typeOf<{ folder: FolderDiff | null }>() }),
  build: endpoint({ method: 'POST', path: `${BASE}/:id/build`, query: variantQuerySchema, response: typeOf<{ jobId: number }>() }),
  jobFile: endpoint({ method: 'GET', path: `${BASE}/jobs/:jobId/file`, response: typeOf<Blob>() }),
  check: endpoint({ method: 'GET', path: `${BASE}/:id/check`, query: envQuerySchema, response: typeOf<UploadCheck>() }),
  upload: endpoint({ method: 'POST', path: `${BASE}/:id/upload`, body: uploadBodySchema, response: typeOf<UploadResult>() }),
  /** Game clients: the live puzzle-content release of a type (clientEndpoint: /client/v1/openapi.json). */
  client: clientEndpoint({
    method: 'GET',
    path: '/client/v1/:code/:env/content',
    query: clientQuerySchema,
    summary: 'The live puzzle-content release of a type',
    description:
      'The release of the type live on the environment: its data file (URL, md5, size) and what it ships; release is null when none is live. returnId changes with every upload, switch or rollback.',
    response: clientContentSchema,
    example: {
      params: { code: 'jigsaw', env: 'prod' },
      query: { type: 'daily' },
      response: {
        release: {
          id: 1204,
          name: 'Daily puzzles, April',
          type: 'daily',
          puzzleCount: 30,
          forceAll: false,
          puzzleIds: null,
          returnId: 5512,
          url: 'https://cdn.example.com/jigsaw/releases/e4da3b7fbbce2345d7772b0674a318d5.json',
          md5: 'e4da3b7fbbce2345d7772b0674a318d5',
          size: 482133,
        },
      },
    },
  }),
};
export type { BuildResult };
