// The `releases.latestLevels` provider (core/server/provides.ts): the project's latest published
// release (of one type, or of any) with its levels in play order, for plugins that show what a
// level plays by default (experiments). Published only: its content is frozen, so level n stays
// the same puzzle; an unpublished draft can still change.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/server/db/connect';
import { releases } from '../../../core/server/db/content';
import { confOf } from './releases';

/** A published release's levels in play order (experiments show each level's default puzzle). */
export interface ProvidedReleaseLevels {
  release: { id: number; name: string; type: string; publishedAt: string | null; puzzleCount: number; extra: Record<string, number> };
  /** Level n (from 1) is the release's n-th puzzle: its folders in the release's order, each folder's puzzles by sort. */
  levels: { level: number; puzzleId: number; name: string; folderId: number }[];
}

declare module '../../../core/server/provides' {
  interface ProvidedContracts {
    /** The project's latest published release (of `type`; of any type when null) with its levels, or null when none is published. */
    'releases.latestLevels': (db: Db, projectCode: string, type: string | null) => Promise<ProvidedReleaseLevels | null>;
  }
}

export async function latestLevelsOf(db: Db, code: string, type: string | null): Promise<ProvidedReleaseLevels | null> {
  const where = and(eq(releases.projectCode, code), eq(releases.published, true), type === null ? undefined : eq(releases.type, type));
  // Latest = most recently published; the newest id first among equal (or missing) times.
  const [row] = await db
    .select()
    .from(releases)
    .where(where)
    .orderBy(sql`${releases.publishedAt} desc nulls last`, desc(releases.id))
    .limit(1);
  if (!row) return null;
  const conf = await confOf(db, row);
  const levels: ProvidedReleaseLevels['levels'] = [];
  for (const f of conf.folders)
    for (const p of f.puzzles) levels.push({ level: levels.length + 1, puzzleId: p.id, name: p.name.en ?? String(p.id), folderId: f.id });
  return {
    release: {
      id: row.id,
      name: row.name,
      type: row.type,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      puzzleCount: row.puzzleCount,
      extra: row.extra,
    },
    levels,
  };
}
