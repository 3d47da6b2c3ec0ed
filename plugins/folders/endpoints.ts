// The folders API's typed endpoints (core/shared/endpoint.ts). 001 §7 leaves the paths out; ours
// follow the project-scoped `/v1/:code/folder` shape.
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { createFolderSchema, deleteTagQuery, listQuerySchema, pickRuleSchema, tagSchema, updateFolderSchema } from './schemas';
import type { Folder, FolderCategory, FolderListResponse, FolderTag } from './shared';

const API = '/v1/:code/folder';

export const endpoints = {
  list: endpoint({ method: 'GET', path: API, query: listQuerySchema, response: typeOf<FolderListResponse>() }),
  create: endpoint({ method: 'POST', path: API, body: createFolderSchema, response: typeOf<{ folder: Folder }>() }),
  update: endpoint({ method: 'PUT', path: `${API}/:id`, body: updateFolderSchema, response: typeOf<{ folder: Folder }>() }),
  remove: endpoint({ method: 'DELETE', path: `${API}/:id`, response: typeOf<{ id: number }>() }),
  copy: endpoint({ method: 'POST', path: `${API}/:id/duplicate`, response: typeOf<{ folder: Folder }>() }),
  tags: endpoint({ method: 'GET', path: `${API}/tags`, response: typeOf<{ tags: FolderTag[] }>() }),
  addTag: endpoint({ method: 'POST', path: `${API}/tags`, body: tagSchema, response: typeOf<{ tag: FolderTag }>() }),
  removeTag: endpoint({ method: 'DELETE', path: `${API}/tags/:id`, query: deleteTagQuery, response: typeOf<{ id: number }>() }),
  /** 001 §7: the category tree the attribute editor picks from (enabled: false without the categories plugin). */
  categoryTree: endpoint({
    method: 'GET',
    path: `${API}/category_tree`,
    response: typeOf<{ enabled: boolean; categories: FolderCategory[] }>(),
  }),
  pick: endpoint({ method: 'POST', path: `${API}/pick`, body: pickRuleSchema, response: typeOf<{ added: number[]; targetId: number }>() }),
};
/**
 * Multipart and file routes (not JSON): the names export (GET), the import (field xlsx), random
 * puzzles' Check and Create. The export, the import and Create start jobs (they answer JobStarted,
 * core/shared/jobs.ts); Check answers RandomCheckResponse.
 */
export const FILE_PATHS = {
  exportNames: `${API}/names.xlsx`,
  importNames: `${API}/names/import`,
  randomCheck: `${API}/random_puzzles/check`,
  randomCreate: `${API}/random_puzzles`,
} as const;
