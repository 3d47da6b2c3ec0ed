// The puzzles API's typed endpoints, both halves' one definition (core/shared/endpoint.ts).
// 002 §7 leaves the paths out: ours are under /v1/:code/puzzles.
import { z } from 'zod';
import { endpoint, typeOf } from '../../core/shared/endpoint';

import {
  copySchema,
  exportSchema,
  findQuerySchema,
  importQuerySchema,
  listQuerySchema,
  moveSchema,
  packSchema,
  pickShuffleSchema,
  sortAllSchema,
  sortSchema,
  translationsSchema,
  updateSchema,
} from './schemas';
import type { FolderSummary, FoundPuzzle, JobStarted, Puzzle, PuzzleListResponse, PuzzleStats } from './shared';

const API = '/v1/:code/puzzles';
const FOLDER = `${API}/folder/:folderId`;
const ONE = `${FOLDER}/puzzle/:puzzleId`;

export const endpoints = {
  folders: endpoint({ method: 'GET', path: `${API}/folders`, response: typeOf<{ folders: FolderSummary[]; folderTypes: string[] }>() }),
  find: endpoint({ method: 'GET', path: `${API}/find`, query: findQuerySchema, response: typeOf<FoundPuzzle>() }),
  list: endpoint({ method: 'GET', path: FOLDER, query: listQuerySchema, response: typeOf<PuzzleListResponse>() }),
  /** Create a puzzle in the folder: multipart name, pic1, pic2 (files), attr (JSON text), sort. */
  create: endpoint({ method: 'POST', path: FOLDER, multipart: true, response: typeOf<{ puzzle: Puzzle }>() }),
  one: endpoint({ method: 'GET', path: ONE, response: typeOf<{ puzzle: Puzzle }>() }),
  update: endpoint({ method: 'POST', path: ONE, body: updateSchema, response: typeOf<{ puzzle: Puzzle }>() }),
  translations: endpoint({ method: 'POST', path: `${ONE}/translations`, body: translationsSchema, response: typeOf<{ puzzle: Puzzle }>() }),
  sort: endpoint({ method: 'POST', path: `${ONE}/sort`, body: sortSchema, response: typeOf<{ puzzle: Puzzle }>() }),
  remove: endpoint({ method: 'DELETE', path: ONE, response: typeOf<{ id: number }>() }),
  unlock: endpoint({ method: 'POST', path: `${ONE}/unlock`, body: z.object({}).optional(), response: typeOf<{ puzzle: Puzzle }>() }),
  sortAll: endpoint({ method: 'POST', path: `${FOLDER}/sortAll`, body: sortAllSchema, response: typeOf<{ sorted: number }>() }),
  move: endpoint({ method: 'POST', path: `${FOLDER}/move`, body: moveSchema, response: typeOf<{ moved: number }>() }),
  copy: endpoint({ method: 'POST', path: `${FOLDER}/copy`, body: copySchema, response: typeOf<{ copied: number[] }>() }),
  pickShuffle: endpoint({ method: 'POST', path: `${FOLDER}/pickShuffle`, body: pickShuffleSchema, response: typeOf<{ added: number }>() }),
  stats: endpoint({ method: 'GET', path: `${FOLDER}/stats`, response: typeOf<PuzzleStats>() }),
  exportFolder: endpoint({ method: 'POST', path: `${FOLDER}/export`, body: exportSchema, response: typeOf<JobStarted>() }),
  importFile: endpoint({
    method: 'POST',
    path: `${FOLDER}/import`,
    query: importQuerySchema,
    multipart: true,
    response: typeOf<JobStarted>(),
  }),
  pack: endpoint({ method: 'POST', path: `${FOLDER}/pack`, body: packSchema, response: typeOf<JobStarted>() }),
  /** A finished puzzles job's file (its result names it). */
  jobFile: endpoint({ method: 'GET', path: `${API}/jobs/:jobId/file`, response: typeOf<Blob>() }),
};
