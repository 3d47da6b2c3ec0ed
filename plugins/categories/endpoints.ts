// The categories API's typed endpoints (001 §7 Categories, under /v1/{code}): both halves' one
// definition. The move endpoint is ours (the drag-drop, 000 §4).
import { endpoint, typeOf } from '../../core/shared/endpoint';
import type { JobStarted } from '../../core/shared/jobs';
import { categoryBodySchema, listQuerySchema, moveSchema } from './schemas';
import type { Category, TreeResponse } from './shared';

const API = '/v1/:code/category';

export const endpoints = {
  create: endpoint({ method: 'POST', path: API, body: categoryBodySchema, response: typeOf<{ category: Category }>() }),
  /** Before `/category/:id`: `tree` is no id. */
  tree: endpoint({ method: 'GET', path: `${API}/tree`, response: typeOf<TreeResponse>() }),
  list: endpoint({ method: 'GET', path: API, query: listQuerySchema, response: typeOf<{ categories: Category[] }>() }),
  /** Starts the names import job (its result: ImportNamesResponse). */
  importNames: endpoint({ method: 'POST', path: `${API}/importNames`, multipart: true, response: typeOf<JobStarted>() }),
  /** Starts the export job of every category's names as xlsx (the path's releaseType names the file). */
  exportNames: endpoint({ method: 'GET', path: `${API}/:releaseType/exportNames`, response: typeOf<JobStarted>() }),
  get: endpoint({ method: 'GET', path: `${API}/:id`, response: typeOf<{ category: Category }>() }),
  update: endpoint({ method: 'PUT', path: `${API}/:id`, body: categoryBodySchema, response: typeOf<{ category: Category }>() }),
  remove: endpoint({ method: 'DELETE', path: `${API}/:id`, response: typeOf<{ id: number }>() }),
  move: endpoint({ method: 'POST', path: `${API}/:id/move`, body: moveSchema, response: typeOf<{ category: Category }>() }),
};
