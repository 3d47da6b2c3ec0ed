// The puzzle-content releases API (000 §7; paths are ours, the spec does not show them): list,
// choices (folders and categories for the form), one release, create/update, publish (lock),
// diff and folder diff, the data file build job and its file, the upload check and the upload.
import { contentDisposition } from '../../../core/server/download';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { badRequest, conflict, notFound } from '../../../core/server/errors';
import { categories, folders, puzzles, releases, type ReleaseRow } from '../../../core/server/db/content';
import type { Db } from '../../../core/server/db/connect';
import { routeOf, type ProjectRow, type SessionUser } from '../../../core/server/plugin';
import { isRowId } from '../../../core/shared/zod';
import { rule as access } from '../../../core/shared/access';
import type { z } from 'zod';
import { endpoints } from '../endpoints';
import { categoryProblem, countPuzzles, diffRelease, diffReleases, maxSort } from './diff';
import { buildTree } from '../../../core/shared/tree';
import type { releaseFormSchema } from '../schemas';
import { MESSAGES, PLUGIN_ID, RIGHT_RELEASES, type BuildResult, type CategoryTreeNode } from '../shared';
import { JOBS, type BuildPayload, type UploadPayload } from './jobs';
import { releasesPublishable } from './publishable';
import {
  confOf,
  currentConf,
  findRelease,
  folderNamesOf,
  previousPublished,
  settingsOf,
  toApi,
  withConf,
  type ProjectTexts,
} from './releases';
import { checkFor, uploadPlan } from './upload';

const right = access.right(RIGHT_RELEASES);
const invalid = (message: string, path: string) => badRequest(message, [{ path, message }]);
const operatorOf = (u: SessionUser) => u.displayName || u.mail;

async function releaseOf(db: Db, code: string, id: string | undefined): Promise<ReleaseRow> {
  const r = await findRelease(db, code, id);
  if (!r) throw notFound(MESSAGES.notFound);
  return r;
}

/** The form's checks against the project: type, extra settings, folders, categories and their rules. */
async function checkForm(db: Db, project: ProjectRow, body: z.output<typeof releaseFormSchema>, texts: ProjectTexts) {
  const s = settingsOf(project);
  if (!s.releaseTypes.includes(body.type)) throw invalid(MESSAGES.typeUnknown(body.type), 'type');
  for (const key of Object.keys(body.extra)) if (!s.extraSettings.includes(key)) throw invalid(MESSAGES.extraUnknown(key), `extra.${key}`);
  const folderIds = [...new Set(body.folderIds)];
  const fs = await db
    .select({ id: folders.id, categoryId: folders.categoryId })
    .from(folders)
    .where(and(eq(folders.projectCode, project.code), inArray(folders.id, folderIds)));
  const missing = folderIds.find((id) => !fs.some((f) => f.id === id));
  if (missing !== undefined) throw invalid(MESSAGES.folderUnknown(missing), 'folderIds');
  let categoryIds: number[] = [];
  if (body.includeCategory) {
    categoryIds = [...new Set(body.categoryIds)];
    const cs = categoryIds.length
      ? await db
          .select({ id: categories.id })
          .from(categories)
          .where(and(eq(categories.projectCode, project.code), inArray(categories.id, categoryIds)))
      : [];
    const gone = categoryIds.find((id) => !cs.some((c) => c.id === id));
    if (gone !== undefined) throw invalid(MESSAGES.categoryUnknown(gone), 'categoryIds');
    const problem = categoryProblem(
      folderIds.map((id) => fs.find((f) => f.id === id)!),
      categoryIds,
    );
    if (problem) throw invalid(problem, 'categoryIds');
  }
  const values = {
    name: body.name,
    type: body.type,
    extra: body.extra,
    includeCategory: body.includeCategory,
    includeTexts: body.includeTexts,
    isMultipart: body.isMultipart,
    flattenUpload: body.flattenUpload,
    folderIds,
    categoryIds,
  };
  const conf = await currentConf(db, project.code, values, texts);
  return { ...values, puzzleCount: countPuzzles(conf) };
}

export const releaseRoutes = [
  routeOf(endpoints.list, {
    rule: right,
    summary: 'Releases, newest first (10 a page), with the project’s release types and settings',
    async handler({ db, project, query }) {
      const where = and(eq(releases.projectCode, project.code), query.type ? eq(releases.type, query.type) : undefined);
      const rows = await db
        .select()
        .from(releases)
        .where(where)
        .orderBy(desc(releases.id))
        .limit(query.ps)
        .offset((query.pn - 1) * query.ps);
      const [{ n }] = await db.select({ n: count() }).from(releases).where(where);
      const s = settingsOf(project);
      return {
        rows: rows.map(toApi),
        count: n,
        ...s,
        folderNames: await folderNamesOf(db, project.code, [...new Set(rows.flatMap((r) => r.folderIds))]),
      };
    },
  }),
  routeOf(endpoints.folderChoices, {
    rule: right,
    summary: 'The folders a release may take (its categories come from the category tree call)',
    async handler({ db, project }) {
      const fs = await db
        .select({ id: folders.id, name: folders.name, categoryId: folders.categoryId, type: folders.type })
        .from(folders)
        .where(eq(folders.projectCode, project.code))
        .orderBy(asc(folders.sort), asc(folders.id));
      return { folders: fs.map((f) => ({ ...f, name: f.name.en ?? String(f.id) })) };
    },
  }),
  routeOf(endpoints.categoryTree, {
    rule: right,
    summary: 'The project’s categories as a tree (id, name.en, children), for the release form',
    async handler({ db, project }) {
      const cs = await db
        .select({ id: categories.id, parentId: categories.parentId, sort: categories.sort, name: categories.name })
        .from(categories)
        .where(eq(categories.projectCode, project.code));
      const shape = (n: { id: number; name: Record<string, string>; children: (typeof n)[] }): CategoryTreeNode => ({
        id: n.id,
        name: { en: n.name.en ?? String(n.id) },
        children: n.children.map(shape),
      });
      return { tree: buildTree(cs).map(shape) };
    },
  }),
  routeOf(endpoints.countAndMax, {
    rule: right,
    summary: 'The release’s puzzle count and largest sort (its frozen content once published)',
    async handler({ db, project, params, services }) {
      const conf = await confOf(db, await releaseOf(db, project.code, params.id), services.provided('translations.projectTexts'));
      return { count: countPuzzles(conf), maxSort: maxSort(conf) };
    },
  }),
  routeOf(endpoints.jobFile, {
    rule: right,
    summary: "A finished data file build's file (download)",
    async handler({ project, params, services }) {
      const n = Number(params.jobId);
      if (!/^\d+$/.test(params.jobId ?? '') || !isRowId(n)) throw notFound(MESSAGES.jobNotFound);
      const job = await services.jobs.get(n);
      if (!job || job.projectCode !== project.code || job.kind !== JOBS.build) throw notFound(MESSAGES.jobNotFound);
      const result = job.result as BuildResult | null;
      if (job.state !== 'succeeded' || !result?.file) throw conflict(MESSAGES.jobNotDone);
      const file = await services.storage.get(result.file);
      if (!file) throw notFound('The file is gone');
      return new Response(file.stream(), {
        headers: {
          'Content-Type': file.info.contentType || 'application/octet-stream',
          'Content-Length': String(file.info.size),
          'Content-Disposition': contentDisposition(result.name),
        },
      });
    },
  }),
  routeOf(endpoints.get, {
    rule: right,
    summary: 'One release, with its frozen content once published',
    async handler({ db, project, params }) {
      return { release: await withConf(db, await releaseOf(db, project.code, params.id)) };
    },
  }),
  routeOf(endpoints.create, {
    rule: right,
    summary: "Create a release (name, type of the project's release types, extra settings, folders, categories)",
    async handler({ db, project, user, body, audit, services }) {
      const values = await checkForm(db, project, body, services.provided('translations.projectTexts'));
      const [row] = await db
        .insert(releases)
        .values({ projectCode: project.code, ...values, createdBy: user.mail, operator: operatorOf(user) })
        .returning();
      await audit({ area: PLUGIN_ID, action: 'create', target: row.id, after: toApi(row) });
      return { release: await withConf(db, row) };
    },
  }),
  routeOf(endpoints.update, {
    rule: right,
    summary: 'Update an unpublished release (a published one is locked: 409)',
    async handler({ db, project, user, params, body, audit, services }) {
      const before = await releaseOf(db, project.code, params.id);
      if (before.published) throw conflict(MESSAGES.published);
      const values = await checkForm(db, project, body, services.provided('translations.projectTexts'));
      const [row] = await db
        .update(releases)
        .set({ ...values, dataFilePath: '', operator: operatorOf(user), updatedAt: new Date() })
        .where(eq(releases.id, before.id))
        .returning();
      await audit({ area: PLUGIN_ID, action: 'update', target: row.id, before: toApi(before), after: toApi(row) });
      return { release: await withConf(db, row) };
    },
  }),
  routeOf(endpoints.publish, {
    rule: right,
    summary: 'Publish (lock) a release: freezes its content and marks its puzzles released',
    async handler({ db, project, user, params, audit, services }) {
      const before = await releaseOf(db, project.code, params.id);
      if (before.published) throw conflict(MESSAGES.alreadyPublished);
      const conf = await currentConf(db, project.code, before, services.provided('translations.projectTexts'));
      const ids = [...new Set(conf.folders.flatMap((f) => f.puzzles.map((p) => p.id)))];
      // Lock the row first: a concurrent publish of the same release finds it published.
      const [row] = await db
        .update(releases)
        .set({
          published: true,
          publishedAt: new Date(),
          conf,
          puzzleCount: ids.length,
          dataFilePath: '',
          operator: operatorOf(user),
          updatedAt: new Date(),
        })
        .where(and(eq(releases.id, before.id), eq(releases.published, false)))
        .returning();
      if (!row) throw conflict(MESSAGES.alreadyPublished);
      for (let i = 0; i < ids.length; i += 1000) {
        await db
          .update(puzzles)
          .set({ isReleased: true })
          .where(and(eq(puzzles.projectCode, project.code), inArray(puzzles.id, ids.slice(i, i + 1000)), ne(puzzles.isReleased, true)));
      }
      await audit({
        area: PLUGIN_ID,
        action: 'publish',
        target: row.id,
        before: toApi(before),
        after: { ...toApi(row), releasedPuzzles: ids.length },
      });
      return { release: await withConf(db, row) };
    },
  }),
  routeOf(endpoints.diff, {
    rule: right,
    summary:
      'The diff against the previous published release of the same type: folders and puzzles (changedContent), categories, translations',
    async handler({ db, project, params, services }) {
      const r = await releaseOf(db, project.code, params.id);
      const prev = r.published ? await previousPublished(db, r) : await latestPublishedOfType(db, r);
      return {
        previous: prev ? { id: prev.id, name: prev.name } : null,
        ...diffRelease(prev?.conf ?? null, await confOf(db, r, services.provided('translations.projectTexts'))),
      };
    },
  }),
  routeOf(endpoints.folderDiff, {
    rule: right,
    summary: "One folder's change detail (per puzzle) in the release's diff",
    async handler({ db, project, params, services }) {
      const r = await releaseOf(db, project.code, params.id);
      const fid = Number(params.folderId);
      if (!/^\d+$/.test(params.folderId ?? '') || !isRowId(fid)) throw notFound('Folder not found');
      const prev = r.published ? await previousPublished(db, r) : await latestPublishedOfType(db, r);
      const entry =
        diffReleases(prev?.conf ?? null, await confOf(db, r, services.provided('translations.projectTexts'))).find((f) => f.id === fid) ??
        null;
      const inRelease = r.folderIds.includes(fid) || (prev?.conf?.folders ?? []).some((f) => f.id === fid);
      if (!inRelease) throw notFound('Folder not found');
      return { folder: entry };
    },
  }),
  routeOf(endpoints.build, {
    rule: right,
    summary: 'Build the data file (default JSON or assetBundle zip): a job; its file downloads when it succeeds',
    async handler({ db, project, user, params, query, services, audit }) {
      const r = await releaseOf(db, project.code, params.id);
      const payload: BuildPayload = { releaseId: r.id, variant: query.variant, user: { id: user.id, mail: user.mail } };
      const { id } = await services.jobs.enqueue(JOBS.build, payload, { project: project.code, createdBy: user.id, maxAttempts: 2 });
      await audit({ area: PLUGIN_ID, action: 'build', target: r.id, after: { variant: query.variant, jobId: id } });
      return { jobId: id };
    },
  }),
  routeOf(endpoints.check, {
    rule: right,
    summary: 'The upload check against what the env serves for the release type',
    async handler({ db, project, params, query, services }) {
      const r = await releaseOf(db, project.code, params.id);
      return checkFor(db, services, r, query.env);
    },
  }),
  routeOf(endpoints.upload, {
    rule: right,
    summary:
      'Upload an unpublished release to a server env after its check: a job builds its data file, then publishes it (prod: owners and admins; forceAll where the project has it)',
    async handler(ctx) {
      const { db, project, params, body, services, user, audit } = ctx;
      releasesPublishable.access(ctx, body.env);
      const r = await releaseOf(db, project.code, params.id);
      // The job runs the checks again before it publishes; refusing here answers at once.
      await uploadPlan(db, services, project, r, body);
      const payload: UploadPayload = {
        releaseId: r.id,
        env: body.env,
        forceAll: body.forceAll,
        ...(body.puzzleIds ? { puzzleIds: body.puzzleIds } : {}),
        user: { id: user.id, mail: user.mail },
      };
      const { id } = await services.jobs.enqueue(JOBS.upload, payload, { project: project.code, createdBy: user.id, maxAttempts: 1 });
      await audit({ area: PLUGIN_ID, action: 'upload', target: r.id, after: { env: body.env, forceAll: body.forceAll, jobId: id } });
      return { jobId: id };
    },
  }),
];

async function latestPublishedOfType(db: Db, r: ReleaseRow): Promise<ReleaseRow | null> {
  const [row] = await db
    .select()
    .from(releases)
    .where(and(eq(releases.projectCode, r.projectCode), eq(releases.type, r.type), eq(releases.published, true), ne(releases.id, r.id)))
    .orderBy(desc(releases.id))
    .limit(1);
  return row ?? null;
}
void sql;
