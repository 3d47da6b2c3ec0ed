// The per-project Translate part's typed endpoints (000 §7 "Per-project translation", 001 §7
// "Translation": /mlTranslate CRUD, /tag CRUD, modifyKey/{id}, listByTags, createByExcel, excel),
// all under /v1/:code/mlTranslate. Static paths are listed before `/:id` (the router tries them in
// order).
import { endpoint, typeOf } from '../../../core/shared/endpoint';
import type { JobStarted } from '../../../core/shared/jobs';
import {
  bulkSchema,
  createKeySchema,
  listQuerySchema,
  renameKeySchema,
  setTagsSchema,
  suggestionsQuerySchema,
  tagSchema,
  updateKeySchema,
} from '../schemas/project';
import type { ProjectKey, Tag } from '../shared';
import type { ImportStarted } from './common';

const API = '/v1/:code/mlTranslate';

/** The project keys' xlsx export as a job (server/project/routes.ts). */
export const EXCEL_JOB = 'translations.excel';

/** A tag with how many of the project's keys carry it. */
export interface ProjectTag extends Tag {
  used: number;
}

export interface KeyListResponse {
  keys: ProjectKey[];
  total: number;
  tags: ProjectTag[];
  /** The project's languages (every language any key has), en first: the table's fill is over these. */
  languages: string[];
}

/** One suggestion: a text the same English has elsewhere, and how often. */
export interface Suggestion {
  text: string;
  count: number;
  /** Where it was found: this project's other keys, the common keys, other projects. */
  from: ('project' | 'common' | 'other')[];
  /** Its placeholders ({name}, %d, <b> …) are not the English text's: the publish gate would refuse it. Ranked after the others. */
  placeholdersDiffer?: true;
}

export const endpoints = {
  list: endpoint({ method: 'GET', path: API, query: listQuerySchema, response: typeOf<KeyListResponse>() }),
  create: endpoint({ method: 'POST', path: API, body: createKeySchema, response: typeOf<{ key: ProjectKey }>() }),
  names: endpoint({ method: 'GET', path: `${API}/names`, response: typeOf<{ keys: { id: number; key: string; en: string }[] }>() }),
  tags: endpoint({ method: 'GET', path: `${API}/tag`, response: typeOf<{ tags: ProjectTag[] }>() }),
  createTag: endpoint({ method: 'POST', path: `${API}/tag`, body: tagSchema, response: typeOf<{ tag: ProjectTag }>() }),
  renameTag: endpoint({ method: 'PUT', path: `${API}/tag/:id`, body: tagSchema, response: typeOf<{ tag: ProjectTag }>() }),
  removeTag: endpoint({ method: 'DELETE', path: `${API}/tag/:id`, response: typeOf<{ id: number; keys: number }>() }),
  setTags: endpoint({ method: 'POST', path: `${API}/tag/:id/setTagsToKey`, body: setTagsSchema, response: typeOf<{ key: ProjectKey }>() }),
  bulk: endpoint({ method: 'POST', path: `${API}/bulk`, body: bulkSchema, response: typeOf<{ changed: number }>() }),
  suggestions: endpoint({
    method: 'GET',
    path: `${API}/suggestions`,
    query: suggestionsQuerySchema,
    response: typeOf<{ suggestions: Record<string, Suggestion[]> }>(),
  }),
  /** Starts the xlsx export (EXCEL_JOB); GET /v1/jobs/:id/file hands the file over once it is made. */
  excel: endpoint({ method: 'GET', path: `${API}/excel`, response: typeOf<JobStarted>() }),
  createByExcel: endpoint({ method: 'POST', path: `${API}/createByExcel`, multipart: true, response: typeOf<ImportStarted>() }),
  cancelImport: endpoint({ method: 'POST', path: `${API}/import/:jobId/cancel`, response: typeOf<{ message: string }>() }),
  rename: endpoint({ method: 'PUT', path: `${API}/modifyKey/:id`, body: renameKeySchema, response: typeOf<{ key: ProjectKey }>() }),
  get: endpoint({ method: 'GET', path: `${API}/:id`, response: typeOf<{ key: ProjectKey }>() }),
  update: endpoint({ method: 'PUT', path: `${API}/:id`, body: updateKeySchema, response: typeOf<{ key: ProjectKey }>() }),
  remove: endpoint({ method: 'DELETE', path: `${API}/:id`, response: typeOf<{ id: number }>() }),
};
