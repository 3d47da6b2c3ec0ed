// GET /client/v1/:code/:env/activities?platform=&version=&userId= -> { activities }: what is
// published to that env, open now, enabled, for this client version or later, by priority
// (highest first). In a gray release each user sees only the member whose tag they draw.
import type { z } from 'zod';
import { endpoints } from '../endpoints';
import type { clientQuerySchema } from '../schemas';
import { compareVersions, type ClientActivity } from '../shared';
import { pickTag } from './gray';
import { activitiesPublishable } from './publishable';
import type { PublishedActivity } from './rows';

export function servedActivities(all: PublishedActivity[], q: z.output<typeof clientQuerySchema>, now: number): PublishedActivity[] {
  const groups = new Map<string, { tag: string; weight: number }[]>();
  for (const a of all) if (a.grayRelease) groups.set(a.grayRelease.name, [...(groups.get(a.grayRelease.name) ?? []), a.grayRelease]);
  const drawn = new Map<string, string | null>();
  const userId = q.userId || '';
  for (const [name, members] of groups) drawn.set(name, userId ? pickTag(name, userId, members) : null);
  return all
    .filter((a) => a.enable === 1)
    .filter((a) => Date.parse(a.openAt) <= now && now < Date.parse(a.closeAt))
    .filter((a) => compareVersions(q.version, a.version[q.platform - 1] || '0') >= 0)
    .filter((a) => !a.grayRelease || drawn.get(a.grayRelease.name) === a.grayRelease.tag)
    .sort((a, b) => b.priority - a.priority || Date.parse(a.openAt) - Date.parse(b.openAt) || a.id - b.id);
}

/** The first moment after `now` at which an activity opens or closes (what "open now" answers changes). */
export function nextChange(all: PublishedActivity[], now: number): number {
  let next = Infinity;
  for (const a of all) for (const t of [Date.parse(a.openAt), Date.parse(a.closeAt)]) if (t > now && t < next) next = t;
  return next;
}

export const clientRoute = activitiesPublishable.clientRoute(endpoints.client, {
  summary: 'Game clients: the activities open now for a platform, client version and user (ETag, 304)',
  async answer({ live: reader, query, services, holdUntil }) {
    const live = await reader.all();
    const published = live.flatMap((s) => (s.content ? [s.content] : []));
    // On the services' clock: the dispatcher checks the answer's until on it too.
    const now = services.time.now();
    const activities: ClientActivity[] = servedActivities(published, query, now).map((a) => ({
      id: a.id,
      eventId: a.eventId,
      name: a.name,
      openAt: a.openAt,
      closeAt: a.closeAt,
      priority: a.priority,
      rule: a.rule,
      resource: a.resource ? { url: services.storage.url(a.resource.key), md5: a.resource.md5, size: a.resource.size } : null,
      grayRelease: a.grayRelease ? { name: a.grayRelease.name, tag: a.grayRelease.tag } : null,
    }));
    // The answer holds until the next activity opens or closes.
    holdUntil(nextChange(published, now));
    return { activities };
  },
});
