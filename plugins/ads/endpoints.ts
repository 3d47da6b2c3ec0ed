// The ads API's typed endpoints, both halves' one definition (core/shared/endpoint.ts).
// Beside shared.ts rather than in it: they carry the zod schemas, which the entry chunk must not load.
import { clientEndpoint, endpoint, typeOf } from '../../core/shared/endpoint';
import { publishableSpec } from '../../core/shared/publish';
import {
  clientAdsSchema,
  clientQuerySchema,
  createAdSchema,
  createReleaseSchema,
  listQuerySchema,
  platformQuerySchema,
  switchEnableSchema,
  updateAdSchema,
  updateReleaseSchema,
  uploadReleaseSchema,
} from './schemas';
import { releases, type AdCandidates, type AdRelease, type Deployment, type InternalAd } from './shared';

/** The generic release routes' endpoints for what the plugin publishes (`releases`). */
export const publishable = publishableSpec(releases);

const ADS_API = '/v1/:code/internalAd';
const RELEASES_API = '/v1/:code/adRelease';

/** The typed endpoints both halves use (core/shared/endpoint.ts). */
export const endpoints = {
  ads: endpoint({ method: 'GET', path: ADS_API, query: platformQuerySchema, response: typeOf<{ internalAds: InternalAd[] }>() }),
  createAd: endpoint({ method: 'POST', path: ADS_API, body: createAdSchema, response: typeOf<{ internalAd: InternalAd }>() }),
  ad: endpoint({ method: 'GET', path: `${ADS_API}/:id`, response: typeOf<{ internalAd: InternalAd }>() }),
  updateAd: endpoint({ method: 'PUT', path: `${ADS_API}/:id`, body: updateAdSchema, response: typeOf<{ internalAd: InternalAd }>() }),
  removeAd: endpoint({ method: 'DELETE', path: `${ADS_API}/:id`, response: typeOf<{ id: number }>() }),
  releases: endpoint({ method: 'GET', path: RELEASES_API, query: listQuerySchema, response: typeOf<{ adReleases: AdRelease[] }>() }),
  deployments: endpoint({
    method: 'GET',
    path: `${RELEASES_API}/deployments`,
    query: listQuerySchema,
    response: typeOf<{ deployments: Deployment[] }>(),
  }),
  candidates: endpoint({ method: 'GET', path: `${RELEASES_API}/ads`, query: platformQuerySchema, response: typeOf<AdCandidates>() }),
  createRelease: endpoint({ method: 'POST', path: RELEASES_API, body: createReleaseSchema, response: typeOf<{ adRelease: AdRelease }>() }),
  updateRelease: endpoint({
    method: 'PUT',
    path: `${RELEASES_API}/:id`,
    body: updateReleaseSchema,
    response: typeOf<{ adRelease: AdRelease }>(),
  }),
  upload: endpoint({
    method: 'POST',
    path: `${RELEASES_API}/:id/upload`,
    body: uploadReleaseSchema,
    response: typeOf<{ returnId: number; adRelease: AdRelease }>(),
  }),
  syncProd: endpoint({ method: 'POST', path: `${RELEASES_API}/:id/syncProd`, response: typeOf<{ adRelease: AdRelease }>() }),
  switchEnable: endpoint({
    method: 'POST',
    path: `${RELEASES_API}/:id/switchEnable`,
    body: switchEnableSchema,
    response: typeOf<{ adRelease: AdRelease }>(),
  }),
  /** Game clients: the in-house ads of the live release (clientEndpoint: /client/v1/openapi.json). */
  client: clientEndpoint({
    method: 'GET',
    path: '/client/v1/:code/:env/ads',
    query: clientQuerySchema,
    summary: 'The in-house ads to show on a platform',
    description:
      'The ads of the release live in the environment for the platform (1 Android, 2 iOS), as resolved when it was published; none while that release is switched off.',
    response: clientAdsSchema,
    example: {
      params: { code: 'jigsaw', env: 'prod' },
      query: { platform: '1' },
      response: {
        ads: [
          {
            id: 12,
            projectCode: 'jigsaw',
            name: { en: 'Solitaire Tour', fr: 'Tour de solitaire' },
            icon: 'https://cdn.example.com/jigsaw/ads/3b1f.png',
            campaign: 'spring',
            list: { url: 'https://cdn.example.com/jigsaw/ads/91ac.mp4', md5: '91ac7d0e2f4b5a6c8d9e0f1a2b3c4d5e', size: 834112 },
            mrect: null,
          },
        ],
      },
    },
  }),
};
