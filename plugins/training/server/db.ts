// One row per player and env (what the table lists, with the build's state) and one per upload
// (its records inline when small, else in core's file storage under storage_key).
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { projects } from '../../../core/server/db/schema';
import type { BuildStatus } from '../shared';

export const trainingUsers = pgTable(
  'training_users',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    env: text('env').notNull(),
    firebaseId: text('firebase_id').notNull(),
    userId: text('user_id').notNull(),
    platform: integer('platform').notNull(),
    uploadCount: integer('upload_count').notNull().default(0),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    lastUploadAt: timestamp('last_upload_at', { withTimezone: true }),
    /** null until the first trigger. */
    fileStatus: text('file_status').$type<BuildStatus>(),
    /** The last built file's storage key (001's lastKey). */
    fileKey: text('file_key'),
    fileError: text('file_error'),
    builtAt: timestamp('built_at', { withTimezone: true }),
    jobId: integer('job_id'),
  },
  (t) => [
    uniqueIndex('training_users_fid_idx').on(t.projectCode, t.env, t.firebaseId),
    index('training_users_count_idx').on(t.projectCode, t.env, t.uploadCount),
  ],
);

export const trainingUploads = pgTable(
  'training_uploads',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    env: text('env').notNull(),
    firebaseId: text('firebase_id').notNull(),
    /** The records as sent (small uploads), or null when they are in storage. */
    records: jsonb('records').$type<unknown[]>(),
    storageKey: text('storage_key'),
    recordCount: integer('record_count').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('training_uploads_user_idx').on(t.projectCode, t.env, t.firebaseId, t.id)],
);

export type TrainingUserRow = typeof trainingUsers.$inferSelect;
export type TrainingUploadRow = typeof trainingUploads.$inferSelect;
