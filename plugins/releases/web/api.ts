// Typed calls of the releases plugin, over its shared endpoints.
import { call } from '../../../core/web/http';
import type { ReleaseForm } from '../schemas';
import { endpoints } from '../endpoints';
import type { DataVariant, ReleaseEnv } from '../shared';

const p = (code: string, id: number) => ({ code, id: String(id) });

export const releasesApi = {
  list: (code: string, q: { pn: number; ps: number; type?: string }) => call(endpoints.list, { params: { code }, query: q }),
  choices: (code: string) => call(endpoints.folderChoices, { params: { code } }),
  categoryTree: (code: string) => call(endpoints.categoryTree, { params: { code } }),
  get: (code: string, id: number) => call(endpoints.get, { params: p(code, id) }),
  create: (code: string, body: ReleaseForm) => call(endpoints.create, { params: { code }, body }),
  update: (code: string, id: number, body: ReleaseForm) => call(endpoints.update, { params: p(code, id), body }),
  publish: (code: string, id: number) => call(endpoints.publish, { params: p(code, id) }),
  diff: (code: string, id: number) => call(endpoints.diff, { params: p(code, id) }),
  folderDiff: (code: string, id: number, folderId: number) =>
    call(endpoints.folderDiff, { params: { ...p(code, id), folderId: String(folderId) } }),
  build: (code: string, id: number, variant: DataVariant) => call(endpoints.build, { params: p(code, id), query: { variant } }),
  check: (code: string, id: number, env: ReleaseEnv) => call(endpoints.check, { params: p(code, id), query: { env } }),
  upload: (code: string, id: number, body: { env: ReleaseEnv; forceAll: boolean; puzzleIds?: number[] }) =>
    call(endpoints.upload, { params: p(code, id), body }),
  /** Where a finished build's file downloads. */
  fileUrl: (code: string, jobId: number) => `/v1/${encodeURIComponent(code)}/puzzleReleases/jobs/${jobId}/file`,
};
