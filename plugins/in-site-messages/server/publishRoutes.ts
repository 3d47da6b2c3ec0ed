// The spec's upload and clear calls and the histories, over core's publish life cycle
// (./publishable.ts): kind per platform, key = country. Prod only for what sandbox was given.
import { rule as access } from '../../../core/shared/access';
import { conflict, notFound } from '../../../core/server/errors';
import { routeOf } from '../../../core/server/plugin';
import { publishKind, RIGHT_IN_SITE_MESSAGE, type PublishedMessages } from '../shared';
import { endpoints } from '../endpoints';
import { findMessage, messageOut, publishedContent, toHistory } from './messages';
import { messagesPublishable } from './publishable';
import { MESSAGE_ERRORS } from './routes';

const right = access.right(RIGHT_IN_SITE_MESSAGE);

export const PUBLISH_ERRORS = {
  sandboxFirst: (id: number) => `Upload message ${id} to sandbox first`,
  nothingOnline: (country: string, env: string) => `Nothing is online for ${country} on ${env}`,
};

export const publishRoutes = [
  routeOf(endpoints.upload, {
    rule: right,
    summary: "Upload a message to its country's online config on sandbox or prod; sets the env's returnId (Idempotency-Key honoured)",
    async handler(ctx) {
      const { db, project, body, services } = ctx;
      messagesPublishable.access(ctx, body.env);
      const row = await findMessage(db, project.code, body.id);
      if (!row) throw notFound(MESSAGE_ERRORS.notFound);
      if (row.platform !== body.platform) throw conflict(MESSAGE_ERRORS.platformFixed(row.id, row.platform));
      const before = (await messageOut(services.publish, row)).extra;
      if (before.prod_returnId) throw conflict(MESSAGE_ERRORS.onProd(row.id));
      if (body.env === 'prod' && !before.sandbox_returnId) throw conflict(PUBLISH_ERRORS.sandboxFirst(row.id));
      const extraWith = (returnId: number) => ({ ...before, [`${body.env}_returnId`]: returnId });
      const { snapshot } = await messagesPublishable.publish(
        ctx,
        { env: body.env, kind: publishKind(body.platform), key: row.country },
        publishedContent(row),
        {
          audit: ({ after }) => ({
            area: 'in-site-messages',
            action: `upload:${body.env}`,
            target: row.id,
            before,
            after: extraWith(after.id),
          }),
        },
      );
      return { returnId: snapshot.id, inSiteMessage: await messageOut(services.publish, row) };
    },
  }),
  routeOf(endpoints.clear, {
    rule: right,
    summary: "Clear a country's online config on sandbox or prod (clients fall back to 'default')",
    async handler(ctx) {
      const { project, body, services } = ctx;
      messagesPublishable.access(ctx, body.env);
      const target = { env: body.env, kind: publishKind(body.platform), key: body.country };
      const live = await services.publish.current({ project: project.code, ...target });
      if (!live || live.content === null) throw conflict(PUBLISH_ERRORS.nothingOnline(body.country, body.env));
      const { snapshot } = await messagesPublishable.clear(ctx, target);
      return { returnId: snapshot.id };
    },
  }),
  routeOf(endpoints.histories, {
    rule: right,
    summary: "A platform's uploads and clears on one env, newest first (the latest 500)",
    async handler({ project, query, services }) {
      const { rows } = await services.publish.history<PublishedMessages>({
        project: project.code,
        kind: publishKind(query.platform),
        env: query.env,
        limit: 500,
      });
      return { histories: rows.map(toHistory) };
    },
  }),
  routeOf(endpoints.latestByCountry, {
    rule: right,
    summary: 'The online config on the game server: what each country serves on one env now',
    async handler({ project, query, services }) {
      const live = await services.publish.currentAll<PublishedMessages>({
        project: project.code,
        kind: publishKind(query.platform),
        env: query.env,
      });
      return { histories: live.filter((s) => s.content !== null).map(toHistory) };
    },
  }),
];
