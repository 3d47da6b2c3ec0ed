// Typed calls of the check-update plugin (001 §7), over its shared endpoints.
import { call } from '../../../core/web/http';
import type { CheckUpdateRuleInput } from '../schemas';
import { endpoints } from '../endpoints';

export type { PublishResult, RulesReachResponse } from '../shared';

export const checkUpdateApi = {
  list: (code: string, q: { platform: number; ps: number; pn: number }) => call(endpoints.list, { params: { code }, query: q }),
  get: (code: string, id: number) => call(endpoints.get, { params: { code, id: String(id) } }),
  create: (code: string, form: CheckUpdateRuleInput) => call(endpoints.create, { params: { code }, body: form }),
  update: (code: string, id: number, platform: number, rule: CheckUpdateRuleInput) =>
    call(endpoints.update, { params: { code, id: String(id) }, query: { platform }, body: rule }),
  remove: (code: string, id: number) => call(endpoints.remove, { params: { code, id: String(id) } }),
  /** env as the spec spells it: Sandbox or Prod. */
  publish: (code: string, env: 'Sandbox' | 'Prod', platform: number) =>
    call(endpoints.publish, { params: { code }, query: { env, platform } }),
  /** Ours: which live releases' clients the platform's rules prompt or strand, per env. */
  reach: (code: string, platform: number) => call(endpoints.reach, { params: { code }, query: { platform } }),
};
