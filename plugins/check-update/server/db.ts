// Check-update rules: one row per platform and client version range; what is published is
// the platform's whole set, as a snapshot of the publish pipeline.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from '../../../core/server/db/schema';
import type { CheckUpdateRuleForm } from '../schemas';

export const checkUpdateRules = pgTable(
  'check_update_rules',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    platform: integer('platform').notNull(),
    startVersion: text('start_version').notNull(),
    endVersion: text('end_version').notNull(),
    data: jsonb('data').$type<CheckUpdateRuleForm['data']>().notNull(),
    operator: text('operator').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('check_update_rules_project_idx').on(t.projectCode, t.platform, t.startVersion)],
);

export type CheckUpdateRuleRow = typeof checkUpdateRules.$inferSelect;
