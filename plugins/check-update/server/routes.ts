// Check-update rules CRUD and the per-platform list with the last release on sandbox and prod.
import { count, eq, sql } from 'drizzle-orm';
import { rule as access } from '../../../core/shared/access';
import { conflict, notFound } from '../../../core/server/errors';
import { routeOf, type ProjectRow } from '../../../core/server/plugin';
import { checkClientUrls } from '../../../core/server/clientUrls';
import type { PublishPipeline } from '../../../core/server/publish/types';
import type { Db } from '../../../core/server/db/connect';
import { hotCacheOf } from '../../../core/server/hotCache';
import type { z } from 'zod';
import { platformLabel, PUBLISH_KIND, RIGHT_CHECK_UPDATE, type PublishInfo } from '../shared';
import { listQuerySchema, type CheckUpdateRuleForm } from '../schemas';
import { endpoints } from '../endpoints';
import { checkUpdateRules } from './db';
import { byProjectPlatform, findRule, ruleOrder, toApi } from './rules';

/** The openUrl button's link: http(s) or one of the project's app schemes. */
const checkOpenUrls = (project: ProjectRow, body: CheckUpdateRuleForm) =>
  checkClientUrls(
    project,
    body.data.buttons.map((b, i) => ({ path: `data.buttons.${i}.url`, url: b.url, kind: 'link' as const })),
  );

const right = access.right(RIGHT_CHECK_UPDATE);
const ruleNotFound = () => notFound('Rule not found');

async function publishInfo(
  publish: PublishPipeline,
  project: string,
  env: 'sandbox' | 'prod',
  platform: number,
): Promise<PublishInfo | null> {
  const s = await publish.latest({ project, env, kind: PUBLISH_KIND, key: String(platform) }, 'live');
  return s ? { updatedAt: s.createdAt.toISOString(), operator: s.operator.displayName, returnId: s.id } : null;
}

/** A platform's rules (a page) and its last release on sandbox and prod. */
async function listRules(db: Db, publish: PublishPipeline, code: string, query: z.output<typeof listQuerySchema>) {
  const where = byProjectPlatform(code, query.platform);
  // The page and its total in one query; a count only for a page past the end.
  const page = await db
    .select({ rule: checkUpdateRules, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(checkUpdateRules)
    .where(where)
    .orderBy(...ruleOrder)
    .limit(query.ps)
    .offset((query.pn - 1) * query.ps);
  const n = page.length ? page[0].total : (await db.select({ n: count() }).from(checkUpdateRules).where(where))[0].n;
  const [sandboxInfo, prodInfo] = await Promise.all([
    publishInfo(publish, code, 'sandbox', query.platform),
    publishInfo(publish, code, 'prod', query.platform),
  ]);
  return { rows: page.map((r) => toApi(r.rule)), count: n, sandboxInfo, prodInfo };
}

export const ruleRoutes = [
  routeOf(endpoints.list, {
    rule: right,
    summary: "A platform's rules (paged) with the last release on sandbox and prod",
    // A hot read (core/server/hotCache.ts): any console write (a rule change, a release) clears it.
    handler: ({ db, project, query, services }) =>
      hotCacheOf<Awaited<ReturnType<typeof listRules>>>(db, 'checkUpdateRules').get(`${project.code}|${JSON.stringify(query)}`, () =>
        listRules(db, services.publish, project.code, query),
      ),
  }),
  routeOf(endpoints.create, {
    rule: right,
    summary: 'Create a rule',
    async handler({ db, user, project, body, audit }) {
      checkOpenUrls(project, body);
      const [row] = await db
        .insert(checkUpdateRules)
        .values({ projectCode: project.code, ...body, operator: user.displayName || user.mail })
        .returning();
      await audit({ area: 'check-update', action: 'create', target: row.id, after: toApi(row) });
      return { rule: toApi(row) };
    },
  }),
  routeOf(endpoints.get, {
    rule: right,
    summary: 'One rule',
    async handler({ db, project, params }) {
      const row = await findRule(db, project.code, params.id);
      if (!row) throw ruleNotFound();
      return { rule: toApi(row) };
    },
  }),
  routeOf(endpoints.update, {
    rule: right,
    summary: "Update a rule; its platform stays (the query's platform, when given, must be the rule's)",
    async handler({ db, user, project, params, body, query, audit }) {
      checkOpenUrls(project, body);
      const before = await findRule(db, project.code, params.id);
      if (!before) throw ruleNotFound();
      for (const p of [query.platform, body.platform]) {
        if (p !== undefined && p !== before.platform) {
          throw conflict(`Rule ${before.id} belongs to ${platformLabel(before.platform)}; its platform cannot change`);
        }
      }
      const [row] = await db
        .update(checkUpdateRules)
        .set({
          startVersion: body.startVersion,
          endVersion: body.endVersion,
          data: body.data,
          operator: user.displayName || user.mail,
          updatedAt: new Date(),
        })
        .where(eq(checkUpdateRules.id, before.id))
        .returning();
      await audit({ area: 'check-update', action: 'update', target: row.id, before: toApi(before), after: toApi(row) });
      return { rule: toApi(row) };
    },
  }),
  routeOf(endpoints.remove, {
    rule: right,
    summary: 'Delete a rule (what is published stays until the next publish)',
    async handler({ db, project, params, audit }) {
      const before = await findRule(db, project.code, params.id);
      if (!before) throw ruleNotFound();
      await db.delete(checkUpdateRules).where(eq(checkUpdateRules.id, before.id));
      await audit({ area: 'check-update', action: 'delete', target: before.id, before: toApi(before) });
      return { id: before.id };
    },
  }),
];
