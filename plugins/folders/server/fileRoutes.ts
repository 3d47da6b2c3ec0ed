// The spreadsheet routes: folder names out and in (001 §7, form field xlsx) and random puzzles
// (002: multipart {targetFile, sourceFolderIds}). A project's folders are a few hundred at most,
// so a names export or import is one short request, not a job.
//
// Names sheet: a header row `id | en | <other language codes...>`, then one row per folder. On
// import, a blank cell leaves that language unchanged; en may not be blank for a new value.
//
// Random puzzles sheet: a header row `name | count`, then one row per folder to make: the new
// folder's English name and how many puzzles it gets, drawn at random (no puzzle twice in the whole
// file) from the puzzles of the source folders. Check reports problems row by row; Create makes
// the folders, each with its puzzles at sort 1..count.
import { randomInt } from 'node:crypto';
import type { Context } from 'hono';
import { and, eq, inArray } from 'drizzle-orm';
import { badRequest, conflict, forbidden } from '../../../core/server/errors';
import { readSheetRows, writeXlsx, xlsxResponse } from '../../../core/server/xlsx';
import { looksLikeXlsx } from '../../../core/shared/xlsx';
import { folderPuzzles, folders } from '../../../core/server/db/content';
import { route } from '../../../core/server/plugin';
import type { Db } from '../../../core/server/db/connect';
import { folderRefusal } from '../../../core/shared/content';
import { FILE_PATHS } from '../endpoints';
import { sourceIdsSchema } from '../schemas';
import { MESSAGES, type RandomCheckResponse, type RandomCheckRow } from '../shared';
import { nextFolderSort, viewerOf } from './folders';
import { full, right } from './routes';

const MAX_XLSX = 5 * 1024 * 1024;
const MAX_ROWS = 2000;
/** The most puzzles one sheet may place: Create stays one short request. */
export const MAX_RANDOM_TOTAL = 20_000;

async function formOf(c: Context): Promise<FormData> {
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) throw badRequest(MESSAGES.selectXlsx);
  try {
    return await c.req.formData();
  } catch {
    throw badRequest(MESSAGES.selectXlsx);
  }
}

/** The rows of an xlsx file's first sheet, or a 400 ('Only xlsx files can be uploaded'). */
async function sheetRows(file: FormDataEntryValue | null): Promise<unknown[][]> {
  if (!(file instanceof File)) throw badRequest(MESSAGES.selectXlsx, [{ path: 'file', message: MESSAGES.selectXlsx }]);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!looksLikeXlsx(file.name, bytes) || bytes.length > MAX_XLSX)
    throw badRequest(MESSAGES.onlyXlsx, [{ path: 'file', message: MESSAGES.onlyXlsx }]);
  return readSheetRows(bytes, { maxRows: MAX_ROWS + 1 });
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v)).replace(/\u0000/g, '').trim();
const LANG = /^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*$/;

/** Parses a random-puzzles sheet against the source folders' puzzles. */
async function checkRandom(db: Db, code: string, form: FormData): Promise<RandomCheckResponse & { sourceIds: number[]; pool: number[] }> {
  const ids = sourceIdsSchema.safeParse(
    typeof form.get('sourceFolderIds') === 'string' ? form.get('sourceFolderIds') : form.getAll('sourceFolderIds[]').join(','),
  );
  if (!ids.success) throw badRequest(MESSAGES.sourceIds, [{ path: 'sourceFolderIds', message: MESSAGES.sourceIds }]);
  const rows = await sheetRows(form.get('targetFile'));
  const found = await db
    .select({ id: folders.id })
    .from(folders)
    .where(and(eq(folders.projectCode, code), inArray(folders.id, ids.data)));
  const missing = ids.data.filter((id) => !found.some((f) => f.id === id));
  if (missing.length)
    throw badRequest(`Unknown source folder ids: ${missing.join(', ')}`, [
      { path: 'sourceFolderIds', message: `Unknown source folder ids: ${missing.join(', ')}` },
    ]);
  const pool = [
    ...new Set(
      (await db.select({ id: folderPuzzles.puzzleId }).from(folderPuzzles).where(inArray(folderPuzzles.folderId, ids.data))).map(
        (r) => r.id,
      ),
    ),
  ];
  const header = (rows[0] ?? []).map((h) => text(h).toLowerCase());
  const at = { name: header.indexOf('name'), count: header.indexOf('count') };
  if (at.name < 0 || at.count < 0) throw badRequest('The first row must name the columns: name, count');
  const out: RandomCheckRow[] = [];
  let total = 0;
  rows.slice(1).forEach((cells, i) => {
    const name = text(cells[at.name]);
    const raw = text(cells[at.count]);
    if (!name && !raw) return;
    const problems: string[] = [];
    if (!name) problems.push(MESSAGES.nameRequired);
    else if (name.length > 200) problems.push('At most 200 characters');
    // The cell as written ('abc', '1.5', '99999999'): a count only when it is a whole number in range.
    const n = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(raw) ? Number(raw) : NaN;
    const countProblem = !Number.isInteger(n)
      ? MESSAGES.countWhole
      : n < 1
        ? MESSAGES.pickCountMin
        : n > MAX_RANDOM_TOTAL
          ? MESSAGES.countMax(MAX_RANDOM_TOTAL)
          : null;
    if (countProblem) problems.push(countProblem);
    else total += n;
    if (!problems.length && total > MAX_RANDOM_TOTAL) problems.push(`At most ${MAX_RANDOM_TOTAL} puzzles in one file`);
    else if (!problems.length && total > pool.length)
      problems.push(`Not enough puzzles: the rows up to here need ${total}, the source folders have ${pool.length}`);
    out.push({ row: i + 2, name, count: countProblem ? null : n, cell: raw, problems });
  });
  if (!out.length) out.push({ row: 2, name: '', count: null, cell: '', problems: ['No rows: add a name and a count per folder'] });
  return { ok: out.every((r) => !r.problems.length), rows: out, available: pool.length, sourceIds: ids.data, pool };
}

export const fileRoutes = [
  route({
    method: 'GET',
    path: FILE_PATHS.exportNames,
    rule: full,
    summary: "Every folder's names as xlsx: id, en, then the other languages",
    async handler({ db, project }) {
      const rows = await db
        .select({ id: folders.id, name: folders.name })
        .from(folders)
        .where(eq(folders.projectCode, project.code))
        .orderBy(folders.sort, folders.id);
      const langs = ['en', ...[...new Set(rows.flatMap((r) => Object.keys(r.name)))].filter((l) => l !== 'en').sort()];
      const data = writeXlsx([
        { name: 'names', rows: [['id', ...langs], ...rows.map((r) => [r.id, ...langs.map((l) => r.name[l] ?? '')])] },
      ]);
      return xlsxResponse(data, `folder-names-${project.code}.xlsx`);
    },
  }),
  route({
    method: 'POST',
    path: FILE_PATHS.importNames,
    rule: full,
    maxBodyBytes: MAX_XLSX + 64 * 1024,
    summary: 'Import folder names (multipart field xlsx): rows of id, en, other languages; blank cells leave a language as it is',
    async handler({ c, db, user, project, audit }) {
      const rows = await sheetRows((await formOf(c)).get('xlsx'));
      const header = (rows[0] ?? []).map((h) => text(h));
      if (header[0]?.toLowerCase() !== 'id') throw badRequest('The first row must be: id, en, then language codes');
      const bad = header.slice(1).find((l) => !LANG.test(l));
      if (bad !== undefined) throw badRequest(`${MESSAGES.langTransNull}: column '${bad}'`);
      const problems: string[] = [];
      const changes: { id: number; name: Record<string, string> }[] = [];
      const existing = await db.select().from(folders).where(eq(folders.projectCode, project.code));
      for (const [i, cells] of rows.slice(1).entries()) {
        const row = i + 2;
        const id = Number(text(cells[0]));
        const f = existing.find((x) => x.id === id);
        if (!f) {
          problems.push(`Row ${row}: no folder ${text(cells[0]) || '(blank id)'} in this project`);
          continue;
        }
        const why = folderRefusal(viewerOf(user), project, f);
        if (why) {
          problems.push(`Row ${row}: ${why}`);
          continue;
        }
        const name = { ...f.name };
        header.slice(1).forEach((lang, j) => {
          const v = text(cells[j + 1]);
          if (v.length > 200) problems.push(`Row ${row}: ${lang} has more than 200 characters`);
          else if (v) name[lang] = v;
        });
        if (!name.en) problems.push(`Row ${row}: ${MESSAGES.nameRequired}`);
        changes.push({ id, name });
      }
      if (problems.length)
        throw badRequest(
          problems.slice(0, 20).join('; '),
          problems.slice(0, 100).map((message) => ({ path: 'xlsx', message })),
        );
      for (const ch of changes)
        await db
          .update(folders)
          .set({ name: ch.name, updatedAt: new Date(), operator: user.displayName || user.mail })
          .where(eq(folders.id, ch.id));
      await audit({ area: 'folders', action: 'names.import', after: changes });
      return { updated: changes.length };
    },
  }),
  route({
    method: 'POST',
    path: FILE_PATHS.randomCheck,
    rule: right,
    maxBodyBytes: MAX_XLSX + 64 * 1024,
    transaction: false,
    summary: 'Check a random-puzzles sheet (multipart targetFile, sourceFolderIds): problems row by row',
    async handler({ c, db, project }) {
      const { sourceIds: _s, pool: _p, ...res } = await checkRandom(db, project.code, await formOf(c));
      return res;
    },
  }),
  route({
    method: 'POST',
    path: FILE_PATHS.randomCreate,
    rule: right,
    maxBodyBytes: MAX_XLSX + 64 * 1024,
    summary: 'Create the folders of a random-puzzles sheet, each with its count of puzzles drawn at random from the source folders',
    async handler({ c, db, user, project, audit }) {
      const checked = await checkRandom(db, project.code, await formOf(c));
      if (!checked.ok) throw conflict(MESSAGES.checkFirst);
      const pool = [...checked.pool];
      let sort = await nextFolderSort(db, project.code);
      const made: { id: number; name: string; puzzleIds: number[] }[] = [];
      for (const r of checked.rows) {
        const picked: number[] = [];
        for (let k = 0; k < (r.count ?? 0); k++) picked.push(pool.splice(randomInt(pool.length), 1)[0]);
        const [row] = await db
          .insert(folders)
          .values({
            projectCode: project.code,
            name: { en: r.name },
            sort: sort++,
            createdById: user.id,
            createdBy: user.mail,
            operator: user.displayName || user.mail,
          })
          .returning();
        await db.insert(folderPuzzles).values(picked.map((puzzleId, i) => ({ folderId: row.id, puzzleId, sort: i + 1 })));
        made.push({ id: row.id, name: r.name, puzzleIds: picked });
      }
      await audit({ area: 'folders', action: 'random.create', after: { sourceIds: checked.sourceIds, folders: made } });
      return { folders: made.map((m) => ({ id: m.id, name: m.name, count: m.puzzleIds.length })) };
    },
  }),
];
void forbidden;
