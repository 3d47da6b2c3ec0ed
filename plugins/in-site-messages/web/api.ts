// Typed calls of the in-site messages plugin (001 §7).
import { api } from '../../../core/web/http';
import type { HistoryResponse, InSiteMessage, MessageListResponse, SaveMessageBody } from '../shared';

type Env = 'sandbox' | 'prod';
const base = (code: string) => `/${encodeURIComponent(code)}/inSiteMessage`;

export const messagesApi = {
  list: (code: string, platform: number) => api<MessageListResponse>(base(code), { query: { platform } }),
  save: (code: string, body: SaveMessageBody) => api<{ inSiteMessage: InSiteMessage }>(base(code), { method: 'POST', body }),
  upload: (code: string, body: { platform: number; env: Env; id: number }) =>
    api<{ returnId: number; inSiteMessage: InSiteMessage }>(`${base(code)}/upload`, { method: 'POST', body }),
  clear: (code: string, body: { platform: number; env: Env; country: string }) => api<{ returnId: number }>(`${base(code)}/upload/clear`, { method: 'POST', body }),
  histories: (code: string, platform: number, env: Env) => api<HistoryResponse>(`${base(code)}/histories`, { query: { platform, env } }),
  latestByCountry: (code: string, platform: number, env: Env) => api<HistoryResponse>(`${base(code)}/histories/latestByCountry`, { query: { platform, env } }),
};
