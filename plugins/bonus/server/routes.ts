// Bonus calls of 001 §7: list per env, one, create (on sandbox, with a generated code), the
// enable switch per env, and upload to prod (through the publish pipeline).
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { rule as access } from '../../../core/shared/access';
import { badRequest, conflict } from '../../../core/server/errors';
import { route } from '../../../core/server/plugin';
import { requireProdAccess } from '../../../core/server/prodAccess';
import { bonusFormSchema, envQuerySchema, MESSAGES, PUBLISH_KIND, RIGHT_BONUS, rewardsOf, switchBodySchema } from '../shared';
import { bonuses, bonusRewardTypes } from './db';
import { mustFind, newCode, publishedContent, toApi } from './rows';

const right = access.right(RIGHT_BONUS);
export const BONUS_MESSAGES = {
  sandboxOnly: 'Create bonuses on sandbox, then upload them to Prod',
  uploaded: (id: number) => `This bonus is already on Prod (${id})`,
};
const operatorOf = (u: { id: number; mail: string; displayName: string }) => ({ id: u.id, mail: u.mail, displayName: u.displayName });

export const bonusRoutes = [
  route({
    method: 'GET',
    path: '/v1/:code/bonus',
    rule: right,
    summary: "An env's bonuses, newest first",
    query: envQuerySchema,
    async handler({ db, project, query }) {
      const rows = await db.select().from(bonuses).where(and(eq(bonuses.projectCode, project.code), eq(bonuses.env, query.env))).orderBy(desc(bonuses.id));
      return { rows: rows.map(toApi), total: rows.length };
    },
  }),
  route({
    method: 'GET',
    path: '/v1/:code/bonus/:id',
    rule: right,
    summary: 'One bonus',
    async handler({ db, project, params }) {
      return { bonus: toApi(await mustFind(db, project.code, params.id)) };
    },
  }),
  route({
    method: 'POST',
    path: '/v1/:code/bonus',
    rule: right,
    summary: 'Create a sandbox bonus with a new redeem code (live on sandbox at once)',
    body: bonusFormSchema,
    async handler({ db, user, project, body, services, audit }) {
      if (body.env !== 'sandbox') throw conflict(BONUS_MESSAGES.sandboxOnly);
      const types = [...new Set(rewardsOf(body.content).map((r) => r.type))];
      const known = await db.select({ name: bonusRewardTypes.name }).from(bonusRewardTypes).where(and(eq(bonusRewardTypes.projectCode, project.code), inArray(bonusRewardTypes.name, types)));
      const unknown = types.find((t) => !known.some((k) => k.name === t));
      if (unknown) throw badRequest(MESSAGES.unknownType(unknown), [{ path: 'content', message: MESSAGES.unknownType(unknown) }]);
      const { env: _env, ...fields } = body;
      for (let attempt = 0; ; attempt++) {
        const code = newCode();
        const row = await db.transaction(async (tx) => {
          const [created] = await tx.insert(bonuses).values({ projectCode: project.code, env: 'sandbox', ...fields, code, operator: user.displayName || user.mail }).onConflictDoNothing().returning();
          if (!created) return null;
          const { snapshot } = await services.publish.publish({ project: project.code, env: 'sandbox', kind: PUBLISH_KIND, key: code }, publishedContent(created), { operator: operatorOf(user), tx });
          const [done] = await tx.update(bonuses).set({ returnId: snapshot.id }).where(eq(bonuses.id, created.id)).returning();
          return done;
        });
        if (row) {
          await audit({ area: 'bonus', action: 'create', target: row.id, after: toApi(row) });
          return { bonus: toApi(row) };
        }
        if (attempt >= 5) throw conflict('Could not find a free code; try again');
      }
    },
  }),
  route({
    method: 'POST',
    path: '/v1/:code/bonus/:id/switch',
    rule: right,
    summary: "Turn a bonus on or off in its env (game clients are refused a disabled code at once)",
    query: envQuerySchema.partial(),
    body: switchBodySchema,
    async handler(ctx) {
      const { db, user, project, params, query, body, audit } = ctx;
      const row = await mustFind(db, project.code, params.id);
      if (query.env && query.env !== row.env) throw conflict(`Bonus ${row.id} is a ${row.env} bonus`);
      // Game clients' redeems read the switch at once.
      requireProdAccess(ctx, row.env);
      const [next] = await db.update(bonuses).set({ enable: body.enable, operator: user.displayName || user.mail, updatedAt: new Date() }).where(eq(bonuses.id, row.id)).returning();
      await audit({ area: 'bonus', action: 'switch', target: row.id, before: { enable: row.enable }, after: { enable: next.enable, env: row.env } });
      return { bonus: toApi(next) };
    },
  }),
  route({
    method: 'POST',
    path: '/v1/:code/bonus/:id/deploy',
    rule: right,
    summary: 'Upload a sandbox bonus to Prod: a prod copy with the same code (owners and admins; Idempotency-Key honoured)',
    async handler(ctx) {
      const { c, db, user, project, params, services, audit } = ctx;
      const row = await mustFind(db, project.code, params.id);
      if (row.env !== 'sandbox') throw conflict('Upload to Prod runs from the sandbox bonus');
      if (row.prodId) throw conflict(BONUS_MESSAGES.uploaded(row.prodId));
      requireProdAccess(ctx, 'prod');
      const prod = await db.transaction(async (tx) => {
        const { snapshot } = await services.publish.publish({ project: project.code, env: 'prod', kind: PUBLISH_KIND, key: row.code }, publishedContent(row), {
          operator: operatorOf(user),
          idempotencyKey: c.req.header('idempotency-key'),
          tx,
        });
        const [copy] = await tx
          .insert(bonuses)
          .values({ ...publishedContent(row), projectCode: project.code, env: 'prod', returnId: snapshot.id, sandboxId: row.id, operator: user.displayName || user.mail })
          .onConflictDoNothing()
          .returning();
        // A racing upload got there first: its copy holds the code on prod.
        if (!copy) throw conflict(BONUS_MESSAGES.uploaded(row.id));
        const linked = await tx.update(bonuses).set({ prodId: copy.id }).where(and(eq(bonuses.id, row.id), isNull(bonuses.prodId))).returning({ id: bonuses.id });
        if (!linked.length) throw conflict(BONUS_MESSAGES.uploaded(row.id));
        return copy;
      });
      await audit({ area: 'bonus', action: 'deploy', target: row.id, after: toApi(prod) });
      return { bonus: toApi(prod), returnId: prod.returnId };
    },
  }),
];
