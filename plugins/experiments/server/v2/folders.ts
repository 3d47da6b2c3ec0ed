// The wizard's folder picker (000 §5: a non-first group of an AB experiment may pick a folder,
// which fills its puzzle ids in order): the project's folders, and a folder's puzzles in order.
import { and, asc, eq, sql } from 'drizzle-orm';
import { folderPuzzles, folders, puzzles } from '../../../../core/server/db/content';
import { notFound } from '../../../../core/server/errors';
import { routeOf, type ServerRoute } from '../../../../core/server/plugin';
import { rule as access } from '../../../../core/shared/access';
import type { LocalizedName } from '../../../../core/shared/content';
import { isRowId } from '../../../../core/shared/zod';
import { RIGHT_EXPERIMENTS_V2 } from '../../shared';
import { v2Endpoints as ep } from '../../endpoints/v2';
import { V2_ERRORS } from './rows';

const right = access.right(RIGHT_EXPERIMENTS_V2);
const nameOf = (n: LocalizedName, id: number) => n.en || Object.values(n)[0] || `#${id}`;

export const folderRoutes: ServerRoute[] = [
  routeOf(ep.folders, {
    rule: right,
    summary: "The project's folders, with how many puzzles each holds (the wizard's folder picker)",
    async handler({ db, project }) {
      const rows = await db
        .select({
          id: folders.id,
          name: folders.name,
          puzzles: sql<number>`(select count(*) from ${folderPuzzles} where ${folderPuzzles.folderId} = ${folders.id})`.mapWith(Number),
        })
        .from(folders)
        .where(eq(folders.projectCode, project.code))
        .orderBy(asc(folders.sort), asc(folders.id));
      return rows.map((r) => ({ id: r.id, name: nameOf(r.name, r.id), puzzles: r.puzzles }));
    },
  }),
  routeOf(ep.folderPuzzles, {
    rule: right,
    summary: "A folder's puzzles in the folder's order (a group's levels take the first puzzleLength of them)",
    async handler({ db, project, params }) {
      const id = Number(params.folderId);
      const [folder] = isRowId(id)
        ? await db
            .select({ id: folders.id })
            .from(folders)
            .where(and(eq(folders.projectCode, project.code), eq(folders.id, id)))
        : [];
      if (!folder) throw notFound(V2_ERRORS.folderNotFound);
      const rows = await db
        .select({ id: puzzles.id, name: puzzles.name })
        .from(folderPuzzles)
        .innerJoin(puzzles, eq(puzzles.id, folderPuzzles.puzzleId))
        .where(eq(folderPuzzles.folderId, folder.id))
        .orderBy(asc(folderPuzzles.sort), asc(folderPuzzles.puzzleId));
      return rows.map((r) => ({ id: r.id, name: nameOf(r.name, r.id) }));
    },
  }),
];
