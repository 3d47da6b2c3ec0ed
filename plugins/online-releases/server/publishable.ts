// What online releases publish (core/server/publish/README.md): each online release on its env's
// game server (kind 'online-releases', key = the row's id), built from its row. A rollback keeps
// the row's returnId on what is live again.
import { and, eq } from 'drizzle-orm';
import { definePublishable } from '../../../core/server/publish/publishable';
import { publishable } from '../endpoints';
import type { Audience } from '../../../core/shared/audience';
import type { PlatformCode } from '../../../core/shared/constants';
import { OPEN_VERSION } from '../../../core/shared/version';
import { GENERAL_KIND, MULTIPART_KIND, PUBLISH_KIND, type ClientVersionRule, type OnlinePlatform } from '../shared';
import { onlineReleases } from './db';
import type { PublishedMultipart } from './multipart';
import { mustFind, publishedContent, type PublishedGeneral, type PublishedOnlineRelease } from './rows';

const V1_PLATFORM: Record<OnlinePlatform, PlatformCode> = { android: 1, ios: 2, mac: 3 };
/** No rule takes every version: both sides open. */
const versionsOf = (rule: ClientVersionRule | null): [string, string] => rule?.clientVersions ?? [OPEN_VERSION, OPEN_VERSION];

/**
 * Who a live entry reaches, as the client route (clientRoute.ts) serves it: a v1 release its
 * platform (none: all), a general release its platform (0: all), a multipart release every
 * platform; each the versions its client-version rule takes.
 */
export function audienceOf(content: PublishedOnlineRelease | PublishedGeneral | PublishedMultipart, kind: string): Audience[] {
  if (kind === PUBLISH_KIND) {
    const c = content as PublishedOnlineRelease;
    return [
      {
        kindTitle: 'Online release',
        name: c.name,
        platform: c.platform ? V1_PLATFORM[c.platform] : null,
        clientVersions: versionsOf(c.rule),
      },
    ];
  }
  if (kind === GENERAL_KIND) {
    const c = content as PublishedGeneral;
    return [
      { kindTitle: 'General release', name: c.name, platform: c.platform === 0 ? null : c.platform, clientVersions: versionsOf(c.rule) },
    ];
  }
  if (kind === MULTIPART_KIND) {
    const c = content as PublishedMultipart;
    return [{ kindTitle: 'Multipart release', name: c.name, platform: null, clientVersions: versionsOf(c.rule) }];
  }
  return [];
}

export const onlinePublishable = definePublishable<PublishedOnlineRelease | PublishedGeneral | PublishedMultipart, typeof publishable.id>(
  publishable,
  {
    async content(ctx, target) {
      if (target.kind !== PUBLISH_KIND) throw new Error('general and multipart releases pass their content');
      return publishedContent(await mustFind(ctx.db, ctx.project.code, target.key));
    },
    async afterRollback(ctx, snapshot) {
      // General releases (001) keep their build's status: a rollback changes only what clients read.
      if (snapshot.kind !== PUBLISH_KIND) return;
      await ctx.db
        .update(onlineReleases)
        .set({ returnId: snapshot.id, staging: 0, updatedAt: new Date() })
        .where(and(eq(onlineReleases.projectCode, ctx.project.code), eq(onlineReleases.id, Number(snapshot.key))));
    },
    audience: (content, at) => audienceOf(content, at.kind),
  },
);

export const generalTarget = (id: number, env: 'sandbox' | 'prod') => ({ env, key: String(id), kind: GENERAL_KIND });
export const targetOf = (row: { env: string; id: number }) => ({ env: row.env as 'sandbox' | 'prod', key: String(row.id) });
