// The puzzles API (002 §7 "Puzzles": list, search by id, delete, update, move, copy, sort whole
// folder, unlock, pack, stats, exports, imports). Every route needs the `puzzle` right in the
// path's project; every change also passes the folder rule (core/shared/content.ts) and refuses
// released puzzles (PUZZLE_RELEASED).
import { contentDisposition } from '../../../core/server/download';
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { folderPuzzles, folders, puzzles, type PuzzleRow } from '../../../core/server/db/content';
import { uploads } from '../../../core/server/db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../../core/server/errors';
import { routeOf } from '../../../core/server/plugin';
import { contentKey } from '../../../core/server/storage/fileStore';
import { holdsRight, isOwnerOrAdmin, rule as access } from '../../../core/shared/access';
import { folderRefusal, PUZZLE_RELEASED } from '../../../core/shared/content';
import { coreConfigSchema, readConfigKey } from '../../../core/shared/projectConfig';
import { isRowId } from '../../../core/shared/zod';
import { endpoints } from '../endpoints';
import { JOBS, MESSAGES, PICTURE_MAX_BYTES, PLUGIN_ID, RIGHT_PUZZLES, type PuzzleJobResult } from '../shared';
import { readCreateForm } from './createForm';
import { extensionOf } from './pictures';
import type { ExportPayload, ImportPayload, PackPayload } from './jobs';
import { looksLikeXlsx } from '../../../core/shared/xlsx';
import { candidateFolders, changeablePuzzle, flagsOf, folderCount, folderOf, folderPage, folderSummary, maxSort, operatorOf, puzzleIn, puzzlesInFolder, requireChange, requireUnreleased, toApi } from './puzzles';

const right = access.right(RIGHT_PUZZLES);
const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
const md5Of = (v: unknown) => createHash('md5').update(JSON.stringify(v)).digest('hex');
const invalid = (message: string, path: string) => badRequest(message, [{ path, message }]);

async function readXlsxField(c: Context): Promise<File> {
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) throw invalid(MESSAGES.onlyXlsx, 'xlsx');
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw invalid(MESSAGES.onlyXlsx, 'xlsx');
  }
  const file = form.get('xlsx');
  if (!(file instanceof File)) throw invalid(MESSAGES.onlyXlsx, 'xlsx');
  return file;
}

/** A copy of a puzzle as a new, unreleased puzzle (copy, unlock). */
function copyValues(p: PuzzleRow, projectCode: string, operator: string, fromFolderId: number) {
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

export const puzzleRoutes = [
  routeOf(endpoints.folders, {
    rule: right,
    summary: "The project's folders for the folder picker (grouped by the config's folder types on the screen)",
    async handler({ db, project }) {
      const rows = await db.select().from(folders).where(eq(folders.projectCode, project.code)).orderBy(asc(folders.type), asc(folders.sort), desc(folders.id));
      return { folders: rows.map(folderSummary), folderTypes: readConfigKey(coreConfigSchema, 'folderTypes', project.config, []) };
    },
  }),
  routeOf(endpoints.find, {
    rule: right,
    summary: 'A puzzle of the project by id, with the folders that hold it',
    async handler({ db, project, query }) {
      const [p] = await db.select().from(puzzles).where(and(eq(puzzles.id, query.id), eq(puzzles.projectCode, project.code)));
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
  routeOf(endpoints.create, {
    rule: right,
    summary: "Create a puzzle in the folder (projects whose config allows create): name, pic1 (required), pic2, typed attributes and sort (default: after the folder's last puzzle); multipart",
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
        const key = contentKey(`${project.code}/puzzles/pictures`, pic.bytes, `${base || pic.field}.${extensionOf(pic.type)}`, `${pic.field}.${extensionOf(pic.type)}`);
        const stored = await services.storage.put(key, pic.bytes, pic.type);
        urls[pic.field] = services.storage.url(key);
        await db
          .insert(uploads)
          .values({ projectCode: project.code, key, url: urls[pic.field], md5: stored.md5, size: stored.size, contentType: pic.type, fileName: pic.name.slice(0, 255), operatorId: user.id, operatorMail: user.mail })
          .onConflictDoNothing();
      }
      const attr = Object.fromEntries(Object.entries(input.attr).filter(([, v]) => v !== undefined && v !== ''));
      const sort = input.sort ?? (await maxSort(db, folder.id)) + 1;
      const operator = operatorOf(user);
      const [row] = await db
        .insert(puzzles)
        .values({ projectCode: project.code, name: { en: input.name }, isReleased: false, data: {}, md5: md5Of({}), pic1: urls.pic1, pic2: urls.pic2, attr, createdBy: operator, operator })
        .returning();
      await db.insert(folderPuzzles).values({ folderId: folder.id, puzzleId: row.id, sort });
      await audit({ area: PLUGIN_ID, action: 'create', target: row.id, after: { folderId: folder.id, sort, name: row.name, pic1: row.pic1, pic2: row.pic2, attr: row.attr } });
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
    summary: "Update a puzzle's attributes (typed fields), its attribute JSON (ADMIN with the project permission) or its data (where the project allows)",
    async handler({ db, project, user, params, body, audit }) {
      const { folder, puzzle, sort } = await changeablePuzzle(db, user, project, params);
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
      await audit({ area: PLUGIN_ID, action: 'update', target: puzzle.id, before: { attr: puzzle.attr, md5: puzzle.md5 }, after: { attr: row.attr, md5: row.md5 } });
      return { puzzle: toApi(row, sort, true) };
    },
  }),
  routeOf(endpoints.translations, {
    rule: right,
    summary: "Replace a puzzle's translations (every language and text required; en cannot be removed)",
    async handler({ db, project, user, params, body, audit }) {
      const { folder, puzzle, sort } = await changeablePuzzle(db, user, project, params);
      const name = Object.fromEntries(body.rows.map((r) => [r.language, r.trans]));
      const [row] = await db.update(puzzles).set({ name, operator: operatorOf(user), updatedAt: new Date() }).where(eq(puzzles.id, puzzle.id)).returning();
      await audit({ area: PLUGIN_ID, action: 'translate', target: puzzle.id, before: puzzle.name, after: name });
      return { puzzle: toApi(row, sort) };
    },
  }),
  routeOf(endpoints.sort, {
    rule: right,
    summary: "Set a puzzle's sort in this folder",
    async handler({ db, project, user, params, body, audit }) {
      const { folder, puzzle, sort } = await changeablePuzzle(db, user, project, params);
      await db.update(folderPuzzles).set({ sort: body.sort }).where(and(eq(folderPuzzles.folderId, folder.id), eq(folderPuzzles.puzzleId, puzzle.id)));
      await audit({ area: PLUGIN_ID, action: 'sort', target: puzzle.id, before: { folderId: folder.id, sort }, after: { folderId: folder.id, sort: body.sort } });
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
      await audit({ area: PLUGIN_ID, action: n === 0 ? 'delete' : 'removeFromFolder', target: puzzle.id, before: { folderId: folder.id, sort, puzzle: toApi(puzzle, sort) } });
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
      const [row] = await db.insert(puzzles).values(copyValues(puzzle, project.code, operatorOf(user), folder.id)).returning();
      await db.insert(folderPuzzles).values({ folderId: folder.id, puzzleId: row.id, sort });
      await audit({ area: PLUGIN_ID, action: 'unlock', target: puzzle.id, after: { copyId: row.id, folderId: folder.id, sort } });
      return { puzzle: toApi(row, sort) };
    },
  }),
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
        .select({ puzzleId: folderPuzzles.puzzleId, sort: folderPuzzles.sort, rn: sql<number>`row_number() over (order by ${folderPuzzles.sort}, ${folderPuzzles.puzzleId})`.as('rn') })
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
        if (!other || !(isOwnerOrAdmin(user, other) || holdsRight(user, other.code, RIGHT_PUZZLES))) throw invalid(MESSAGES.illegalProject, 'toProject');
        targetProject = other as typeof project;
      }
      const target = await folderOf(db, targetProject, body.toFolderId).catch(() => {
        throw invalid(MESSAGES.folderNotFound, 'toFolderId');
      });
      requireChange(user, targetProject, target);
      const list = await puzzlesInFolder(db, folder.id, body.ids);
      const operator = operatorOf(user);
      const created = await db.insert(puzzles).values(list.map((p) => copyValues(p, targetProject.code, operator, folder.id))).returning({ id: puzzles.id, originId: puzzles.originId });
      const byOrigin = new Map(created.map((c) => [c.originId, c.id]));
      const copied = list.map((p) => byOrigin.get(p.id)!);
      await db.insert(folderPuzzles).values(copied.map((id, i) => ({ folderId: target.id, puzzleId: id, sort: body.startSort + i * body.interval })));
      await audit({ area: PLUGIN_ID, action: 'copy', target: folder.id, after: { toProject: targetProject.code, toFolderId: target.id, from: list.map((p) => p.id), copied } });
      return { copied };
    },
  }),
  routeOf(endpoints.pickShuffle, {
    rule: right,
    summary: 'Pick `count` puzzles at random from each candidate folder (sort ascending, then id descending), shuffle them and add them to this folder from the start sort',
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
        const rows = await db.select({ id: folderPuzzles.puzzleId }).from(folderPuzzles).where(eq(folderPuzzles.folderId, c.id)).orderBy(sql`random()`).limit(body.count);
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
      await audit({ area: PLUGIN_ID, action: 'pickShuffle', target: folder.id, after: { from: candidates.map((c) => c.id), count: body.count, startSort: body.startSort, added: unique } });
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
        db.select({ total: count(), released: sql<number>`count(*) filter (where ${puzzles.isReleased})` }).from(folderPuzzles).innerJoin(puzzles, eq(puzzles.id, folderPuzzles.puzzleId)).where(eq(folderPuzzles.folderId, folder.id)),
        group(sql`${puzzles.attr}->>'difficulty'`),
        group(sql`case when (${puzzles.attr}->>'quality') ~ '^[0-9]+$' then (((${puzzles.attr}->>'quality')::int - 1) / 20 * 20 + 1)::text || '-' || (((${puzzles.attr}->>'quality')::int - 1) / 20 * 20 + 20)::text end`),
        group(sql`${puzzles.attr}->>'review_score'`),
      ]);
      return { total: Number(totals.total), released: Number(totals.released), byDifficulty, byQuality, byReviewScore };
    },
  }),
  routeOf(endpoints.exportFolder, {
    rule: right,
    summary: "Export the folder's puzzles (a job; its file downloads when it succeeds): 'No content!' when empty",
    async handler({ db, project, user, params, body, services, audit }) {
      const folder = await folderOf(db, project, params.folderId);
      if ((await folderCount(db, folder.id)) === 0) throw badRequest(MESSAGES.noContent);
      const payload: ExportPayload = { folderId: folder.id, kind: body.kind };
      const { id } = await services.jobs.enqueue(JOBS.export, payload, { project: project.code, createdBy: user.id, maxAttempts: 2 });
      await audit({ area: PLUGIN_ID, action: 'export', target: folder.id, after: { kind: body.kind, jobId: id } });
      return { jobId: id };
    },
  }),
  routeOf(endpoints.importFile, {
    rule: right,
    summary: 'Import translations or prices from an xlsx (multipart field xlsx) into the folder: a job',
    maxBodyBytes: MAX_IMPORT_BYTES + 64 * 1024,
    async handler({ c, db, project, user, params, query, services, audit }) {
      const folder = await folderOf(db, project, params.folderId);
      requireChange(user, project, folder);
      const file = await readXlsxField(c);
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (!looksLikeXlsx(file.name, bytes)) throw invalid(MESSAGES.onlyXlsx, 'xlsx');
      if (bytes.length > MAX_IMPORT_BYTES) throw invalid('The file is larger than 10 MB', 'xlsx');
      const key = contentKey(`puzzles/_private/imports/${project.code}`, bytes, file.name, 'import.xlsx');
      await services.storage.put(key, bytes);
      const payload: ImportPayload = { folderId: folder.id, kind: query.kind, fileKey: key, fileName: file.name.slice(0, 200), user: { id: user.id, mail: user.mail, operator: operatorOf(user) } };
      const { id } = await services.jobs.enqueue(JOBS.import, payload, { project: project.code, createdBy: user.id, maxAttempts: 1 });
      await audit({ area: PLUGIN_ID, action: 'importStart', target: folder.id, after: { kind: query.kind, file: payload.fileName, jobId: id } });
      return { jobId: id };
    },
  }),
  routeOf(endpoints.pack, {
    rule: right,
    summary: "Pack the folder's puzzles (psd, spine, treasures, tmx) into a zip: a job",
    async handler({ db, project, user, params, body, services, audit }) {
      const folder = await folderOf(db, project, params.folderId);
      if (body.ids?.length) await puzzlesInFolder(db, folder.id, body.ids);
      else if ((await folderCount(db, folder.id)) === 0) throw badRequest(MESSAGES.noContent);
      const payload: PackPayload = { folderId: folder.id, type: body.type, ids: body.ids };
      const { id } = await services.jobs.enqueue(JOBS.pack, payload, { project: project.code, createdBy: user.id, maxAttempts: 2 });
      await audit({ area: PLUGIN_ID, action: 'pack', target: folder.id, after: { type: body.type, jobId: id } });
      return { jobId: id };
    },
  }),
  routeOf(endpoints.jobFile, {
    rule: right,
    summary: "A finished export's, import report's or pack's file",
    async handler({ project, params, services }) {
      const n = Number(params.jobId);
      if (!/^\d+$/.test(params.jobId ?? '') || !isRowId(n)) throw notFound('Job not found');
      const job = await services.jobs.get(n);
      if (!job || job.projectCode !== project.code || !job.kind.startsWith(`${PLUGIN_ID}.`)) throw notFound('Job not found');
      const result = job.result as PuzzleJobResult | null;
      if (job.state !== 'succeeded' || !result?.file) throw conflict('The job has not finished');
      const file = await services.storage.get(result.file);
      if (!file) throw notFound('The file is gone');
      return new Response(file.stream(), {
        headers: {
          'Content-Type': file.info.contentType || 'application/octet-stream',
          'Content-Length': String(file.info.size),
          'Content-Disposition': contentDisposition(result.name),
        },
      });
    },
  }),
];
