// Typed calls of the ads plugin (002 §7, 000 §7), over its shared endpoints.
import { call } from '../../../core/web/http';
import type { Env } from '../shared';
import type { AdForm, AdRef } from '../schemas';
import { endpoints } from '../endpoints';

export const selfAdsApi = {
  list: (code: string, platform: number) => call(endpoints.ads, { params: { code }, query: { platform } }),
  get: (code: string, id: number) => call(endpoints.ad, { params: { code, id: String(id) } }),
  create: (code: string, body: AdForm) => call(endpoints.createAd, { params: { code }, body }),
  update: (code: string, id: number, body: Omit<AdForm, 'platform'>) =>
    call(endpoints.updateAd, { params: { code, id: String(id) }, body }),
  remove: (code: string, id: number) => call(endpoints.removeAd, { params: { code, id: String(id) } }),
};

export const releasesApi = {
  list: (code: string, platform: number, env: Env) => call(endpoints.releases, { params: { code }, query: { platform, env } }),
  create: (code: string, body: { platform: number; env: Env; idList: AdRef[] }) =>
    call(endpoints.createRelease, { params: { code }, body }),
  update: (code: string, id: number, idList: AdRef[]) =>
    call(endpoints.updateRelease, { params: { code, id: String(id) }, body: { idList } }),
  upload: (code: string, id: number, body: { platform: number; env: Env }) =>
    call(endpoints.upload, { params: { code, id: String(id) }, body }),
  syncProd: (code: string, id: number) => call(endpoints.syncProd, { params: { code, id: String(id) } }),
  switchEnable: (code: string, id: number, enable: boolean) =>
    call(endpoints.switchEnable, { params: { code, id: String(id) }, body: { enable } }),
  deployments: (code: string, platform: number, env: Env) => call(endpoints.deployments, { params: { code }, query: { platform, env } }),
  candidates: (code: string, platform: number) => call(endpoints.candidates, { params: { code }, query: { platform } }),
};
