// Typed calls of the check-update plugin (001 §7), relative to /v1.
import { api } from '../../../core/web/http';
import type { CheckUpdateListResponse, CheckUpdateRule, CheckUpdateRuleInput, PublishInfo } from '../shared';

export interface PublishResult {
  returnId: number;
  env: 'sandbox' | 'prod';
  platform: number;
  /** Nothing changed since the last release: no new one was made. */
  unchanged: boolean;
  info: PublishInfo;
}

const base = (code: string) => `/${encodeURIComponent(code)}/checkUpdateRules`;

export const checkUpdateApi = {
  list: (code: string, q: { platform: number; ps: number; pn: number }) => api<CheckUpdateListResponse>(base(code), { query: q }),
  get: (code: string, id: number) => api<{ rule: CheckUpdateRule }>(`${base(code)}/${id}`),
  create: (code: string, form: CheckUpdateRuleInput) => api<{ rule: CheckUpdateRule }>(base(code), { method: 'POST', body: form }),
  update: (code: string, id: number, platform: number, rule: CheckUpdateRuleInput) =>
    api<{ rule: CheckUpdateRule }>(`${base(code)}/${id}`, { method: 'PUT', query: { platform }, body: rule }),
  remove: (code: string, id: number) => api<{ id: number }>(`${base(code)}/${id}`, { method: 'DELETE' }),
  /** env as the spec spells it: Sandbox or Prod. */
  publish: (code: string, env: 'Sandbox' | 'Prod', platform: number) => api<PublishResult>(`${base(code)}/publish`, { query: { env, platform } }),
};
