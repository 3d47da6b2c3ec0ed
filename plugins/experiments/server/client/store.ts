// Sticky assignments in core's experiment_assignments: at most one indexed read for the
// candidate experiments of a request that memory does not hold (assignmentCache.ts), one insert
// for the new placements. The primary key (experiment_id, user_id) serves both; ON CONFLICT DO
// NOTHING and a read back make two concurrent first reads of one user agree on the first
// writer's group.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../../core/server/db/connect';
import { experimentAssignments } from '../../../../core/server/db/experiments';
import { assignmentCacheOf, type Stored } from './assignmentCache';

export type { Stored };

/** The user's stored groups among `ids`: from memory, else one read (nothing read when memory has them all). */
export async function readAssignments(db: Db, userId: string, ids: readonly number[]): Promise<Map<number, Stored>> {
  const out = new Map<number, Stored>();
  const cache = assignmentCacheOf(db);
  const missing: number[] = [];
  for (const id of ids) {
    const hit = cache.get(id, userId);
    if (hit) out.set(id, hit);
    else missing.push(id);
  }
  if (!missing.length) return out;
  const rows = await db
    .select({
      experimentId: experimentAssignments.experimentId,
      groupTag: experimentAssignments.groupTag,
      phase: experimentAssignments.phase,
    })
    .from(experimentAssignments)
    .where(and(eq(experimentAssignments.userId, userId), inArray(experimentAssignments.experimentId, missing)));
  for (const r of rows) {
    const stored = { groupTag: r.groupTag, phase: r.phase };
    out.set(r.experimentId, stored);
    cache.set(r.experimentId, userId, stored);
  }
  return out;
}

/** Inserts the new placements that nobody stored first; returns the experiment ids this call stored. */
export async function insertAssignments(
  db: Db,
  userId: string,
  placements: readonly { experimentId: number; groupTag: string; phase: number }[],
): Promise<Set<number>> {
  if (!placements.length) return new Set();
  const rows = await db
    .insert(experimentAssignments)
    .values(placements.map((p) => ({ experimentId: p.experimentId, groupTag: p.groupTag, phase: p.phase, userId })))
    .onConflictDoNothing()
    .returning({ experimentId: experimentAssignments.experimentId });
  return new Set(rows.map((r) => r.experimentId));
}

/** Keeps placements this request stored, once their exposures are recorded. */
export function rememberAssignments(
  db: Db,
  userId: string,
  placements: readonly { experimentId: number; groupTag: string; phase: number }[],
): void {
  const cache = assignmentCacheOf(db);
  for (const p of placements) cache.set(p.experimentId, userId, { groupTag: p.groupTag, phase: p.phase });
}

/** Removes placements this request stored (their exposure could not be recorded). */
export async function deleteAssignments(db: Db, userId: string, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .delete(experimentAssignments)
    .where(and(eq(experimentAssignments.userId, userId), inArray(experimentAssignments.experimentId, [...ids])));
}
