// Bonus codes per env (core's table, core/server/db/bonuses.ts, re-exported here: push tasks check
// the codes their extra data names), one redemption row per bonus and user (the unique index makes
// a second redeem of the same user impossible), and the project's reward types.
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { projects } from '../../../core/server/db/schema';
import { bonuses } from '../../../core/server/db/bonuses';
export { bonuses };

export const bonusRedemptions = pgTable(
  'bonus_redemptions',
  {
    id: serial('id').primaryKey(),
    bonusId: integer('bonus_id')
      .notNull()
      .references(() => bonuses.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bonus_redemptions_user_idx').on(t.bonusId, t.userId)],
);

export const bonusRewardTypes = pgTable(
  'bonus_reward_types',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bonus_reward_types_name_idx').on(t.projectCode, t.name)],
);

export type BonusRow = typeof bonuses.$inferSelect;
