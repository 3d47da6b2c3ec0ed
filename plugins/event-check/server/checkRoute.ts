// The check (002 §2, defaults §9; path ours): GET /v1/{code}/track/check?platform&userId&start&limit
// reads the user's events newest first from the warehouse, skips `start` of them, takes `limit`,
// and checks each against the catalog: result 1 success, 0 fail with its reasons.
import { rule as access } from '../../../core/shared/access';
import { routeOf } from '../../../core/server/plugin';
import { endpoints } from '../endpoints';
import { RESULT, RIGHT_EVENT_CHECK, type CheckedEvent, type CheckResponse, type EventType } from '../shared';
import { listCatalog } from './catalog';
import { checkEvent } from './check';
import { requireTracking } from './tracking';
import { readUserEvents } from './userEvents';

export const checkRoute = routeOf(endpoints.check, {
  rule: access.right(RIGHT_EVENT_CHECK),
  summary: "Check one user's events (newest first, skip start, at most limit) against the event-type catalog",
  async handler({ db, project, services, query }): Promise<CheckResponse> {
    requireTracking(project);
    const catalog = new Map<string, EventType>((await listCatalog(db, project.code)).map((t) => [t.type, t]));
    const rows = await readUserEvents(services.warehouse, project.code, query);
    const events: CheckedEvent[] = rows.map((e, i) => ({ index: query.start + i, ...e, ...checkEvent(e, catalog) }));
    const success = events.filter((e) => e.result === RESULT.success).length;
    return { events, summary: { total: events.length, success, fail: events.length - success }, catalogSize: catalog.size };
  },
});
