// Reading and guarding the content: a folder of the project, its rule (core/shared/content.ts),
// a puzzle in it, the page query (index-friendly on folder_puzzles (folder_id, sort, puzzle_id)),
// and the API shape of a row; the field error and the copy of a puzzle the routes share.
import { and, asc, count, desc, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../core/server/db/connect';
import { folderPuzzles, folders, puzzles, type FolderRow, type PuzzleRow } from '../../../core/server/db/content';
import { badRequest, conflict, forbidden, notFound } from '../../../core/server/errors';
import type { ProjectRow, SessionUser } from '../../../core/server/plugin';
import { folderRefusal, PUZZLE_RELEASED } from '../../../core/shared/content';
import { readConfigKey } from '../../../core/shared/projectConfig';
import { isRowId } from '../../../core/shared/zod';
import { puzzlesConfigSchema } from './config';
import { DEFAULT_FLAGS, MESSAGES, type FolderSummary, type Puzzle, type PuzzleFlags } from '../shared';
import type { ListQuery } from '../schemas';

export const flagsOf = (project: Pick<ProjectRow, 'config'>): PuzzleFlags => ({
  ...DEFAULT_FLAGS,
  ...readConfigKey(puzzlesConfigSchema, 'puzzles', project.config, {}),
});

export const folderSummary = (f: FolderRow): FolderSummary => ({
  id: f.id,
  name: f.name.en ?? Object.values(f.name)[0] ?? '',
  type: f.type,
  sort: f.sort,
  needPub: f.needPub,
  locked: f.locked,
  createdBy: f.createdBy,
});

export function toApi(p: PuzzleRow, sort: number, withData = false): Puzzle {
  return {
    id: p.id,
    originId: p.originId,
    sort,
    name: p.name,
    isReleased: p.isReleased,
    md5: p.md5,
    pic1: p.pic1,
    pic2: p.pic2,
    resource: p.resource ?? null,
    shapes: Array.isArray(p.shapes) ? p.shapes.length : 0,
    priceList: p.priceList,
    ...(withData ? { data: p.data } : {}),
    attr: p.attr,
    operator: p.operator,
    updatedAt: p.updatedAt.toISOString(),
  };
}

const pathId = (v: string | undefined, message: string) => {
  const n = Number(v);
  if (!v || !/^\d+$/.test(v) || !isRowId(n)) throw notFound(message);
  return n;
};

/** The path's folder, in the path's project (404 otherwise). */
export async function folderOf(db: Db, project: ProjectRow, id: string | number | undefined): Promise<FolderRow> {
  const n = typeof id === 'number' ? id : pathId(id, MESSAGES.folderNotFound);
  const [f] = await db
    .select()
    .from(folders)
    .where(and(eq(folders.id, n), eq(folders.projectCode, project.code)));
  if (!f) throw notFound(MESSAGES.folderNotFound);
  return f;
}

/** 403 with the folder rule's reason when the viewer may not change the folder. */
export function requireChange(user: SessionUser, project: ProjectRow, folder: FolderRow): void {
  const refusal = folderRefusal(user, project, folder);
  if (refusal) throw forbidden(refusal);
}

/** The puzzle of the path, in the folder (404 otherwise), with its sort there. */
export async function puzzleIn(db: Db, folder: FolderRow, id: string | number | undefined): Promise<{ puzzle: PuzzleRow; sort: number }> {
  const n = typeof id === 'number' ? id : pathId(id, MESSAGES.puzzleNotFound);
  const [row] = await db
    .select({ puzzle: puzzles, sort: folderPuzzles.sort })
    .from(folderPuzzles)
    .innerJoin(puzzles, eq(puzzles.id, folderPuzzles.puzzleId))
    .where(and(eq(folderPuzzles.folderId, folder.id), eq(folderPuzzles.puzzleId, n)));
  if (!row) throw notFound(MESSAGES.notInFolder(n));
  return row;
}

export function requireUnreleased(p: PuzzleRow): void {
  if (p.isReleased) throw conflict(PUZZLE_RELEASED);
}

/** The path's folder and puzzle for a change: the viewer may change the folder, the puzzle is in it and not released. */
export async function changeablePuzzle(
  db: Db,
  user: SessionUser,
  project: ProjectRow,
  params: { folderId?: string; puzzleId?: string },
): Promise<{ folder: FolderRow; puzzle: PuzzleRow; sort: number }> {
  const folder = await folderOf(db, project, params.folderId);
  requireChange(user, project, folder);
  const { puzzle, sort } = await puzzleIn(db, folder, params.puzzleId);
  requireUnreleased(puzzle);
  return { folder, puzzle, sort };
}

/** The filters of the list, as SQL over the joined puzzle. */
function filterOf(q: Pick<ListQuery, 'released' | 'review' | 'difficulty' | 'hard' | 'id'>): SQL[] {
  const where: SQL[] = [];
  if (q.id !== undefined) where.push(eq(puzzles.id, q.id));
  if (q.released) where.push(eq(puzzles.isReleased, q.released === '1'));
  if (q.review) where.push(sql`(${puzzles.attr}->>'review_score')::int = ${Number(q.review)}`);
  if (q.difficulty !== undefined) where.push(sql`(${puzzles.attr}->>'difficulty') = ${String(q.difficulty)}`);
  if (q.hard)
    where.push(q.hard === '1' ? sql`(${puzzles.attr}->>'isHard') = 'true'` : sql`coalesce(${puzzles.attr}->>'isHard', 'false') <> 'true'`);
  return where;
}

/**
 * One page of a folder. Without filters the page is read from folder_puzzles alone through its
 * (folder_id, sort, puzzle_id) index, then its puzzles by primary key; with filters the join.
 */
export async function folderPage(
  db: Db,
  folderId: number,
  q: ListQuery,
): Promise<{ rows: { puzzle: PuzzleRow; sort: number }[]; total: number }> {
  const filters = filterOf(q);
  const offset = (q.pn - 1) * q.ps;
  if (!filters.length) {
    const [{ n }] = await db.select({ n: count() }).from(folderPuzzles).where(eq(folderPuzzles.folderId, folderId));
    const page = await db
      .select({ puzzleId: folderPuzzles.puzzleId, sort: folderPuzzles.sort })
      .from(folderPuzzles)
      .where(eq(folderPuzzles.folderId, folderId))
      .orderBy(asc(folderPuzzles.sort), asc(folderPuzzles.puzzleId))
      .limit(q.ps)
      .offset(offset);
    if (!page.length) return { rows: [], total: n };
    const found = await db
      .select()
      .from(puzzles)
      .where(
        inArray(
          puzzles.id,
          page.map((r) => r.puzzleId),
        ),
      );
    const byId = new Map(found.map((p) => [p.id, p]));
    return { rows: page.flatMap((r) => (byId.has(r.puzzleId) ? [{ puzzle: byId.get(r.puzzleId)!, sort: r.sort }] : [])), total: n };
  }
  const where = and(eq(folderPuzzles.folderId, folderId), ...filters);
  const [{ n }] = await db
    .select({ n: count() })
    .from(folderPuzzles)
    .innerJoin(puzzles, eq(puzzles.id, folderPuzzles.puzzleId))
    .where(where);
  const rows = await db
    .select({ puzzle: puzzles, sort: folderPuzzles.sort })
    .from(folderPuzzles)
    .innerJoin(puzzles, eq(puzzles.id, folderPuzzles.puzzleId))
    .where(where)
    .orderBy(asc(folderPuzzles.sort), asc(folderPuzzles.puzzleId))
    .limit(q.ps)
    .offset(offset);
  return { rows, total: n };
}

/** Every puzzle of a folder in its order (exports, packs, stats), a batch at a time. */
export async function* folderPuzzlesInOrder(db: Db, folderId: number, batch = 1000): AsyncGenerator<{ puzzle: PuzzleRow; sort: number }[]> {
  let after: { sort: number; id: number } | null = null;
  for (;;) {
    const cursor: SQL | undefined = after
      ? sql`(${folderPuzzles.sort}, ${folderPuzzles.puzzleId}) > (${after.sort}, ${after.id})`
      : undefined;
    const rows: { puzzle: PuzzleRow; sort: number }[] = await db
      .select({ puzzle: puzzles, sort: folderPuzzles.sort })
      .from(folderPuzzles)
      .innerJoin(puzzles, eq(puzzles.id, folderPuzzles.puzzleId))
      .where(and(eq(folderPuzzles.folderId, folderId), cursor))
      .orderBy(asc(folderPuzzles.sort), asc(folderPuzzles.puzzleId))
      .limit(batch);
    if (!rows.length) return;
    yield rows;
    if (rows.length < batch) return;
    const last: { puzzle: PuzzleRow; sort: number } = rows[rows.length - 1];
    after = { sort: last.sort, id: last.puzzle.id };
  }
}

export async function folderCount(db: Db, folderId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(folderPuzzles).where(eq(folderPuzzles.folderId, folderId));
  return n;
}

export async function maxSort(db: Db, folderId: number): Promise<number> {
  const [{ m }] = await db
    .select({ m: max(folderPuzzles.sort) })
    .from(folderPuzzles)
    .where(eq(folderPuzzles.folderId, folderId));
  return m ?? 0;
}

/** The puzzles of `ids` that the folder holds, in the order given; 400 naming the first one it does not. */
export async function puzzlesInFolder(db: Db, folderId: number, ids: number[]): Promise<PuzzleRow[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ puzzle: puzzles })
    .from(folderPuzzles)
    .innerJoin(puzzles, eq(puzzles.id, folderPuzzles.puzzleId))
    .where(and(eq(folderPuzzles.folderId, folderId), inArray(folderPuzzles.puzzleId, unique)));
  const byId = new Map(rows.map((r) => [r.puzzle.id, r.puzzle]));
  const missing = unique.find((id) => !byId.has(id));
  if (missing !== undefined) throw badRequest(MESSAGES.notInFolder(missing), [{ path: 'ids', message: MESSAGES.notInFolder(missing) }]);
  return unique.map((id) => byId.get(id)!);
}

/** Candidate folders in the spec's order: sort ascending, then id descending (002 §9). */
export async function candidateFolders(db: Db, projectCode: string, ids: number[]): Promise<FolderRow[]> {
  return db
    .select()
    .from(folders)
    .where(and(eq(folders.projectCode, projectCode), inArray(folders.id, ids)))
    .orderBy(asc(folders.sort), desc(folders.id));
}

export const operatorOf = (user: SessionUser) => user.displayName || user.mail;

/** 400 with the message on one field (the form shows it beside the field). */
export const invalid = (message: string, path: string) => badRequest(message, [{ path, message }]);

/** A copy of a puzzle as a new, unreleased puzzle (copy, unlock). */
export function copyValues(p: PuzzleRow, projectCode: string, operator: string, fromFolderId: number) {
  return {
    projectCode,
    originId: p.id,
    name: p.name,
    isReleased: false,
    data: p.data,
    md5: p.md5,
    resource: p.resource,
    pic1: p.pic1,
    pic2: p.pic2,
    shapes: p.shapes,
    priceList: p.priceList,
    attr: { ...p.attr, released: false, copyInfo: { fromId: p.id, fromFolderId, at: new Date().toISOString() } },
    createdBy: operator,
    operator,
  };
}
