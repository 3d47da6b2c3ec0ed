// The applies API's typed endpoints (core/shared/endpoint.ts), both halves' one definition.
// 000 §7 "Apply, under /v1/{code}/apply" fixes the calls; /page is ours (the page's experiment).
import { clientEndpoint, endpoint, typeOf } from '../../core/shared/endpoint';
import { publishableSpec } from '../../core/shared/publish';
import {
  clientAppliesSchema,
  clientQuerySchema,
  deployBodySchema,
  envQuerySchema,
  gameServerQuerySchema,
  historyQuerySchema,
  listQuerySchema,
  pickPuzzleBodySchema,
  syncBodySchema,
} from './schemas';
import {
  publishRef,
  type Apply,
  type ApplyDeployment,
  type ApplyDetailResponse,
  type ApplyListResponse,
  type ApplyModification,
  type ApplyPageInfo,
  type GameServerResponse,
  type PickPuzzleResult,
} from './shared';

export const publishable = publishableSpec(publishRef);

const BASE = '/v1/:code/apply';

export const endpoints = {
  sync: endpoint({ method: 'POST', path: `${BASE}/sync`, body: syncBodySchema, response: typeOf<{ apply: Apply }>() }),
  list: endpoint({ method: 'GET', path: BASE, query: listQuerySchema, response: typeOf<ApplyListResponse>() }),
  gameServer: endpoint({ method: 'GET', path: `${BASE}/gameServer`, query: gameServerQuerySchema, response: typeOf<GameServerResponse>() }),
  /** Ours: the project's v1 experiments (newest 100), the palette's pick step. */
  experiments: endpoint({ method: 'GET', path: `${BASE}/experiments`, response: typeOf<{ rows: { id: number; name: string }[] }>() }),
  page: endpoint({ method: 'GET', path: `${BASE}/experiment/:experimentId`, response: typeOf<ApplyPageInfo>() }),
  get: endpoint({ method: 'GET', path: `${BASE}/:id`, query: envQuerySchema, response: typeOf<ApplyDetailResponse>() }),
  modifications: endpoint({
    method: 'GET',
    path: `${BASE}/:id/modification`,
    query: historyQuerySchema,
    response: typeOf<{ rows: ApplyModification[]; count: number }>(),
  }),
  deployments: endpoint({
    method: 'GET',
    path: `${BASE}/:id/deployment`,
    query: historyQuerySchema,
    response: typeOf<{ rows: ApplyDeployment[]; count: number }>(),
  }),
  deploy: endpoint({
    method: 'POST',
    path: `${BASE}/:id/deployment`,
    body: deployBodySchema,
    response: typeOf<{ apply: Apply; deployment: ApplyDeployment; unchanged: boolean }>(),
  }),
  pickPuzzle: endpoint({
    method: 'POST',
    path: `${BASE}/:id/pickPuzzle`,
    body: pickPuzzleBodySchema,
    response: typeOf<PickPuzzleResult>(),
  }),
  /** Game clients: the deployed applies (clientEndpoint: /client/v1/openapi.json). */
  client: clientEndpoint({
    method: 'GET',
    path: '/client/v1/:code/:env/applies',
    query: clientQuerySchema,
    summary: "The applies deployed on the environment's game server",
    description:
      'One entry per experiment whose apply is deployed in the environment, by experiment id: the level -> puzzle id choices the game plays.',
    response: clientAppliesSchema,
    example: {
      params: { code: 'jigsaw', env: 'prod' },
      response: {
        applies: [
          { experimentId: 42, applyId: 118, conf: { '5': 90211, '6': 90305, '7': 90417 }, returnId: 2031 },
          { experimentId: 47, applyId: 126, conf: { '12': 91840 }, returnId: 2044 },
        ],
      },
    },
  }),
};
