// The translation memory's lookup (core/server/translate/memory.ts calls it): exact matches of the
// same source text already translated into the target, preferring the scope's own keys, then the
// common keys, then other projects' keys; a finished text before an unfinished one, the newest
// first. The rows being translated are left out (with overwrite, a row would match itself).
import { and, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../../core/server/db/connect';
import type { MemoryLookup } from '../../../../core/server/translate/memory';
import { COMMON_SCOPE } from '../../shared';
import { mlCommonKeys, mlProjectKeys } from '../db';

const CHUNK = 500;

interface Candidate {
  src: string;
  tgt: string;
  rank: number;
  unfinished: boolean;
  updatedAt: Date;
}

export function memoryLookup(db: Db, scope: string, exclude: readonly number[]): MemoryLookup {
  const common = scope === COMMON_SCOPE;
  return async (texts, source, target, signal) => {
    const candidates: Candidate[] = [];
    for (let i = 0; i < texts.length; i += CHUNK) {
      signal?.throwIfAborted();
      const chunk = texts.slice(i, i + CHUNK);
      for (const t of [mlProjectKeys, mlCommonKeys] as const) {
        const src = sql<string>`${t.translation}->>${source}::text`;
        const tgt = sql<string>`${t.translation}->>${target}::text`;
        const where: (SQL | undefined)[] = [inArray(src, chunk), sql`coalesce(btrim(${tgt}), '') <> ''`];
        const own = (t === mlCommonKeys) === common;
        if (own && exclude.length) where.push(notInArray(t.id, [...exclude]));
        if (t === mlProjectKeys) {
          const rows = await db
            .select({ src, tgt, code: mlProjectKeys.projectCode, unfinished: t.unfinished, updatedAt: t.updatedAt })
            .from(mlProjectKeys)
            .where(and(...where));
          for (const r of rows) candidates.push({ ...r, rank: !common && r.code === scope ? 0 : 2 });
        } else {
          const rows = await db
            .select({ src, tgt, unfinished: t.unfinished, updatedAt: t.updatedAt })
            .from(mlCommonKeys)
            .where(and(...where));
          for (const r of rows) candidates.push({ ...r, rank: common ? 0 : 1 });
        }
      }
    }
    candidates.sort(
      (a, b) => a.rank - b.rank || Number(a.unfinished) - Number(b.unfinished) || b.updatedAt.getTime() - a.updatedAt.getTime(),
    );
    const found = new Map<string, string>();
    for (const c of candidates) if (!found.has(c.src)) found.set(c.src, c.tgt);
    return found;
  };
}
