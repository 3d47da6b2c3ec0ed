// The check-update API's typed endpoints, both halves' one definition (core/shared/endpoint.ts).
// Beside shared.ts rather than in it: they carry the zod schemas, which the entry chunk must not load.
import { z } from 'zod';
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { publishableSpec } from '../../core/shared/publish';
import { checkUpdateRuleSchema, listQuerySchema, platformField, publishQuerySchema, reachQuerySchema } from './schemas';
import { releases, type CheckUpdateListResponse, type CheckUpdateRule, type PublishResult, type RulesReachResponse } from './shared';

/** The generic release routes' endpoints for what the plugin publishes (`releases`). */
export const publishable = publishableSpec(releases);

const RULES = '/v1/:code/checkUpdateRules';

/** The typed endpoints both halves use (core/shared/endpoint.ts). */
export const endpoints = {
  list: endpoint({ method: 'GET', path: RULES, query: listQuerySchema, response: typeOf<CheckUpdateListResponse>() }),
  create: endpoint({ method: 'POST', path: RULES, body: checkUpdateRuleSchema, response: typeOf<{ rule: CheckUpdateRule }>() }),
  get: endpoint({ method: 'GET', path: `${RULES}/:id`, response: typeOf<{ rule: CheckUpdateRule }>() }),
  update: endpoint({
    method: 'PUT',
    path: `${RULES}/:id`,
    body: checkUpdateRuleSchema,
    query: z.object({ platform: platformField.optional() }),
    response: typeOf<{ rule: CheckUpdateRule }>(),
  }),
  remove: endpoint({ method: 'DELETE', path: `${RULES}/:id`, response: typeOf<{ id: number }>() }),
  /** The spec makes publishing a GET: `?env=Sandbox|Prod&platform=`. */
  publish: endpoint({ method: 'GET', path: `${RULES}/publish`, query: publishQuerySchema, response: typeOf<PublishResult>() }),
  /** Ours: which live releases' clients the platform's rules prompt or strand, on sandbox and on prod. */
  reach: endpoint({ method: 'GET', path: `${RULES}/reach`, query: reachQuerySchema, response: typeOf<RulesReachResponse>() }),
};
