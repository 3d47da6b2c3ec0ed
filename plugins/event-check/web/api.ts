// Typed calls of the event-check screens, relative to /v1 (001 §7 Track and ours).
import { api } from '../../../core/web/http';
import { sendForm } from '../../../core/web/upload';
import type { ProjectDetail } from '../../../core/shared/project';
import type { CheckResponse, EventType, FilesListResponse, ImportResponse, LogDetailResponse, StoredEventType } from '../shared';

const track = (code: string) => `/${encodeURIComponent(code)}/track`;

export interface CheckInput {
  platform: string;
  userId: string;
  start: string;
  limit: string;
}

export const eventCheckApi = {
  /** The project config says whether tracking is on (002 §6). */
  project: (code: string) => api<{ project: ProjectDetail }>(`/${encodeURIComponent(code)}/project`),
  catalog: (code: string) => api<{ eventTypes: StoredEventType[] }>(`${track(code)}/eventTypes`),
  saveCatalog: (code: string, eventTypes: EventType[]) => api<{ eventTypes: StoredEventType[] }>(`${track(code)}/eventTypes`, { method: 'PUT', body: { eventTypes } }),
  importCatalog: (code: string, file: File, replace: boolean, onProgress?: (percent: number) => void) => {
    const form = new FormData();
    form.append('file', file);
    if (replace) form.append('mode', 'replace');
    return sendForm<ImportResponse>(`${track(code)}/eventTypes/import`, form, { onProgress });
  },
  /** The catalog as an xlsx in the import's layout (a plain link: the browser downloads it). */
  exportUrl: (code: string) => `/v1${track(code)}/eventTypes?format=xlsx`,
  check: (code: string, q: CheckInput) => api<CheckResponse>(`${track(code)}/check`, { query: { ...q } }),
  files: (code: string, q: { userId: string; pn: number; ps: number }) => api<FilesListResponse>(`${track(code)}/filesList`, { query: q }),
  logDetail: (code: string, fileName: string) => api<LogDetailResponse>(`${track(code)}/logDetail`, { query: { fileName } }),
};
