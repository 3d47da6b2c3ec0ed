// Rate limits in the database (DESIGN §4: nothing a second server process would need lives in
// memory). One counter row per key and window; every change is one UPSERT … RETURNING, so
// parallel requests are counted one after another by the database and cannot all pass.
//
// A window starts at the first hit on a key and lasts `windowMs`; the first hit after it starts
// a new one.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from './db/connect';
import { rateLimits } from './db/schema';

export interface Taken {
  ok: boolean;
  /** The count after this hit (when ok), or the count that refused it. */
  count: number;
  /** When the window ends. */
  resetAt: Date;
}

let lastSweep = 0;

/** Now and then, rows whose window has ended go (they would start anew anyway). */
async function sweep(db: Db) {
  if (Date.now() - lastSweep < 60_000) return;
  lastSweep = Date.now();
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
}

/**
 * Adds `amount` to the key's count when the result stays within `max` (atomically); a refused
 * hit adds nothing. `max` Infinity always adds (a plain counter).
 */
export async function take(db: Db, key: string, amount: number, max: number, windowMs: number): Promise<Taken> {
  await sweep(db);
  const limited = Number.isFinite(max);
  if (limited && amount > max) return { ok: false, count: 0, resetAt: new Date(Date.now() + windowMs) };
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: amount, resetAt: sql`now() + ${windowMs}::double precision * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN excluded.count ELSE ${rateLimits.count} + excluded.count END`,
        resetAt: sql`CASE WHEN ${expired} THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
      },
      setWhere: limited ? sql`${expired} OR ${rateLimits.count} + excluded.count <= ${max}` : undefined,
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (row) return { ok: true, count: Number(row.count), resetAt: new Date(row.resetAt) };
  const now = await peek(db, key);
  return { ok: false, count: now.count, resetAt: now.resetAt ?? new Date(Date.now() + windowMs) };
}

/** The key's count in its current window (0 when none). */
export async function peek(db: Db, key: string): Promise<{ count: number; resetAt: Date | null }> {
  const [row] = await db
    .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
  return row ? { count: Number(row.count), resetAt: new Date(row.resetAt) } : { count: 0, resetAt: null };
}

/** Takes back what a hit added (it turned out not to count, e.g. a sign-in that succeeded). */
export async function giveBack(db: Db, key: string, amount: number): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`GREATEST(${rateLimits.count} - ${amount}, 0)` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
}

/** Forgets the key. */
export async function clearLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Whole minutes (at least 1) until `at`, for messages. */
export function minutesUntil(at: Date): number {
  return Math.max(1, Math.ceil((at.getTime() - Date.now()) / 60_000));
}

/**
 * The 429 a client route answers when `take` refused: the message and when to try again
 * (Retry-After, whole seconds). An answer, not a thrown error, so the route's transaction keeps
 * the count it took.
 */
export function tooManyAnswer(message: string, resetAt: Date): Response {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return Response.json({ message, code: 'too_many_requests' }, { status: 429, headers: { 'Retry-After': String(seconds) } });
}
