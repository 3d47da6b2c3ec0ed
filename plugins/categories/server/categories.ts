// Reading and writing categories: the API shape, the project's rows, one row, the per-project lock
// every change of the tree takes (two moves at once could otherwise make a cycle), the renumbering
// of siblings after a move, and who points at a category.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/server/db/connect';
import { categories, folders, type CategoryRow } from '../../../core/server/db/content';
import { isRowId } from '../../../core/shared/zod';
import type { Category } from '../shared';

export function toApi(r: CategoryRow): Category {
  const { overwriteAttr, overwriteName, ...attr } = r.attr ?? {};
  return {
    id: r.id,
    name: r.name,
    parentId: r.parentId,
    sort: r.sort,
    attr,
    overwriteAttr: overwriteAttr === true,
    overwriteName: overwriteName === true,
    operator: r.operator,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export const siblingOrder = [asc(categories.sort), asc(categories.id)];

export async function projectRows(db: Db, code: string): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(eq(categories.projectCode, code))
    .orderBy(...siblingOrder);
}

export async function findCategory(db: Db, code: string, id: number | string | undefined): Promise<CategoryRow | null> {
  const n = Number(id);
  if (typeof id === 'string' && !/^\d+$/.test(id)) return null;
  if (!isRowId(n)) return null;
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.projectCode, code), eq(categories.id, n)));
  return row ?? null;
}

/** Serializes changes of one project's tree (inside the request's transaction). */
export async function lockTree(db: Db, code: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`categories:${code}`}))`);
}

/** id → parentId of the project's categories. */
export async function parentMap(db: Db, code: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.projectCode, code));
  return new Map(rows.map((r) => [r.id, r.parentId]));
}

export async function childIds(db: Db, code: string, parentId: number): Promise<number[]> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.projectCode, code), eq(categories.parentId, parentId)))
    .orderBy(...siblingOrder);
  return rows.map((r) => r.id);
}

/** Gives `ordered` (one parent's children) sorts 1, 2, 3 … where they differ. */
export async function renumber(db: Db, code: string, parentId: number, ordered: readonly number[], operator: string): Promise<void> {
  if (!ordered.length) return;
  const ids = sql.join(
    ordered.map((id) => sql`${id}::int`),
    sql`, `,
  );
  await db.execute(sql`
    update ${categories} c set sort = o.ord::int, parent_id = ${parentId}, updated_at = case when c.sort <> o.ord or c.parent_id <> ${parentId} then now() else c.updated_at end,
      operator = case when c.sort <> o.ord or c.parent_id <> ${parentId} then ${operator} else c.operator end
    from unnest(array[${ids}]) with ordinality as o(id, ord)
    where c.id = o.id and c.project_code = ${code}`);
}

export async function projectCount(db: Db, code: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(categories).where(eq(categories.projectCode, code));
  return Number(row?.n ?? 0);
}

/** The folders of the project pointing at the category (folders.category_id): count and a few names. */
export async function foldersUsing(db: Db, code: string, id: number): Promise<{ n: number; names: string[] }> {
  const where = and(eq(folders.projectCode, code), eq(folders.categoryId, id));
  const [total] = await db.select({ n: count() }).from(folders).where(where);
  const rows = await db.select({ id: folders.id, name: folders.name }).from(folders).where(where).orderBy(asc(folders.id)).limit(3);
  return { n: Number(total?.n ?? 0), names: rows.map((r) => `${r.id} ${r.name?.en ?? ''}`.trim()) };
}
