// Player feedback: one row per feedback a game client sent, with its English translation and
// where that translation stands (none, pending, done, failed with the reason).
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from '../../../core/server/db/schema';
import type { TranslationState } from '../shared';

export const feedbacks = pgTable(
  'feedbacks',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    env: text('env').$type<'sandbox' | 'prod'>().notNull(),
    /** 1 Android, 2 iOS. */
    platform: integer('platform').$type<1 | 2>().notNull(),
    userId: text('user_id').notNull(),
    star: integer('star').notNull(),
    content: text('content').notNull(),
    language: text('language').notNull(),
    appVersion: text('app_version').notNull(),
    /** 001 §3: translation (JSON with en). */
    translation: jsonb('translation').$type<{ en: string } | null>(),
    translationState: text('translation_state').$type<TranslationState>().notNull().default('none'),
    translationError: text('translation_error'),
    /** The job translating it now or last (a pending row whose job ended without a word may be asked again). */
    translationJobId: integer('translation_job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list (newest first), the distribution and the per-version view all read one project,
  // env and platform over a range of days.
  (t) => [index('feedbacks_list_idx').on(t.projectCode, t.env, t.platform, t.createdAt)],
);

export type FeedbackRow = typeof feedbacks.$inferSelect;
