// The projects API as typed endpoints (core/shared/endpoint.ts): the server's routes and the web's
// calls are built from these. Not in shared.ts: that file stays zod-free for the web manifest.
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { projectFormSchema, projectUpdateSchema } from '../../core/shared/project';
import type { AdminProjectListResponse, ProjectListResponse, ProjectResponse } from './shared';

export const endpoints = {
  list: endpoint({ method: 'GET', path: '/v1/projects', response: typeOf<ProjectListResponse>() }),
  get: endpoint({ method: 'GET', path: '/v1/:code/project', response: typeOf<ProjectResponse>() }),
  adminList: endpoint({ method: 'GET', path: '/v1/admin/projects', response: typeOf<AdminProjectListResponse>() }),
  create: endpoint({
    method: 'POST',
    path: '/v1/admin/projects',
    body: projectFormSchema,
    response: typeOf<ProjectResponse & { project: { clientKey: string } }>(),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v1/admin/projects/:code',
    body: projectUpdateSchema,
    response: typeOf<ProjectResponse & { project: { clientKey: string } }>(),
  }),
  rotateClientKey: endpoint({ method: 'POST', path: '/v1/admin/projects/:code/clientKey', response: typeOf<{ clientKey: string }>() }),
  /** A new server key for the project's game servers (the old one stops working); answered once. */
  replaceServerKey: endpoint({
    method: 'POST',
    path: '/v1/admin/projects/:code/serverKey',
    response: typeOf<{ serverKey: string; serverKeySet: true }>(),
  }),
};
