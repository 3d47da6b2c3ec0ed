// The bonus API's typed endpoints, both halves' one definition (core/shared/endpoint.ts). Beside
// shared.ts rather than in it: they carry the zod schemas, which the entry chunk must not load.
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { publishableSpec } from '../../core/shared/publish';
import { envQuerySchema, bonusFormSchema, redeemTestBodySchema, rewardTypeBodySchema, switchBodySchema } from './schemas';
import { releases, type Bonus, type Reward, type RewardType } from './shared';

/** The generic release routes' endpoints for what the plugin publishes (`releases`). */
export const publishable = publishableSpec(releases);

const BONUS_API = '/v1/:code/bonus';
type Types = { types: RewardType[] };

/** The typed console endpoints both halves use (core/shared/endpoint.ts); the game client's redeem is not one. */
export const endpoints = {
  list: endpoint({ method: 'GET', path: BONUS_API, query: envQuerySchema, response: typeOf<{ rows: Bonus[]; total: number }>() }),
  get: endpoint({ method: 'GET', path: `${BONUS_API}/:id`, response: typeOf<{ bonus: Bonus }>() }),
  create: endpoint({ method: 'POST', path: BONUS_API, body: bonusFormSchema, response: typeOf<{ bonus: Bonus }>() }),
  setEnable: endpoint({
    method: 'POST',
    path: `${BONUS_API}/:id/switch`,
    query: envQuerySchema.partial(),
    body: switchBodySchema,
    response: typeOf<{ bonus: Bonus }>(),
  }),
  deploy: endpoint({ method: 'POST', path: `${BONUS_API}/:id/deploy`, response: typeOf<{ bonus: Bonus; returnId: number | null }>() }),
  redeemTest: endpoint({
    method: 'POST',
    path: `${BONUS_API}/redeemTest`,
    body: redeemTestBodySchema,
    response: typeOf<{ rewards: Reward[]; dryRun: boolean }>(),
  }),
  types: endpoint({ method: 'GET', path: `${BONUS_API}/reward/types`, response: typeOf<Types>() }),
  addType: endpoint({ method: 'POST', path: `${BONUS_API}/reward/types`, body: rewardTypeBodySchema, response: typeOf<Types>() }),
  deleteType: endpoint({ method: 'DELETE', path: `${BONUS_API}/reward/types`, body: rewardTypeBodySchema, response: typeOf<Types>() }),
};
