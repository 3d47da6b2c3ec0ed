// One tag store for both scopes (000 §7 "Tags"): the common tags ('common', on the common keys)
// and each project's (its code, on its keys). Create and rename keep names unique in the scope,
// delete takes the tag off every key carrying it, and naming tags for a key makes the new ones.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { conflict, notFound } from '../../../core/server/errors';
import type { Db } from '../../../core/server/db/connect';
import { isRowId } from '../../../core/shared/zod';
import { mlCommonKeys, mlProjectKeys, mlTags } from './db';

type TagRow = typeof mlTags.$inferSelect;

export interface TagScope {
  /** 'common' or the project's code. */
  scope: string;
  /** The keys that carry this scope's tags. */
  keys: typeof mlCommonKeys | typeof mlProjectKeys;
  /** Which of those keys are the scope's (the project's keys; all common keys). */
  keysWhere?: SQL;
  taken: (name: string) => string;
  notFound: string;
}

export const commonTagScope = (messages: { tagTaken: (name: string) => string; tagNotFound: string }, scope: string): TagScope => ({
  scope,
  keys: mlCommonKeys,
  taken: messages.tagTaken,
  notFound: messages.tagNotFound,
});

export const projectTagScope = (code: string, messages: { tagExists: string; tagNotFound: string }): TagScope => ({
  scope: code,
  keys: mlProjectKeys,
  keysWhere: eq(mlProjectKeys.projectCode, code),
  taken: () => messages.tagExists,
  notFound: messages.tagNotFound,
});

async function named(db: Db, s: TagScope, name: string): Promise<TagRow | undefined> {
  const [row] = await db
    .select()
    .from(mlTags)
    .where(and(eq(mlTags.scope, s.scope), eq(mlTags.name, name)));
  return row;
}

/** The scope's tag of a path id; 404 with the scope's message otherwise. */
export async function mustTag(db: Db, s: TagScope, rawId: string): Promise<TagRow> {
  const id = Number(rawId);
  if (!/^\d{1,10}$/.test(rawId) || !isRowId(id)) throw notFound(s.notFound);
  const [row] = await db
    .select()
    .from(mlTags)
    .where(and(eq(mlTags.id, id), eq(mlTags.scope, s.scope)));
  if (!row) throw notFound(s.notFound);
  return row;
}

export async function createTag(db: Db, s: TagScope, name: string): Promise<TagRow> {
  if (await named(db, s, name)) throw conflict(s.taken(name));
  // A create racing this one: the unique index decides, with the same answer.
  const [row] = await db.insert(mlTags).values({ scope: s.scope, name }).onConflictDoNothing().returning();
  if (!row) throw conflict(s.taken(name));
  return row;
}

export async function renameTag(db: Db, s: TagScope, rawId: string, name: string): Promise<{ before: TagRow; tag: TagRow }> {
  const before = await mustTag(db, s, rawId);
  const other = await named(db, s, name);
  if (other && other.id !== before.id) throw conflict(s.taken(name));
  const [tag] = await db.update(mlTags).set({ name }).where(eq(mlTags.id, before.id)).returning();
  return { before, tag };
}

/** Deletes the tag and takes it off the scope's keys; the ids and names of the keys that carried it. */
export async function deleteTag(db: Db, s: TagScope, rawId: string): Promise<{ tag: TagRow; keys: { id: number; key: string }[] }> {
  const tag = await mustTag(db, s, rawId);
  const k = s.keys;
  const carrying = and(s.keysWhere, sql`${k.tagIds} @> ${JSON.stringify([tag.id])}::jsonb`);
  const keys = await db
    .update(k)
    .set({
      tagIds: sql`(select coalesce(jsonb_agg(e), '[]'::jsonb) from jsonb_array_elements(${k.tagIds}) e where e <> to_jsonb(${tag.id}::int))`,
    })
    .where(carrying)
    .returning({ id: k.id, key: k.key });
  await db.delete(mlTags).where(eq(mlTags.id, tag.id));
  return { tag, keys };
}

/** The tags of these names in their order, the missing ones made; and the names that were new. */
export async function tagsNamed(db: Db, s: TagScope, list: readonly string[]): Promise<{ tags: TagRow[]; created: string[] }> {
  const names = [...new Set(list)];
  if (!names.length) return { tags: [], created: [] };
  const existing = await db
    .select()
    .from(mlTags)
    .where(and(eq(mlTags.scope, s.scope), inArray(mlTags.name, names)));
  const created = names.filter((n) => !existing.some((t) => t.name === n));
  const made = created.length
    ? await db
        .insert(mlTags)
        .values(created.map((name) => ({ scope: s.scope, name })))
        .onConflictDoNothing()
        .returning()
    : [];
  const byName = new Map([...existing, ...made].map((t) => [t.name, t]));
  return { tags: names.map((n) => byName.get(n)).filter((t): t is TagRow => !!t), created };
}
