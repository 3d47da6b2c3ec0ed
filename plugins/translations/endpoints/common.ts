// The common part's typed endpoints (000 §7 "Common translations" and "Tags", the spec's paths),
// plus our translation-memory suggestions. Fixed paths come before `/:id`.
import { endpoint, typeOf } from '../../../core/shared/endpoint';
import type { CommonKey, Tag } from '../shared';
import {
  applyToAllSchema,
  batchCreateQuerySchema,
  batchCreateSchema,
  commonCreateSchema,
  commonUpdateSchema,
  listByTagsQuerySchema,
  listQuerySchema,
  renameSchema,
  setTagsSchema,
  suggestionsQuerySchema,
  syncCheckQuerySchema,
  tagCreateSchema,
  tagRenameSchema,
} from '../schemas/common';

const API = '/v1/admin/ml/common';
const TAG = '/v1/admin/ml/tag';

/** A common key in the list: how many projects hold a key synced from it. */
export interface CommonKeyRow extends CommonKey {
  linkedCount: number;
}

/**
 * One language of a (project, key) in the three-way sync: the common text the project last took
 * (`base`), the common text now, and the project's own. `state`: `new` (the project lacks it),
 * `same`, `update` (the project still has the old common text: it takes the new one), `kept` (the
 * project edited it and the common text did not change: nothing to do), `conflict` (both changed:
 * the operator chooses).
 */
export interface SyncLanguage {
  lang: string;
  base: string | null;
  common: string;
  project: string | null;
  state: 'new' | 'same' | 'update' | 'kept' | 'conflict';
}

/** The sync check's row (000 §4): Ignore when the project has its own key of that name, else Sync. */
export interface SyncRow {
  projectCode: string;
  keyId: number;
  key: string;
  action: 'Ignore' | 'Sync';
  /** Why Ignore, or what Sync does ('create' or 'update'). */
  note: string;
  projectKeyId: number | null;
  languages: SyncLanguage[];
}

export interface SyncResult {
  created: number;
  updated: number;
  /** Pairs not synced: the project keeps a key of its own by that name. */
  ignored: { projectCode: string; keyId: number; key: string }[];
  /** Conflicts that kept the project's text (no choice, or the operator chose the project's). */
  skipped: { projectCode: string; keyId: number; key: string; lang: string; project: string; common: string }[];
}

export interface LinkedProject {
  projectCode: string;
  nickname: string;
  projectKeyId: number;
  key: string;
  translation: Record<string, string>;
  /** Languages where the project's text is not the common text it took (its own edits). */
  edited: string[];
  updatedAt: string;
}

export interface ImportResult {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
}

export type { Suggestion } from './project';
import type { Suggestion } from './project';

/** The Excel imports' job kind (project keys and common keys; server/importJob.ts). */
export const IMPORT_JOB = 'translations.import';

/** What an import job wrote (its result); a refused file fails the job with `{ problems }`. */
export type ImportJobResult = ImportResult;
/** A failed import's result: every problem of the file (the message names the first 20). */
export interface ImportJobProblems {
  problems: string[];
}
/** An upload's answer: the import runs as this job. */
export interface ImportStarted {
  jobId: number;
  message: string;
}

export const commonEndpoints = {
  list: endpoint({ method: 'GET', path: API, query: listQuerySchema, response: typeOf<{ list: CommonKeyRow[]; total: number }>() }),
  listByTags: endpoint({
    method: 'GET',
    path: `${API}/listByTags`,
    query: listByTagsQuerySchema,
    response: typeOf<{ list: CommonKeyRow[]; total: number }>(),
  }),
  createByExcel: endpoint({ method: 'POST', path: `${API}/createByExcel`, multipart: true, response: typeOf<ImportStarted>() }),
  cancelImport: endpoint({ method: 'POST', path: `${API}/import/:jobId/cancel`, response: typeOf<{ message: string }>() }),
  syncCheck: endpoint({
    method: 'GET',
    path: `${API}/customTranslatesByKeysAndProjects`,
    query: syncCheckQuerySchema,
    response: typeOf<{ rows: SyncRow[] }>(),
  }),
  batchCreateCustoms: endpoint({
    method: 'POST',
    path: `${API}/batchCreateCustoms`,
    query: batchCreateQuerySchema,
    body: batchCreateSchema,
    response: typeOf<SyncResult>(),
  }),
  suggestions: endpoint({
    method: 'GET',
    path: `${API}/suggestions`,
    query: suggestionsQuerySchema,
    response: typeOf<{ suggestions: Record<string, Suggestion[]> }>(),
  }),
  get: endpoint({ method: 'GET', path: `${API}/:id`, response: typeOf<{ common: CommonKeyRow }>() }),
  create: endpoint({ method: 'POST', path: API, body: commonCreateSchema, response: typeOf<{ common: CommonKeyRow }>() }),
  update: endpoint({ method: 'PUT', path: `${API}/:id`, body: commonUpdateSchema, response: typeOf<{ common: CommonKeyRow }>() }),
  remove: endpoint({ method: 'DELETE', path: `${API}/:id`, response: typeOf<{ id: number; unlinked: number }>() }),
  linked: endpoint({ method: 'GET', path: `${API}/:id/linkedCustomTranslations`, response: typeOf<{ projects: LinkedProject[] }>() }),
  applyToAllCustom: endpoint({
    method: 'POST',
    path: `${API}/:id/applyToAllCustom`,
    body: applyToAllSchema,
    response: typeOf<SyncResult>(),
  }),
  rename: endpoint({
    method: 'PUT',
    path: '/v1/admin/ml/key/:oldKey',
    body: renameSchema,
    response: typeOf<{ common: CommonKeyRow; projectKeys: number }>(),
  }),
  tags: endpoint({ method: 'GET', path: TAG, response: typeOf<{ tags: (Tag & { keys: number })[] }>() }),
  createTag: endpoint({ method: 'POST', path: TAG, body: tagCreateSchema, response: typeOf<{ tag: Tag }>() }),
  renameTag: endpoint({ method: 'PUT', path: `${TAG}/:id`, body: tagRenameSchema, response: typeOf<{ tag: Tag }>() }),
  removeTag: endpoint({ method: 'DELETE', path: `${TAG}/:id`, response: typeOf<{ id: number }>() }),
  setTagsToKey: endpoint({
    method: 'POST',
    path: `${TAG}/:id/setTagsToKey`,
    body: setTagsSchema,
    response: typeOf<{ common: CommonKeyRow }>(),
  }),
};
