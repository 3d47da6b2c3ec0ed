// Reading and shaping the common keys and their tags (scope 'common'): the API row, the list with
// its text search and tag filter, the count of projects each key is synced into.
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../../core/server/db/connect';
import { notFound } from '../../../../core/server/errors';
import { isRowId } from '../../../../core/shared/zod';
import { COMMON_SCOPE, type Tag } from '../../shared';
import type { CommonKeyRow } from '../../endpoints/common';
import { COMMON_MESSAGES } from '../../schemas/common';
import { mlCommonKeys, mlProjectKeys, mlTags } from '../db';

export type CommonRow = typeof mlCommonKeys.$inferSelect;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => '\\' + m);

export async function commonTags(db: Db): Promise<Tag[]> {
  const rows = await db.select().from(mlTags).where(eq(mlTags.scope, COMMON_SCOPE)).orderBy(asc(mlTags.name));
  return rows.map((t) => ({ id: t.id, name: t.name, scope: t.scope }));
}

/** How many project keys each common key has (its linked projects). */
async function linkedCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: mlProjectKeys.commonId, n: count() })
    .from(mlProjectKeys)
    .where(inArray(mlProjectKeys.commonId, ids))
    .groupBy(mlProjectKeys.commonId);
  return new Map(rows.map((r) => [r.id as number, r.n]));
}

/** API rows of stored ones (tags by id, linked counts). */
export async function toApiRows(db: Db, rows: CommonRow[]): Promise<CommonKeyRow[]> {
  const tags = new Map((await commonTags(db)).map((t) => [t.id, t]));
  const linked = await linkedCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    key: r.key,
    translation: r.translation,
    unfinished: r.unfinished,
    tags: r.tagIds.map((id) => tags.get(id)).filter((t): t is Tag => !!t),
    maxLength: r.maxLength,
    operator: r.operator,
    updatedAt: r.updatedAt.toISOString(),
    linkedCount: linked.get(r.id) ?? 0,
  }));
}

export async function toApiRow(db: Db, row: CommonRow): Promise<CommonKeyRow> {
  return (await toApiRows(db, [row]))[0];
}

/** The common key of a path's id (404 for what is not an id or not there). */
export async function requireCommon(db: Db, rawId: string, forUpdate = false): Promise<CommonRow> {
  const id = Number(rawId);
  if (!/^\d{1,10}$/.test(rawId) || !isRowId(id)) throw notFound(COMMON_MESSAGES.notFound);
  const q = db.select().from(mlCommonKeys).where(eq(mlCommonKeys.id, id));
  const [row] = forUpdate ? await q.for('update') : await q;
  if (!row) throw notFound(COMMON_MESSAGES.notFound);
  return row;
}

export async function findByKey(db: Db, key: string): Promise<CommonRow | undefined> {
  const [row] = await db.select().from(mlCommonKeys).where(eq(mlCommonKeys.key, key));
  return row;
}

export interface ListFilter {
  q?: string;
  tagIds?: number[];
  unfinished?: 'true' | 'false';
  pn: number;
  ps: number;
}

/** A page of keys by key: the text search looks in the key and every language's text; tags match any. */
export async function listCommon(db: Db, f: ListFilter): Promise<{ list: CommonKeyRow[]; total: number }> {
  const where: SQL[] = [];
  if (f.q) {
    const like = `%${escapeLike(f.q)}%`;
    where.push(or(ilike(mlCommonKeys.key, like), sql`${mlCommonKeys.translation}::text ILIKE ${like}`)!);
  }
  if (f.tagIds?.length) where.push(or(...f.tagIds.map((id) => sql`${mlCommonKeys.tagIds} @> ${JSON.stringify([id])}::jsonb`))!);
  if (f.unfinished) where.push(eq(mlCommonKeys.unfinished, f.unfinished === 'true'));
  const cond = where.length ? and(...where) : undefined;
  const [{ n }] = await db.select({ n: count() }).from(mlCommonKeys).where(cond);
  const rows = await db
    .select()
    .from(mlCommonKeys)
    .where(cond)
    .orderBy(asc(mlCommonKeys.key))
    .limit(f.ps)
    .offset((f.pn - 1) * f.ps);
  return { list: await toApiRows(db, rows), total: n };
}
