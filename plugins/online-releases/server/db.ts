// Online releases (000 §3): one row per release and env. A sandbox row points at its prod copy
// (prodId), a prod row back at its sandbox original (sandboxId); returnId is the snapshot of its
// last upload (a prod row's staged one while staging = 1, then the live one after the switch).
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from '../../../core/server/db/schema';
import type { ClientVersionRule } from '../shared';

export const onlineReleases = pgTable(
  'online_releases',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code').notNull().references(() => projects.code, { onDelete: 'cascade' }),
    env: text('env', { enum: ['sandbox', 'prod'] }).notNull(),
    name: text('name').notNull(),
    releaseType: text('release_type').notNull(),
    /** Select mode: the published puzzle-content release (core `releases`) whose data file it ships. */
    localReleaseId: integer('local_release_id'),
    platform: text('platform', { enum: ['android', 'ios', 'mac'] }),
    rule: jsonb('rule').$type<ClientVersionRule | null>(),
    prodId: integer('prod_id'),
    sandboxId: integer('sandbox_id'),
    returnId: integer('return_id'),
    staging: integer('staging').notNull().default(0),
    /** CRC-32 of the resource file (hex), what game clients check a download with. */
    crc: text('crc'),
    /** sha-256 of the resource file. */
    assetFileHash: text('asset_file_hash'),
    resourceKey: text('resource_key'),
    resourceName: text('resource_name'),
    resourceMd5: text('resource_md5'),
    resourceSize: integer('resource_size'),
    operator: text('operator').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('online_releases_project_env_idx').on(t.projectCode, t.env, t.id)],
);

export type OnlineReleaseRow = typeof onlineReleases.$inferSelect;
