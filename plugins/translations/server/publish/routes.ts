// The publish part's routes: the gate's dry run, publish (generateI18nJson), the history and its
// diff, the i18n file downloads (a job each), core's generic routes of the i18n publishable (last, history,
// rollback) and the game clients' reads.
import { rule as access } from '../../../../core/shared/access';
import { badRequest, notFound } from '../../../../core/server/errors';
import { routeOf, type RouteContext, type ServerRoute } from '../../../../core/server/plugin';
import { publishEndpoints as ep } from '../../endpoints/publish';
import {
  PUBLISH_MESSAGES,
  type DiffAnswer,
  type HistoryRow,
  PUBLISH_KEY,
  PUBLISH_KIND,
  RIGHT_TRANSLATE,
  type I18nContent,
} from '../../shared';
import { clientRoutes } from './clientRoute';
import { diffLanguages } from './diff';
import { startFileExport } from './fileExport';
import { runGate } from './gate';
import { publishI18n } from './publish';
import { i18nPublishable } from './publishable';
import { getVersion, listVersions, loadKeys, previousVersion, toVersion } from './versions';

const right = access.right(RIGHT_TRANSLATE);
/** The explicit fallbacks of a large project (20,000 keys x 10 languages) exceed the 2 MB JSON default. */
const PUBLISH_BODY_BYTES = 16 * 1024 * 1024;

async function contentOf(ctx: Pick<RouteContext, 'project' | 'services'>, snapshotId: number | null): Promise<I18nContent | null> {
  if (snapshotId === null) return null;
  const s = await ctx.services.publish.get<I18nContent>(ctx.project.code, snapshotId);
  return s?.content ?? null;
}

export const routes: ServerRoute[] = [
  routeOf(ep.gate, {
    rule: right,
    summary:
      "The publish gate as a dry run: every in-use key's missing and empty texts, placeholder mismatches against en and texts over their max length",
    handler: async (ctx) => runGate(await loadKeys(ctx.db, ctx.project.code)),
  }),
  routeOf(ep.publish, {
    rule: right,
    summary:
      'Publish the i18n files (name required): sandbox builds and gates the keys (English fallbacks only when named), prod takes what sandbox serves (owners and admins)',
    maxBodyBytes: PUBLISH_BODY_BYTES,
    handler: (ctx) => publishI18n(ctx),
  }),
  routeOf(ep.history, {
    rule: right,
    summary: 'Multi-language history: the published versions, newest first, the live ones marked',
    async handler(ctx) {
      const { rows, count } = await listVersions(ctx.db, ctx.project.code, ctx.query);
      const liveIds = new Set<number>();
      for (const env of ['sandbox', 'prod'] as const) {
        const s = await ctx.services.publish.current({ project: ctx.project.code, env, kind: PUBLISH_KIND, key: PUBLISH_KEY });
        if (s) liveIds.add(s.id);
      }
      const out: HistoryRow[] = rows.map((r) => ({
        ...toVersion(r),
        fallbackCount: r.fallbacks.length,
        live: r.snapshotId !== null && liveIds.has(r.snapshotId),
      }));
      return { rows: out, count };
    },
  }),
  routeOf(ep.diff, {
    rule: right,
    summary: "A version's texts against an earlier one (`with`; default: the version before it on its env), per language",
    async handler(ctx): Promise<DiffAnswer> {
      const code = ctx.project.code;
      const id = Number(ctx.params.id);
      const to = Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? await getVersion(ctx.db, code, id) : null;
      if (!to) throw notFound(PUBLISH_MESSAGES.versionNotFound(id || 0));
      const from = ctx.query.with !== undefined ? await getVersion(ctx.db, code, ctx.query.with) : await previousVersion(ctx.db, code, to);
      if (ctx.query.with !== undefined && !from) throw notFound(PUBLISH_MESSAGES.versionNotFound(ctx.query.with));
      const newer = (await contentOf(ctx, to.snapshotId))?.languages ?? {};
      const older = from ? ((await contentOf(ctx, from.snapshotId))?.languages ?? {}) : {};
      return { from: from ? toVersion(from) : null, to: toVersion(to), ...diffLanguages(older, newer, ctx.query.lang || undefined) };
    },
  }),
  routeOf(ep.file, {
    rule: right,
    summary:
      'Download the i18n files: one language as JSON (lang) or every language as a zip, of a version, of what an env serves, or of the keys as they are now; made by a job (the answer names it, GET /v1/jobs/:id/file hands the file over)',
    async handler(ctx) {
      const code = ctx.project.code;
      const { lang, env, version } = ctx.query;
      if (env && version) throw badRequest('Name a version or an env, not both');
      const hasLang = (c: I18nContent) => {
        if (lang && !Object.hasOwn(c.languages, lang)) throw notFound(PUBLISH_MESSAGES.languageNotPublished(lang));
      };
      if (version !== undefined) {
        const v = await getVersion(ctx.db, code, version);
        const c = v ? await contentOf(ctx, v.snapshotId) : null;
        if (!v?.snapshotId || !c) throw notFound(PUBLISH_MESSAGES.versionNotFound(version));
        hasLang(c);
        return startFileExport(ctx, { code, lang: lang || undefined, snapshotId: v.snapshotId, version });
      }
      if (env) {
        const s = await ctx.services.publish.current<I18nContent>({ project: code, env, kind: PUBLISH_KIND, key: PUBLISH_KEY });
        if (!s?.content) throw notFound(PUBLISH_MESSAGES.nothingLive(env));
        hasLang(s.content);
        return startFileExport(ctx, { code, lang: lang || undefined, snapshotId: s.id, env });
      }
      // The keys now, unpublished: the job builds them (and fails when they lack `lang`).
      return startFileExport(ctx, { code, lang: lang || undefined, snapshotId: null });
    },
  }),
  ...i18nPublishable.routes,
  ...clientRoutes,
];
