// Translations (000 §3): tags and the published versions (002 "Multi-language history"; their
// content is the publish snapshot's). The common keys and each project's keys (a key synced from a
// common key keeps its commonId and the common text it last took, the base of the three-way sync)
// are core's (core/server/db/translations.ts), re-exported here.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { projects } from '../../../core/server/db/schema';
export { mlCommonKeys, mlProjectKeys } from '../../../core/server/db/translations';

export const mlTags = pgTable(
  'ml_tags',
  {
    id: serial('id').primaryKey(),
    /** 'common' or a project's code. */
    scope: text('scope').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ml_tags_scope_name_idx').on(t.scope, t.name)],
);

export const mlVersions = pgTable(
  'ml_versions',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    env: text('env').notNull(),
    /** The publish snapshot (returnId) holding the content; null when the publish changed nothing. */
    snapshotId: integer('snapshot_id'),
    fallbacks: jsonb('fallbacks')
      .$type<{ lang: string; key: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    operator: text('operator').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ml_versions_project_idx').on(t.projectCode, t.id)],
);
