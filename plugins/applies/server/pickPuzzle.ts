// POST /{id}/pickPuzzle (002 §4 "used to pick puzzles that replace puzzles in a folder"). What "a
// level's folder" is, the spec leaves open; ours: the levels of a release type are the puzzles of
// the latest release of that type, folder after folder in the release's order, each folder's
// puzzles by their sort as they are now (level 1 = the first). For each level of the conf, the
// puzzle there (the level's default) is replaced, at the same place of the same folder, by the
// chosen one. The content rules of core/shared/content.ts hold: a folder the user may not change
// (locked or needPub for a non-owner, another's folder for LIMIT) and a released (locked) default
// puzzle refuse the whole pick with a 409 naming the level; nothing changes then.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { folderPuzzles, folders, puzzles, releases } from '../../../core/server/db/content';
import { conflict } from '../../../core/server/errors';
import type { RouteContext } from '../../../core/server/plugin';
import { folderRefusal } from '../../../core/shared/content';
import { coreConfigSchema, readConfigKey } from '../../../core/shared/projectConfig';
import { MESSAGES, type PickPuzzleResult } from '../shared';
import { operatorOf } from './applies';
import type { ApplyRow } from './db';

/** The project's release types (core config `releaseTypes`). */
export const releaseTypesOf = (config: Record<string, unknown>): string[] =>
  readConfigKey(coreConfigSchema, 'releaseTypes', config, [] as string[]);

export async function pickPuzzles(
  ctx: Pick<RouteContext, 'db' | 'user' | 'project'>,
  apply: ApplyRow,
  releaseType: string,
): Promise<PickPuzzleResult & { releaseId: number }> {
  const { db, user, project } = ctx;
  const [release] = await db
    .select({ id: releases.id, folderIds: releases.folderIds })
    .from(releases)
    .where(and(eq(releases.projectCode, project.code), eq(releases.type, releaseType)))
    .orderBy(desc(releases.id))
    .limit(1);
  if (!release) throw conflict(MESSAGES.noRelease(releaseType));

  const folderIds = release.folderIds;
  const folderRows = folderIds.length
    ? await db
        .select()
        .from(folders)
        .where(and(eq(folders.projectCode, project.code), inArray(folders.id, folderIds)))
    : [];
  const byId = new Map(folderRows.map((f) => [f.id, f]));
  const links = folderIds.length
    ? await db
        .select()
        .from(folderPuzzles)
        .where(inArray(folderPuzzles.folderId, folderIds))
        .orderBy(asc(folderPuzzles.sort), asc(folderPuzzles.puzzleId))
    : [];
  // Level order: the release's folders in its order (folders since deleted drop out), each by sort.
  const levels = folderIds.filter((id) => byId.has(id)).flatMap((id) => links.filter((l) => l.folderId === id));

  const conf = Object.entries(apply.conf)
    .map(([level, puzzleId]) => ({ level: Number(level), puzzleId }))
    .sort((a, b) => a.level - b.level);
  const chosenIds = conf.map((c) => c.puzzleId);
  const known = new Set(
    (
      await db
        .select({ id: puzzles.id })
        .from(puzzles)
        .where(and(eq(puzzles.projectCode, project.code), inArray(puzzles.id, chosenIds)))
    ).map((p) => p.id),
  );
  const defaults = levels.length
    ? await db
        .select({ id: puzzles.id, isReleased: puzzles.isReleased })
        .from(puzzles)
        .where(inArray(puzzles.id, [...new Set(levels.map((l) => l.puzzleId))]))
    : [];
  const released = new Set(defaults.filter((p) => p.isReleased).map((p) => p.id));

  // Every check first: the pick changes all its levels or none.
  const moves: { level: number; folderId: number; from: number; to: number }[] = [];
  for (const { level, puzzleId } of conf) {
    const at = levels[level - 1];
    if (!at) throw conflict(MESSAGES.levelBeyond(level, releaseType, levels.length));
    if (at.puzzleId === puzzleId) continue; // the level plays the chosen puzzle already
    if (!known.has(puzzleId)) throw conflict(MESSAGES.puzzleMissing(puzzleId));
    const folder = byId.get(at.folderId)!;
    const refusal = folderRefusal(user, project, folder);
    if (refusal) throw conflict(MESSAGES.levelFolder(level, folder.id, refusal));
    if (released.has(at.puzzleId)) throw conflict(MESSAGES.levelReleased(level, at.puzzleId));
    if (
      links.some((l) => l.folderId === folder.id && l.puzzleId === puzzleId) ||
      moves.some((m) => m.folderId === folder.id && m.to === puzzleId)
    ) {
      throw conflict(MESSAGES.puzzleInFolder(puzzleId, folder.id));
    }
    moves.push({ level, folderId: folder.id, from: at.puzzleId, to: puzzleId });
  }

  const operator = operatorOf(user);
  for (const m of moves) {
    await db
      .update(folderPuzzles)
      .set({ puzzleId: m.to })
      .where(and(eq(folderPuzzles.folderId, m.folderId), eq(folderPuzzles.puzzleId, m.from)));
    await db.update(folders).set({ operator, updatedAt: new Date() }).where(eq(folders.id, m.folderId));
  }
  return { replaced: moves, releaseId: release.id };
}
