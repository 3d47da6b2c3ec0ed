// Admin users API (document 001 §7): list, create, update, delete, reset password, modify mail.
import { and, asc, count, eq, ilike, ne, sql } from 'drizzle-orm';
import { rule } from '../../../core/shared/access';
import { badRequest, conflict, notFound } from '../../../core/server/errors';
import { userRights, users } from '../../../core/server/db/schema';
import type { Db } from '../../../core/server/db/connect';
import { hashPassword, randomPassword } from '../../../core/server/passwords';
import { routeOf } from '../../../core/server/plugin';
import { endUserSessions } from '../../../core/server/session';
import { createUser } from '../../../core/server/users';
import type { UserRow } from '../shared';
import { endpoints } from '../endpoints';
import { isInternal, readMailDomains, writeMailDomains } from './mailDomains';
import { hotCacheOf } from '../../../core/server/hotCache';
import { isRowId } from '../../../core/shared/zod';

/** A user's rights as one JSON list, in a fixed order. */
const rightsOf = sql<{ projectCode: string; name: string }[] | string>`coalesce((
  select json_agg(json_build_object('projectCode', r.project_code, 'name', r.name) order by r.project_code, r.name)
  from ${userRights} r where r.user_id = ${users.id}), '[]'::json)`;

async function findUser(db: Db, rawId: string) {
  const id = Number(rawId);
  if (!isRowId(id)) throw notFound('No such user');
  const [u] = await db.select().from(users).where(eq(users.id, id));
  if (!u) throw notFound('No such user');
  return u;
}

async function mailTaken(db: Db, mail: string, exceptId?: number) {
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptId ? and(eq(users.mail, mail), ne(users.id, exceptId)) : eq(users.mail, mail));
  return !!u;
}

/** The last ADMIN stays: someone must be able to manage the console. */
async function assertNotLastAdmin(db: Db, userId: number) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), ne(users.id, userId)));
  if (n === 0) throw conflict('The last ADMIN cannot lose that role or be deleted');
}

const publicUser = (u: typeof users.$inferSelect) => ({ id: u.id, mail: u.mail, displayName: u.displayName, role: u.role, alias: u.alias });

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => '\\' + m);

async function listUsers(db: Db, query: { mail?: string; pn: number; ps: number }): Promise<{ users: UserRow[]; total: number }> {
  const where = query.mail ? ilike(users.mail, `%${escapeLike(query.mail)}%`) : undefined;
  // One query for the page, its total and its rights; a count only for a page past the end.
  const page = await db
    .select({ user: users, total: sql<number>`count(*) over ()`.mapWith(Number), rights: rightsOf })
    .from(users)
    .where(where)
    .orderBy(asc(users.mail))
    .limit(query.ps)
    .offset((query.pn - 1) * query.ps);
  const total = page.length ? page[0].total : (await db.select({ total: count() }).from(users).where(where))[0].total;
  const domains = await readMailDomains(db);
  const rows: UserRow[] = page.map(({ user: u, rights: raw }) => {
    const rights = (typeof raw === 'string' ? JSON.parse(raw) : raw) as UserRow['rights'];
    return {
      ...publicUser(u),
      projects: [...new Set(rights.map((r) => r.projectCode))].sort(),
      rights,
      internal: isInternal(u.mail, domains),
      createdAt: u.createdAt.toISOString(),
    };
  });
  return { users: rows, total };
}

export const userRoutes = [
  routeOf(endpoints.list, {
    rule: rule.admin,
    summary: 'Users, searched by mail, a page at a time',
    // A hot read (core/server/hotCache.ts): any console write clears it.
    handler: ({ db, query }) =>
      hotCacheOf<{ users: UserRow[]; total: number }>(db, 'userList').get(JSON.stringify(query), () => listUsers(db, query)),
  }),
  routeOf(endpoints.create, {
    rule: rule.admin,
    summary: 'Create a USER; the first password is generated and returned once',
    async handler({ db, body, audit }) {
      if (await mailTaken(db, body.mail)) throw conflict(`${body.mail} already has an account`);
      const password = randomPassword();
      const id = await createUser(db, { ...body, role: 'USER', password });
      await audit({ area: 'users', action: 'create', target: body.mail, after: { id, ...body, role: 'USER' } });
      return { message: `Created ${body.mail}`, id, password };
    },
  }),
  routeOf(endpoints.update, {
    rule: rule.admin,
    summary: "Change a user's role, alias (LIMIT only) and password",
    async handler({ c, db, body, params, user: me, audit }) {
      const u = await findUser(db, params.id);
      if (u.role === 'ADMIN' && body.role !== 'ADMIN') await assertNotLastAdmin(db, u.id);
      const alias = body.role === 'LIMIT' ? [...new Set(body.alias.map((a) => a.toLowerCase()))] : [];
      const set: Partial<typeof users.$inferInsert> = { role: body.role, alias, updatedAt: new Date() };
      if (body.password) set.passwordHash = await hashPassword(body.password);
      await db.update(users).set(set).where(eq(users.id, u.id));
      // A new password ends the user's other sessions (the admin's own current one survives).
      if (body.password) await endUserSessions(db, u.id, u.id === me.id ? c : undefined);
      await audit({
        area: 'users',
        action: 'update',
        target: u.mail,
        before: { role: u.role, alias: u.alias },
        after: { role: body.role, alias, passwordChanged: !!body.password },
      });
      return { message: 'update SUCCEED!' };
    },
  }),
  routeOf(endpoints.remove, {
    rule: rule.admin,
    summary: 'Delete a user (their sessions and rights go with them)',
    async handler({ db, params, user: me, audit }) {
      const u = await findUser(db, params.id);
      if (u.id === me.id) throw badRequest('You cannot delete yourself');
      if (u.role === 'ADMIN') await assertNotLastAdmin(db, u.id);
      await db.delete(users).where(eq(users.id, u.id));
      await audit({ area: 'users', action: 'delete', target: u.mail, before: publicUser(u) });
      return { message: 'Deleted' };
    },
  }),
  routeOf(endpoints.resetPassword, {
    rule: rule.admin,
    summary: 'Set a new random password (returned once) and end every session of the user',
    async handler({ c, db, params, user: me, audit }) {
      const u = await findUser(db, params.id);
      const password = randomPassword();
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
        .where(eq(users.id, u.id));
      await endUserSessions(db, u.id, u.id === me.id ? c : undefined);
      await audit({ area: 'users', action: 'resetPassword', target: u.mail });
      return { message: 'SUCCESS', password };
    },
  }),
  routeOf(endpoints.modifyMail, {
    rule: rule.admin,
    summary: "Change a user's mail",
    async handler({ db, body, params, audit }) {
      const u = await findUser(db, params.id);
      if (body.newMail !== u.mail && (await mailTaken(db, body.newMail, u.id))) throw conflict(`${body.newMail} already has an account`);
      await db.update(users).set({ mail: body.newMail, updatedAt: new Date() }).where(eq(users.id, u.id));
      await audit({ area: 'users', action: 'modifyMail', target: u.mail, before: { mail: u.mail }, after: { mail: body.newMail } });
      return { message: 'SUCCESS' };
    },
  }),
  routeOf(endpoints.mailDomains, {
    rule: rule.admin,
    summary: 'Internal domains (check mark) and company domains (mail autocomplete)',
    handler: ({ db }) => readMailDomains(db),
  }),
  routeOf(endpoints.saveMailDomains, {
    rule: rule.admin,
    summary: 'Change the internal and company mail domains',
    async handler({ db, body, audit }) {
      const before = await readMailDomains(db);
      await writeMailDomains(db, body);
      await audit({ area: 'users', action: 'mailDomains', before, after: body });
      return body;
    },
  }),
];
