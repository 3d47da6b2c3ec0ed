// POST /client/v1/:code/events {events: [...]} with the project's X-Client-Key: game events in
// batches of at most 1,000. Each event is checked (core/shared/events.ts); one bad event refuses
// the whole batch with its index and reason. The server stamps its receive time; the answer comes
// once the batch is in the event log on disk (eventLog.ts), and the events are queryable within
// 2 s. A core route: every statistics screen and plugin reads them. Its typed endpoint (answer
// schema, example: /client/v1/openapi.json) is core/shared/ingestEndpoint.ts.
import { rule } from '../../shared/access';
import { MAX_EVENTS_PER_BATCH, type IngestResponse } from '../../shared/events';
import { ingestEndpoint } from '../../shared/ingestEndpoint';
import { routeOf } from '../plugin';
import { ingestBodySchema, parseBatch } from './batch';

export { ingestBodySchema, parseBatch };

export const ingestRoute = routeOf(ingestEndpoint, {
  rule: rule.clientKey,
  summary: `Game events (at most ${MAX_EVENTS_PER_BATCH} a batch); queryable within 2 s`,
  // 1,000 events with props fit; the 2 MB JSON default is tight for the largest.
  maxBodyBytes: 8 * 1024 * 1024,
  async handler({ c, body, project, services }): Promise<IngestResponse> {
    const rows = parseBatch(body.events, Date.now());
    // The log keeps the request's own text (already read, no second serialisation).
    if (rows.length) await services.warehouse.ingest(project.code, rows, await c.req.text());
    return { accepted: rows.length };
  },
});
