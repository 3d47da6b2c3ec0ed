// The SQL page's request body (server validation; the web sends the editor's text as it is).
import { z } from 'zod';
import { MAX_QUERY_CHARS } from './shared';

/** A run's id, chosen by the page, that its Stop names. */
const runId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'A run id is 1-64 letters, digits, _ or -');

export const sqlRunSchema = z.object({
  query: z
    .string({ error: 'Type a query' })
    .min(1, 'Type a query')
    .max(MAX_QUERY_CHARS, `A query is at most ${MAX_QUERY_CHARS} characters`),
  runId: runId.optional(),
});

/** Stop: the run named, or every query of the user's running in the project. */
export const sqlStopSchema = z.object({ runId: runId.optional() });
