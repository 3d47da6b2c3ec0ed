// The Adjust apps API's typed endpoints (002 §7), both halves' one definition (core/shared/endpoint.ts).
// Beside shared.ts rather than in it: they carry the zod schema, which the entry chunk must not load.
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { adjustAppSchema } from './schemas';
import type { AdjustAppRow } from './shared';

export const endpoints = {
  list: endpoint({ method: 'GET', path: '/v1/admin/adjust_app', response: typeOf<{ apps: AdjustAppRow[] }>() }),
  /** Creates, or with `id` updates (002 §7: one POST for the create/update modal). */
  save: endpoint({
    method: 'POST',
    path: '/v1/admin/adjust_app',
    body: adjustAppSchema,
    response: typeOf<{ message: string; app: AdjustAppRow }>(),
  }),
  remove: endpoint({ method: 'DELETE', path: '/v1/admin/adjust_app/:id', response: typeOf<{ message: string }>() }),
};
