// Typed calls of the folders plugin over its shared endpoints; the file routes go as multipart
// forms (core/web/upload.ts). The names export, the names import and random puzzles' Create start
// jobs (they answer { jobId }): the export waits for its file and saves it (core/web/jobs/jobFile.ts).
import type { JobStarted } from '../../../core/shared/jobs';
import { api, call, endpointUrl } from '../../../core/web/http';
import { downloadJobFile } from '../../../core/web/jobs/jobFile';
import { sendForm } from '../../../core/web/upload';
import { endpoints, FILE_PATHS } from '../endpoints';
import type { CreateFolderBody, PickRuleBody, UpdateFolderBody } from '../schemas';
import type { RandomCheckResponse } from '../shared';

const fill = (path: string, code: string) => path.replace(':code', encodeURIComponent(code));
const form = (fields: Record<string, string | File>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};

export const foldersApi = {
  list: (code: string, q: { pn: number; ps: number; tags: string; all?: '0' | '1' }) =>
    call(endpoints.list, { params: { code }, query: q }),
  all: (code: string) => call(endpoints.list, { params: { code }, query: { all: '1' } }),
  create: (code: string, body: CreateFolderBody) => call(endpoints.create, { params: { code }, body }),
  update: (code: string, id: number, body: UpdateFolderBody) => call(endpoints.update, { params: { code, id: String(id) }, body }),
  remove: (code: string, id: number) => call(endpoints.remove, { params: { code, id: String(id) } }),
  copy: (code: string, id: number) => call(endpoints.copy, { params: { code, id: String(id) } }),
  tags: (code: string) => call(endpoints.tags, { params: { code } }),
  addTag: (code: string, name: string) => call(endpoints.addTag, { params: { code }, body: { name } }),
  removeTag: (code: string, id: number, force: boolean) =>
    call(endpoints.removeTag, { params: { code, id: String(id) }, query: { force: force ? '1' : '0' } }),
  categoryTree: (code: string) => call(endpoints.categoryTree, { params: { code } }),
  pick: (code: string, body: PickRuleBody) => call(endpoints.pick, { params: { code }, body }),
  /** Starts the names export job, waits for it and saves its xlsx; resolves with the file name. */
  exportNames: (code: string) => downloadJobFile(api<JobStarted>(fill(FILE_PATHS.exportNames, code).replace(/^\/v1/, ''))),
  /** Uploads the names sheet and starts the import job (its result: { updated }). */
  importNames: (code: string, file: File, onProgress?: (percent: number) => void) =>
    sendForm<JobStarted>(fill(FILE_PATHS.importNames, code).replace(/^\/v1/, ''), form({ xlsx: file }), { onProgress }),
  randomCheck: (code: string, sourceFolderIds: string, file: File) =>
    sendForm<RandomCheckResponse>(fill(FILE_PATHS.randomCheck, code).replace(/^\/v1/, ''), form({ sourceFolderIds, targetFile: file })),
  /** Uploads the sheet and starts Create's job (its result: RandomCreateResult). */
  randomCreate: (code: string, sourceFolderIds: string, file: File) =>
    sendForm<JobStarted>(fill(FILE_PATHS.randomCreate, code).replace(/^\/v1/, ''), form({ sourceFolderIds, targetFile: file })),
};
export { endpointUrl };
