// Typed calls of the ads plugin (002 §7, 000 §7).
import { api } from '../../../core/web/http';
import type { AdCandidates, AdForm, AdRef, AdRelease, Deployment, Env, InternalAd } from '../shared';

const at = (code: string, path: string) => `/${encodeURIComponent(code)}${path}`;

export const selfAdsApi = {
  list: (code: string, platform: number) => api<{ internalAds: InternalAd[] }>(at(code, '/internalAd'), { query: { platform } }),
  get: (code: string, id: number) => api<{ internalAd: InternalAd }>(at(code, `/internalAd/${id}`)),
  create: (code: string, body: AdForm) => api<{ internalAd: InternalAd }>(at(code, '/internalAd'), { method: 'POST', body }),
  update: (code: string, id: number, body: Omit<AdForm, 'platform'>) => api<{ internalAd: InternalAd }>(at(code, `/internalAd/${id}`), { method: 'PUT', body }),
  remove: (code: string, id: number) => api<{ id: number }>(at(code, `/internalAd/${id}`), { method: 'DELETE' }),
};

export const releasesApi = {
  list: (code: string, platform: number, env: Env) => api<{ adReleases: AdRelease[] }>(at(code, '/adRelease'), { query: { platform, env } }),
  create: (code: string, body: { platform: number; env: Env; idList: AdRef[] }) => api<{ adRelease: AdRelease }>(at(code, '/adRelease'), { method: 'POST', body }),
  update: (code: string, id: number, idList: AdRef[]) => api<{ adRelease: AdRelease }>(at(code, `/adRelease/${id}`), { method: 'PUT', body: { idList } }),
  upload: (code: string, id: number, body: { platform: number; env: Env }) => api<{ returnId: number; adRelease: AdRelease }>(at(code, `/adRelease/${id}/upload`), { method: 'POST', body }),
  syncProd: (code: string, id: number) => api<{ adRelease: AdRelease }>(at(code, `/adRelease/${id}/syncProd`), { method: 'POST', body: {} }),
  switchEnable: (code: string, id: number, enable: boolean) => api<{ adRelease: AdRelease }>(at(code, `/adRelease/${id}/switchEnable`), { method: 'POST', body: { enable } }),
  deployments: (code: string, platform: number, env: Env) => api<{ deployments: Deployment[] }>(at(code, '/adRelease/deployments'), { query: { platform, env } }),
  candidates: (code: string, platform: number) => api<AdCandidates>(at(code, '/adRelease/ads'), { query: { platform } }),
};
