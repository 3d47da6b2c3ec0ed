// Reward types (002): GET, POST and DELETE /v1/:code/bonus/reward/types with the name in the
// body. Names are trimmed; a blank one is ignored; adding one that exists is a 409 that says so.
import { and, asc, eq } from 'drizzle-orm';
import { rule as access } from '../../../core/shared/access';
import type { Db } from '../../../core/server/db/connect';
import { conflict } from '../../../core/server/errors';
import { routeOf } from '../../../core/server/plugin';
import { MESSAGES, RIGHT_BONUS } from '../shared';
import { endpoints } from '../endpoints';
import { bonusRewardTypes } from './db';

const right = access.right(RIGHT_BONUS);

const listTypes = async (db: Db, code: string) =>
  (await db.select().from(bonusRewardTypes).where(eq(bonusRewardTypes.projectCode, code)).orderBy(asc(bonusRewardTypes.id))).map((t) => ({
    id: t.id,
    name: t.name,
  }));

export const rewardTypeRoutes = [
  routeOf(endpoints.types, {
    rule: right,
    summary: "The project's reward types",
    async handler({ db, project }) {
      return { types: await listTypes(db, project.code) };
    },
  }),
  routeOf(endpoints.addType, {
    rule: right,
    summary: 'Add a reward type (trimmed; blank names are ignored; an existing one is a 409)',
    async handler({ db, project, body, audit }) {
      if (body.name) {
        const [row] = await db
          .insert(bonusRewardTypes)
          .values({ projectCode: project.code, name: body.name })
          .onConflictDoNothing()
          .returning();
        if (!row) throw conflict(MESSAGES.typeExists(body.name));
        await audit({ area: 'bonus', action: 'createRewardType', target: body.name, after: { name: body.name } });
      }
      return { types: await listTypes(db, project.code) };
    },
  }),
  routeOf(endpoints.deleteType, {
    rule: right,
    summary: 'Delete a reward type by name (in the body; blank names are ignored)',
    async handler({ db, project, body, audit }) {
      if (body.name) {
        const gone = await db
          .delete(bonusRewardTypes)
          .where(and(eq(bonusRewardTypes.projectCode, project.code), eq(bonusRewardTypes.name, body.name)))
          .returning();
        if (gone.length) await audit({ area: 'bonus', action: 'deleteRewardType', target: body.name, before: { name: body.name } });
      }
      return { types: await listTypes(db, project.code) };
    },
  }),
];
