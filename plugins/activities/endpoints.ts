// The activities API's typed endpoints, both halves' one definition (core/shared/endpoint.ts).
// Beside shared.ts rather than in it: they carry the zod schemas, which the entry chunk must not load.
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { publishableSpec } from '../../core/shared/publish';
import { envQuerySchema, grayGroupSchema } from './schemas';
import { releases, type Activity, type GrayGroupSaved, type PublishResult } from './shared';

/** The generic release routes' endpoints for what the plugin publishes (`releases`). */
export const publishable = publishableSpec(releases);

const EVENTS = '/v1/:code/event';
type One = { activity: Activity };

/** Create, update and copy are multipart (the resource file, the fields as strings): their handlers read the form. */
export const endpoints = {
  list: endpoint({ method: 'GET', path: EVENTS, query: envQuerySchema, response: typeOf<{ rows: Activity[] }>() }),
  get: endpoint({ method: 'GET', path: `${EVENTS}/:id`, response: typeOf<One>() }),
  /** A sandbox activity, or with env=prod the prod copy of a published one. */
  create: endpoint({ method: 'POST', path: EVENTS, multipart: true, response: typeOf<One>() }),
  update: endpoint({ method: 'PUT', path: `${EVENTS}/:id`, multipart: true, query: envQuerySchema.partial(), response: typeOf<One>() }),
  remove: endpoint({ method: 'DELETE', path: `${EVENTS}/:id`, response: typeOf<{ id: number }>() }),
  saveGrayGroup: endpoint({ method: 'PUT', path: `${EVENTS}/grayRelease`, body: grayGroupSchema, response: typeOf<GrayGroupSaved>() }),
  publish: endpoint({ method: 'POST', path: `${EVENTS}/:id/upload`, query: envQuerySchema.partial(), response: typeOf<PublishResult>() }),
  syncResource: endpoint({ method: 'POST', path: `${EVENTS}/:id/resource/sync`, response: typeOf<One>() }),
  copy: endpoint({ method: 'POST', path: `${EVENTS}/:id/copy`, multipart: true, response: typeOf<One>() }),
};
