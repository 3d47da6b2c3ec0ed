// Typed calls of the activities plugin (001 §7), over its shared endpoints. Calls carrying a
// form go through core's callForm (the file's ones with the progress bar).
import { call } from '../../../core/web/http';
import { callForm } from '../../../core/web/upload';
import { endpoints } from '../endpoints';
import type { Activity, ActivityEnv, PublishResult } from '../shared';

export type { PublishResult } from '../shared';

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

export const activitiesApi = {
  list: (code: string, env: ActivityEnv) => call(endpoints.list, { params: { code }, query: { env } }),
  get: (code: string, id: number) => call(endpoints.get, { params: { code, id: String(id) } }),
  create: (code: string, form: FormData, onProgress?: Progress) => callForm(endpoints.create, { params: { code }, form, onProgress }),
  update: (code: string, id: number, env: ActivityEnv, form: FormData, onProgress?: Progress) =>
    callForm(endpoints.update, { params: { code, id: String(id) }, query: { env }, form, onProgress }),
  copy: (code: string, historyId: number, form: FormData, onProgress?: Progress) =>
    callForm(endpoints.copy, { params: { code, id: String(historyId) }, form, onProgress }),
  setEnable: (code: string, a: Activity, enable: 0 | 1) =>
    callForm(endpoints.update, { params: { code, id: String(a.id) }, query: { env: a.env }, form: toFormData({ enable }) }),
  /** A gray release group saved whole (one transaction). */
  saveGrayGroup: (code: string, body: { name: string; members: { id: number; tag: string; weight: number }[] }) =>
    call(endpoints.saveGrayGroup, { params: { code }, body }),
  createProd: (code: string, body: { sandboxId: number; openAt: Date; closeAt: Date; version: string[] }) =>
    callForm(endpoints.create, { params: { code }, form: toFormData({ ...body, env: 'prod' }) }),
  updateProd: (code: string, id: number, body: { openAt: Date; closeAt: Date; version: string[] }) =>
    callForm(endpoints.update, { params: { code, id: String(id) }, query: { env: 'prod' }, form: toFormData(body) }),
  remove: (code: string, id: number) => call(endpoints.remove, { params: { code, id: String(id) } }),
  publish: (code: string, a: Pick<Activity, 'id' | 'env'>) =>
    call(endpoints.publish, { params: { code, id: String(a.id) }, query: { env: a.env } }),
  syncResource: (code: string, id: number) => call(endpoints.syncResource, { params: { code, id: String(id) } }),
};

/** The toast after a publish: SUCCESS!, or why no new copy was made. */
export const publishToast = (r: PublishResult) =>
  r.unchanged ? `Nothing changed since the last publish (returnId ${r.returnId})` : 'SUCCESS!';
