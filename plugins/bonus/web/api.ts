// Typed calls of the bonus plugin (001 §7, 002 reward types), over its shared endpoints.
import { projectEndpoints } from '../../../core/shared/projectEndpoints';
import { call } from '../../../core/web/http';
import type { Bonus, BonusEnv, Reward } from '../shared';
import type { BonusForm } from '../schemas';
import { endpoints } from '../endpoints';

export const bonusApi = {
  list: (code: string, env: BonusEnv) => call(endpoints.list, { params: { code }, query: { env } }),
  get: (code: string, id: number) => call(endpoints.get, { params: { code, id: String(id) } }),
  create: (code: string, body: BonusForm) => call(endpoints.create, { params: { code }, body }),
  setEnable: (code: string, b: Bonus, enable: 0 | 1) =>
    call(endpoints.setEnable, { params: { code, id: String(b.id) }, query: { env: b.env }, body: { enable } }),
  deploy: (code: string, id: number) => call(endpoints.deploy, { params: { code, id: String(id) } }),
  redeemTest: (code: string, body: { env: BonusEnv; code: string; userId: string; dryRun: boolean }) =>
    call(endpoints.redeemTest, { params: { code }, body }),
  /** The project's service host: the bonus links' host. */
  serviceHost: (code: string) => call(projectEndpoints.detail, { params: { code } }).then((r) => r.project.service.host),
  types: (code: string) => call(endpoints.types, { params: { code } }),
  addType: (code: string, name: string) => call(endpoints.addType, { params: { code }, body: { name } }),
  deleteType: (code: string, name: string) => call(endpoints.deleteType, { params: { code }, body: { name } }),
};

export const rewardsText = (rewards: Reward[]) => rewards.map((r) => `${r.type} ×${r.count}`).join(', ');
