// What game clients read (issue 15): GET /client/v1/:code/:env/i18n/:lang -> { key: text } of the
// live version, and GET /client/v1/:code/:env/i18n -> which version and languages are live.
// ETag and 304 (core clientJson); 404 for a language the live version does not have.
import { rule as access } from '../../../../core/shared/access';
import { clientEnv, clientJson } from '../../../../core/server/clientApi';
import { notFound } from '../../../../core/server/errors';
import { route, type RouteContext } from '../../../../core/server/plugin';
import { PUBLISH_MESSAGES } from '../../publishing';
import { languageList } from './content';
import { PUBLISH_KEY, PUBLISH_KIND, type I18nContent } from '../../shared';

async function live(ctx: Pick<RouteContext, 'project' | 'services'>, envParam: string | undefined) {
  const env = clientEnv(envParam);
  const snap = await ctx.services.publish.current<I18nContent>({ project: ctx.project.code, env, kind: PUBLISH_KIND, key: PUBLISH_KEY });
  if (!snap?.content) throw notFound(PUBLISH_MESSAGES.nothingLive(env));
  return { snap, content: snap.content };
}

export const clientRoutes = [
  route({
    method: 'GET',
    path: '/client/v1/:code/:env/i18n',
    rule: access.clientKey,
    summary: 'Game clients: the live i18n version (id, name, returnId) and its languages (ETag, 304)',
    async handler(ctx) {
      const { snap, content } = await live(ctx, ctx.params.env);
      return clientJson(ctx.c, { versionId: content.versionId, name: content.name, returnId: snap.id, languages: languageList(content.languages) });
    },
  }),
  route({
    method: 'GET',
    path: '/client/v1/:code/:env/i18n/:lang',
    rule: access.clientKey,
    summary: "Game clients: one language's texts, { key: text }, of the live i18n version (ETag, 304; 404 for a language not published)",
    async handler(ctx) {
      const { content } = await live(ctx, ctx.params.env);
      const lang = ctx.params.lang ?? '';
      if (!Object.hasOwn(content.languages, lang)) throw notFound(PUBLISH_MESSAGES.languageNotPublished(lang));
      return clientJson(ctx.c, content.languages[lang]);
    },
  }),
];
