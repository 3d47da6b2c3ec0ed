// The releases part's console routes (001 §7 "Config center"): archives (list, create, download as a job)
// and releases (what is live, release an archive: an earlier one is the rollback), plus core's
// generic release routes (last, history, rollback) and the client API (./clientRoutes.ts).
import { rule as access } from '../../../../core/shared/access';
import { routeOf, type RouteContext } from '../../../../core/server/plugin';
import type { PublishContext } from '../../../../core/server/publish/publishable';
import { notFound } from '../../../../core/server/errors';
import { archiveIdParam, releaseEndpoints, type ReleaseAnswer } from '../../endpoints/releases';
import { PUBLISH_KIND, RIGHT_CONFIG_CENTER, type ArchiveRow, type CcEnv } from '../../shared';
import {
  ARCHIVE_MESSAGES,
  createArchive,
  findArchive,
  findNamespace,
  listArchives,
  markReleased,
  type ArchiveRecord,
  type NamespaceRow,
} from './archives';
import { startArchiveExport } from './archiveExport';
import { clientRoutes } from './clientRoutes';
import { configPublishable, type ReleasedConfig } from './publishable';
import { ccArchives } from '../db';
import { eq } from 'drizzle-orm';

const right = access.right(RIGHT_CONFIG_CENTER);
const downloadPath = (code: string, id: number) => `/v1/${encodeURIComponent(code)}/cc/api/manage/archives/${id}/download`;

/** What the namespace serves now (null: never released). */
async function liveOf(ctx: Pick<RouteContext, 'services' | 'project'>, env: CcEnv, name: string): Promise<ReleasedConfig | null> {
  const live = await ctx.services.publish.current<ReleasedConfig>({ project: ctx.project.code, env, kind: PUBLISH_KIND, key: name });
  return live?.content ?? null;
}

/** Releases `archive` through core's publish move (prod: owners and admins; Idempotency-Key; one audit entry). */
async function release(ctx: PublishContext, ns: NamespaceRow, archive: ArchiveRecord) {
  const content: ReleasedConfig = {
    archiveId: archive.id,
    commitId: archive.commitId,
    dataVersion: archive.dataVersion,
    files: archive.files,
  };
  const r = await configPublishable.publish(ctx, { env: ns.env, key: ns.name }, content);
  const released = r.snapshot.content as ReleasedConfig;
  await markReleased(ctx.db, released.archiveId);
  const answer: ReleaseAnswer = {
    returnId: r.snapshot.id,
    unchanged: r.replayed,
    archiveId: released.archiveId,
    commitId: released.commitId,
  };
  return answer;
}

const toRow = (code: string, a: ArchiveRecord, liveId: number | null): ArchiveRow => ({
  id: a.id,
  commitId: a.commitId,
  dataVersion: a.dataVersion,
  note: a.note,
  operator: a.operator,
  createdAt: a.createdAt.toISOString(),
  released: a.releasedAt !== null,
  live: a.id === liveId,
  filePath: downloadPath(code, a.id),
});

export const routes = [
  routeOf(releaseEndpoints.release, {
    rule: right,
    summary: "What a namespace serves now: the live archive's commit id (null: never released)",
    async handler(ctx) {
      const live = await liveOf(ctx, ctx.query.env, ctx.query.nameSpace);
      return { payload: { release: { commitId: live?.commitId ?? null, archiveId: live?.archiveId ?? null } } };
    },
  }),
  routeOf(releaseEndpoints.archives, {
    rule: right,
    summary: "A namespace's archives, newest first (10 a page), each with its released lock and whether it is live",
    async handler(ctx) {
      const { env, nameSpace, pn, ps } = ctx.query;
      const ns = await findNamespace(ctx.db, ctx.project.code, env, nameSpace);
      const [{ rows, total }, live] = await Promise.all([listArchives(ctx.db, ns.id, pn, ps), liveOf(ctx, env, nameSpace)]);
      return { payload: { archives: rows.map((a) => toRow(ctx.project.code, a, live?.archiveId ?? null)), total } };
    },
  }),
  routeOf(releaseEndpoints.createArchive, {
    rule: right,
    summary:
      "Snapshot a namespace's files as an archive and, with needRelease (default), release it in the same transaction (prod: owners and admins)",
    async handler(ctx) {
      const { env, nameSpace, note, needRelease } = ctx.body;
      // A non-owner's prod release is refused before anything is made.
      if (needRelease) configPublishable.access(ctx, env);
      const ns = await findNamespace(ctx.db, ctx.project.code, env, nameSpace);
      const archive = await createArchive(ctx.db, ns, note, ctx.user.displayName || ctx.user.mail);
      let answer: ReleaseAnswer | null = null;
      if (needRelease) {
        answer = await release(ctx, ns, archive);
        // A retried request (its Idempotency-Key seen before): answer the first archive, keep no second one.
        if (answer.unchanged && answer.archiveId !== archive.id) {
          await ctx.db.delete(ccArchives).where(eq(ccArchives.id, archive.id));
          const first = await findArchive(ctx.db, ctx.project.code, answer.archiveId);
          return {
            payload: { id: first.archive.id, commitId: first.archive.commitId, dataVersion: first.archive.dataVersion, release: answer },
          };
        }
      }
      await ctx.audit({
        area: 'config-center',
        action: 'archive',
        target: `${env}:${nameSpace}`,
        after: {
          id: archive.id,
          commitId: archive.commitId,
          dataVersion: archive.dataVersion,
          note,
          files: Object.keys(archive.files),
          needRelease,
        },
      });
      return { payload: { id: archive.id, commitId: archive.commitId, dataVersion: archive.dataVersion, release: answer } };
    },
  }),
  routeOf(releaseEndpoints.download, {
    rule: right,
    summary:
      "An archive's files as a zip, named {code}_{env}_{namespace}_{dataVersion}.zip, made by a job: the answer names it, GET /v1/jobs/:id/file hands the zip over",
    async handler(ctx) {
      const id = archiveIdParam.safeParse({ id: ctx.params.id });
      if (!id.success) throw notFound(ARCHIVE_MESSAGES.noArchive(String(ctx.params.id).slice(0, 40)));
      return startArchiveExport(ctx, ctx.project.code, await findArchive(ctx.db, ctx.project.code, id.data.id));
    },
  }),
  routeOf(releaseEndpoints.publish, {
    rule: right,
    summary:
      "Release an archive to its namespace's env; an earlier archive is the rollback (prod: owners and admins; Idempotency-Key honoured)",
    async handler(ctx) {
      const { archive, ns } = await findArchive(ctx.db, ctx.project.code, ctx.body.archiveId);
      return { payload: await release(ctx, ns, archive) };
    },
  }),
  ...configPublishable.routes,
  ...clientRoutes,
];

export { publishables } from './publishables';
