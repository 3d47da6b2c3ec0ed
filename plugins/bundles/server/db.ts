// Bundles, and the uploads that failed (successful uploads are the publish pipeline's
// snapshots; a failed one leaves no snapshot, so it is kept here to show in the history).
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from '../../../core/server/db/schema';
import type { PublishedBundle } from '../shared';
import type { BundleContent, BundleRule } from '../schemas';

export const bundles = pgTable(
  'bundles',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    platform: integer('platform').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    rule: jsonb('rule').$type<BundleRule>().notNull().default({}),
    content: jsonb('content').$type<BundleContent>().notNull(),
    operator: text('operator').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bundles_project_idx').on(t.projectCode, t.platform, t.id)],
);

export const bundleUploadFailures = pgTable(
  'bundle_upload_failures',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    platform: integer('platform').notNull(),
    env: text('env').$type<'sandbox' | 'prod'>().notNull(),
    uploadContent: jsonb('upload_content').$type<PublishedBundle[]>().notNull(),
    error: text('error').notNull(),
    operator: text('operator').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bundle_upload_failures_idx').on(t.projectCode, t.platform, t.env, t.id)],
);

export type BundleRow = typeof bundles.$inferSelect;
