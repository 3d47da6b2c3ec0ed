// The puzzles API for one puzzle (002 §7 "Puzzles": delete, update, unlock; 002 §6 create): create
// (multipart, with its pictures), read with its data, update (attributes, attribute JSON, data),
// translations, sort, remove from the folder, and unlock. Every route needs the `puzzle` right in
// the path's project; every change also passes the folder rule (core/shared/content.ts) and refuses
// released puzzles (PUZZLE_RELEASED; unlock is the one that takes a released puzzle).
import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { folderPuzzles, puzzles, type PuzzleRow } from '../../../core/server/db/content';
import { uploads } from '../../../core/server/db/schema';
import { conflict, forbidden } from '../../../core/server/errors';
import { routeOf } from '../../../core/server/plugin';
import { contentKey } from '../../../core/server/storage/fileStore';
import { rule as access } from '../../../core/shared/access';
import { endpoints } from '../endpoints';
import { MESSAGES, PICTURE_MAX_BYTES, PLUGIN_ID, RIGHT_PUZZLES } from '../shared';
import { readCreateForm } from './createForm';
import { extensionOf } from './pictures';
import { changeablePuzzle, copyValues, flagsOf, folderOf, maxSort, operatorOf, puzzleIn, requireChange, toApi } from './puzzles';

const right = access.right(RIGHT_PUZZLES);
const md5Of = (v: unknown) => createHash('md5').update(JSON.stringify(v)).digest('hex');

export const puzzleRoutes = [
  routeOf(endpoints.create, {
    rule: right,
    summary:
      "Create a puzzle in the folder (projects whose config allows create): name, pic1 (required), pic2, typed attributes and sort (default: after the folder's last puzzle); multipart",
    maxBodyBytes: 2 * PICTURE_MAX_BYTES + 256 * 1024,
    async handler({ c, db, project, user, params, services, audit }) {
      const folder = await folderOf(db, project, params.folderId);
      if (!flagsOf(project).create) throw forbidden(MESSAGES.createOff);
      requireChange(user, project, folder);
      const input = await readCreateForm(c);
      const urls: Record<'pic1' | 'pic2', string> = { pic1: '', pic2: '' };
      for (const pic of input.pictures) {
        // Content-addressed under the project (the upload list's convention), so the same picture
        // lands on the same URL and the key is written once.
        const base = pic.name.replace(/\.[A-Za-z0-9]{1,5}$/, '');
        const key = contentKey(
          `${project.code}/puzzles/pictures`,
          pic.bytes,
          `${base || pic.field}.${extensionOf(pic.type)}`,
          `${pic.field}.${extensionOf(pic.type)}`,
        );
        const stored = await services.storage.put(key, pic.bytes, pic.type);
        urls[pic.field] = services.storage.url(key);
        await db
          .insert(uploads)
          .values({
            projectCode: project.code,
            key,
            url: urls[pic.field],
            md5: stored.md5,
            size: stored.size,
            contentType: pic.type,
            fileName: pic.name.slice(0, 255),
            operatorId: user.id,
            operatorMail: user.mail,
          })
          .onConflictDoNothing();
      }
      const attr = Object.fromEntries(Object.entries(input.attr).filter(([, v]) => v !== undefined && v !== ''));
      const sort = input.sort ?? (await maxSort(db, folder.id)) + 1;
      const operator = operatorOf(user);
      const [row] = await db
        .insert(puzzles)
        .values({
          projectCode: project.code,
          name: { en: input.name },
          isReleased: false,
          data: {},
          md5: md5Of({}),
          pic1: urls.pic1,
          pic2: urls.pic2,
          attr,
          createdBy: operator,
          operator,
        })
        .returning();
      await db.insert(folderPuzzles).values({ folderId: folder.id, puzzleId: row.id, sort });
      await audit({
        area: PLUGIN_ID,
        action: 'create',
        target: row.id,
        after: { folderId: folder.id, sort, name: row.name, pic1: row.pic1, pic2: row.pic2, attr: row.attr },
      });
      return { puzzle: toApi(row, sort) };
    },
  }),
  routeOf(endpoints.one, {
    rule: right,
    summary: 'One puzzle of the folder, with its data',
    async handler({ db, project, params }) {
      const folder = await folderOf(db, project, params.folderId);
      const { puzzle, sort } = await puzzleIn(db, folder, params.puzzleId);
      return { puzzle: toApi(puzzle, sort, true) };
    },
  }),
  routeOf(endpoints.update, {
    rule: right,
    summary:
      "Update a puzzle's attributes (typed fields), its attribute JSON (ADMIN with the project permission) or its data (where the project allows)",
    async handler({ db, project, user, params, body, audit }) {
      const { puzzle, sort } = await changeablePuzzle(db, user, project, params);
      const flags = flagsOf(project);
      if (body.attrJson !== undefined && !(flags.editAttrJson && user.role === 'ADMIN')) throw forbidden(MESSAGES.attrJsonForbidden);
      if (body.data !== undefined && !flags.editData) throw forbidden(MESSAGES.dataForbidden);
      const attr = { ...(body.attrJson ?? puzzle.attr) };
      for (const [k, v] of Object.entries(body.attr ?? {})) {
        if (v === undefined) delete attr[k];
        else attr[k] = v;
      }
      const set: Partial<PuzzleRow> = { attr, operator: operatorOf(user), updatedAt: new Date() };
      if (body.data !== undefined) Object.assign(set, { data: body.data, md5: md5Of(body.data) });
      const [row] = await db.update(puzzles).set(set).where(eq(puzzles.id, puzzle.id)).returning();
      await audit({
        area: PLUGIN_ID,
        action: 'update',
        target: puzzle.id,
        before: { attr: puzzle.attr, md5: puzzle.md5 },
        after: { attr: row.attr, md5: row.md5 },
      });
      return { puzzle: toApi(row, sort, true) };
    },
  }),
  routeOf(endpoints.translations, {
    rule: right,
    summary: "Replace a puzzle's translations (every language and text required; en cannot be removed)",
    async handler({ db, project, user, params, body, audit }) {
      const { puzzle, sort } = await changeablePuzzle(db, user, project, params);
      const name = Object.fromEntries(body.rows.map((r) => [r.language, r.trans]));
      const [row] = await db
        .update(puzzles)
        .set({ name, operator: operatorOf(user), updatedAt: new Date() })
        .where(eq(puzzles.id, puzzle.id))
        .returning();
      await audit({ area: PLUGIN_ID, action: 'translate', target: puzzle.id, before: puzzle.name, after: name });
      return { puzzle: toApi(row, sort) };
    },
  }),
  routeOf(endpoints.sort, {
    rule: right,
    summary: "Set a puzzle's sort in this folder",
    async handler({ db, project, user, params, body, audit }) {
      const { folder, puzzle, sort } = await changeablePuzzle(db, user, project, params);
      await db
        .update(folderPuzzles)
        .set({ sort: body.sort })
        .where(and(eq(folderPuzzles.folderId, folder.id), eq(folderPuzzles.puzzleId, puzzle.id)));
      await audit({
        area: PLUGIN_ID,
        action: 'sort',
        target: puzzle.id,
        before: { folderId: folder.id, sort },
        after: { folderId: folder.id, sort: body.sort },
      });
      return { puzzle: toApi(puzzle, body.sort) };
    },
  }),
  routeOf(endpoints.remove, {
    rule: right,
    summary: 'Take a puzzle out of this folder (the puzzle itself goes when no other folder holds it)',
    async handler({ db, project, user, params, audit }) {
      const { folder, puzzle, sort } = await changeablePuzzle(db, user, project, params);
      await db.delete(folderPuzzles).where(and(eq(folderPuzzles.folderId, folder.id), eq(folderPuzzles.puzzleId, puzzle.id)));
      const [{ n }] = await db.select({ n: count() }).from(folderPuzzles).where(eq(folderPuzzles.puzzleId, puzzle.id));
      if (n === 0) await db.delete(puzzles).where(eq(puzzles.id, puzzle.id));
      await audit({
        area: PLUGIN_ID,
        action: n === 0 ? 'delete' : 'removeFromFolder',
        target: puzzle.id,
        before: { folderId: folder.id, sort, puzzle: toApi(puzzle, sort) },
      });
      return { id: puzzle.id };
    },
  }),
  routeOf(endpoints.unlock, {
    rule: right,
    summary: 'Unlock a released puzzle: an editable copy of it joins this folder at its place (projects that allow it)',
    async handler({ db, project, user, params, audit }) {
      const folder = await folderOf(db, project, params.folderId);
      requireChange(user, project, folder);
      if (!flagsOf(project).unlock) throw forbidden(MESSAGES.unlockOff);
      const { puzzle, sort } = await puzzleIn(db, folder, params.puzzleId);
      if (!puzzle.isReleased) throw conflict(MESSAGES.notReleased);
      const [row] = await db
        .insert(puzzles)
        .values(copyValues(puzzle, project.code, operatorOf(user), folder.id))
        .returning();
      await db.insert(folderPuzzles).values({ folderId: folder.id, puzzleId: row.id, sort });
      await audit({ area: PLUGIN_ID, action: 'unlock', target: puzzle.id, after: { copyId: row.id, folderId: folder.id, sort } });
      return { puzzle: toApi(row, sort) };
    },
  }),
];
