// The bonus API's typed endpoints, both halves' one definition (core/shared/endpoint.ts). Beside
// shared.ts rather than in it: they carry the zod schemas, which the entry chunk must not load.
import { clientEndpoint, endpoint, typeOf } from '../../core/shared/endpoint';
import { publishableSpec } from '../../core/shared/publish';
import {
  envQuerySchema,
  bonusFormSchema,
  redeemAnswerSchema,
  redeemBodySchema,
  redeemTestBodySchema,
  rewardTypeBodySchema,
  switchBodySchema,
} from './schemas';
import { releases, type Bonus, type Reward, type RewardType } from './shared';

/** The generic release routes' endpoints for what the plugin publishes (`releases`). */
export const publishable = publishableSpec(releases);

const BONUS_API = '/v1/:code/bonus';
type Types = { types: RewardType[] };

/** The typed console endpoints both halves use (core/shared/endpoint.ts). */
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

/** The game client's redeem (clientEndpoint: listed in /client/v1/openapi.json). */
export const clientEndpoints = {
  redeem: clientEndpoint({
    method: 'POST',
    path: '/client/v1/:code/:env/bonus/redeem',
    body: redeemBodySchema,
    summary: 'Redeem a bonus code for a player',
    description:
      'The code is case-insensitive; a player redeems a code once per environment. A refused code answers its own error code: 404 bonus_unknown (no such code in the environment), 403 bonus_disabled, 409 bonus_expired, 409 bonus_redeemed (this player already has), 409 bonus_exhausted (used up). Nothing is consumed on a refusal.',
    response: redeemAnswerSchema,
    example: {
      params: { code: 'jigsaw', env: 'prod' },
      body: { code: 'SPRING2026', userId: 'u-48213' },
      response: {
        rewards: [
          { type: 'coins', count: 500 },
          { type: 'hints', count: 3 },
        ],
      },
    },
  }),
};
