// The bundles API's typed endpoints, both halves' one definition (core/shared/endpoint.ts).
// Beside shared.ts rather than in it: they carry the zod schemas, which the entry chunk must not load.
import { clientEndpoint, endpoint, typeOf } from '../../core/shared/endpoint';
import { publishableSpec } from '../../core/shared/publish';
import { clientBundlesSchema, clientQuerySchema, listQuerySchema, saveBundleSchema, uploadQuerySchema } from './schemas';
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
  /** Game clients: the bundles on now (clientEndpoint: /client/v1/openapi.json). */
  client: clientEndpoint({
    method: 'GET',
    path: '/client/v1/:code/:env/bundles',
    query: clientQuerySchema,
    summary: 'The bundles on now for a platform',
    description:
      'The bundles of the set live in the environment for the platform (1 Android, 2 iOS; or its name) that are on now: Normal bundles between start and end, Loop bundles on the days their switch list turns on (days in America/Los_Angeles). With a version, only the bundles whose rule takes it. The answer holds until a bundle starts or ends.',
    response: clientBundlesSchema,
    example: {
      params: { code: 'jigsaw', env: 'prod' },
      query: { platform: '1', version: '2.4.0' },
      response: {
        bundles: [
          {
            id: 58,
            productID: 'spring_pack',
            name: 'spring_pack',
            description: 'Spring pieces and 3 hints',
            rule: { clientVersions: ['2.0.0', '0.0.0'] },
            type: 1,
            start: 1774998000,
            end: 1776207599,
            resource: {
              url: 'https://cdn.example.com/jigsaw/bundles/spring_pack.zip',
              size: 2457600,
              md5: '0f3a9c2b7e1d4f5a6b8c9d0e1f2a3b4c',
            },
            switchList: [],
            loopIntervalDays: 0,
            loopTag: '',
          },
          {
            id: 61,
            productID: 'weekend_coins',
            name: 'weekend_coins',
            description: '',
            rule: {},
            type: 2,
            start: 1774594800,
            end: null,
            resource: {
              url: 'https://cdn.example.com/jigsaw/bundles/weekend_coins.zip',
              size: 512000,
              md5: '7d2e4f6a8b0c1d3e5f7a9b1c2d4e6f80',
            },
            switchList: [0, 0, 0, 0, 0, 1, 1],
            loopIntervalDays: 7,
            loopTag: 'weekend',
          },
        ],
      },
    },
  }),
};
