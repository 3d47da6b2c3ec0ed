// Typed calls of the online releases plugin (000 §7, 001 §7), over its shared endpoints.
import { call } from '../../../core/web/http';
import { callForm } from '../../../core/web/upload';
import { endpoints, generalEndpoints, multipartEndpoints } from '../endpoints';
import type { OnlineEnv } from '../shared';
import type { MultipartFields } from '../schemas';

/** Fields as the multipart form sends them (objects as JSON, the file under `field`). */
export function toFormData(
  fields: Record<string, string | number | boolean | object | null | undefined>,
  file?: File | null,
  field = 'resource',
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    form.append(k, v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  if (file) form.append(field, file);
  return form;
}

type Progress = (percent: number) => void;
const one = (code: string, id: number) => ({ code, id: String(id) });

export const onlineApi = {
  options: (code: string) => call(endpoints.options, { params: { code } }),
  list: (code: string, env: OnlineEnv, pn: number, ps: number) => call(endpoints.list, { params: { code }, query: { env, pn, ps } }),
  create: (code: string, form: FormData, onProgress?: Progress) => callForm(endpoints.create, { params: { code }, form, onProgress }),
  update: (code: string, id: number, form: FormData, onProgress?: Progress) =>
    callForm(endpoints.update, { params: one(code, id), form, onProgress }),
  upload: (code: string, id: number, env: OnlineEnv) => call(endpoints.upload, { params: one(code, id), query: { env } }),
  sync: (code: string, id: number) => call(endpoints.sync, { params: one(code, id) }),
  switch: (code: string, id: number) => call(endpoints.switch, { params: one(code, id) }),
};

export const generalApi = {
  list: (code: string, pn: number, ps: number, releaseType?: string) =>
    call(generalEndpoints.list, { params: { code }, query: { pn, ps, releaseType: releaseType || undefined } }),
  get: (code: string, id: number, buildNum?: number) => call(generalEndpoints.get, { params: one(code, id), query: { buildNum } }),
  resources: (code: string, id: number, buildNum?: number) =>
    call(generalEndpoints.resources, { params: one(code, id), query: { buildNum } }),
  deploys: (code: string, id: number, buildNum?: number) => call(generalEndpoints.deploys, { params: one(code, id), query: { buildNum } }),
  create: (code: string, form: FormData, onProgress?: Progress) =>
    callForm(generalEndpoints.create, { params: { code }, form, onProgress }),
  update: (code: string, id: number, form: FormData, onProgress?: Progress) =>
    callForm(generalEndpoints.update, { params: one(code, id), form, onProgress }),
  deploy: (code: string, id: number, body: { env: OnlineEnv; staging: boolean; buildNum: number }) =>
    call(generalEndpoints.deploy, { params: one(code, id), body }),
  switch: (code: string, id: number, buildNum: number) => call(generalEndpoints.switch, { params: one(code, id), body: { buildNum } }),
  quickDeploy: (code: string, id: number) => call(generalEndpoints.quickDeploy, { params: one(code, id), body: { env: 'sandbox' } }),
  triggerAssetBundle: (code: string, id: number, resourceId: number, body: { platform: 0 | 1 | 2; assetFileName: string }) =>
    call(generalEndpoints.triggerAssetBundle, { params: { code, id: String(id), resourceId: String(resourceId) }, body }),
};

export const multipartApi = {
  list: (code: string) => call(multipartEndpoints.list, { params: { code }, query: {} }),
  get: (code: string, id: number) => call(multipartEndpoints.get, { params: one(code, id) }),
  create: (code: string, body: MultipartFields) => call(multipartEndpoints.create, { params: { code }, body }),
  deploy: (code: string, id: number, env: OnlineEnv) => call(multipartEndpoints.deploy, { params: one(code, id), body: { env } }),
};
