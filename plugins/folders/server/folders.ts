// Reading folders: one of the project, the API shape with tags and puzzle counts, the viewer the
// folder rule needs, the project config keys, and the candidates of a pick.
import { and, asc, count, desc, eq, inArray, max, notInArray, sql } from 'drizzle-orm';
import { isOwnerOrAdmin } from '../../../core/shared/access';
import { folderRefusal, type ContentViewer } from '../../../core/shared/content';
import { isRowId } from '../../../core/shared/zod';
import type { Db } from '../../../core/server/db/connect';
import { folderPuzzles, folders, folderTagLinks, folderTags, type FolderRow } from '../../../core/server/db/content';
import { badRequest, forbidden, notFound } from '../../../core/server/errors';
import type { ProjectRow, SessionUser } from '../../../core/server/plugin';
import type { ProvidedContracts, ProvidedLookup } from '../../../core/server/provides';

/** The plugin id a project switches categories off by (a name, not an import: DESIGN §1). */
const CATEGORIES_PLUGIN = 'categories';
import { CONFIG_KEYS, MESSAGES, type Folder, type FolderTag } from '../shared';

export const viewerOf = (u: SessionUser): ContentViewer => ({ id: u.id, role: u.role, rights: u.rights, mail: u.mail });

export async function findFolder(db: Db, code: string, id: unknown): Promise<FolderRow | null> {
  const n = Number(id);
  if (!isRowId(n)) return null;
  const [row] = await db
    .select()
    .from(folders)
    .where(and(eq(folders.projectCode, code), eq(folders.id, n)));
  return row ?? null;
}

export async function mustFolder(db: Db, code: string, id: unknown): Promise<FolderRow> {
  const row = await findFolder(db, code, id);
  if (!row) throw notFound(MESSAGES.notFound);
  return row;
}

/** 403 with core's reason when the viewer may not change the folder (001 §6). */
export function assertMayChange(user: SessionUser, project: ProjectRow, f: FolderRow): void {
  const why = folderRefusal(viewerOf(user), project, f);
  if (why) throw forbidden(why);
}

export const ownerOrAdmin = (user: SessionUser, project: ProjectRow) => isOwnerOrAdmin(user, project);

export function projectSettings(project: ProjectRow) {
  const c = project.config ?? {};
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  return {
    folderTypes: list(c.folderTypes),
    attrColumns: list(c[CONFIG_KEYS.columns]),
    copyEnabled: c[CONFIG_KEYS.copy] === true,
    collections: c[CONFIG_KEYS.collections] === true,
  };
}

export async function tagsOf(db: Db, folderIds: number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const out = new Map<number, { id: number; name: string }[]>();
  if (!folderIds.length) return out;
  const rows = await db
    .select({ folderId: folderTagLinks.folderId, id: folderTags.id, name: folderTags.name })
    .from(folderTagLinks)
    .innerJoin(folderTags, eq(folderTags.id, folderTagLinks.tagId))
    .where(inArray(folderTagLinks.folderId, folderIds))
    .orderBy(asc(folderTags.name));
  for (const r of rows) out.set(r.folderId, [...(out.get(r.folderId) ?? []), { id: r.id, name: r.name }]);
  return out;
}

export async function puzzleCounts(db: Db, folderIds: number[]): Promise<Map<number, number>> {
  if (!folderIds.length) return new Map();
  const rows = await db
    .select({ folderId: folderPuzzles.folderId, n: count() })
    .from(folderPuzzles)
    .where(inArray(folderPuzzles.folderId, folderIds))
    .groupBy(folderPuzzles.folderId);
  return new Map(rows.map((r) => [r.folderId, Number(r.n)]));
}

/** The attributes as the API shows them: the template puzzles show as `tempPuzzle`, not twice. */
function attrOf(attr: FolderRow['attr']): FolderRow['attr'] {
  if (!('templatePuzzles' in attr)) return attr;
  const rest = { ...attr };
  delete rest.templatePuzzles;
  return rest;
}

export function toApi(
  r: FolderRow,
  tags: { id: number; name: string }[] = [],
  puzzleCount = 0,
  categoryNames?: ReadonlyMap<number, string>,
): Folder {
  return {
    id: r.id,
    originId: r.originId,
    sort: r.sort,
    name: r.name,
    tags,
    needPub: r.needPub,
    locked: r.locked,
    type: r.type,
    attr: attrOf(r.attr),
    categoryId: r.categoryId,
    categoryName: r.categoryId === null ? null : (categoryNames?.get(r.categoryId) ?? null),
    tempPuzzle: Array.isArray(r.attr.templatePuzzles) ? r.attr.templatePuzzles : [],
    puzzleCount,
    createdBy: r.createdBy,
    createdById: r.createdById,
    operator: r.operator,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function toApiOne(db: Db, r: FolderRow, tree?: CategoryTree): Promise<Folder> {
  const [tags, counts, names] = await Promise.all([
    tagsOf(db, [r.id]),
    puzzleCounts(db, [r.id]),
    categoryNamesOf(db, r.projectCode, [r], tree),
  ]);
  return toApi(r, tags.get(r.id) ?? [], counts.get(r.id) ?? 0, names);
}

/** The categories plugin's tree (core/server/provides.ts `categories.tree`), or undefined when it is not enabled. */
export type CategoryTree = ProvidedContracts['categories.tree'] | undefined;

export const categoryTreeEnabled = (tree: CategoryTree) => tree !== undefined;

/** The tree for `project`: none when no enabled plugin provides it, or the project has switched categories off. */
export function categoryTreeFor(services: { provided: ProvidedLookup }, project: ProjectRow): CategoryTree {
  return project.disabledPlugins.includes(CATEGORIES_PLUGIN) ? undefined : services.provided('categories.tree');
}

/**
 * The category a folder update sets (001 §3 attr categoryId): null clears it; an id must be in the
 * project's tree (400 otherwise); any categoryId is refused while categories is not enabled, so a
 * folder never gets a category nothing can show or check.
 */
export async function candidateCategory(db: Db, code: string, tree: CategoryTree, id: number | null): Promise<number | null> {
  if (!tree) throw badRequest(MESSAGES.categoriesOff, [{ path: 'categoryId', message: MESSAGES.categoriesOff }]);
  if (id === null) return null;
  if (!(await tree(db, code)).some((c) => c.id === id))
    throw badRequest(MESSAGES.categoryUnknown(id), [{ path: 'categoryId', message: MESSAGES.categoryUnknown(id) }]);
  return id;
}

/** id → path of the categories `rows` carry (one read of the tree, none when no row has a category). */
export async function categoryNamesOf(
  db: Db,
  code: string,
  rows: readonly Pick<FolderRow, 'categoryId'>[],
  tree: CategoryTree,
): Promise<Map<number, string>> {
  if (!tree || !rows.some((r) => r.categoryId !== null)) return new Map();
  return new Map((await tree(db, code)).map((c) => [c.id, c.path]));
}

export async function projectTags(db: Db, code: string): Promise<FolderTag[]> {
  const rows = await db
    .select({ id: folderTags.id, name: folderTags.name, used: sql<number>`count(${folderTagLinks.folderId})` })
    .from(folderTags)
    .leftJoin(folderTagLinks, eq(folderTagLinks.tagId, folderTags.id))
    .where(eq(folderTags.projectCode, code))
    .groupBy(folderTags.id)
    .orderBy(asc(folderTags.name));
  return rows.map((r) => ({ id: r.id, name: r.name, used: Number(r.used) }));
}

/** The next sort of a new folder: after the last. */
export async function nextFolderSort(db: Db, code: string): Promise<number> {
  const [r] = await db
    .select({ m: max(folders.sort) })
    .from(folders)
    .where(eq(folders.projectCode, code));
  return (r?.m ?? 0) + 1;
}

/**
 * A source folder's candidates for a pick (002 §9): its puzzles in folder order, sort ascending
 * then id descending, leaving out those in `exclude`.
 */
export async function candidates(db: Db, folderId: number, exclude: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: folderPuzzles.puzzleId })
    .from(folderPuzzles)
    .where(
      exclude.length
        ? and(eq(folderPuzzles.folderId, folderId), notInArray(folderPuzzles.puzzleId, exclude))
        : eq(folderPuzzles.folderId, folderId),
    )
    .orderBy(asc(folderPuzzles.sort), desc(folderPuzzles.puzzleId));
  return rows.map((r) => r.id);
}

export async function folderPuzzleIds(db: Db, folderId: number): Promise<number[]> {
  const rows = await db.select({ id: folderPuzzles.puzzleId }).from(folderPuzzles).where(eq(folderPuzzles.folderId, folderId));
  return rows.map((r) => r.id);
}

/**
 * Adds puzzles to a folder from `startSort` on, one sort each, moving the folder's puzzles at or
 * after `startSort` down by the number added (the pick lands where it was asked, nothing is overwritten).
 */
export async function insertAt(db: Db, folderId: number, startSort: number, puzzleIds: number[]): Promise<void> {
  if (!puzzleIds.length) return;
  await db
    .update(folderPuzzles)
    .set({ sort: sql`${folderPuzzles.sort} + ${puzzleIds.length}` })
    .where(and(eq(folderPuzzles.folderId, folderId), sql`${folderPuzzles.sort} >= ${startSort}`));
  await db.insert(folderPuzzles).values(puzzleIds.map((puzzleId, i) => ({ folderId, puzzleId, sort: startSort + i })));
}
