// The project's event-type catalog (one row per event name) and the log files game clients
// uploaded (the bytes are in core's file storage; the row carries what the list shows).
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { projects } from '../../../core/server/db/schema';
import type { FieldRule } from '../shared';

export const eventTypes = pgTable(
  'event_types',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    description: text('description').notNull().default(''),
    fields: jsonb('fields').$type<FieldRule[]>().notNull(),
    operator: text('operator').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('event_types_type_idx').on(t.projectCode, t.type)],
);

export const clientLogFiles = pgTable(
  'client_log_files',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    /** What the list shows and logDetail takes: unique in the project, safe in a URL path. */
    fileName: text('file_name').notNull(),
    /** Where the bytes are in core's file storage (never served by /cdn/: see fileStore.ts). */
    storageKey: text('storage_key').notNull(),
    userId: text('user_id').notNull(),
    platform: integer('platform').notNull(),
    appVersion: text('app_version').notNull().default(''),
    /** The name the client gave the file. */
    originalName: text('original_name').notNull().default(''),
    size: integer('size').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('client_log_files_name_idx').on(t.projectCode, t.fileName),
    index('client_log_files_user_idx').on(t.projectCode, t.userId, t.uploadedAt),
    index('client_log_files_list_idx').on(t.projectCode, t.uploadedAt),
  ],
);

export type EventTypeRow = typeof eventTypes.$inferSelect;
export type ClientLogFileRow = typeof clientLogFiles.$inferSelect;
