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
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
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

/** 001 §3: a general release (v2). Each create or edit with new content is a new build. */
export const onlineGeneralReleases = pgTable(
  'online_general_releases',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    releaseType: text('release_type').notNull(),
    buildNum: integer('build_num').notNull().default(1),
    versionTag: text('version_tag').notNull(),
    country: text('country').notNull().default(''),
    /** GENERAL_STATUS of the current build. */
    status: text('status').notNull().default('Init'),
    fromType: text('from_type', { enum: ['local', 'manual'] }).notNull(),
    /** fromType local: the puzzle-content release (core `releases`). */
    fromId: integer('from_id'),
    multiPlatform: integer('multi_platform').notNull().default(0),
    rule: jsonb('rule').$type<ClientVersionRule | null>(),
    /** 0 all, 1 Android, 2 iOS. */
    platform: integer('platform').notNull().default(0),
    assetFileName: text('asset_file_name').notNull().default(''),
    operator: text('operator').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('online_general_releases_project_idx').on(t.projectCode, t.id)],
);

/** 001 §3: a build's resource file per platform, with its generation status. */
export const onlineGeneralResources = pgTable(
  'online_general_resources',
  {
    id: serial('id').primaryKey(),
    genDataReleaseId: integer('gen_data_release_id')
      .notNull()
      .references(() => onlineGeneralReleases.id, { onDelete: 'cascade' }),
    buildNum: integer('build_num').notNull(),
    platform: integer('platform').notNull().default(0),
    /** Storage key ('' until generated). */
    key: text('key').notNull().default(''),
    md5: text('md5').notNull().default(''),
    size: integer('size').notNull().default(0),
    status: text('status').notNull().default('Init'),
    extra: jsonb('extra').$type<{ error?: string; jobId?: number; fileName?: string }>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('online_general_resources_release_idx').on(t.genDataReleaseId, t.buildNum)],
);

/** 001 §3 "Deploy info": each successful deploy of a build (returnId = the snapshot). */
export const onlineGeneralDeploys = pgTable(
  'online_general_deploys',
  {
    id: serial('id').primaryKey(),
    genDataReleaseId: integer('gen_data_release_id')
      .notNull()
      .references(() => onlineGeneralReleases.id, { onDelete: 'cascade' }),
    buildNum: integer('build_num').notNull(),
    env: text('env', { enum: ['sandbox', 'prod'] }).notNull(),
    staging: integer('staging').notNull().default(0),
    platform: integer('platform').notNull().default(0),
    returnId: integer('return_id').notNull(),
    operator: text('operator').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('online_general_deploys_release_idx').on(t.genDataReleaseId, t.buildNum)],
);

export type GeneralRow = typeof onlineGeneralReleases.$inferSelect;
export type GeneralResourceRow = typeof onlineGeneralResources.$inferSelect;

/** 001 §3: a multipart release: a local release's data file cut into parts (config.default.resources). */
export const onlineMultipartReleases = pgTable(
  'online_multipart_releases',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    typeName: text('type_name').notNull(),
    buildNum: integer('build_num').notNull().default(1),
    versionTag: text('version_tag').notNull(),
    country: text('country').notNull().default(''),
    rule: jsonb('rule').$type<ClientVersionRule | null>(),
    localReleaseId: integer('local_release_id'),
    sandboxReturnId: integer('sandbox_return_id'),
    prodReturnId: integer('prod_return_id'),
    cutSize: integer('cut_size').notNull(),
    /** The parts in order: storage key, md5, size. */
    parts: jsonb('parts').$type<{ sort: number; key: string; md5: string; size: number }[]>().notNull().default([]),
    operator: text('operator').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('online_multipart_releases_project_idx').on(t.projectCode, t.id)],
);
export type MultipartRow = typeof onlineMultipartReleases.$inferSelect;
