// The feedback API's typed endpoints, both halves' one definition (core/shared/endpoint.ts).
import { clientEndpoint, endpoint, typeOf } from '../../core/shared/endpoint';
import {
  clientFeedbackAnswerSchema,
  clientFeedbackSchema,
  listQuerySchema,
  rangeQuerySchema,
  translateBodySchema,
  translateQuerySchema,
} from './schemas';
import {
  MAX_CONTENT_CHARS,
  MAX_FEEDBACK_PER_ADDRESS_HOUR,
  MAX_FEEDBACK_PER_USER_DAY,
  MESSAGES,
  type FeedbackListResponse,
  type StarDistributionResponse,
  type TranslateResponse,
  type VersionsResponse,
} from './shared';

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

/** The game client's call (clientEndpoint: listed in /client/v1/openapi.json). */
export const clientEndpoints = {
  send: clientEndpoint({
    method: 'POST',
    path: '/client/v1/:code/:env/feedback',
    body: clientFeedbackSchema,
    summary: "Send a player's feedback",
    status: 201,
    description: `A JSON body: userId, platform (1 Android, 2 iOS; 'android' and 'ios' are read too), star (1 to 5), content (up to ${MAX_CONTENT_CHARS} characters; may be empty), language (a tag like en or pt-BR) and appVersion (like 1.2.3). Answers 201 once it is stored. At most ${MAX_FEEDBACK_PER_USER_DAY} a day per user and ${MAX_FEEDBACK_PER_ADDRESS_HOUR} an hour per address (429 with Retry-After).`,
    response: clientFeedbackAnswerSchema,
    example: {
      params: { code: 'jigsaw', env: 'prod' },
      body: {
        userId: 'u-48213',
        platform: 2,
        star: 4,
        content: 'Love the daily puzzles, but the hints run out too fast.',
        language: 'en',
        appVersion: '3.12.0',
      },
      response: { id: 15230, message: MESSAGES.received },
    },
  }),
};
