// The puzzle content of a project: folders (with their tags), puzzles and the order of each puzzle
// in each folder, and the category tree. Core holds these tables, not a plugin, because many areas
// read and change the same content: the folders, puzzles and categories screens edit it, and
// releases, experiments, applies and level statistics read it (a release marks its puzzles
// released). The screens and their rules live in the plugins; the shared rules on who may act on a
// folder live in core/shared/content.ts.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CategoryAttr, FolderAttr, LocalizedName, PuzzleAttr, ReleaseConf, StoredFile } from '../../shared/content';
import { projects } from './schema';

export const folders = pgTable(
  'folders',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    /** The folder this one was copied from. */
    originId: integer('origin_id'),
    sort: integer('sort').notNull().default(0),
    /** Language code to text; en is required. */
    name: jsonb('name').$type<LocalizedName>().notNull(),
    /** A folder that must be published before use: read-only, and not a pick-rule source. */
    needPub: boolean('need_pub').notNull().default(false),
    /** Protected: only the project's owners and admins may change it (independent of needPub). */
    locked: boolean('locked').notNull().default(false),
    /** One of the project config's folder types ('' when the project has none). */
    type: text('type').notNull().default(''),
    categoryId: integer('category_id'),
    /** The rest of the folder's attributes (001 §3): thumb, resource, collection key, ... */
    attr: jsonb('attr')
      .$type<FolderAttr>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdById: integer('created_by_id'),
    /** The creator's mail: LIMIT users act only on folders they (or their aliases) created. */
    createdBy: text('created_by').notNull().default(''),
    operator: text('operator').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('folders_project_idx').on(t.projectCode, t.sort, t.id)],
);

/** A project's folder tags (name at most 12 characters, unique in the project). */
export const folderTags = pgTable(
  'folder_tags',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('folder_tags_name_idx').on(t.projectCode, t.name)],
);

export const folderTagLinks = pgTable(
  'folder_tag_links',
  {
    folderId: integer('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => folderTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.folderId, t.tagId] }), index('folder_tag_links_tag_idx').on(t.tagId)],
);

export const puzzles = pgTable(
  'puzzles',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    /** The puzzle this one was copied (or unlocked) from. */
    originId: integer('origin_id'),
    name: jsonb('name').$type<LocalizedName>().notNull(),
    /** Shipped in a release: locked (no edit, move, delete, sort or translation). */
    isReleased: boolean('is_released').notNull().default(false),
    /** The puzzle's level data as the game client reads it. */
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** md5 of the data's canonical JSON. */
    md5: text('md5').notNull().default(''),
    /** The puzzle's resource archive. */
    resource: jsonb('resource').$type<StoredFile | null>(),
    /** The picture and its second variant (storage URLs). */
    pic1: text('pic1').notNull().default(''),
    pic2: text('pic2').notNull().default(''),
    shapes: jsonb('shapes')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    priceList: jsonb('price_list')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    attr: jsonb('attr')
      .$type<PuzzleAttr>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdBy: text('created_by').notNull().default(''),
    operator: text('operator').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('puzzles_project_idx').on(t.projectCode, t.id)],
);

/** Which folders hold a puzzle, and its place in each (folder_puzzle_sorts.sort of 002 §3). */
export const folderPuzzles = pgTable(
  'folder_puzzles',
  {
    folderId: integer('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    puzzleId: integer('puzzle_id')
      .notNull()
      .references(() => puzzles.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.folderId, t.puzzleId] }),
    index('folder_puzzles_order_idx').on(t.folderId, t.sort, t.puzzleId),
    index('folder_puzzles_puzzle_idx').on(t.puzzleId),
  ],
);

/** The category tree (000 §3): parentId 0 is the root. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    parentId: integer('parent_id').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    name: jsonb('name').$type<LocalizedName>().notNull(),
    attr: jsonb('attr')
      .$type<CategoryAttr>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    operator: text('operator').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('categories_parent_idx').on(t.projectCode, t.parentId, t.sort)],
);

/**
 * A puzzle-content release (000 §3): which folders (and, with includeCategory, which categories) a
 * build of the game's content takes. Published (locked) by confirmation, it freezes `conf`, the
 * content as shipped (folder order, each folder's puzzles with their sort and md5), which the next
 * release's diff and the upload checks compare against, and marks its puzzles released. Core holds it
 * because online releases, experiments and applies pick a release too.
 */
export const releases = pgTable(
  'releases',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** One of the project config's release types. */
    type: text('type').notNull().default(''),
    puzzleCount: integer('puzzle_count').notNull().default(0),
    includeCategory: boolean('include_category').notNull().default(false),
    /** The project's own texts (its translation keys in use) ride along with the puzzles. */
    includeTexts: boolean('include_texts').notNull().default(false),
    isMultipart: boolean('is_multipart').notNull().default(false),
    /** The extra numeric settings of the projects that have them (boss_begin, boss_interval, ...). */
    extra: jsonb('extra')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    folderIds: jsonb('folder_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    categoryIds: jsonb('category_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Locked: no edit, no upload of a changed build. */
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The content as published (null before): what diffs and upload checks compare. */
    conf: jsonb('conf').$type<ReleaseConf | null>(),
    /** The built data file (storage key; '' before the build job ran). */
    dataFilePath: text('data_file_path').notNull().default(''),
    flattenUpload: boolean('flatten_upload').notNull().default(false),
    /** The online release made from it, if any. */
    onlineReleaseId: integer('online_release_id'),
    createdBy: text('created_by').notNull().default(''),
    operator: text('operator').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('releases_project_idx').on(t.projectCode, t.id)],
);

export type FolderRow = typeof folders.$inferSelect;
export type ReleaseRow = typeof releases.$inferSelect;
export type PuzzleRow = typeof puzzles.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
