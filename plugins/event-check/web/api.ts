// Typed calls of the event-check screens, each from its shared endpoint (../endpoints.ts).
import { projectEndpoints } from '../../../core/shared/projectEndpoints';
import { call } from '../../../core/web/http';
import { downloadJobFile } from '../../../core/web/jobs/jobFile';
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
  catalog: (code: string) =>
    call(endpoints.catalog, { params: { code }, query: { format: 'json' } }).then((r) => {
      if (!('eventTypes' in r)) throw new Error('The catalog came without its event types');
      return r;
    }),
  saveCatalog: (code: string, eventTypes: EventType[]) => call(endpoints.saveCatalog, { params: { code }, body: { eventTypes } }),
  /** Starts the import job (its result: an ImportResponse); the modal follows it. */
  importCatalog: (code: string, file: File, replace: boolean, onProgress?: (percent: number) => void) => {
    const form = new FormData();
    form.append('file', file);
    if (replace) form.append('mode', 'replace');
    return callForm(endpoints.importCatalog, { params: { code }, form, onProgress });
  },
  /** The catalog as an xlsx in the import's layout: an export job, waited for and saved; resolves with the file's name. */
  exportCatalog: (code: string) =>
    downloadJobFile(
      call(endpoints.catalog, { params: { code }, query: { format: 'xlsx' } }).then((r) => {
        if (!('jobId' in r)) throw new Error('The export did not start');
        return r;
      }),
    ),
  check: (code: string, q: CheckInput) => call(endpoints.check, { params: { code }, query: { ...q } }),
  files: (code: string, q: { userId: string; pn: number; ps: number }) => call(endpoints.files, { params: { code }, query: q }),
  logDetail: (code: string, fileName: string) => call(endpoints.logDetail, { params: { code }, query: { fileName } }),
};
