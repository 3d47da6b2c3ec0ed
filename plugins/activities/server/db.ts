// Activities: one row per activity and env. A sandbox row points at its prod copy (prodId), a
// prod row back at its sandbox original (sandboxId). What is live (the returnId) is the publish
// pointer's, read when answering (rows.ts liveOf), never kept here: a rollback moves only the pointer.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from '../../../core/server/db/schema';
import type { GrayRelease } from '../shared';

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    env: text('env', { enum: ['sandbox', 'prod'] }).notNull(),
    name: text('name').notNull(),
    openAt: timestamp('open_at', { withTimezone: true }).notNull(),
    closeAt: timestamp('close_at', { withTimezone: true }).notNull(),
    priority: integer('priority').notNull().default(0),
    enable: integer('enable').notNull().default(1),
    rule: jsonb('rule').$type<Record<string, unknown>>().notNull().default({}),
    /** Minimum client versions: Android, iOS, Mac. */
    version: jsonb('version').$type<[string, string, string]>().notNull(),
    /** Storage key of the resource file (served under /cdn/). */
    resourceKey: text('resource_key'),
    resourceName: text('resource_name'),
    resourceMd5: text('resource_md5'),
    resourceSize: integer('resource_size'),
    prodId: integer('prod_id'),
    sandboxId: integer('sandbox_id'),
    grayRelease: jsonb('gray_release').$type<GrayRelease | null>(),
    operator: text('operator').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activities_project_env_idx').on(t.projectCode, t.env, t.id)],
);

export type ActivityRow = typeof activities.$inferSelect;
