// In-site messages: one row per (platform, country) message set; `extra` keeps the returnIds of
// the last upload to each env (the snapshots themselves live in the publish pipeline).
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from '../../../core/server/db/schema';
import type { MessageExtra } from '../shared';
import type { MessageItem, MessageRule } from '../schemas';

export const inSiteMessages = pgTable(
  'in_site_messages',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    platform: integer('platform').notNull(),
    country: text('country').notNull().default('default'),
    extra: jsonb('extra').$type<MessageExtra>().notNull().default({ sandbox_returnId: null, prod_returnId: null }),
    config: jsonb('config').$type<{ messages: MessageItem[] }>().notNull(),
    rule: jsonb('rule').$type<MessageRule>().notNull().default({}),
    operator: text('operator').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('in_site_messages_project_idx').on(t.projectCode, t.platform, t.id)],
);

export type InSiteMessageRow = typeof inSiteMessages.$inferSelect;
