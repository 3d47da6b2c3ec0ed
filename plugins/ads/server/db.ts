// Internal (self) ads of a project, and the in-house ad releases a game shows.
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from '../../../core/server/db/schema';
import type { AdResource } from '../shared';
import type { AdRef } from '../schemas';

export const internalAds = pgTable(
  'internal_ads',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    platform: integer('platform').notNull(),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    attr: jsonb('attr').$type<{ icon?: string; campaign?: string }>().notNull().default({}),
    resources: jsonb('resources').$type<{ list: AdResource[]; mrect: AdResource[] }>().notNull().default({ list: [], mrect: [] }),
    operator: text('operator').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('internal_ads_project_idx').on(t.projectCode, t.platform, t.id)],
);

export const adReleases = pgTable(
  'ad_releases',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    platform: integer('platform').notNull(),
    env: text('env').$type<'sandbox' | 'prod'>().notNull(),
    conf: jsonb('conf').$type<{ ads: AdRef[] }>().notNull(),
    /** Locked once uploaded: a change is a new release. */
    published: boolean('published').notNull().default(false),
    enable: boolean('enable').notNull().default(true),
    sandboxId: integer('sandbox_id'),
    returnId: integer('return_id'),
    operator: text('operator').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ad_releases_project_idx').on(t.projectCode, t.platform, t.env, t.id)],
);

export type InternalAdRow = typeof internalAds.$inferSelect;
export type AdReleaseRow = typeof adReleases.$inferSelect;
