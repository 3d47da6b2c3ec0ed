// The feedback API's typed endpoints, both halves' one definition (core/shared/endpoint.ts).
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { listQuerySchema, rangeQuerySchema, translateBodySchema, translateQuerySchema } from './schemas';
import type { FeedbackListResponse, StarDistributionResponse, TranslateResponse, VersionsResponse } from './shared';

const BASE = '/v1/:code/feedback';

export const endpoints = {
  /** 001 §7: GET feedback (platform, env, pn, ps, start, end) -> total, list; newest first. */
  list: endpoint({ method: 'GET', path: BASE, query: listQuerySchema, response: typeOf<FeedbackListResponse>() }),
  /** 001 §7: GET starDistribution -> list of star, count (and rate): five rows, zeros included. */
  starDistribution: endpoint({
    method: 'GET',
    path: `${BASE}/starDistribution`,
    query: rangeQuerySchema,
    response: typeOf<StarDistributionResponse>(),
  }),
  /** Ours: volume and average star per client version, newest version first. */
  versions: endpoint({ method: 'GET', path: `${BASE}/versions`, query: rangeQuerySchema, response: typeOf<VersionsResponse>() }),
  /** 001 §7: POST translate (env; body feedbackId): 202 and a job. */
  translate: endpoint({
    method: 'POST',
    path: `${BASE}/translate`,
    query: translateQuerySchema,
    body: translateBodySchema,
    response: typeOf<TranslateResponse>(),
  }),
};
