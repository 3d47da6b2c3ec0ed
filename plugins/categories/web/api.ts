// Typed calls of the categories screen (001 §7), over the shared endpoints.
import { call } from '../../../core/web/http';
import { downloadJobFile } from '../../../core/web/jobs/jobFile';
import { callForm } from '../../../core/web/upload';
import { endpoints } from '../endpoints';
import type { CategoryBody } from '../schemas';
import { DEFAULT_RELEASE_TYPE } from '../shared';

export const categoriesApi = {
  tree: (code: string) => call(endpoints.tree, { params: { code } }),
  get: (code: string, id: number) => call(endpoints.get, { params: { code, id: String(id) } }),
  create: (code: string, body: CategoryBody) => call(endpoints.create, { params: { code }, body }),
  update: (code: string, id: number, body: CategoryBody) => call(endpoints.update, { params: { code, id: String(id) }, body }),
  remove: (code: string, id: number) => call(endpoints.remove, { params: { code, id: String(id) } }),
  move: (code: string, id: number, parentId: number, index?: number) =>
    call(endpoints.move, { params: { code, id: String(id) }, body: { parentId, index } }),
  /** Uploads the file and starts the import job (its result: ImportNamesResponse). */
  importNames: (code: string, file: File, onProgress?: (percent: number) => void) => {
    const form = new FormData();
    form.append('xlsx', file);
    return callForm(endpoints.importNames, { params: { code }, form, onProgress });
  },
  /** Starts the names export job, waits for it and saves its xlsx; resolves with the file name. */
  exportNames: (code: string, releaseType = DEFAULT_RELEASE_TYPE): Promise<string> =>
    downloadJobFile(call(endpoints.exportNames, { params: { code, releaseType } })),
};
