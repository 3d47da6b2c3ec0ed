// Config center (001 §3): namespaces per project and env, the files being edited in each, and
// archives: immutable snapshots of a namespace's files (the commit id is their content hash).
// A release is core's publish snapshot of an archive (kind 'config-center', key the namespace),
// so history, last release and rollback are the one life cycle every plugin uses.
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { projects } from '../../../core/server/db/schema';
import type { CcEnv } from '../shared';

export const ccNamespaces = pgTable(
  'cc_namespaces',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    env: text('env').$type<CcEnv>().notNull(),
    name: text('name').notNull(),
    operator: text('operator').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cc_namespaces_key').on(t.projectCode, t.env, t.name)],
);

export const ccFiles = pgTable(
  'cc_files',
  {
    id: serial('id').primaryKey(),
    namespaceId: integer('namespace_id')
      .notNull()
      .references(() => ccNamespaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The current (submitted) content; what the next archive takes. */
    content: text('content').notNull(),
    operator: text('operator').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cc_files_key').on(t.namespaceId, t.name)],
);

export const ccArchives = pgTable(
  'cc_archives',
  {
    id: serial('id').primaryKey(),
    namespaceId: integer('namespace_id')
      .notNull()
      .references(() => ccNamespaces.id, { onDelete: 'cascade' }),
    /** sha1 (hex) of the archive's files: names and contents in name order. */
    commitId: text('commit_id').notNull(),
    /** 1, 2, 3, … per namespace. */
    dataVersion: integer('data_version').notNull(),
    note: text('note').notNull().default(''),
    operator: text('operator').notNull().default(''),
    /** File name → content, as they were when archived. */
    files: jsonb('files').$type<Record<string, string>>().notNull(),
    /** When it was first released (the table's lock); null if never. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cc_archives_version').on(t.namespaceId, t.dataVersion), index('cc_archives_commit').on(t.namespaceId, t.commitId)],
);
