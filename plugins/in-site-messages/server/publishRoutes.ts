// Uploading messages to the sandbox and prod game servers through the publish pipeline
// (kind per platform, key = country), clearing a country's online config, and the histories.
// Prod is for the project's owners and admins (DESIGN §6), and only for what sandbox was given.
import { eq } from 'drizzle-orm';
import { rule as access } from '../../../core/shared/access';
import type { Db } from '../../../core/server/db/connect';
import { conflict, notFound } from '../../../core/server/errors';
import { route, type SessionUser } from '../../../core/server/plugin';
import { requireProdAccess } from '../../../core/server/prodAccess';
import { clearSchema, historyQuerySchema, publishKind, RIGHT_IN_SITE_MESSAGE, uploadSchema, type PublishedMessages } from '../shared';
import { inSiteMessages } from './db';
import { findMessage, publishedContent, toApi, toHistory } from './messages';
import { MESSAGE_ERRORS } from './routes';

const right = access.right(RIGHT_IN_SITE_MESSAGE);

export const PUBLISH_ERRORS = {
  sandboxFirst: (id: number) => `Upload message ${id} to sandbox first`,
  nothingOnline: (country: string, env: string) => `Nothing is online for ${country} on ${env}`,
};

const operatorOf = (u: SessionUser) => ({ id: u.id, mail: u.mail, displayName: u.displayName || u.mail });

export const publishRoutes = [
  route({
    method: 'POST',
    path: '/v1/:code/inSiteMessage/upload',
    rule: right,
    summary: "Upload a message to its country's online config on sandbox or prod; sets the env's returnId (Idempotency-Key honoured)",
    body: uploadSchema,
    async handler(ctx) {
      const { c, db, user, project, body, services, audit } = ctx;
      requireProdAccess(ctx, body.env);
      const row = await findMessage(db, project.code, body.id);
      if (!row) throw notFound(MESSAGE_ERRORS.notFound);
      if (row.platform !== body.platform) throw conflict(MESSAGE_ERRORS.platformFixed(row.id, row.platform));
      if (row.extra?.prod_returnId) throw conflict(MESSAGE_ERRORS.onProd(row.id));
      if (body.env === 'prod' && !row.extra?.sandbox_returnId) throw conflict(PUBLISH_ERRORS.sandboxFirst(row.id));
      const target = { project: project.code, env: body.env, kind: publishKind(body.platform), key: row.country };
      const updated = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const { snapshot } = await services.publish.publish(target, publishedContent(row), {
          operator: operatorOf(user),
          idempotencyKey: c.req.header('idempotency-key'),
          tx,
        });
        const extra = { sandbox_returnId: row.extra?.sandbox_returnId ?? null, prod_returnId: null, [`${body.env}_returnId`]: snapshot.id };
        const [next] = await tx.update(inSiteMessages).set({ extra }).where(eq(inSiteMessages.id, row.id)).returning();
        return { next, returnId: snapshot.id };
      });
      await audit({ area: 'in-site-messages', action: `upload:${body.env}`, target: row.id, before: toApi(row).extra, after: toApi(updated.next).extra });
      return { returnId: updated.returnId, inSiteMessage: toApi(updated.next) };
    },
  }),
  route({
    method: 'POST',
    path: '/v1/:code/inSiteMessage/upload/clear',
    rule: right,
    summary: "Clear a country's online config on sandbox or prod (clients fall back to 'default')",
    body: clearSchema,
    async handler(ctx) {
      const { c, user, project, body, services } = ctx;
      requireProdAccess(ctx, body.env);
      const target = { project: project.code, env: body.env, kind: publishKind(body.platform), key: body.country };
      const live = await services.publish.current(target);
      if (!live || live.content === null) throw conflict(PUBLISH_ERRORS.nothingOnline(body.country, body.env));
      const { snapshot } = await services.publish.clear(target, { operator: operatorOf(user), idempotencyKey: c.req.header('idempotency-key') });
      return { returnId: snapshot.id };
    },
  }),
  route({
    method: 'GET',
    path: '/v1/:code/inSiteMessage/histories',
    rule: right,
    summary: "A platform's uploads and clears on one env, newest first (the latest 500)",
    query: historyQuerySchema,
    async handler({ project, query, services }) {
      const { rows } = await services.publish.history<PublishedMessages>({ project: project.code, kind: publishKind(query.platform), env: query.env, limit: 500 });
      return { histories: rows.map(toHistory) };
    },
  }),
  route({
    method: 'GET',
    path: '/v1/:code/inSiteMessage/histories/latestByCountry',
    rule: right,
    summary: 'The online config on the game server: what each country serves on one env now',
    query: historyQuerySchema,
    async handler({ project, query, services }) {
      const live = await services.publish.currentAll<PublishedMessages>({ project: project.code, kind: publishKind(query.platform), env: query.env });
      return { histories: live.filter((s) => s.content !== null).map(toHistory) };
    },
  }),
];
