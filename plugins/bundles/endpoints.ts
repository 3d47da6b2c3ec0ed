// The bundles API's typed endpoints, both halves' one definition (core/shared/endpoint.ts).
// Beside shared.ts rather than in it: they carry the zod schemas, which the entry chunk must not load.
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { publishableSpec } from '../../core/shared/publish';
import { listQuerySchema, saveBundleSchema, uploadQuerySchema } from './schemas';
import { releases, type Bundle, type BundleListResponse, type HistoryResponse, type ReleaseInfo } from './shared';

/** The generic release routes' endpoints for what the plugin publishes (`releases`). */
export const publishable = publishableSpec(releases);

const BUNDLES_API = '/v1/:code/bundle';

/** The typed endpoints both halves use (core/shared/endpoint.ts). */
export const endpoints = {
  list: endpoint({ method: 'GET', path: BUNDLES_API, query: listQuerySchema, response: typeOf<BundleListResponse>() }),
  save: endpoint({ method: 'POST', path: BUNDLES_API, body: saveBundleSchema, response: typeOf<{ bundle: Bundle }>() }),
  remove: endpoint({ method: 'DELETE', path: `${BUNDLES_API}/:id`, response: typeOf<{ id: number }>() }),
  upload: endpoint({
    method: 'POST',
    path: `${BUNDLES_API}/upload`,
    query: uploadQuerySchema,
    response: typeOf<{ returnId: number; unchanged: boolean; info: ReleaseInfo }>(),
  }),
  histories: endpoint({ method: 'GET', path: `${BUNDLES_API}/upload`, query: uploadQuerySchema, response: typeOf<HistoryResponse>() }),
};
