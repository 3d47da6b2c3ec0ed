// Rights and groups admin (001 §7): /v1/admin/settings/rights/right and .../group.
import { eq } from 'drizzle-orm';
import { rule } from '../../../core/shared/access';
import { badRequest, conflict, notFound } from '../../../core/server/errors';
import { userRights } from '../../../core/server/db/schema';
import type { Db } from '../../../core/server/db/connect';
import { routeOf } from '../../../core/server/plugin';
import { endpoints } from '../endpoints';
import { allGroups, allRights, builtInRights, toGroupItem, unknownRights } from './catalog';
import { customRights, rightGroups } from './db';

/** Renames (or with `to` null removes) a right in every group that lists it. */
async function renameInGroups(db: Db, from: string, to: string | null) {
  for (const g of await db.select().from(rightGroups)) {
    if (!g.rightNames.includes(from)) continue;
    const next = to ? g.rightNames.map((n) => (n === from ? to : n)) : g.rightNames.filter((n) => n !== from);
    await db
      .update(rightGroups)
      .set({ rightNames: [...new Set(next)] })
      .where(eq(rightGroups.name, g.name));
  }
}

export const rightsAdminRoutes = [
  routeOf(endpoints.rights, {
    rule: rule.admin,
    summary: 'Every right: built-in (declared by plugins) and custom',
    handler: async ({ db, plugins }) => ({ rights: await allRights(db, plugins) }),
  }),
  routeOf(endpoints.createRight, {
    rule: rule.admin,
    summary: 'Add a right',
    async handler({ db, body, plugins, audit }) {
      if ((await allRights(db, plugins)).some((r) => r.name === body.name)) throw conflict(`Right '${body.name}' already exists`);
      await db.insert(customRights).values(body);
      await audit({ area: 'rights', action: 'createRight', target: body.name, after: body });
      return { right: { ...body, builtIn: false } };
    },
  }),
  routeOf(endpoints.updateRight, {
    rule: rule.admin,
    summary: 'Rename a right or change its url (groups and grants follow a rename)',
    async handler({ db, body, params, plugins, audit }) {
      if (builtInRights(plugins).some((r) => r.name === params.name)) throw conflict('Built-in rights cannot be changed');
      const [old] = await db.select().from(customRights).where(eq(customRights.name, params.name));
      if (!old) throw notFound(`No right '${params.name}'`);
      if (body.name !== old.name && (await allRights(db, plugins)).some((r) => r.name === body.name)) {
        throw conflict(`Right '${body.name}' already exists`);
      }
      await db.transaction(async (tx) => {
        await tx.update(customRights).set(body).where(eq(customRights.name, old.name));
        if (body.name !== old.name) {
          await tx.update(userRights).set({ name: body.name }).where(eq(userRights.name, old.name));
          await renameInGroups(tx as unknown as Db, old.name, body.name);
        }
      });
      await audit({ area: 'rights', action: 'updateRight', target: old.name, before: old, after: body });
      return { right: { ...body, builtIn: false } };
    },
  }),
  routeOf(endpoints.deleteRight, {
    rule: rule.admin,
    summary: 'Delete a custom right; it leaves every group and user too',
    async handler({ db, params, plugins, audit }) {
      if (builtInRights(plugins).some((r) => r.name === params.name)) throw conflict('Built-in rights cannot be deleted');
      const deleted = await db.delete(customRights).where(eq(customRights.name, params.name)).returning();
      if (deleted.length) {
        await db.delete(userRights).where(eq(userRights.name, params.name));
        await renameInGroups(db, params.name, null);
        await audit({ area: 'rights', action: 'deleteRight', target: params.name, before: deleted[0] });
      }
      return { deleteCount: deleted.length };
    },
  }),
  routeOf(endpoints.groups, {
    rule: rule.admin,
    summary: 'Every group of rights',
    handler: async ({ db }) => ({ groups: await allGroups(db) }),
  }),
  routeOf(endpoints.group, {
    rule: rule.admin,
    summary: 'One group',
    async handler({ db, params }) {
      const [g] = await db.select().from(rightGroups).where(eq(rightGroups.name, params.name));
      if (!g) throw notFound(`No group '${params.name}'`);
      return { group: toGroupItem(g) };
    },
  }),
  routeOf(endpoints.createGroup, {
    rule: rule.admin,
    summary: 'Add a group of rights',
    async handler({ db, body, plugins, audit }) {
      const unknown = unknownRights(body.rightsList, await allRights(db, plugins));
      if (unknown.length) throw badRequest(`Unknown right: ${unknown.join(', ')}`);
      const [exists] = await db.select().from(rightGroups).where(eq(rightGroups.name, body.name));
      if (exists) throw conflict(`Group '${body.name}' already exists`);
      const rightNames = [...new Set(body.rightsList)];
      await db.insert(rightGroups).values({ name: body.name, rightNames });
      await audit({ area: 'rights', action: 'createGroup', target: body.name, after: { rightNames } });
      return { group: toGroupItem({ name: body.name, rightNames }) };
    },
  }),
  routeOf(endpoints.updateGroup, {
    rule: rule.admin,
    summary: 'Rename a group or change its rights',
    async handler({ db, body, params, plugins, audit }) {
      const [old] = await db.select().from(rightGroups).where(eq(rightGroups.name, params.name));
      if (!old) throw notFound(`No group '${params.name}'`);
      const unknown = unknownRights(body.rightsList, await allRights(db, plugins));
      if (unknown.length) throw badRequest(`Unknown right: ${unknown.join(', ')}`);
      if (body.name !== old.name) {
        const [taken] = await db.select().from(rightGroups).where(eq(rightGroups.name, body.name));
        if (taken) throw conflict(`Group '${body.name}' already exists`);
      }
      const rightNames = [...new Set(body.rightsList)];
      await db.update(rightGroups).set({ name: body.name, rightNames }).where(eq(rightGroups.name, old.name));
      await audit({ area: 'rights', action: 'updateGroup', target: old.name, before: old, after: { name: body.name, rightNames } });
      return { group: toGroupItem({ name: body.name, rightNames }) };
    },
  }),
  routeOf(endpoints.deleteGroup, {
    rule: rule.admin,
    summary: 'Delete a group (rights already granted stay)',
    async handler({ db, params, audit }) {
      const deleted = await db.delete(rightGroups).where(eq(rightGroups.name, params.name)).returning();
      if (deleted.length) await audit({ area: 'rights', action: 'deleteGroup', target: params.name, before: deleted[0] });
      return { deleteCount: deleted.length };
    },
  }),
];
