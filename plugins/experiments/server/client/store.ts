// Sticky assignments in core's experiment_assignments: one indexed read for all the candidate
// experiments of a request, one insert for the new placements. The primary key
// (experiment_id, user_id) serves both; ON CONFLICT DO NOTHING and a read back make two
// concurrent first reads of one user agree on the first writer's group.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../../core/server/db/connect';
import { experimentAssignments } from '../../../../core/server/db/experiments';

export interface Stored {
  groupTag: string;
  phase: number;
}

/** The user's stored groups among `ids` (nothing read when `ids` is empty). */
export async function readAssignments(db: Db, userId: string, ids: readonly number[]): Promise<Map<number, Stored>> {
  const out = new Map<number, Stored>();
  if (!ids.length) return out;
  const rows = await db
    .select({ experimentId: experimentAssignments.experimentId, groupTag: experimentAssignments.groupTag, phase: experimentAssignments.phase })
    .from(experimentAssignments)
    .where(and(eq(experimentAssignments.userId, userId), inArray(experimentAssignments.experimentId, [...ids])));
  for (const r of rows) out.set(r.experimentId, { groupTag: r.groupTag, phase: r.phase });
  return out;
}

/** Inserts the new placements that nobody stored first; returns the experiment ids this call stored. */
export async function insertAssignments(db: Db, userId: string, placements: readonly { experimentId: number; groupTag: string; phase: number }[]): Promise<Set<number>> {
  if (!placements.length) return new Set();
  const rows = await db
    .insert(experimentAssignments)
    .values(placements.map((p) => ({ ...p, userId })))
    .onConflictDoNothing()
    .returning({ experimentId: experimentAssignments.experimentId });
  return new Set(rows.map((r) => r.experimentId));
}

/** Removes placements this request stored (their exposure could not be recorded). */
export async function deleteAssignments(db: Db, userId: string, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await db.delete(experimentAssignments).where(and(eq(experimentAssignments.userId, userId), inArray(experimentAssignments.experimentId, [...ids])));
}
