// In-site messages: the per-platform list and save (create, or update by id; one country a call).
import { and, desc, eq } from 'drizzle-orm';
import { rule as access } from '../../../core/shared/access';
import { conflict, notFound } from '../../../core/server/errors';
import { checkClientUrls } from '../../../core/server/clientUrls';
import { routeOf } from '../../../core/server/plugin';
import { DEFAULT_COUNTRY, FALLBACK_COUNTRIES, platformLabel, RIGHT_IN_SITE_MESSAGE } from '../shared';
import { endpoints } from '../endpoints';
import { inSiteMessages } from './db';
import { findMessage, liveOfPlatforms, messageOut, toApi } from './messages';

const right = access.right(RIGHT_IN_SITE_MESSAGE);

export const MESSAGE_ERRORS = {
  notFound: 'Message not found',
  onProd: (id: number) => `Message ${id} is on prod: it can no longer be edited or uploaded`,
  platformFixed: (id: number, platform: number) => `Message ${id} belongs to ${platformLabel(platform)}; its platform cannot change`,
};

/** The project's country list (config.countries), 'default' first. */
function countriesOf(config: Record<string, unknown>): string[] {
  const own = Array.isArray(config.countries)
    ? config.countries.filter((c): c is string => typeof c === 'string' && /^[A-Za-z0-9_-]{1,32}$/.test(c))
    : [];
  return [DEFAULT_COUNTRY, ...(own.length ? own : FALLBACK_COUNTRIES).filter((c) => c !== DEFAULT_COUNTRY)];
}

export const messageRoutes = [
  routeOf(endpoints.list, {
    rule: right,
    summary: "A platform's in-site messages, newest first, and the countries the form offers",
    async handler({ db, project, query, services }) {
      const rows = await db
        .select()
        .from(inSiteMessages)
        .where(and(eq(inSiteMessages.projectCode, project.code), eq(inSiteMessages.platform, query.platform)))
        .orderBy(desc(inSiteMessages.id));
      const live = await liveOfPlatforms(services.publish, project.code, [query.platform]);
      return { inSiteMessages: rows.map((r) => toApi(r, live)), countries: countriesOf(project.config ?? {}) };
    },
  }),
  routeOf(endpoints.save, {
    rule: right,
    summary: 'Save a message for one country: create without id, update with id (drops the sandbox returnId; refused once on prod)',
    async handler({ db, user, project, body, audit, services }) {
      checkClientUrls(
        project,
        body.config.messages.map((m, i) => ({ path: `config.messages.${i}.url`, url: m.url, kind: 'link' as const })),
      );
      const operator = user.displayName || user.mail;
      const values = { country: body.country, config: body.config, rule: body.rule, operator };
      if (!body.id) {
        const [row] = await db
          .insert(inSiteMessages)
          .values({ projectCode: project.code, platform: body.platform, ...values })
          .returning();
        const created = await messageOut(services.publish, row);
        await audit({ area: 'in-site-messages', action: 'create', target: row.id, after: created });
        return { inSiteMessage: created };
      }
      const before = await findMessage(db, project.code, body.id);
      if (!before) throw notFound(MESSAGE_ERRORS.notFound);
      if (before.platform !== body.platform) throw conflict(MESSAGE_ERRORS.platformFixed(before.id, before.platform));
      const live = await liveOfPlatforms(services.publish, project.code, [before.platform]);
      const was = toApi(before, live);
      if (was.extra.prod_returnId) throw conflict(MESSAGE_ERRORS.onProd(before.id));
      // An edit is no longer what sandbox was given: its sandbox returnId reads null until uploaded again.
      const [row] = await db
        .update(inSiteMessages)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(inSiteMessages.id, before.id))
        .returning();
      const now = toApi(row, live);
      await audit({ area: 'in-site-messages', action: 'update', target: row.id, before: was, after: now });
      return { inSiteMessage: now };
    },
  }),
];
