// The online releases API's typed endpoints (000 §7 "Online release"), both halves' one definition.
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { publishableSpec } from '../../core/shared/publish';
import {
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
