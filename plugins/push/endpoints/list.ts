// The list part's typed endpoints (002 §7 "Push server": GET task, task/search, shutdown,
// batchShutdown, upload, export; the stats chart and the prod token block; the upload template).
// Static paths before `task/:id` (the router tries them in order; the list part's routes go first).
import { endpoint, typeOf } from '../../../core/shared/endpoint';
import type { JobStarted } from '../../../core/shared/jobs';
import {
  batchShutdownBodySchema,
  dailyStatsQuerySchema,
  envQuerySchema,
  exportBodySchema,
  listQuerySchema,
  searchBodySchema,
  shutdownBodySchema,
  tokenStatsQuerySchema,
} from '../schemas/list';
import { API, type DailyStatsRow, type PushTaskRow } from '../shared';

export interface TaskPage {
  tasks: PushTaskRow[];
  total: number;
}

/** Installs, tokens and their rate (001 "Daily user token"). */
export interface TokenFigures {
  installed: number;
  tokenRetrieved: number;
  /** tokenRetrieved / installed, a fraction (null with no installs). */
  rate: number | null;
}

/** The prod block: yesterday's token figures, the last 7 and 30 days', and the last 7 days' pushes. */
export interface TokenStats {
  /** Yesterday (UTC), YYYY-MM-DD. */
  date: string;
  yesterday: TokenFigures;
  day7: TokenFigures;
  day30: TokenFigures;
  /** The last 7 days up to yesterday: pushes sent, delivered and opened, with the rates as fractions. */
  push7: { send: number; success: number; open: number; suc_rate: number | null; open_rate: number | null };
}

/** Upload errors (002 §8): Cell Error (cell, field, sheet), Task Language Error and Task Bonus Code Error. */
export interface CellError {
  cell: string;
  field: string;
  sheet: string;
  /** Ours: what is wrong with the cell. */
  message: string;
}
export interface TaskError {
  taskName: string;
  errorInfo: string;
  sheet: string;
}
/** What Upload Tasks' job returns (the upload answers { jobId }: server/list/uploadJob.ts). */
export interface UploadResult {
  errorCells: CellError[];
  errorLanguageTasks: TaskError[];
  errorBonusCodes: TaskError[];
  /** The server's message: 'Upload success' with the tasks made, or why nothing was. */
  res: { message: string; created: number; ids: number[] };
}

export const listEndpoints = {
  list: endpoint({ method: 'GET', path: `${API}/task`, query: listQuerySchema, response: typeOf<TaskPage>() }),
  search: endpoint({ method: 'POST', path: `${API}/task/search`, body: searchBodySchema, response: typeOf<TaskPage>() }),
  batchShutdown: endpoint({
    method: 'POST',
    path: `${API}/task/batchShutdown`,
    body: batchShutdownBodySchema,
    response: typeOf<{ message: string; ids: number[] }>(),
  }),
  export: endpoint({ method: 'POST', path: `${API}/task/export`, body: exportBodySchema, response: typeOf<{ tasks: PushTaskRow[] }>() }),
  template: endpoint({ method: 'GET', path: `${API}/task/template` }),
  /** Starts Upload Tasks' import job; its result is an UploadResult. */
  upload: endpoint({ method: 'POST', path: `${API}/task/upload`, multipart: true, response: typeOf<JobStarted>() }),
  dailyStats: endpoint({ method: 'GET', path: `${API}/stats/daily`, query: dailyStatsQuerySchema, response: typeOf<DailyStatsRow[]>() }),
  tokenStats: endpoint({ method: 'GET', path: `${API}/stats/tokens`, query: tokenStatsQuerySchema, response: typeOf<TokenStats>() }),
  shutdown: endpoint({
    method: 'POST',
    path: `${API}/task/:id/shutdown`,
    body: shutdownBodySchema,
    response: typeOf<{ message: string; ids: number[] }>(),
  }),
  taskStats: endpoint({ method: 'GET', path: `${API}/task/:id/stats`, query: envQuerySchema, response: typeOf<DailyStatsRow[]>() }),
};
