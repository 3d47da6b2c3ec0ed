// Translations (000 §3): the common keys and each project's keys (a key synced from a common key
// keeps its commonId and the common text it last took, the base of the three-way sync), tags and
// the published versions (002 "Multi-language history"; their content is the publish snapshot's).
// Puzzle-content releases read a project's texts through the plugin's `translations.projectTexts`
// contract (server/provided.ts), never this table.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { projects } from '../../../core/server/db/schema';
import type { KeySource, TranslationMap } from '../shared';

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
