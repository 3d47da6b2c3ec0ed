// In-site messages: one row per (platform, country) message set. Its returnIds per env are read
// from the publish pointers when answering (messages.ts), never kept here: a rollback moves only
// the pointer.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from '../../../core/server/db/schema';
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
    config: jsonb('config').$type<{ messages: MessageItem[] }>().notNull(),
    rule: jsonb('rule').$type<MessageRule>().notNull().default({}),
    operator: text('operator').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('in_site_messages_project_idx').on(t.projectCode, t.platform, t.id)],
);

export type InSiteMessageRow = typeof inSiteMessages.$inferSelect;
