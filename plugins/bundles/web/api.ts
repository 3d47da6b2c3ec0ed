// Typed calls of the bundles plugin (000 §7).
import { api } from '../../../core/web/http';
import type { Bundle, BundleListResponse, HistoryResponse, ReleaseInfo, SaveBundleBody } from '../shared';

export type Env = 'sandbox' | 'prod';
const base = (code: string) => `/${encodeURIComponent(code)}/bundle`;

export const bundlesApi = {
  list: (code: string, platform: number) => api<BundleListResponse>(base(code), { query: { platform } }),
  save: (code: string, body: SaveBundleBody) => api<{ bundle: Bundle }>(base(code), { method: 'POST', body }),
  remove: (code: string, id: number) => api<{ id: number }>(`${base(code)}/${id}`, { method: 'DELETE' }),
  upload: (code: string, platform: number, env: Env) =>
    api<{ returnId: number; unchanged: boolean; info: ReleaseInfo }>(`${base(code)}/upload`, { method: 'POST', query: { platform, env } }),
  histories: (code: string, platform: number, env: Env) => api<HistoryResponse>(`${base(code)}/upload`, { query: { platform, env } }),
};
