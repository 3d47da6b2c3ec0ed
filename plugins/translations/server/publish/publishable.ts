// What translations publish (core/server/publish/README.md): a project's i18n files, every
// language in one snapshot (kind 'i18n', key 'all'), so one rollback brings them all back. The
// publish route (routes.ts) builds and gates the content; core's generic routes give last,
// history and rollback. A rollback is listed in the multi-language history as a version of its own.
import { and, eq } from 'drizzle-orm';
import { operatorName } from '../../../../core/shared/auth';
import { definePublishable, type AuditOf } from '../../../../core/server/publish/publishable';
import { publishable } from '../../endpoints/publish';
import { PLUGIN_ID, PUBLISH_KEY, type I18nContent } from '../../shared';
import { mlVersions } from '../db';

/** The move's one audit entry: names and counts, not the texts (a version holds 200,000 of them). */
export const auditOf =
  (fallbacks: number | null = null): AuditOf<I18nContent> =>
  ({ action, before, after }) => ({
    area: PLUGIN_ID,
    action: `${action}:${after.env}`,
    target: after.content?.versionId ?? after.key,
    before: before ? { returnId: before.id } : null,
    after: {
      returnId: after.id,
      name: after.content?.name,
      versionId: after.content?.versionId,
      languages: Object.keys(after.content?.languages ?? {}),
      keys: Object.keys(after.content?.languages?.en ?? {}).length,
      ...(fallbacks === null ? {} : { fallbacks }),
      ...(after.sourceId ? { sourceId: after.sourceId } : {}),
    },
  });

export const rollbackName = (c: I18nContent) => `Rollback to ${c.name}`.slice(0, 200);

export const i18nPublishable = definePublishable<I18nContent, typeof publishable.id>(publishable, {
  audit: auditOf(),
  async afterRollback(ctx, snapshot) {
    const content = snapshot.content;
    if (!content || snapshot.key !== PUBLISH_KEY || typeof content.versionId !== 'number') return;
    const [source] = await ctx.db
      .select({ fallbacks: mlVersions.fallbacks })
      .from(mlVersions)
      .where(and(eq(mlVersions.projectCode, ctx.project.code), eq(mlVersions.id, content.versionId)));
    await ctx.db.insert(mlVersions).values({
      projectCode: ctx.project.code,
      name: rollbackName(content),
      env: snapshot.env,
      snapshotId: snapshot.id,
      fallbacks: source?.fallbacks ?? [],
      operator: operatorName(ctx.user),
    });
  },
});
