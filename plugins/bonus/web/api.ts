// Typed calls of the bonus plugin (001 §7, 002 reward types), relative to /v1.
import { api } from '../../../core/web/http';
import type { Bonus, BonusEnv, BonusForm, Reward, RewardType } from '../shared';

const base = (code: string) => `/${encodeURIComponent(code)}/bonus`;
type Types = { types: RewardType[] };

export const bonusApi = {
  list: (code: string, env: BonusEnv) => api<{ rows: Bonus[]; total: number }>(base(code), { query: { env } }),
  get: (code: string, id: number) => api<{ bonus: Bonus }>(`${base(code)}/${id}`),
  create: (code: string, body: BonusForm) => api<{ bonus: Bonus }>(base(code), { method: 'POST', body }),
  setEnable: (code: string, b: Bonus, enable: 0 | 1) => api<{ bonus: Bonus }>(`${base(code)}/${b.id}/switch`, { method: 'POST', query: { env: b.env }, body: { enable } }),
  deploy: (code: string, id: number) => api<{ bonus: Bonus; returnId: number }>(`${base(code)}/${id}/deploy`, { method: 'POST' }),
  redeemTest: (code: string, body: { env: BonusEnv; code: string; userId: string; dryRun: boolean }) =>
    api<{ rewards: Reward[]; dryRun: boolean }>(`${base(code)}/redeemTest`, { method: 'POST', body }),
  /** The project's service host: the bonus links' host. */
  serviceHost: (code: string) => api<{ project: { service: { host: string } } }>(`/${encodeURIComponent(code)}/project`).then((r) => r.project.service.host),
  types: (code: string) => api<Types>(`${base(code)}/reward/types`),
  addType: (code: string, name: string) => api<Types>(`${base(code)}/reward/types`, { method: 'POST', body: { name } }),
  deleteType: (code: string, name: string) => api<Types>(`${base(code)}/reward/types`, { method: 'DELETE', body: { name } }),
};

export const rewardsText = (rewards: Reward[]) => rewards.map((r) => `${r.type} ×${r.count}`).join(', ');
