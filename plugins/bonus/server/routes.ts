// Bonus calls of 001 §7: list per env, one, create (on sandbox, with a generated code), the
// enable switch per env, and upload to prod (through the publish pipeline).
import { and, desc, eq, inArray } from 'drizzle-orm';
import { rule as access } from '../../../core/shared/access';
import { badRequest, conflict } from '../../../core/server/errors';
import { copyToProd } from '../../../core/server/publish/prodCopy';
import { routeOf } from '../../../core/server/plugin';
import { requireProdAccess } from '../../../core/server/prodAccess';
import { MESSAGES, RIGHT_BONUS, rewardsOf } from '../shared';
import { endpoints } from '../endpoints';
import { bonuses, bonusRewardTypes } from './db';
import { bonusPublishable } from './publishable';
import { mustFind, newCode, publishedContent, toApi } from './rows';

const right = access.right(RIGHT_BONUS);
export const BONUS_MESSAGES = {
  sandboxOnly: 'Create bonuses on sandbox, then upload them to Prod',
  uploaded: (id: number) => `This bonus is already on Prod (${id})`,
};

export const bonusRoutes = [
  routeOf(endpoints.list, {
    rule: right,
    summary: "An env's bonuses, newest first",
    async handler({ db, project, query }) {
      const rows = await db
        .select()
        .from(bonuses)
        .where(and(eq(bonuses.projectCode, project.code), eq(bonuses.env, query.env)))
        .orderBy(desc(bonuses.id));
      return { rows: rows.map(toApi), total: rows.length };
    },
  }),
  routeOf(endpoints.get, {
    rule: right,
    summary: 'One bonus',
    async handler({ db, project, params }) {
      return { bonus: toApi(await mustFind(db, project.code, params.id)) };
    },
  }),
  routeOf(endpoints.create, {
    rule: right,
    summary: 'Create a sandbox bonus with a new redeem code (live on sandbox at once)',
    async handler(ctx) {
      const { db, user, project, body } = ctx;
      if (body.env !== 'sandbox') throw conflict(BONUS_MESSAGES.sandboxOnly);
      const types = [...new Set(rewardsOf(body.content).map((r) => r.type))];
      const known = await db
        .select({ name: bonusRewardTypes.name })
        .from(bonusRewardTypes)
        .where(and(eq(bonusRewardTypes.projectCode, project.code), inArray(bonusRewardTypes.name, types)));
      const unknown = types.find((t) => !known.some((k) => k.name === t));
      if (unknown) throw badRequest(MESSAGES.unknownType(unknown), [{ path: 'content', message: MESSAGES.unknownType(unknown) }]);
      const { env: _env, ...fields } = body;
      for (let attempt = 0; ; attempt++) {
        const code = newCode();
        // A taken code inserts nothing (no error): try another.
        const [created] = await db
          .insert(bonuses)
          .values({ projectCode: project.code, env: 'sandbox', ...fields, code, operator: user.displayName || user.mail })
          .onConflictDoNothing()
          .returning();
        if (created) {
          // Live on sandbox at once: the publish is the create's one audit entry.
          const { snapshot } = await bonusPublishable.publish(ctx, { env: 'sandbox', key: code }, publishedContent(created), {
            audit: ({ after }) => ({
              area: 'bonus',
              action: 'create',
              target: created.id,
              after: toApi({ ...created, returnId: after.id }),
            }),
          });
          const [row] = await db.update(bonuses).set({ returnId: snapshot.id }).where(eq(bonuses.id, created.id)).returning();
          return { bonus: toApi(row) };
        }
        if (attempt >= 5) throw conflict('Could not find a free code; try again');
      }
    },
  }),
  routeOf(endpoints.setEnable, {
    rule: right,
    summary: 'Turn a bonus on or off in its env (game clients are refused a disabled code at once)',
    async handler(ctx) {
      const { db, user, project, params, query, body, audit } = ctx;
      const row = await mustFind(db, project.code, params.id);
      if (query.env && query.env !== row.env) throw conflict(`Bonus ${row.id} is a ${row.env} bonus`);
      // Game clients' redeems read the switch at once.
      requireProdAccess(ctx, row.env);
      const [next] = await db
        .update(bonuses)
        .set({ enable: body.enable, operator: user.displayName || user.mail, updatedAt: new Date() })
        .where(eq(bonuses.id, row.id))
        .returning();
      await audit({
        area: 'bonus',
        action: 'switch',
        target: row.id,
        before: { enable: row.enable },
        after: { enable: next.enable, env: row.env },
      });
      return { bonus: toApi(next) };
    },
  }),
  routeOf(endpoints.deploy, {
    rule: right,
    summary: 'Upload a sandbox bonus to Prod: a prod copy with the same code (owners and admins; Idempotency-Key honoured)',
    async handler(ctx) {
      const { db, user, project, params } = ctx;
      const row = await mustFind(db, project.code, params.id);
      if (row.env !== 'sandbox') throw conflict('Upload to Prod runs from the sandbox bonus');
      if (row.prodId) throw conflict(BONUS_MESSAGES.uploaded(row.prodId));
      const content = publishedContent(row);
      const { snapshot } = await bonusPublishable.publish(ctx, { env: 'prod', key: row.code }, content, {
        audit: ({ after }) => ({
          area: 'bonus',
          action: 'deploy',
          target: row.id,
          after: { ...content, env: 'prod', returnId: after.id, sandboxId: row.id },
        }),
      });
      // A racing upload got there first: its copy holds the code on prod.
      const copy = await copyToProd(
        db,
        bonuses,
        row.id,
        { ...content, projectCode: project.code, returnId: snapshot.id, operator: user.displayName || user.mail },
        () => conflict(BONUS_MESSAGES.uploaded(row.id)),
      );
      return { bonus: toApi(copy), returnId: copy.returnId };
    },
  }),
];
