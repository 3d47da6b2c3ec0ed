// GET /client/v1/:code/:env/bundles?platform=&version= -> { bundles }: the bundles of
// the live set that are on now (Loop bundles by today's switch, Los Angeles days); with a
// version, only those whose rule takes it.
import { endpoints } from '../endpoints';
import { activeAt, BUNDLE_TYPE, type PublishedBundles } from '../shared';
import { bundlesPublishable } from './publishable';
import { versionInRange } from '../../../core/shared/version';
import type { BundleRule } from '../schemas';

/** A client that sends no version gets every bundle; else the rule's range decides. */
function takesVersion(rule: BundleRule, version: string | undefined): boolean {
  return !version || versionInRange(version, ...(rule.clientVersions ?? []));
}

const HOUR_MS = 3_600_000;

/**
 * The first moment (ms) after `now` (s) at which a bundle starts or ends; a Loop bundle's day
 * turns at Los Angeles midnight, always on a whole UTC hour, so the next whole hour bounds it.
 */
export function nextChange(bundles: PublishedBundles['bundles'], now: number): number {
  let next = Infinity;
  for (const b of bundles) {
    for (const t of [b.start, b.end === null ? null : b.end + 1]) if (t !== null && t > now && t * 1000 < next) next = t * 1000;
    if (b.type === BUNDLE_TYPE.loop) next = Math.min(next, (Math.floor((now * 1000) / HOUR_MS) + 1) * HOUR_MS);
  }
  return next;
}

export const clientRoute = bundlesPublishable.clientRoute(endpoints.client, {
  summary: 'Game clients: the bundles on now for a platform (ETag, 304)',
  async answer({ live, query, services, holdUntil }) {
    const bundles = (await live.one(String(query.platform)))?.content?.bundles ?? [];
    // On the services' clock: the dispatcher checks the answer's until on it too.
    const now = Math.floor(services.time.now() / 1000);
    holdUntil(nextChange(bundles, now));
    return { bundles: bundles.filter((b) => activeAt(b, now) && takesVersion(b.rule, query.version)) };
  },
});
