// The releases part's demo, after the manage part's namespaces and files: every namespace with
// files gets archives released for real (core's pipeline): dev and sandbox serve the newest, prod
// one version behind, and the first namespace's newest archive is a draft never released.
import { asc, eq, max } from 'drizzle-orm';
import { users } from '../../../../core/server/db/schema';
import type { DemoContext } from '../../../../core/server/plugin';
import type { Operator } from '../../../../core/server/publish/types';
import { PUBLISH_KIND } from '../../shared';
import { ccArchives, ccFiles, ccNamespaces } from '../db';
import { commitIdOf, markReleased, type ArchiveRecord, type NamespaceRow } from './archives';
import type { ReleasedConfig } from './publishable';

async function archive(
  ctx: DemoContext,
  ns: NamespaceRow,
  files: Record<string, string>,
  note: string,
  operator: string,
): Promise<ArchiveRecord> {
  const [{ top }] = await ctx.db
    .select({ top: max(ccArchives.dataVersion) })
    .from(ccArchives)
    .where(eq(ccArchives.namespaceId, ns.id));
  const [row] = await ctx.db
    .insert(ccArchives)
    .values({ namespaceId: ns.id, commitId: commitIdOf(files), dataVersion: (top ?? 0) + 1, note, operator, files })
    .returning();
  return row;
}

async function release(ctx: DemoContext, ns: NamespaceRow, a: ArchiveRecord, operator: Operator): Promise<void> {
  const content: ReleasedConfig = { archiveId: a.id, commitId: a.commitId, dataVersion: a.dataVersion, files: a.files };
  await ctx.services.publish.publish({ project: ns.projectCode, env: ns.env, kind: PUBLISH_KIND, key: ns.name }, content, { operator });
  await markReleased(ctx.db, a.id);
}

export async function seedReleases(ctx: DemoContext): Promise<void> {
  const [admin] = await ctx.db.select().from(users).where(eq(users.role, 'ADMIN')).limit(1);
  const operator: Operator = { id: admin?.id ?? null, mail: admin?.mail ?? 'demo', displayName: admin?.displayName ?? 'Demo' };
  const namespaces = await ctx.db.select().from(ccNamespaces).orderBy(asc(ccNamespaces.id));
  let draftMade = false;
  for (const ns of namespaces) {
    const rows = await ctx.db.select().from(ccFiles).where(eq(ccFiles.namespaceId, ns.id)).orderBy(asc(ccFiles.name));
    if (rows.length === 0) continue;
    const now = Object.fromEntries(rows.map((r) => [r.name, r.content]));
    // The version before: the namespace as it was before its newest file was added.
    const before = rows.length > 1 ? Object.fromEntries(rows.slice(0, -1).map((r) => [r.name, r.content])) : now;
    const first = await archive(ctx, ns, before, 'Initial configuration', operator.displayName);
    const second = await archive(ctx, ns, now, `Add ${rows[rows.length - 1].name}`, operator.displayName);
    await release(ctx, ns, first, operator);
    if (ns.env !== 'prod') await release(ctx, ns, second, operator);
    if (!draftMade && ns.env !== 'prod') {
      draftMade = true;
      await archive(ctx, ns, now, 'Draft: waiting for review', operator.displayName);
    }
  }
}
