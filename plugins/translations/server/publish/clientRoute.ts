// What game clients read (issue 15): GET /client/v1/:code/:env/i18n/:lang -> { key: text } of the
// live version, and GET /client/v1/:code/:env/i18n -> which version and languages are live.
// ETag and 304 (core clientJson); 404 for a language the live version does not have.
// The version named is the one the live pointer says (its snapshot's version row), as the history
// marks it: a prod sync and a rollback serve content built for another row, whose versionId and
// name the content still carries.
import { LRUCache } from 'lru-cache';
import { rule as access } from '../../../../core/shared/access';
import { clientEnv, clientJson } from '../../../../core/server/clientApi';
import { notFound } from '../../../../core/server/errors';
import type { Db } from '../../../../core/server/db/connect';
import { routeOf, type RouteContext } from '../../../../core/server/plugin';
import { clientEndpoints } from '../../endpoints/publish';
import { PUBLISH_MESSAGES, PUBLISH_KEY, PUBLISH_KIND, type I18nContent } from '../../shared';
import { languageList } from './content';
import { versionBySnapshot } from './versions';

async function live(ctx: Pick<RouteContext, 'project' | 'services'>, envParam: string | undefined) {
  const env = clientEnv(envParam);
  const snap = await ctx.services.publish.current<I18nContent>({ project: ctx.project.code, env, kind: PUBLISH_KIND, key: PUBLISH_KEY });
  if (!snap?.content) throw notFound(PUBLISH_MESSAGES.nothingLive(env));
  return { snap, content: snap.content };
}

/**
 * Snapshot id -> its version row's id and name. A snapshot's row never changes once written (in
 * the publish's transaction), so the answer is kept: the client read stays one lookup in memory.
 */
const versionOfSnapshot = new LRUCache<number, { versionId: number; name: string }>({ max: 10_000 });

async function liveVersion(db: Db, code: string, snapshotId: number, content: I18nContent) {
  const kept = versionOfSnapshot.get(snapshotId);
  if (kept) return kept;
  const row = await versionBySnapshot(db, code, snapshotId);
  // No row (a snapshot written by another path): what the content says.
  if (!row) return { versionId: content.versionId, name: content.name };
  const found = { versionId: row.id, name: row.name };
  versionOfSnapshot.set(snapshotId, found);
  return found;
}

export const clientRoutes = [
  routeOf(clientEndpoints.index, {
    rule: access.clientKey,
    summary: 'Game clients: the live i18n version (id, name, returnId) and its languages (ETag, 304)',
    async handler(ctx) {
      const { snap, content } = await live(ctx, ctx.params.env);
      const { versionId, name } = await liveVersion(ctx.db, ctx.project.code, snap.id, content);
      return clientJson(ctx.c, { versionId, name, returnId: snap.id, languages: languageList(content.languages) });
    },
  }),
  routeOf(clientEndpoints.texts, {
    rule: access.clientKey,
    summary: "Game clients: one language's texts, { key: text }, of the live i18n version (ETag, 304; 404 for a language not published)",
    async handler(ctx) {
      const { content } = await live(ctx, ctx.params.env);
      const lang = ctx.params.lang;
      if (!Object.hasOwn(content.languages, lang)) throw notFound(PUBLISH_MESSAGES.languageNotPublished(lang));
      return clientJson(ctx.c, content.languages[lang]);
    },
  }),
];
