// The categories API's typed endpoints (001 §7 Categories, under /v1/{code}): both halves' one
// definition. The move endpoint is ours (the drag-drop, 000 §4).
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { categoryBodySchema, listQuerySchema, moveSchema } from './schemas';
import type { Category, ImportNamesResponse, TreeResponse } from './shared';

const API = '/v1/:code/category';

export const endpoints = {
  create: endpoint({ method: 'POST', path: API, body: categoryBodySchema, response: typeOf<{ category: Category }>() }),
  /** Before `/category/:id`: `tree` is no id. */
  tree: endpoint({ method: 'GET', path: `${API}/tree`, response: typeOf<TreeResponse>() }),
  list: endpoint({ method: 'GET', path: API, query: listQuerySchema, response: typeOf<{ categories: Category[] }>() }),
  importNames: endpoint({ method: 'POST', path: `${API}/importNames`, multipart: true, response: typeOf<ImportNamesResponse>() }),
  /** An xlsx download of every category's names (the path's releaseType names the file). */
  exportNames: endpoint({ method: 'GET', path: `${API}/:releaseType/exportNames`, response: typeOf<Blob>() }),
  get: endpoint({ method: 'GET', path: `${API}/:id`, response: typeOf<{ category: Category }>() }),
  update: endpoint({ method: 'PUT', path: `${API}/:id`, body: categoryBodySchema, response: typeOf<{ category: Category }>() }),
  remove: endpoint({ method: 'DELETE', path: `${API}/:id`, response: typeOf<{ id: number }>() }),
  move: endpoint({ method: 'POST', path: `${API}/:id/move`, body: moveSchema, response: typeOf<{ category: Category }>() }),
};
