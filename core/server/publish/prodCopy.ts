// The sandbox → prod step of the life cycle for a plugin whose prod rows are copies of sandbox rows
// (activities, bonus, online releases: DESIGN §5). The copy is a new prod row pointing back at its
// original (sandboxId), and the original points at it (prodId), set only while it is still unset:
// of two concurrent copies only the first links, and the other fails with `taken`, so the request's
// transaction drops its row. A table with a unique key that the copy shares (bonus: the code on an
// env) may make the insert itself lose the race: that fails with `taken` too.
import { and, eq, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect';

/** A table whose rows link sandbox originals and prod copies. */
export type ProdCopyTable = PgTable & { id: PgColumn; prodId: PgColumn };

/**
 * Inserts `values` as the prod copy of row `sourceId` and links the original to it; throws
 * `taken()` when the original has a copy already (or the insert conflicts).
 */
export async function copyToProd<T extends ProdCopyTable>(
  db: Db,
  table: T,
  sourceId: number,
  values: Omit<T['$inferInsert'], 'env' | 'sandboxId'>,
  taken: () => Error,
): Promise<T['$inferSelect']> {
  const inserted = (await db
    .insert(table)
    .values({ ...values, env: 'prod', sandboxId: sourceId } as T['$inferInsert'])
    .onConflictDoNothing()
    .returning()) as T['$inferSelect'][];
  if (!inserted[0]) throw taken();
  const copy = inserted[0] as { id: number };
  const linked = await db
    .update(table)
    .set({ prodId: copy.id } as never)
    .where(and(eq(table.id, sourceId), isNull(table.prodId)))
    .returning({ id: table.id });
  if (!linked.length) throw taken();
  return inserted[0];
}
