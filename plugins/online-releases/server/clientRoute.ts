// GET /client/v1/:code/:env/releases?platform=&version= -> { releases }: the online releases live
// on that env whose platform is the client's (or none) and whose client-version rule takes its
// version (0.0.0 leaves a side open; no rule takes every version), newest first, each with its
// resource's URL, md5, size and CRC-32. ETag and 304 from core's client API.
import type { z } from 'zod';
import { versionInRange } from '../../../core/shared/version';
import { endpoints } from '../endpoints';
import type { clientQuerySchema } from '../schemas';
import {
  GENERAL_KIND,
  MULTIPART_KIND,
  PUBLISH_KIND,
  type ClientOnlineRelease,
  type ClientVersionRule,
  type OnlinePlatform,
} from '../shared';
import { onlinePublishable } from './publishable';
import type { PublishedGeneral, PublishedOnlineRelease } from './rows';
import type { PublishedMultipart } from './multipart';

const GENERAL_CODE: Record<OnlinePlatform, number> = { android: 1, ios: 2, mac: 3 };

/** Does the rule take this client version? A 0.0.0 bound is open; no rule takes all. */
export function ruleTakes(rule: ClientVersionRule | null, version: string): boolean {
  if (!rule) return true;
  return versionInRange(version, ...rule.clientVersions);
}

export function servedReleases(all: { snapshotId: number; content: PublishedOnlineRelease }[], q: z.output<typeof clientQuerySchema>) {
  return all
    .filter(({ content }) => (!content.platform || content.platform === q.platform) && ruleTakes(content.rule, q.version))
    .sort((a, b) => b.snapshotId - a.snapshotId);
}

export const clientRoute = onlinePublishable.clientRoute(endpoints.client, {
  summary: 'Game clients: the live online releases for a platform and client version, with resource URL, md5 and size (ETag, 304)',
  async answer({ live: reader, query, services }) {
    const live = await reader.all<PublishedOnlineRelease>(PUBLISH_KIND);
    const published = live.flatMap((s) => (s.content ? [{ snapshotId: s.id, content: s.content }] : []));
    const releases: ClientOnlineRelease[] = servedReleases(published, query).map(({ content: r }) => ({
      id: r.id,
      name: r.name,
      releaseType: r.releaseType,
      platform: r.platform,
      rule: r.rule,
      localReleaseId: r.localReleaseId,
      resource: { url: services.storage.url(r.resource.key), md5: r.resource.md5, size: r.resource.size, crc: r.resource.crc },
    }));
    // 001's general releases: the deployed build, with the resources for this platform (0: all).
    const code = GENERAL_CODE[query.platform];
    const generalLive = await reader.all<PublishedGeneral>(GENERAL_KIND);
    const general = generalLive
      .flatMap((s) => (s.content ? [{ snapshotId: s.id, content: s.content }] : []))
      .filter(({ content }) => (content.platform === 0 || content.platform === code) && ruleTakes(content.rule, query.version))
      .sort((a, b) => b.snapshotId - a.snapshotId)
      .map(({ content: g }) => ({
        id: g.id,
        name: g.name,
        releaseType: g.releaseType,
        buildNum: g.buildNum,
        versionTag: g.versionTag,
        country: g.country,
        rule: g.rule,
        resources: g.resources
          .filter((r) => r.platform === 0 || r.platform === code)
          .map((r) => ({ platform: r.platform, url: services.storage.url(r.key), md5: r.md5, size: r.size })),
      }));
    // 001's multipart releases: the parts in order.
    const multipartLive = await reader.all<PublishedMultipart>(MULTIPART_KIND);
    const multipart = multipartLive
      .flatMap((s) => (s.content && ruleTakes(s.content.rule, query.version) ? [{ snapshotId: s.id, m: s.content }] : []))
      .sort((a, b) => b.snapshotId - a.snapshotId)
      .map(({ m }) => ({
        id: m.id,
        name: m.name,
        typeName: m.typeName,
        versionTag: m.versionTag,
        country: m.country,
        rule: m.rule,
        cutSize: m.cutSize,
        resources: m.parts.map((p) => ({ sort: p.sort, url: services.storage.url(p.key), md5: p.md5, size: p.size })),
      }));
    return { releases, general, multipart };
  },
});
