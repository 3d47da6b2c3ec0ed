// Typed calls of Common Translate (000 §7 "Common translations", "Tags").
import { call } from '../../../../core/web/http';
import { callForm } from '../../../../core/web/upload';
import { commonEndpoints as ep } from '../../endpoints/common';
import type { CommonCreateBody, CommonUpdateBody, Resolution } from '../../schemas/common';

export interface ListArgs {
  q?: string;
  tagIds?: number[];
  unfinished?: 'true' | 'false';
  pn: number;
  ps: number;
}

export const commonApi = {
  list: ({ tagIds, ...rest }: ListArgs) =>
    tagIds?.length ? call(ep.listByTags, { query: { ...rest, tagIds: tagIds.join(',') } }) : call(ep.list, { query: rest }),
  get: (id: number) => call(ep.get, { params: { id: String(id) } }),
  create: (body: CommonCreateBody) => call(ep.create, { body }),
  update: (id: number, body: CommonUpdateBody) => call(ep.update, { params: { id: String(id) }, body }),
  remove: (id: number) => call(ep.remove, { params: { id: String(id) } }),
  linked: (id: number) => call(ep.linked, { params: { id: String(id) } }),
  rename: (oldKey: string, newKey: string) => call(ep.rename, { params: { oldKey }, body: { newKey } }),
  applyToAll: (id: number, resolutions: Resolution[]) => call(ep.applyToAllCustom, { params: { id: String(id) }, body: { resolutions } }),
  syncCheck: (keyIds: number[], projectCodes: string[]) =>
    call(ep.syncCheck, { query: { keyIds: keyIds.join(','), projectCodes: projectCodes.join(',') } }),
  sync: (keyIds: number[], customs: { projectCode: string; keyId: number; commonId: number }[], resolutions: Resolution[]) =>
    call(ep.batchCreateCustoms, { query: { keyIds: keyIds.join(',') }, body: { customs, resolutions } }),
  suggestions: (en: string, excludeId?: number) => call(ep.suggestions, { query: { en, excludeId }, quiet: true }),
  importExcel: (file: File, onProgress: (p: number) => void) => {
    const form = new FormData();
    form.append('excel', file);
    return callForm(ep.createByExcel, { params: {}, form, onProgress });
  },
  cancelImport: (jobId: number) => call(ep.cancelImport, { params: { jobId: String(jobId) } }),
  tags: () => call(ep.tags),
  createTag: (tagName: string) => call(ep.createTag, { body: { tagName, code: 'common' } }),
  renameTag: (id: number, tagName: string) => call(ep.renameTag, { params: { id: String(id) }, body: { tagName } }),
  removeTag: (id: number) => call(ep.removeTag, { params: { id: String(id) } }),
  setTags: (keyId: number, tagNameList: string[]) => call(ep.setTagsToKey, { params: { id: String(keyId) }, body: { tagNameList } }),
};
