// The puzzles API's reads (002 §7 "Puzzles": list, search by id): the folder picker's folders, a
// puzzle by id with the folders that hold it, and a page of a folder's puzzles with what the viewer
// may do there. Every route needs the `puzzle` right in the path's project.
import { and, asc, desc, eq } from 'drizzle-orm';
import { folderPuzzles, folders, puzzles } from '../../../core/server/db/content';
import { notFound } from '../../../core/server/errors';
import { routeOf } from '../../../core/server/plugin';
import { rule as access } from '../../../core/shared/access';
import { folderRefusal } from '../../../core/shared/content';
import { coreConfigSchema, readConfigKey } from '../../../core/shared/projectConfig';
import { endpoints } from '../endpoints';
import { MESSAGES, RIGHT_PUZZLES } from '../shared';
import { flagsOf, folderOf, folderPage, folderSummary, toApi } from './puzzles';

const right = access.right(RIGHT_PUZZLES);

export const readRoutes = [
  routeOf(endpoints.folders, {
    rule: right,
    summary: "The project's folders for the folder picker (grouped by the config's folder types on the screen)",
    async handler({ db, project }) {
      const rows = await db
        .select()
        .from(folders)
        .where(eq(folders.projectCode, project.code))
        .orderBy(asc(folders.type), asc(folders.sort), desc(folders.id));
      return { folders: rows.map(folderSummary), folderTypes: readConfigKey(coreConfigSchema, 'folderTypes', project.config, []) };
    },
  }),
  routeOf(endpoints.find, {
    rule: right,
    summary: 'A puzzle of the project by id, with the folders that hold it',
    async handler({ db, project, query }) {
      const [p] = await db
        .select()
        .from(puzzles)
        .where(and(eq(puzzles.id, query.id), eq(puzzles.projectCode, project.code)));
      if (!p) throw notFound(MESSAGES.puzzleNotFound);
      const held = await db
        .select({ id: folders.id, name: folders.name, sort: folderPuzzles.sort })
        .from(folderPuzzles)
        .innerJoin(folders, eq(folders.id, folderPuzzles.folderId))
        .where(eq(folderPuzzles.puzzleId, p.id))
        .orderBy(asc(folders.sort), desc(folders.id));
      return { puzzle: toApi(p, held[0]?.sort ?? 0, true), folders: held.map((f) => ({ id: f.id, name: f.name.en ?? '', sort: f.sort })) };
    },
  }),
  routeOf(endpoints.list, {
    rule: right,
    summary: "A page of a folder's puzzles in their order (filters: released, review, difficulty, hard)",
    async handler({ db, project, user, params, query }) {
      const folder = await folderOf(db, project, params.folderId);
      const { rows, total } = await folderPage(db, folder.id, query);
      const flags = flagsOf(project);
      const refusal = folderRefusal(user, project, folder);
      return {
        folder: folderSummary(folder),
        puzzles: rows.map((r) => toApi(r.puzzle, r.sort)),
        total,
        may: { change: !refusal, refusal, viewAttrJson: user.role === 'ADMIN', editAttrJson: flags.editAttrJson && user.role === 'ADMIN' },
        flags,
      };
    },
  }),
];
