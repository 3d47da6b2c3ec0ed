// POST /client/v1/:code/events {events: [...]} with the project's X-Client-Key: game events in
// batches of at most 1,000. Each event is checked (core/shared/events.ts); one bad event refuses
// the whole batch with its index and reason. The server stamps its receive time; the events are
// buffered and queryable within 2 s. A core route: every statistics screen and plugin reads them.
import { z } from 'zod';
import { rule } from '../../shared/access';
import { eventSchema, MAX_EVENTS_PER_BATCH, type IngestResponse } from '../../shared/events';
import { badRequest, tooLarge } from '../errors';
import { route } from '../plugin';
import { fastEvent } from './fastEvent';
import { toEventRow } from './rows';
import type { EventRow } from './types';

export const ingestBodySchema = z.object({
  events: z.array(z.unknown(), { error: 'events must be a list of events' }),
});

/** Checks a batch; throws 413 over the limit and 400 naming the first bad event. */
export function parseBatch(events: unknown[], receivedAt: number): EventRow[] {
  if (events.length > MAX_EVENTS_PER_BATCH) {
    throw tooLarge(`At most ${MAX_EVENTS_PER_BATCH} events a batch (this one has ${events.length})`);
  }
  const rows: EventRow[] = new Array(events.length);
  const now = Date.now();
  for (let i = 0; i < events.length; i++) {
    const fast = fastEvent(events[i], now);
    if (fast) {
      rows[i] = toEventRow(fast, receivedAt);
      continue;
    }
    const parsed = eventSchema.safeParse(events[i]);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => {
        const where = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
        return { path: `events.${i}${issue.path.length ? '.' + issue.path.join('.') : ''}`, message: `events[${i}]${where}: ${issue.message}` };
      });
      throw badRequest(issues[0].message, issues);
    }
    rows[i] = toEventRow(parsed.data, receivedAt);
  }
  return rows;
}

export const ingestRoute = route({
  method: 'POST',
  path: '/client/v1/:code/events',
  rule: rule.clientKey,
  summary: `Game events (at most ${MAX_EVENTS_PER_BATCH} a batch); queryable within 2 s`,
  body: ingestBodySchema,
  // 1,000 events with props fit; the 2 MB JSON default is tight for the largest.
  maxBodyBytes: 8 * 1024 * 1024,
  handler({ body, project, services }): IngestResponse {
    const rows = parseBatch(body.events, Date.now());
    if (rows.length) services.warehouse.enqueue(project.code, rows);
    return { accepted: rows.length };
  },
});
