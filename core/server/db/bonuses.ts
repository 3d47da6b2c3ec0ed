// Bonus codes per env (the prod row is the uploaded copy of a sandbox one). Core's, not the bonus
// plugin's: the bonus screens edit them and a push task's extra data names one (plugins/push upload),
// and a plugin never imports another. The plugin's redemptions and reward types stay its own.
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BonusContent } from '../../shared/bonus';
import { projects } from './schema';

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
