// The online releases API's typed endpoints (000 §7 "Online release"), both halves' one definition.
import { clientEndpoint, endpoint, typeOf } from '../../core/shared/endpoint';
import { publishableSpec } from '../../core/shared/publish';
import {
  clientQuerySchema,
  clientReleasesSchema,
  multipartDeploySchema,
  multipartFieldsSchema,
  multipartListQuerySchema,
  buildQuerySchema,
  deployBodySchema,
  envQuerySchema,
  generalListQuerySchema,
  listQuerySchema,
  quickDeployBodySchema,
  switchBodySchema,
  triggerBodySchema,
} from './schemas';
import {
  releases,
  type GeneralDeploy,
  type GeneralRelease,
  type GeneralResource,
  type MoveResult,
  type MultipartRelease,
  type OnlineRelease,
  type OnlineReleaseOptions,
} from './shared';

/** The generic release routes (last, history, rollback) for what the plugin publishes. */
export const publishable = publishableSpec(releases);

const BASE = '/v1/:code/online_release';
type One = { release: OnlineRelease };

/** Create and update are multipart (the resource file, the fields as strings; rule as JSON); a prod copy is JSON. */
export const endpoints = {
  /** The forms' choices (before the `:id` routes). */
  options: endpoint({ method: 'GET', path: `${BASE}/options`, response: typeOf<OnlineReleaseOptions>() }),
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
  /** Game clients: the live online releases (clientEndpoint: /client/v1/openapi.json). */
  client: clientEndpoint({
    method: 'GET',
    path: '/client/v1/:code/:env/releases',
    query: clientQuerySchema,
    summary: 'The live online releases for a platform and client version',
    description:
      "Newest first, each list: the online releases live on the environment whose platform is the client's (or none) and whose client-version rule takes its version, with their resource's URL, md5, size and CRC-32; the general releases deployed for the platform with its resources; the multipart releases with their parts in order.",
    response: clientReleasesSchema,
    example: {
      params: { code: 'jigsaw', env: 'prod' },
      query: { platform: 'android', version: '2.4.0' },
      response: {
        releases: [
          {
            id: 88,
            name: 'Spring levels',
            releaseType: 'main',
            platform: 'android',
            rule: { clientVersions: ['2.0.0', '0.0.0'] },
            localReleaseId: 1204,
            resource: {
              url: 'https://cdn.example.com/jigsaw/online-releases/8f14e4.bin',
              md5: '8f14e45fceea167a5a36dedd4bea2543',
              size: 3145728,
              crc: '9c1185a5',
            },
          },
        ],
        general: [
          {
            id: 12,
            name: 'Build 2.4.0',
            releaseType: 'main',
            buildNum: 240,
            versionTag: 'v2.4.0',
            country: 'ALL',
            rule: null,
            resources: [
              {
                platform: 1,
                url: 'https://cdn.example.com/jigsaw/general/a1b2c3.apk',
                md5: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
                size: 58720256,
              },
            ],
          },
        ],
        multipart: [
          {
            id: 5,
            name: 'Puzzle atlas',
            typeName: 'atlas',
            versionTag: 'v2.4.0',
            country: 'ALL',
            rule: { clientVersions: ['2.4.0', '0.0.0'] },
            cutSize: 1048576,
            resources: [
              {
                sort: 1,
                url: 'https://cdn.example.com/jigsaw/multipart/d41d8c.bin',
                md5: 'd41d8cd98f00b204e9800998ecf8427e',
                size: 1048576,
              },
              {
                sort: 2,
                url: 'https://cdn.example.com/jigsaw/multipart/0cc175.bin',
                md5: '0cc175b9c0f1b6a831c399e269772661',
                size: 524288,
              },
            ],
          },
        ],
      },
    },
  }),
};

const GENERAL = `${BASE}/general`;
type General = { release: GeneralRelease };
type GeneralMove = { release: GeneralRelease; returnId: number };

/** 001 §7 "Online releases, general": create and update are multipart (the file for manual uploads). */
export const generalEndpoints = {
  list: endpoint({
    method: 'GET',
    path: GENERAL,
    query: generalListQuerySchema,
    response: typeOf<{ rows: GeneralRelease[]; count: number }>(),
  }),
  get: endpoint({ method: 'GET', path: `${GENERAL}/:id`, query: buildQuerySchema, response: typeOf<General>() }),
  create: endpoint({
    method: 'POST',
    path: GENERAL,
    multipart: true,
    response: typeOf<{ release: GeneralRelease; genDataRelease: GeneralRelease; dataOnlineResourceIds: number[] }>(),
  }),
  update: endpoint({
    method: 'PUT',
    path: `${GENERAL}/:id`,
    multipart: true,
    response: typeOf<{ release: GeneralRelease; dataOnlineResourceIds: number[] }>(),
  }),
  resources: endpoint({
    method: 'GET',
    path: `${GENERAL}/:id/resources`,
    query: buildQuerySchema,
    response: typeOf<{ rows: GeneralResource[] }>(),
  }),
  deploys: endpoint({
    method: 'GET',
    path: `${GENERAL}/:id/deploy`,
    query: buildQuerySchema,
    response: typeOf<{ rows: GeneralDeploy[] }>(),
  }),
  /** Sandbox, or prod with staging (owners and admins). A failed deploy records the error state and answers the failure. */
  deploy: endpoint({ method: 'POST', path: `${GENERAL}/:id/deploy`, body: deployBodySchema, response: typeOf<GeneralMove>() }),
  switch: endpoint({ method: 'POST', path: `${GENERAL}/:id/switch`, body: switchBodySchema, response: typeOf<GeneralMove>() }),
  triggerAssetBundle: endpoint({
    method: 'POST',
    path: `${GENERAL}/:id/resource/:resourceId/triggerAssetBundle`,
    body: triggerBodySchema,
    response: typeOf<{ resource: GeneralResource; jobId: number }>(),
  }),
  quickDeploy: endpoint({
    method: 'POST',
    path: `${GENERAL}/:id/quickDeploy`,
    body: quickDeployBodySchema,
    response: typeOf<GeneralMove>(),
  }),
};

const MULTIPART = `${BASE}/multipart`;
type Multipart = { release: MultipartRelease };
/** 001 §7 "Online releases, multipart" (the projects whose config has onlineReleases.multipart). */
export const multipartEndpoints = {
  list: endpoint({ method: 'GET', path: MULTIPART, query: multipartListQuerySchema, response: typeOf<{ rows: MultipartRelease[] }>() }),
  get: endpoint({ method: 'GET', path: `${MULTIPART}/:id`, response: typeOf<Multipart>() }),
  create: endpoint({ method: 'POST', path: MULTIPART, body: multipartFieldsSchema, response: typeOf<Multipart>() }),
  /** Sandbox once a release is set; prod (owners and admins) once sandbox is done. */
  deploy: endpoint({
    method: 'POST',
    path: `${MULTIPART}/:id/deploy`,
    body: multipartDeploySchema,
    response: typeOf<Multipart & { returnId: number }>(),
  }),
};
