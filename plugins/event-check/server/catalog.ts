// Reading and writing a project's event-type catalog. A PUT replaces the whole catalog; an import
// merges (the file's types replace those of the same name) or replaces. Both run in one
// transaction, so a failure leaves the catalog as it was.
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../../core/server/db/connect';
import type { EventType, StoredEventType } from '../shared';
import { eventTypes, type EventTypeRow } from './db';

export const toStored = (r: EventTypeRow): StoredEventType => ({
  type: r.type,
  description: r.description,
  fields: r.fields,
  updatedAt: r.updatedAt.toISOString(),
  operator: r.operator,
});

export async function listCatalog(db: Db, code: string): Promise<StoredEventType[]> {
  const rows = await db.select().from(eventTypes).where(eq(eventTypes.projectCode, code)).orderBy(asc(eventTypes.type));
  return rows.map(toStored);
}

export async function findEventType(db: Db, code: string, type: string): Promise<StoredEventType | null> {
  const [row] = await db
    .select()
    .from(eventTypes)
    .where(and(eq(eventTypes.projectCode, code), eq(eventTypes.type, type)));
  return row ? toStored(row) : null;
}

/**
 * Writes `types` into the catalog: each replaces the type of its name; with `replace` the types not
 * listed are removed. Rows whose content did not change keep their time and operator.
 */
export async function writeCatalog(db: Db, code: string, types: EventType[], operator: string, replace: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const names = types.map((t) => t.type);
    if (replace) {
      await tx
        .delete(eventTypes)
        .where(names.length ? and(eq(eventTypes.projectCode, code), notInArray(eventTypes.type, names)) : eq(eventTypes.projectCode, code));
    }
    if (!types.length) return;
    const existing = new Map(
      (
        await tx
          .select()
          .from(eventTypes)
          .where(and(eq(eventTypes.projectCode, code), inArray(eventTypes.type, names)))
      ).map((r) => [r.type, r]),
    );
    const now = new Date();
    for (const t of types) {
      const old = existing.get(t.type);
      if (old && old.description === t.description && JSON.stringify(old.fields) === JSON.stringify(t.fields)) continue;
      if (old)
        await tx
          .update(eventTypes)
          .set({ description: t.description, fields: t.fields, operator, updatedAt: now })
          .where(eq(eventTypes.id, old.id));
      else {
        // A concurrent write may have added the name since: the later write wins, never a 500.
        const set = { description: t.description, fields: t.fields, operator, updatedAt: now };
        await tx
          .insert(eventTypes)
          .values({ projectCode: code, type: t.type, ...set })
          .onConflictDoUpdate({ target: [eventTypes.projectCode, eventTypes.type], set });
      }
    }
  });
}
