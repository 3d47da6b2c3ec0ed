// Stored assignments kept in process memory. A row never changes once stored (sticky: a running
// edit bumps the phase but keeps the rows; ids are never reused), so a row read or written once
// can be answered from memory on every later read of that user, on any number of server
// processes. Only rows are kept, never their absence: a user with no row is always looked up.
// Bounded: the least recently used rows go first.
import type { Db } from '../../../../core/server/db/connect';

export interface Stored {
  groupTag: string;
  phase: number;
}

const MAX_ROWS = 200_000;

export class AssignmentCache {
  private rows = new Map<string, Stored>();
  constructor(private readonly max = MAX_ROWS) {}

  private static key = (experimentId: number, userId: string) => `${experimentId}\u0000${userId}`;

  get(experimentId: number, userId: string): Stored | undefined {
    const k = AssignmentCache.key(experimentId, userId);
    const hit = this.rows.get(k);
    if (hit) {
      // Most recently used last (Map keeps insertion order).
      this.rows.delete(k);
      this.rows.set(k, hit);
    }
    return hit;
  }

  set(experimentId: number, userId: string, stored: Stored): void {
    const k = AssignmentCache.key(experimentId, userId);
    this.rows.delete(k);
    this.rows.set(k, stored);
    if (this.rows.size > this.max) this.rows.delete(this.rows.keys().next().value!);
  }

  /** Forgets everything (what a restart does). */
  clear(): void {
    this.rows.clear();
  }

  get size(): number {
    return this.rows.size;
  }
}

const caches = new WeakMap<Db, AssignmentCache>();

/** The cache of one records database (tests run several apps in one process). */
export function assignmentCacheOf(db: Db): AssignmentCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new AssignmentCache()));
  return cache;
}
