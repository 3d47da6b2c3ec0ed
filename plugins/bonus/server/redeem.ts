// Redeeming a code for a user, in one transaction: a redemption row per (bonus, user) under a
// unique index, and consumeCount raised by a conditional UPDATE that never passes maxConsume
// (0 = unlimited). Concurrent redeems wait on the row lock and see the count the other left.
import { and, eq, lt, or, sql } from 'drizzle-orm';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { Db } from '../../../core/server/db/connect';
import { HttpError } from '../../../core/server/errors';
import { EXPIRE_TIMEZONE, REDEEM_ERRORS, rewardsOf, type BonusEnv, type Reward } from '../shared';
import { bonuses, bonusRedemptions } from './db';

dayjs.extend(utc);
dayjs.extend(timezone);

const refuse = (e: (typeof REDEEM_ERRORS)[keyof typeof REDEEM_ERRORS]) => new HttpError(e.status as 403 | 404 | 409, e.message, e.code);

/** The first instant a code of that expire day no longer works. */
export const expiresAt = (expire: string) => dayjs.tz(`${expire} 00:00:00`, EXPIRE_TIMEZONE).add(1, 'day').toDate();

export interface RedeemInput {
  project: string;
  env: BonusEnv;
  code: string;
  userId: string;
  /** Checks everything and answers the rewards without redeeming. */
  dryRun?: boolean;
}

export async function redeem(db: Db, input: RedeemInput, now = new Date()): Promise<{ bonusId: number; rewards: Reward[] }> {
  const run = async (tx: Db) => {
    const [bonus] = await tx
      .select()
      .from(bonuses)
      .where(and(eq(bonuses.projectCode, input.project), eq(bonuses.env, input.env), eq(bonuses.code, input.code)));
    if (!bonus) throw refuse(REDEEM_ERRORS.unknown);
    if (!bonus.enable) throw refuse(REDEEM_ERRORS.disabled);
    if (now >= expiresAt(bonus.expire)) throw refuse(REDEEM_ERRORS.expired);
    const result = { bonusId: bonus.id, rewards: rewardsOf(bonus.content) };
    if (input.dryRun) {
      const [seen] = await tx
        .select({ id: bonusRedemptions.id })
        .from(bonusRedemptions)
        .where(and(eq(bonusRedemptions.bonusId, bonus.id), eq(bonusRedemptions.userId, input.userId)));
      if (seen) throw refuse(REDEEM_ERRORS.redeemed);
      if (bonus.maxConsume > 0 && bonus.consumeCount >= bonus.maxConsume) throw refuse(REDEEM_ERRORS.exhausted);
      return result;
    }
    const [mine] = await tx
      .insert(bonusRedemptions)
      .values({ bonusId: bonus.id, userId: input.userId })
      .onConflictDoNothing()
      .returning({ id: bonusRedemptions.id });
    if (!mine) throw refuse(REDEEM_ERRORS.redeemed);
    const [counted] = await tx
      .update(bonuses)
      .set({ consumeCount: sql`${bonuses.consumeCount} + 1` })
      .where(and(eq(bonuses.id, bonus.id), or(eq(bonuses.maxConsume, 0), lt(bonuses.consumeCount, bonuses.maxConsume))))
      .returning({ id: bonuses.id });
    // Throwing rolls the redemption row back with it.
    if (!counted) throw refuse(REDEEM_ERRORS.exhausted);
    return result;
  };
  return db.transaction((tx) => run(tx as unknown as Db));
}
