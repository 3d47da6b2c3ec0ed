// Rights assignment per project (002 §7): /v1/:code/authorize, /right, /right/group, /users.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { rule } from '../../../core/shared/access';
import { badRequest, notFound } from '../../../core/server/errors';
import { userRights, users } from '../../../core/server/db/schema';
import { routeOf } from '../../../core/server/plugin';
import { setRights } from '../../../core/server/users';
import { endpoints } from '../endpoints';
import { allGroups, allRights, unknownRights } from './catalog';

export const assignRoutes = [
  routeOf(endpoints.projectRights, {
    rule: rule.admin,
    summary: 'Rights that apply in this project (its enabled plugins and the custom ones)',
    handler: async ({ db, plugins, project }) => ({ rights: await allRights(db, plugins, project) }),
  }),
  routeOf(endpoints.projectGroups, {
    rule: rule.admin,
    summary: 'Groups of rights',
    handler: async ({ db }) => ({ groups: await allGroups(db) }),
  }),
  routeOf(endpoints.projectUsers, {
    rule: rule.admin,
    summary: 'Users holding any right in this project',
    async handler({ db, project }) {
      const holders = db.selectDistinct({ id: userRights.userId }).from(userRights).where(eq(userRights.projectCode, project.code));
      const list = await db
        .select({ id: users.id, mail: users.mail, displayName: users.displayName, role: users.role })
        .from(users)
        .where(inArray(users.id, holders))
        .orderBy(asc(users.mail));
      return { users: list };
    },
  }),
  routeOf(endpoints.userRights, {
    rule: rule.admin,
    summary: "One user's rights in this project",
    async handler({ db, project, query }) {
      const rows = await db
        .select({ name: userRights.name })
        .from(userRights)
        .where(and(eq(userRights.projectCode, project.code), eq(userRights.userId, query.userId)));
      return { rights: rows.map((r) => r.name).sort() };
    },
  }),
  routeOf(endpoints.assign, {
    rule: rule.admin,
    summary: "Set a user's rights in this project (ADMIN users hold every right already)",
    async handler({ db, project, plugins, body, audit }) {
      const [u] = await db.select({ id: users.id, mail: users.mail, role: users.role }).from(users).where(eq(users.id, body.userId));
      if (!u) throw notFound('No such user');
      if (u.role === 'ADMIN') throw badRequest('ADMIN users hold every right; nothing to assign');
      const unknown = unknownRights(body.rights, await allRights(db, plugins, project));
      if (unknown.length) throw badRequest(`Unknown right: ${unknown.join(', ')}`);
      const before = await db
        .select({ name: userRights.name })
        .from(userRights)
        .where(and(eq(userRights.projectCode, project.code), eq(userRights.userId, u.id)));
      await setRights(db, u.id, project.code, body.rights);
      // The user by mail, and their rights in this project before and after (the audit screen
      // shows what was added and removed).
      await audit({
        area: 'rights',
        action: 'assign',
        target: u.mail,
        before: { user: u.mail, rights: before.map((r) => r.name).sort() },
        after: { user: u.mail, rights: [...new Set(body.rights)].sort() },
      });
      return { message: 'SUCCESS' };
    },
  }),
];
