// A batch of game events as POST /client/v1/:code/events takes it (ingestRoute.ts), and as the
// event log replays it (eventLog.ts): one check for both.
import { MAX_EVENTS_PER_BATCH } from '../../shared/events';
import { eventSchema } from '../../shared/eventSchema';
import { ingestBodySchema } from '../../shared/ingestEndpoint';
import { badRequest, tooLarge } from '../errors';
import { fastEvent } from './fastEvent';
import { toEventRow } from './rows';
import type { EventRow } from './types';

export { ingestBodySchema };

/** Checks a batch; throws 413 over the limit and 400 naming the first bad event. */
export function parseBatch(events: unknown[], receivedAt: number, now = Date.now()): EventRow[] {
  if (events.length > MAX_EVENTS_PER_BATCH) {
    throw tooLarge(`At most ${MAX_EVENTS_PER_BATCH} events a batch (this one has ${events.length})`);
  }
  const rows: EventRow[] = new Array(events.length);
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
        return {
          path: `events.${i}${issue.path.length ? '.' + issue.path.join('.') : ''}`,
          message: `events[${i}]${where}: ${issue.message}`,
        };
      });
      throw badRequest(issues[0].message, issues);
    }
    rows[i] = toEventRow(parsed.data, receivedAt);
  }
  return rows;
}

/**
 * A batch as the event log keeps it (the request's JSON text) back to rows, as they were when it
 * was acknowledged: checked against the clock of then (`mark`, its receive time).
 */
export function decodeLogged(text: string, mark: number): EventRow[] {
  const body = ingestBodySchema.parse(JSON.parse(text));
  return parseBatch(body.events, mark, mark);
}
