// The training API's typed endpoints (001 §7 Training; `env` is ours: 001 keeps a user per env).
import { clientEndpoint, endpoint, typeOf } from '../../core/shared/endpoint';
import { downloadQuerySchema, envQuerySchema, listQuerySchema, triggerSchema, uploadAnswerSchema, uploadSchema } from './schemas';
import {
  MAX_RECORDS,
  MAX_UPLOAD_BYTES,
  MAX_UPLOADS_PER_ADDRESS_HOUR,
  MAX_UPLOADS_PER_USER_DAY,
  type TrainingListResponse,
  type TrainingUser,
} from './shared';

export const endpoints = {
  list: endpoint({ method: 'GET', path: '/v1/:code/training', query: listQuerySchema, response: typeOf<TrainingListResponse>() }),
  /** The built SQLite file as `{firebaseId}.db` (only in success). */
  download: endpoint({ method: 'GET', path: '/v1/:code/training/download', query: downloadQuerySchema, response: typeOf<Blob>() }),
  trigger: endpoint({
    method: 'POST',
    path: '/v1/:code/training/trigger',
    query: envQuerySchema,
    body: triggerSchema,
    response: typeOf<{ user: TrainingUser; jobId: number }>(),
  }),
  /** Game clients (X-Client-Key; clientEndpoint: listed in /client/v1/openapi.json). */
  upload: clientEndpoint({
    method: 'POST',
    path: '/client/v1/:code/:env/training',
    body: uploadSchema,
    summary: "Upload a batch of a player's training records",
    description: `One player's puzzle sessions (firebaseId, userId, platform 1 Android or 2 iOS), 1 to ${MAX_RECORDS} records and at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB (413 above). Each record is checked strictly (an unknown field is refused): a bad one refuses the whole upload with a 400 naming it. Stored before the answer. At most ${MAX_UPLOADS_PER_USER_DAY} uploads a day per player and ${MAX_UPLOADS_PER_ADDRESS_HOUR} an hour per address (429 with Retry-After).`,
    response: uploadAnswerSchema,
    example: {
      params: { code: 'jigsaw', env: 'prod' },
      body: {
        firebaseId: 'hT3kQ9vLm2XcR8pWz1YbN4sJd7F2',
        userId: 'u-48213',
        platform: 1,
        records: [
          {
            puzzleId: 'daily-2026-11-30',
            level: 142,
            startedAt: '2026-11-30T19:04:11Z',
            durationMs: 412000,
            moves: 318,
            hintsUsed: 2,
            completed: true,
            extra: { pieces: 500 },
          },
          {
            puzzleId: 'p-8841',
            level: 143,
            startedAt: '2026-11-30T19:12:40Z',
            durationMs: 95000,
            moves: 61,
            hintsUsed: 0,
            completed: false,
          },
        ],
      },
      response: { accepted: 2, uploadCount: 37 },
    },
  }),
};
