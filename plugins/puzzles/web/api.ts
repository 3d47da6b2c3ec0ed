// Typed calls of the puzzles plugin, over its shared endpoints.
import { call } from '../../../core/web/http';
import { callForm } from '../../../core/web/upload';
import { endpoints } from '../endpoints';
import type { z } from 'zod';
import type { copySchema, listQuerySchema, moveSchema, pickShuffleSchema, translationsSchema, updateSchema } from '../schemas';
import type { ExportKind, ImportKind, PackType } from '../shared';

type In<S extends z.ZodType> = z.input<S>;
const f = (code: string, folderId: number) => ({ code, folderId: String(folderId) });
const one = (code: string, folderId: number, puzzleId: number) => ({ code, folderId: String(folderId), puzzleId: String(puzzleId) });

export const puzzlesApi = {
  folders: (code: string) => call(endpoints.folders, { params: { code } }),
  find: (code: string, id: number) => call(endpoints.find, { params: { code }, query: { id } }),
  list: (code: string, folderId: number, query: In<typeof listQuerySchema>) => call(endpoints.list, { params: f(code, folderId), query }),
  one: (code: string, folderId: number, id: number) => call(endpoints.one, { params: one(code, folderId, id) }),
  update: (code: string, folderId: number, id: number, body: In<typeof updateSchema>) =>
    call(endpoints.update, { params: one(code, folderId, id), body }),
  translations: (code: string, folderId: number, id: number, body: In<typeof translationsSchema>) =>
    call(endpoints.translations, { params: one(code, folderId, id), body }),
  sort: (code: string, folderId: number, id: number, sort: number | '') =>
    call(endpoints.sort, { params: one(code, folderId, id), body: { sort } }),
  remove: (code: string, folderId: number, id: number) => call(endpoints.remove, { params: one(code, folderId, id) }),
  unlock: (code: string, folderId: number, id: number) => call(endpoints.unlock, { params: one(code, folderId, id), body: {} }),
  sortAll: (code: string, folderId: number, startSort: number | '') =>
    call(endpoints.sortAll, { params: f(code, folderId), body: { startSort } }),
  move: (code: string, folderId: number, body: In<typeof moveSchema>) => call(endpoints.move, { params: f(code, folderId), body }),
  copy: (code: string, folderId: number, body: In<typeof copySchema>) => call(endpoints.copy, { params: f(code, folderId), body }),
  pickShuffle: (code: string, folderId: number, body: In<typeof pickShuffleSchema>) =>
    call(endpoints.pickShuffle, { params: f(code, folderId), body }),
  stats: (code: string, folderId: number) => call(endpoints.stats, { params: f(code, folderId) }),
  exportFolder: (code: string, folderId: number, kind: ExportKind) =>
    call(endpoints.exportFolder, { params: f(code, folderId), body: { kind } }),
  pack: (code: string, folderId: number, type: PackType) => call(endpoints.pack, { params: f(code, folderId), body: { type } }),
  /** Create a puzzle in the folder: fields as text (attr as JSON), pictures as files. */
  create: (
    code: string,
    folderId: number,
    input: { name: string; sort: number | ''; attr: Record<string, unknown>; pic1: File; pic2: File | null },
  ) => {
    const form = new FormData();
    form.append('name', input.name);
    if (input.sort !== '') form.append('sort', String(input.sort));
    form.append('attr', JSON.stringify(input.attr));
    form.append('pic1', input.pic1);
    if (input.pic2) form.append('pic2', input.pic2);
    return callForm(endpoints.create, { params: f(code, folderId), form });
  },
  importFile: (code: string, folderId: number, kind: ImportKind, file: File) => {
    const form = new FormData();
    form.append('xlsx', file);
    return callForm(endpoints.importFile, { params: f(code, folderId), query: { kind }, form });
  },
  /** Where a finished job's file downloads. */
  fileUrl: (code: string, jobId: number) => `/v1/${encodeURIComponent(code)}/puzzles/jobs/${jobId}/file`,
};
