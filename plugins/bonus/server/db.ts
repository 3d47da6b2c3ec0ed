// Bonus codes per env (the prod row is the uploaded copy of a sandbox one; push tasks check the
// codes their extra data names through the plugin's `bonus.codes` contract, server/provided.ts),
// one redemption row per bonus and user (the unique index makes a second redeem of the same user
// impossible), and the project's reward types.
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { projects } from '../../../core/server/db/schema';
import type { BonusContent } from '../shared';

export const bonuses = pgTable(
  'bonuses',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    env: text('env', { enum: ['sandbox', 'prod'] }).notNull(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    content: jsonb('content').$type<BonusContent>().notNull(),
    /** YYYY-MM-DD: usable to the end of that day on the game clock. */
    expire: text('expire').notNull(),
    /** 0: unlimited. */
    maxConsume: integer('max_consume').notNull().default(0),
    consumeCount: integer('consume_count').notNull().default(0),
    description: text('description').notNull().default(''),
    enable: integer('enable').notNull().default(1),
    returnId: integer('return_id'),
    prodId: integer('prod_id'),
    sandboxId: integer('sandbox_id'),
    operator: text('operator').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bonuses_code_idx').on(t.projectCode, t.env, t.code), index('bonuses_list_idx').on(t.projectCode, t.env, t.id)],
);

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
