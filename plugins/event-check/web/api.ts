// Typed calls of the event-check screens, each from its shared endpoint (../endpoints.ts).
import { projectEndpoints } from '../../../core/shared/projectEndpoints';
import { call, endpointUrl } from '../../../core/web/http';
import { callForm } from '../../../core/web/upload';
import { endpoints } from '../endpoints';
import type { EventType } from '../shared';

export interface CheckInput {
  platform: string;
  userId: string;
  start: string;
  limit: string;
}

export const eventCheckApi = {
  /** The project config says whether tracking is on (002 §6). */
  project: (code: string) => call(projectEndpoints.detail, { params: { code } }),
  catalog: (code: string) => call(endpoints.catalog, { params: { code } }),
  saveCatalog: (code: string, eventTypes: EventType[]) => call(endpoints.saveCatalog, { params: { code }, body: { eventTypes } }),
  importCatalog: (code: string, file: File, replace: boolean, onProgress?: (percent: number) => void) => {
    const form = new FormData();
    form.append('file', file);
    if (replace) form.append('mode', 'replace');
    return callForm(endpoints.importCatalog, { params: { code }, form, onProgress });
  },
  /** The catalog as an xlsx in the import's layout (a plain link: the browser downloads it). */
  exportUrl: (code: string) => endpointUrl(endpoints.catalog, { params: { code }, query: { format: 'xlsx' } }),
  check: (code: string, q: CheckInput) => call(endpoints.check, { params: { code }, query: { ...q } }),
  files: (code: string, q: { userId: string; pn: number; ps: number }) => call(endpoints.files, { params: { code }, query: q }),
  logDetail: (code: string, fileName: string) => call(endpoints.logDetail, { params: { code }, query: { fileName } }),
};
