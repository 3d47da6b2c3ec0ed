// Categories (001 §7): create, tree, list by parent, get, update, delete, and our move (the
// drag-drop of 000 §4: into a gap → that parent and place, sorts renumbered from 1; onto a node →
// its last child). Every change takes the project's tree lock, so no two moves make a cycle.
import { and, eq } from 'drizzle-orm';
import { rule as access } from '../../../core/shared/access';
import { coreConfigSchema, readConfigKey } from '../../../core/shared/projectConfig';
import { badRequest, conflict, notFound } from '../../../core/server/errors';
import { routeOf } from '../../../core/server/plugin';
import { categories } from '../../../core/server/db/content';
import { uploads } from '../../../core/server/db/schema';
import type { Db } from '../../../core/server/db/connect';
import type { CategoryAttr } from '../../../core/shared/content';
import { endpoints } from '../endpoints';
import { MAX_CATEGORIES, MESSAGES, RIGHT_CATEGORIES, buildTree, mayMoveUnder, placeAt } from '../shared';
import type { categoryBodySchema } from '../schemas';
import type { z } from 'zod';
import {
  childIds,
  findCategory,
  foldersUsing,
  lockTree,
  parentMap,
  projectCount,
  projectRows,
  renumber,
  siblingOrder,
  toApi,
} from './categories';

export const right = access.right(RIGHT_CATEGORIES);
const invalid = (message: string, path: string) => badRequest(message, [{ path, message }]);
const operatorOf = (u: { displayName: string; mail: string }) => u.displayName || u.mail;

type Body = z.output<typeof categoryBodySchema>;

/** The stored attr: the form's, the two flags, and a resource that is a file uploaded to this project (its size and md5 the stored ones). */
async function storedAttr(db: Db, code: string, body: Body): Promise<CategoryAttr> {
  const { resource, ...rest } = body.attr;
  const attr: CategoryAttr = { ...rest, overwriteAttr: body.overwriteAttr, overwriteName: body.overwriteName };
  if (resource) {
    const [file] = await db
      .select()
      .from(uploads)
      .where(and(eq(uploads.projectCode, code), eq(uploads.url, resource.url)))
      .limit(1);
    if (!file) throw invalid('The resource must be a file uploaded to this project', 'attr.resource');
    attr.resource = { url: file.url, size: file.size, md5: file.md5 };
  }
  return attr;
}

async function requireParent(db: Db, code: string, parentId: number): Promise<void> {
  if (parentId !== 0 && !(await findCategory(db, code, parentId))) throw invalid(MESSAGES.parentNotFound, 'parentId');
}

export const categoryRoutes = [
  routeOf(endpoints.tree, {
    rule: right,
    summary: "The project's category tree (siblings by sort, then id) and the project's countries (the Check Orders tabs)",
    async handler({ db, project }) {
      const rows = await projectRows(db, project.code);
      return { tree: buildTree(rows.map(toApi)), countries: readConfigKey(coreConfigSchema, 'countries', project.config, [] as string[]) };
    },
  }),
  routeOf(endpoints.list, {
    rule: right,
    summary: 'Categories, flat; ?parentId= only the children of one parent (0: the roots)',
    async handler({ db, project, query }) {
      const where =
        query.parentId === undefined
          ? eq(categories.projectCode, project.code)
          : and(eq(categories.projectCode, project.code), eq(categories.parentId, query.parentId));
      const rows = await db
        .select()
        .from(categories)
        .where(where)
        .orderBy(...siblingOrder);
      return { categories: rows.map(toApi) };
    },
  }),
  routeOf(endpoints.get, {
    rule: right,
    summary: 'One category',
    async handler({ db, project, params }) {
      const row = await findCategory(db, project.code, params.id);
      if (!row) throw notFound(MESSAGES.notFound);
      return { category: toApi(row) };
    },
  }),
  routeOf(endpoints.create, {
    rule: right,
    summary: 'Create a category (name.en required; parentId 0 = root; sort ≥ 0)',
    async handler({ db, project, body, user, audit }) {
      await lockTree(db, project.code);
      if ((await projectCount(db, project.code)) >= MAX_CATEGORIES) throw conflict(MESSAGES.tooMany);
      await requireParent(db, project.code, body.parentId);
      const attr = await storedAttr(db, project.code, body);
      const [row] = await db
        .insert(categories)
        .values({ projectCode: project.code, parentId: body.parentId, sort: body.sort, name: body.name, attr, operator: operatorOf(user) })
        .returning();
      await audit({ area: 'categories', action: 'create', target: row.id, after: toApi(row) });
      return { category: toApi(row) };
    },
  }),
  routeOf(endpoints.update, {
    rule: right,
    summary: 'Update a category (the same body as create); a new parent may not be the category itself or under it',
    async handler({ db, project, params, body, user, audit }) {
      await lockTree(db, project.code);
      const before = await findCategory(db, project.code, params.id);
      if (!before) throw notFound(MESSAGES.notFound);
      if (body.parentId !== before.parentId) {
        await requireParent(db, project.code, body.parentId);
        if (!mayMoveUnder(await parentMap(db, project.code), before.id, body.parentId)) throw invalid(MESSAGES.underItself, 'parentId');
      }
      const attr = await storedAttr(db, project.code, body);
      const [row] = await db
        .update(categories)
        .set({ parentId: body.parentId, sort: body.sort, name: body.name, attr, operator: operatorOf(user), updatedAt: new Date() })
        .where(eq(categories.id, before.id))
        .returning();
      await audit({ area: 'categories', action: 'update', target: row.id, before: toApi(before), after: toApi(row) });
      return { category: toApi(row) };
    },
  }),
  routeOf(endpoints.move, {
    rule: right,
    summary:
      'Move a category (drag-drop): under parentId (0 = root) at index among its children, or last without one; the siblings get sorts 1, 2, 3 …',
    async handler({ db, project, params, body, user, audit }) {
      await lockTree(db, project.code);
      const before = await findCategory(db, project.code, params.id);
      if (!before) throw notFound(MESSAGES.notFound);
      await requireParent(db, project.code, body.parentId);
      if (!mayMoveUnder(await parentMap(db, project.code), before.id, body.parentId)) throw invalid(MESSAGES.underItself, 'parentId');
      const operator = operatorOf(user);
      const siblings = await childIds(db, project.code, body.parentId);
      await renumber(db, project.code, body.parentId, placeAt(siblings, before.id, body.index), operator);
      // The old siblings close the gap (their relative order kept).
      if (before.parentId !== body.parentId)
        await renumber(
          db,
          project.code,
          before.parentId,
          await childIds(db, project.code, before.parentId).then((ids) => ids.filter((id) => id !== before.id)),
          operator,
        );
      const after = (await findCategory(db, project.code, before.id))!;
      await audit({
        area: 'categories',
        action: 'move',
        target: before.id,
        before: { parentId: before.parentId, sort: before.sort },
        after: { parentId: after.parentId, sort: after.sort, index: body.index ?? null },
      });
      return { category: toApi(after) };
    },
  }),
  routeOf(endpoints.remove, {
    rule: right,
    summary: 'Delete a category: refused (409) while it has sub-categories or folders point at it',
    async handler({ db, project, params, audit }) {
      await lockTree(db, project.code);
      const before = await findCategory(db, project.code, params.id);
      if (!before) throw notFound(MESSAGES.notFound);
      const children = await childIds(db, project.code, before.id);
      if (children.length) throw conflict(MESSAGES.hasChildren(children.length));
      const used = await foldersUsing(db, project.code, before.id);
      if (used.n) throw conflict(MESSAGES.usedByFolders(used.n, used.names.join(', ') + (used.n > used.names.length ? ', …' : '')));
      await db.delete(categories).where(eq(categories.id, before.id));
      await audit({ area: 'categories', action: 'delete', target: before.id, before: toApi(before) });
      return { id: before.id };
    },
  }),
];
