// Typed calls of the categories screen (001 §7), over the shared endpoints.
import { api, call, endpointUrl } from '../../../core/web/http';
import { callForm } from '../../../core/web/upload';
import { saveBlob } from '../../../core/web/xlsx';
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
  importNames: (code: string, file: File, onProgress?: (percent: number) => void) => {
    const form = new FormData();
    form.append('xlsx', file);
    return callForm(endpoints.importNames, { params: { code }, form, onProgress });
  },
  /** Downloads the names xlsx (the browser saves it); resolves with the file name. */
  exportNames: async (code: string, releaseType = DEFAULT_RELEASE_TYPE): Promise<string> => {
    const url = endpointUrl(endpoints.exportNames, { params: { code, releaseType } }).replace(/^\/v1/, '');
    const blob = await api<Blob, 'blob'>(url, { responseType: 'blob' });
    const name = `${code}-${releaseType}-category-names.xlsx`;
    saveBlob(blob, name);
    return name;
  },
};
