// What online releases publish (core/server/publish/README.md): each online release on its env's
// game server (kind 'online-releases', key = the row's id), built from its row. A rollback keeps
// the row's returnId on what is live again.
import { and, eq } from 'drizzle-orm';
import { definePublishable } from '../../../core/server/publish/publishable';
import { publishable } from '../endpoints';
import { GENERAL_KIND, PUBLISH_KIND } from '../shared';
import { onlineReleases } from './db';
import type { PublishedMultipart } from './multipart';
import { mustFind, publishedContent, type PublishedGeneral, type PublishedOnlineRelease } from './rows';

export const onlinePublishable = definePublishable<PublishedOnlineRelease | PublishedGeneral | PublishedMultipart, typeof publishable.id>(publishable, {
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
});

export const generalTarget = (id: number, env: 'sandbox' | 'prod') => ({ env, key: String(id), kind: GENERAL_KIND });
export const targetOf = (row: { env: string; id: number }) => ({ env: row.env as 'sandbox' | 'prod', key: String(row.id) });
