// Typed calls of the Translate screen over the part's shared endpoints (endpoints/project.ts).
import { call } from '../../../../core/web/http';
import { callForm } from '../../../../core/web/upload';
import { endpoints } from '../../endpoints/project';
import type { BulkBody, CreateKeyBody, ListQuery, UpdateKeyBody } from '../../schemas/project';

const id = (n: number) => String(n);

export const projectApi = {
  list: (code: string, query: ListQuery) => call(endpoints.list, { params: { code }, query }),
  names: (code: string) => call(endpoints.names, { params: { code } }),
  get: (code: string, key: number) => call(endpoints.get, { params: { code, id: id(key) } }),
  create: (code: string, body: CreateKeyBody) => call(endpoints.create, { params: { code }, body }),
  update: (code: string, key: number, body: UpdateKeyBody) => call(endpoints.update, { params: { code, id: id(key) }, body }),
  rename: (code: string, key: number, newKey: string) => call(endpoints.rename, { params: { code, id: id(key) }, body: { newKey } }),
  remove: (code: string, key: number) => call(endpoints.remove, { params: { code, id: id(key) } }),
  tags: (code: string) => call(endpoints.tags, { params: { code } }),
  createTag: (code: string, tagName: string) => call(endpoints.createTag, { params: { code }, body: { tagName } }),
  renameTag: (code: string, tag: number, tagName: string) =>
    call(endpoints.renameTag, { params: { code, id: id(tag) }, body: { tagName } }),
  removeTag: (code: string, tag: number) => call(endpoints.removeTag, { params: { code, id: id(tag) } }),
  bulk: (code: string, body: BulkBody) => call(endpoints.bulk, { params: { code }, body }),
  suggestions: (code: string, en: string, exclude?: number) =>
    call(endpoints.suggestions, { params: { code }, query: { en, exclude }, quiet: true }),
  /** Starts the xlsx export job (core/web/jobs/jobFile.ts downloadJobFile waits and saves it). */
  startExcel: (code: string) => call(endpoints.excel, { params: { code } }),
  importExcel: (code: string, file: File, onProgress?: (percent: number) => void) => {
    const form = new FormData();
    form.append('excel', file);
    return callForm(endpoints.createByExcel, { params: { code }, form, onProgress });
  },
  cancelImport: (code: string, jobId: number) => call(endpoints.cancelImport, { params: { code, jobId: String(jobId) } }),
};
