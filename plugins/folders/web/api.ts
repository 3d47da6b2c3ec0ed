// Typed calls of the folders plugin over its shared endpoints; the file routes go as multipart
// forms (core/web/upload.ts) or plain download links.
import { call, endpointUrl } from '../../../core/web/http';
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
  exportUrl: (code: string) => fill(FILE_PATHS.exportNames, code),
  importNames: (code: string, file: File) =>
    sendForm<{ updated: number }>(fill(FILE_PATHS.importNames, code).replace(/^\/v1/, ''), form({ xlsx: file })),
  randomCheck: (code: string, sourceFolderIds: string, file: File) =>
    sendForm<RandomCheckResponse>(fill(FILE_PATHS.randomCheck, code).replace(/^\/v1/, ''), form({ sourceFolderIds, targetFile: file })),
  randomCreate: (code: string, sourceFolderIds: string, file: File) =>
    sendForm<{ folders: { id: number; name: string; count: number }[] }>(
      fill(FILE_PATHS.randomCreate, code).replace(/^\/v1/, ''),
      form({ sourceFolderIds, targetFile: file }),
    ),
};
export { endpointUrl };
