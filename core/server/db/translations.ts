// Translation keys (core, not the translations plugin's: the translations screens edit them, and a
// puzzle-content release carries a project's texts with its puzzles and categories, one diff and
// one rollback for all; see plugins/releases). Tags and published versions stay the plugin's.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { KeySource, TranslationMap } from '../../shared/translations';
import { projects } from './schema';

export const mlCommonKeys = pgTable('ml_common_keys', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  translation: jsonb('translation').$type<TranslationMap>().notNull(),
  unfinished: boolean('unfinished').notNull().default(true),
  tagIds: jsonb('tag_ids')
    .$type<number[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  maxLength: integer('max_length'),
  /** language -> the machine engine that filled it (as on project keys; cleared when an operator edits it). */
  engines: jsonb('engines')
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  operator: text('operator').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const mlProjectKeys = pgTable(
  'ml_project_keys',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    translation: jsonb('translation').$type<TranslationMap>().notNull(),
    unfinished: boolean('unfinished').notNull().default(true),
    notInUse: boolean('not_in_use').notNull().default(false),
    tagIds: jsonb('tag_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    source: text('source').$type<KeySource>().notNull().default('manual'),
    commonId: integer('common_id').references(() => mlCommonKeys.id, { onDelete: 'set null' }),
    /** The common key's texts when this key last took them (the base of the three-way sync). */
    commonBase: jsonb('common_base').$type<TranslationMap | null>(),
    /** language -> the machine engine that filled it. */
    engines: jsonb('engines')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    maxLength: integer('max_length'),
    operator: text('operator').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ml_project_keys_key_idx').on(t.projectCode, t.key), index('ml_project_keys_common_idx').on(t.commonId)],
);
