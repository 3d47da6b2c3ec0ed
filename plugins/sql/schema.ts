// The SQL page's request body (server validation; the web sends the editor's text as it is).
import { z } from 'zod';
import { MAX_QUERY_CHARS } from './shared';

export const sqlRunSchema = z.object({
  query: z.string({ error: 'Type a query' }).min(1, 'Type a query').max(MAX_QUERY_CHARS, `A query is at most ${MAX_QUERY_CHARS} characters`),
});
