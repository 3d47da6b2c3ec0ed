// Typed calls of the activities plugin (001 §7), relative to /v1. Calls carrying a file go
// through core's sendForm for the progress bar.
import { api } from '../../../core/web/http';
import { sendForm } from '../../../core/web/upload';
import type { Activity, ActivityEnv, GrayRelease } from '../shared';

const base = (code: string) => `/${encodeURIComponent(code)}/event`;

/** Fields as the multipart form sends them (the file under `resource`). */
export function toFormData(fields: Record<string, string | number | Date | object | null | undefined>, file?: File | null): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    form.append(k, v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  if (file) form.append('resource', file);
  return form;
}

type Progress = (percent: number) => void;
type One = { activity: Activity };

export interface PublishResult {
  returnId: number;
  unchanged: boolean;
  activity: Activity;
}

export const activitiesApi = {
  list: (code: string, env: ActivityEnv) => api<{ rows: Activity[] }>(base(code), { query: { env } }),
  get: (code: string, id: number) => api<One>(`${base(code)}/${id}`),
  create: (code: string, form: FormData, onProgress?: Progress) => sendForm<One>(base(code), form, { onProgress }),
  update: (code: string, id: number, env: ActivityEnv, form: FormData, onProgress?: Progress) =>
    sendForm<One>(`${base(code)}/${id}?env=${env}`, form, { method: 'PUT', onProgress }),
  copy: (code: string, historyId: number, form: FormData, onProgress?: Progress) => sendForm<One>(`${base(code)}/${historyId}/copy`, form, { onProgress }),
  setEnable: (code: string, a: Activity, enable: 0 | 1) => api<One>(`${base(code)}/${a.id}`, { method: 'PUT', query: { env: a.env }, body: toFormData({ enable }) }),
  /** A gray release group saved whole (one transaction). */
  saveGrayGroup: (code: string, body: { name: string; members: { id: number; tag: string; weight: number }[] }) =>
    api<{ name: string }>(`${base(code)}/grayRelease`, { method: 'PUT', body }),
  createProd: (code: string, body: { sandboxId: number; openAt: Date; closeAt: Date; version: string[] }) =>
    api<One>(base(code), { method: 'POST', body: toFormData({ ...body, env: 'prod' }) }),
  updateProd: (code: string, id: number, body: { openAt: Date; closeAt: Date; version: string[] }) =>
    api<One>(`${base(code)}/${id}`, { method: 'PUT', query: { env: 'prod' }, body: toFormData(body) }),
  remove: (code: string, id: number) => api<{ id: number }>(`${base(code)}/${id}`, { method: 'DELETE' }),
  publish: (code: string, a: Pick<Activity, 'id' | 'env'>) => api<PublishResult>(`${base(code)}/${a.id}/upload`, { method: 'POST', query: { env: a.env } }),
  syncResource: (code: string, id: number) => api<One>(`${base(code)}/${id}/resource/sync`, { method: 'POST' }),
};

/** The toast after a publish: SUCCESS!, or why no new copy was made. */
export const publishToast = (r: PublishResult) => (r.unchanged ? `Nothing changed since the last publish (returnId ${r.returnId})` : 'SUCCESS!');
