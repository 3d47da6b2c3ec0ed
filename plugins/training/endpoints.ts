// The training API's typed endpoints (001 §7 Training; `env` is ours: 001 keeps a user per env).
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { downloadQuerySchema, envQuerySchema, listQuerySchema, triggerSchema, uploadSchema } from './schemas';
import type { TrainingListResponse, TrainingUser, UploadAnswer } from './shared';

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
  /** Game clients (X-Client-Key). */
  upload: endpoint({ method: 'POST', path: '/client/v1/:code/:env/training', body: uploadSchema, response: typeOf<UploadAnswer>() }),
};
