// The puzzles API over a folder's puzzles together (002 §7 "Puzzles": move, copy, sort whole
// folder, stats; 002 §9 pick and shuffle): set all sort, move, copy (to this project or another),
// pick and shuffle, and the folder's stats. Every route needs the `puzzle` right in the path's
// project; every change also passes the folder rule (core/shared/content.ts) and refuses to change
// released puzzles (PUZZLE_RELEASED).
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { folderPuzzles, puzzles } from '../../../core/server/db/content';
import { conflict, forbidden } from '../../../core/server/errors';
import { routeOf } from '../../../core/server/plugin';
import { holdsRight, isOwnerOrAdmin, rule as access } from '../../../core/shared/access';
import { PUZZLE_RELEASED } from '../../../core/shared/content';
import { endpoints } from '../endpoints';
import { MESSAGES, PLUGIN_ID, RIGHT_PUZZLES } from '../shared';
import {
  candidateFolders,
  copyValues,
  flagsOf,
  folderCount,
  folderOf,
  invalid,
  operatorOf,
  puzzlesInFolder,
  requireChange,
} from './puzzles';

const right = access.right(RIGHT_PUZZLES);

export const folderRoutes = [
  routeOf(endpoints.sortAll, {
    rule: right,
    summary: 'Number the whole folder from the start sort in its current order, in one statement',
    async handler({ db, project, user, params, body, audit }) {
      const folder = await folderOf(db, project, params.folderId);
      requireChange(user, project, folder);
      const start = body.startSort;
      // The folder's order as numbers 1..n (sort, then id), through the query builder so both
      // engines answer the same shape (db.execute's differs between PGlite and postgres-js).
      const ordered = db
        .select({
          puzzleId: folderPuzzles.puzzleId,
          sort: folderPuzzles.sort,
          rn: sql<number>`row_number() over (order by ${folderPuzzles.sort}, ${folderPuzzles.puzzleId})`.as('rn'),
        })
        .from(folderPuzzles)
        .where(eq(folderPuzzles.folderId, folder.id))
        .as('ordered');
      // A released puzzle keeps its sort: refuse when the numbering would change one.
      const [lockedRow] = await db
        .select({ puzzleId: ordered.puzzleId })
        .from(ordered)
        .innerJoin(puzzles, eq(puzzles.id, ordered.puzzleId))
        .where(and(eq(puzzles.isReleased, true), sql`${ordered.sort} <> ${ordered.rn} + ${start - 1}`))
        .limit(1);
      if (lockedRow) throw conflict(`${PUZZLE_RELEASED}: ${lockedRow.puzzleId}`);
      const updated = await db
        .update(folderPuzzles)
        .set({ sort: sql`${ordered.rn} + ${start - 1}` })
        .from(ordered)
        .where(and(eq(folderPuzzles.folderId, folder.id), eq(folderPuzzles.puzzleId, ordered.puzzleId)))
        .returning({ puzzleId: folderPuzzles.puzzleId });
      const sorted = updated.length;
      await audit({ area: PLUGIN_ID, action: 'sortAll', target: folder.id, after: { startSort: start, sorted } });
      return { sorted };
    },
  }),
  routeOf(endpoints.move, {
    rule: right,
    summary: 'Move puzzles of this folder to another folder of the project, numbered from the start sort',
    async handler({ db, project, user, params, body, audit }) {
      const folder = await folderOf(db, project, params.folderId);
      requireChange(user, project, folder);
      if (body.toFolderId === folder.id) throw invalid(MESSAGES.sameFolder, 'toFolderId');
      const target = await folderOf(db, project, body.toFolderId).catch(() => {
        throw invalid(MESSAGES.folderNotFound, 'toFolderId');
      });
      requireChange(user, project, target);
      const list = await puzzlesInFolder(db, folder.id, body.ids);
      const released = list.find((p) => p.isReleased);
      if (released) throw conflict(`${PUZZLE_RELEASED}: ${released.id}`);
      const ids = list.map((p) => p.id);
      await db.delete(folderPuzzles).where(and(eq(folderPuzzles.folderId, folder.id), inArray(folderPuzzles.puzzleId, ids)));
      await db
        .insert(folderPuzzles)
        .values(ids.map((id, i) => ({ folderId: target.id, puzzleId: id, sort: body.startSort + i })))
        .onConflictDoUpdate({ target: [folderPuzzles.folderId, folderPuzzles.puzzleId], set: { sort: sql`excluded.sort` } });
      await audit({ area: PLUGIN_ID, action: 'move', target: folder.id, after: { toFolderId: target.id, ids, startSort: body.startSort } });
      return { moved: ids.length };
    },
  }),
  routeOf(endpoints.copy, {
    rule: right,
    summary: 'Copy puzzles into a folder (this project, or another where the config allows), numbered from the start sort by the interval',
    async handler({ db, project, user, params, body, audit }) {
      const folder = await folderOf(db, project, params.folderId);
      const flags = flagsOf(project);
      if (!flags.copy) throw forbidden(MESSAGES.cannotCopy);
      const toCode = body.toProject && body.toProject !== project.code ? body.toProject : project.code;
      let targetProject = project;
      if (toCode !== project.code) {
        if (!flags.copyToOtherProject) throw forbidden(MESSAGES.cannotCopy);
        const { projects } = await import('../../../core/server/db/schema');
        const [other] = await db.select().from(projects).where(eq(projects.code, toCode));
        if (!other || !(isOwnerOrAdmin(user, other) || holdsRight(user, other.code, RIGHT_PUZZLES)))
          throw invalid(MESSAGES.illegalProject, 'toProject');
        targetProject = other as typeof project;
      }
      const target = await folderOf(db, targetProject, body.toFolderId).catch(() => {
        throw invalid(MESSAGES.folderNotFound, 'toFolderId');
      });
      requireChange(user, targetProject, target);
      const list = await puzzlesInFolder(db, folder.id, body.ids);
      const operator = operatorOf(user);
      const created = await db
        .insert(puzzles)
        .values(list.map((p) => copyValues(p, targetProject.code, operator, folder.id)))
        .returning({ id: puzzles.id, originId: puzzles.originId });
      const byOrigin = new Map(created.map((c) => [c.originId, c.id]));
      const copied = list.map((p) => byOrigin.get(p.id)!);
      await db
        .insert(folderPuzzles)
        .values(copied.map((id, i) => ({ folderId: target.id, puzzleId: id, sort: body.startSort + i * body.interval })));
      await audit({
        area: PLUGIN_ID,
        action: 'copy',
        target: folder.id,
        after: { toProject: targetProject.code, toFolderId: target.id, from: list.map((p) => p.id), copied },
      });
      return { copied };
    },
  }),
  routeOf(endpoints.pickShuffle, {
    rule: right,
    summary:
      'Pick `count` puzzles at random from each candidate folder (sort ascending, then id descending), shuffle them and add them to this folder from the start sort',
    async handler({ db, project, user, params, body, audit }) {
      const folder = await folderOf(db, project, params.folderId);
      requireChange(user, project, folder);
      const ids = [...new Set(body.folderIds)].filter((id) => id !== folder.id);
      if (!ids.length) throw invalid(MESSAGES.folderRequired, 'folderIds');
      const candidates = await candidateFolders(db, project.code, ids);
      if (candidates.length !== ids.length) throw invalid(MESSAGES.folderNotFound, 'folderIds');
      const picked: number[] = [];
      for (const c of candidates) {
        const has = await folderCount(db, c.id);
        if (has < body.count) throw invalid(MESSAGES.tooFew(`${c.id} ${c.name.en ?? ''}`.trim(), has, body.count), 'count');
        if (!body.count) continue;
        const rows = await db
          .select({ id: folderPuzzles.puzzleId })
          .from(folderPuzzles)
          .where(eq(folderPuzzles.folderId, c.id))
          .orderBy(sql`random()`)
          .limit(body.count);
        picked.push(...rows.map((r) => r.id));
      }
      const unique = [...new Set(picked)];
      for (let i = unique.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [unique[i], unique[j]] = [unique[j], unique[i]];
      }
      if (unique.length) {
        await db
          .insert(folderPuzzles)
          .values(unique.map((id, i) => ({ folderId: folder.id, puzzleId: id, sort: body.startSort + i })))
          .onConflictDoNothing();
      }
      await audit({
        area: PLUGIN_ID,
        action: 'pickShuffle',
        target: folder.id,
        after: { from: candidates.map((c) => c.id), count: body.count, startSort: body.startSort, added: unique },
      });
      return { added: unique.length };
    },
  }),
  routeOf(endpoints.stats, {
    rule: right,
    summary: "The folder's puzzles by difficulty, quality (bands of 20) and review score",
    async handler({ db, project, params }) {
      const folder = await folderOf(db, project, params.folderId);
      const group = async (expr: ReturnType<typeof sql>) => {
        const rows = await db
          .select({ key: sql<string>`coalesce((${expr})::text, 'none')`, count: count() })
          .from(folderPuzzles)
          .innerJoin(puzzles, eq(puzzles.id, folderPuzzles.puzzleId))
          .where(eq(folderPuzzles.folderId, folder.id))
          .groupBy(sql`1`)
          .orderBy(sql`1`);
        return rows.map((r) => ({ key: r.key, count: Number(r.count) }));
      };
      const [[totals], byDifficulty, byQuality, byReviewScore] = await Promise.all([
        db
          .select({ total: count(), released: sql<number>`count(*) filter (where ${puzzles.isReleased})` })
          .from(folderPuzzles)
          .innerJoin(puzzles, eq(puzzles.id, folderPuzzles.puzzleId))
          .where(eq(folderPuzzles.folderId, folder.id)),
        group(sql`${puzzles.attr}->>'difficulty'`),
        group(
          sql`case when (${puzzles.attr}->>'quality') ~ '^[0-9]+$' then (((${puzzles.attr}->>'quality')::int - 1) / 20 * 20 + 1)::text || '-' || (((${puzzles.attr}->>'quality')::int - 1) / 20 * 20 + 20)::text end`,
        ),
        group(sql`${puzzles.attr}->>'review_score'`),
      ]);
      return { total: Number(totals.total), released: Number(totals.released), byDifficulty, byQuality, byReviewScore };
    },
  }),
];
