// A gray release saved whole (001 §2, §5): the group's members and their tags and weights are
// set, and activities taken out of it cleared, in one transaction, so a failure half way never
// leaves a group whose weights do not add up to 100.
import { and, eq } from 'drizzle-orm';
import { rule as access } from '../../../core/shared/access';
import { badRequest, conflict } from '../../../core/server/errors';
import { routeOf } from '../../../core/server/plugin';
import { endpoints } from '../endpoints';
import { RIGHT_ACTIVITIES } from '../shared';
import { activities } from './db';

export const grayGroupRoute = routeOf(endpoints.saveGrayGroup, {
  rule: access.right(RIGHT_ACTIVITIES),
  summary: 'Save a gray release group whole: {name, members: [{id, tag, weight}]} (weights add up to 100)',
  async handler({ db, user, project, body, audit }) {
    const name = body.name.trim();
    const operator = user.displayName || user.mail;
    const changed = await db.transaction(async (tx) => {
      const sandbox = await tx
        .select()
        .from(activities)
        .where(and(eq(activities.projectCode, project.code), eq(activities.env, 'sandbox')));
      const byId = new Map(sandbox.map((a) => [a.id, a]));
      for (const m of body.members) {
        const a = byId.get(m.id);
        if (!a) throw badRequest(`Activity ${m.id} is not a sandbox activity of ${project.code}`);
        if (a.grayRelease && a.grayRelease.name !== name)
          throw conflict(`Activity ${a.id} is already in gray release '${a.grayRelease.name}'`);
      }
      const ids = new Set(body.members.map((m) => m.id));
      const gone = sandbox.filter((a) => a.grayRelease?.name === name && !ids.has(a.id));
      const now = new Date();
      for (const a of gone) await tx.update(activities).set({ grayRelease: null, operator, updatedAt: now }).where(eq(activities.id, a.id));
      for (const m of body.members) {
        await tx
          .update(activities)
          .set({ grayRelease: { name, tag: m.tag.trim(), weight: m.weight }, operator, updatedAt: now })
          .where(eq(activities.id, m.id));
      }
      return { removed: gone.map((a) => a.id), members: body.members.map((m) => ({ id: m.id, tag: m.tag.trim(), weight: m.weight })) };
    });
    await audit({ area: 'activities', action: 'grayRelease', target: name, after: changed });
    return { name, ...changed };
  },
});
