// A project's keys and tags (000 §3 "Project translation entry", "Tag"): the row as the API gives
// it, finding one in the project, the project's tags with their use, and the list's filters.
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { notFound } from '../../../../core/server/errors';
import type { Db } from '../../../../core/server/db/connect';
import { isRowId } from '../../../../core/shared/zod';
import { LANGUAGES, SOURCE_LANGUAGE } from '../../../../core/shared/languages';
import type { ProjectTag } from '../../endpoints/project';
import { MESSAGES } from '../../schemas/project';
import type { ProjectKey, Tag, TranslationMap } from '../../shared';
import { mlProjectKeys, mlTags } from '../db';

export type KeyRow = typeof mlProjectKeys.$inferSelect;

export const operatorOf = (user: { displayName: string; mail: string }) => user.displayName || user.mail;

/** en first, then the supported languages' order, then anything else by name. */
export function orderLanguages(codes: Iterable<string>): string[] {
  const set = new Set(codes);
  const known = LANGUAGES.map((l) => l.code).filter((c) => set.has(c));
  const rest = [...set].filter((c) => !known.includes(c)).sort();
  return [...known, ...rest].sort((a, b) => (a === SOURCE_LANGUAGE ? -1 : b === SOURCE_LANGUAGE ? 1 : 0));
}

/** A translation map in the languages' order (en first). */
export const orderedMap = (m: TranslationMap): TranslationMap => Object.fromEntries(orderLanguages(Object.keys(m)).map((l) => [l, m[l]]));

export function toApi(row: KeyRow, tagsById: ReadonlyMap<number, Tag>): ProjectKey {
  return {
    id: row.id,
    key: row.key,
    translation: orderedMap(row.translation),
    unfinished: row.unfinished,
    notInUse: row.notInUse,
    tags: row.tagIds.map((id) => tagsById.get(id)).filter((t): t is Tag => !!t),
    source: row.source,
    commonId: row.commonId,
    engines: row.engines,
    maxLength: row.maxLength,
    operator: row.operator,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The project's tags by name, with how many of its keys carry each. */
export async function projectTags(db: Db, code: string): Promise<ProjectTag[]> {
  const used = sql<number>`(select count(*) from ${mlProjectKeys} k where k.project_code = ${code} and k.tag_ids @> jsonb_build_array(ml_tags.id))`;
  const rows = await db
    .select({ id: mlTags.id, name: mlTags.name, scope: mlTags.scope, used })
    .from(mlTags)
    .where(eq(mlTags.scope, code))
    .orderBy(asc(mlTags.name));
  return rows.map((r) => ({ ...r, used: Number(r.used) }));
}

export const tagMap = (tags: readonly Tag[]) => new Map(tags.map((t) => [t.id, { id: t.id, name: t.name, scope: t.scope }]));

export async function mustKey(db: Db, code: string, idText: string): Promise<KeyRow> {
  const id = Number(idText);
  if (!/^\d+$/.test(idText) || !isRowId(id)) throw notFound(MESSAGES.keyNotFound);
  const [row] = await db
    .select()
    .from(mlProjectKeys)
    .where(and(eq(mlProjectKeys.projectCode, code), eq(mlProjectKeys.id, id)));
  if (!row) throw notFound(MESSAGES.keyNotFound);
  return row;
}

export async function keyApi(db: Db, row: KeyRow): Promise<ProjectKey> {
  return toApi(row, tagMap(await projectTags(db, row.projectCode)));
}

/** The ids among `ids` that are the project's tags (the rest are unknown). */
export async function ownTagIds(db: Db, code: string, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: mlTags.id })
    .from(mlTags)
    .where(and(eq(mlTags.scope, code), inArray(mlTags.id, [...new Set(ids)])));
  return rows.map((r) => r.id);
}

/**
 * The engines record after an edit: a language whose text the operator changed (or removed) is
 * no longer the machine's (000 §3; the issue: results record the engine until a human edits).
 */
export function enginesAfterEdit(engines: Record<string, string>, before: TranslationMap, after: TranslationMap): Record<string, string> {
  return Object.fromEntries(Object.entries(engines).filter(([lang]) => lang in after && after[lang] === before[lang]));
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface KeyFilter {
  tags: number[];
  status: 'all' | 'unfinished' | 'completed';
  use: 'all' | 'inUse' | 'notInUse';
  missing: string;
  q: string;
}

/** The list's where: the project, any of the tags, the flags, a language without text, the search. */
export function keyWhere(code: string, f: KeyFilter): SQL {
  const parts: (SQL | undefined)[] = [eq(mlProjectKeys.projectCode, code)];
  if (f.tags.length) parts.push(or(...f.tags.map((id) => sql`${mlProjectKeys.tagIds} @> ${JSON.stringify([id])}::jsonb`)));
  if (f.status !== 'all') parts.push(eq(mlProjectKeys.unfinished, f.status === 'unfinished'));
  if (f.use !== 'all') parts.push(eq(mlProjectKeys.notInUse, f.use === 'notInUse'));
  if (f.missing) parts.push(sql`coalesce(${mlProjectKeys.translation} ->> ${f.missing}, '') = ''`);
  if (f.q) {
    const pattern = `%${escapeLike(f.q)}%`;
    parts.push(
      or(
        ilike(mlProjectKeys.key, pattern),
        sql`exists (select 1 from jsonb_each_text(${mlProjectKeys.translation}) t where t.value ilike ${pattern})`,
      ),
    );
  }
  return and(...parts)!;
}

/** Every language any of the project's keys has. */
export async function projectLanguages(db: Db, code: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ lang: sql<string>`jsonb_object_keys(${mlProjectKeys.translation})` })
    .from(mlProjectKeys)
    .where(eq(mlProjectKeys.projectCode, code));
  return orderLanguages([SOURCE_LANGUAGE, ...rows.map((r) => r.lang)]);
}
