// The online releases API's typed endpoints (000 §7 "Online release"), both halves' one definition.
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { publishableSpec } from '../../core/shared/publish';
import { envQuerySchema, listQuerySchema } from './schemas';
import { releases, type MoveResult, type OnlineRelease } from './shared';

/** The generic release routes (last, history, rollback) for what the plugin publishes. */
export const publishable = publishableSpec(releases);

const BASE = '/v1/:code/online_release';
type One = { release: OnlineRelease };

/** Create and update are multipart (the resource file, the fields as strings; rule as JSON); a prod copy is JSON. */
export const endpoints = {
  list: endpoint({ method: 'GET', path: BASE, query: listQuerySchema, response: typeOf<{ rows: OnlineRelease[]; count: number }>() }),
  get: endpoint({ method: 'GET', path: `${BASE}/:id`, response: typeOf<One>() }),
  create: endpoint({ method: 'POST', path: BASE, multipart: true, response: typeOf<One>() }),
  update: endpoint({ method: 'PUT', path: `${BASE}/:id`, multipart: true, response: typeOf<One>() }),
  /** Sandbox: publish. Prod: upload to staging (owners and admins). */
  upload: endpoint({ method: 'POST', path: `${BASE}/:id/upload`, query: envQuerySchema, response: typeOf<MoveResult>() }),
  /** Creates or updates the prod copy from the uploaded sandbox release (owners and admins). */
  sync: endpoint({ method: 'POST', path: `${BASE}/:id/resource/sync`, response: typeOf<One>() }),
  /** Makes the staged prod release live (owners and admins). */
  switch: endpoint({ method: 'POST', path: `${BASE}/:id/switch`, response: typeOf<MoveResult>() }),
};
