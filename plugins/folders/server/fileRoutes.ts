// The spreadsheet routes: folder names out and in (001 §7, form field xlsx) and random puzzles
// (002: multipart {targetFile, sourceFolderIds}). The names export, the names import and the
// random puzzles' Create run as jobs (issue 31 item 6: long work never holds a request; core's
// defineExportJob/defineImportJob): the route checks what it can at once (the form, an xlsx file,
// its size, the source ids) and answers 4xx as before, the job does the rest. The export's file is
// at GET /v1/jobs/:id/file; a refused import fails its job with the message the route used to
// answer and every problem listed, nothing written. The random puzzles' Check stays a request: a
// preview answered to the screen (one read of the sheet and of the source folders, nothing
// written), which the page shows as its table.
//
// Names sheet: a header row `id | en | <other language codes...>`, then one row per folder. On
// import, a blank cell leaves that language unchanged; en may not be blank for a new value.
//
// Random puzzles sheet: a header row `name | count`, then one row per folder to make: the new
// folder's English name and how many puzzles it gets, drawn at random (no puzzle twice in the whole
// file) from the puzzles of the source folders. Check reports problems row by row; Create makes
// the folders, each with its puzzles at sort 1..count, in one transaction (all or nothing).
import { randomInt } from 'node:crypto';
import type { Context } from 'hono';
import { and, eq, inArray } from 'drizzle-orm';
import { writeAudit } from '../../../core/server/audit';
import { badRequest, HttpError } from '../../../core/server/errors';
import { defineExportJob, defineImportJob, startFileJob, startImportJob } from '../../../core/server/jobs/fileJobs';
import { readSheetRows, writeXlsx } from '../../../core/server/xlsx';
import { looksLikeXlsx, XLSX_MIME } from '../../../core/shared/xlsx';
import type { ProjectAccess } from '../../../core/shared/access';
import { folderPuzzles, folders } from '../../../core/server/db/content';
import { route, type JobHandler } from '../../../core/server/plugin';
import type { Db } from '../../../core/server/db/connect';
import { folderRefusal, type ContentViewer } from '../../../core/shared/content';
import { FILE_PATHS } from '../endpoints';
import { sourceIdsSchema } from '../schemas';
import { MESSAGES, PLUGIN_ID, type RandomCheckResponse, type RandomCheckRow, type RandomCreateResult } from '../shared';
import { nextFolderSort, viewerOf } from './folders';
import { full, right } from './routes';

const MAX_XLSX = 5 * 1024 * 1024;
const MAX_ROWS = 2000;
/** The most puzzles one sheet may place. */
export const MAX_RANDOM_TOTAL = 20_000;

/** The jobs of these routes (server/index.ts registers them). */
export const FILE_JOBS = {
  exportNames: `${PLUGIN_ID}.exportNames`,
  importNames: `${PLUGIN_ID}.importNames`,
  randomCreate: `${PLUGIN_ID}.randomCreate`,
} as const;

async function formOf(c: Context): Promise<FormData> {
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) throw badRequest(MESSAGES.selectXlsx);
  try {
    return await c.req.formData();
  } catch {
    throw badRequest(MESSAGES.selectXlsx);
  }
}

/** A form's xlsx file and its bytes, or a 400 ('Please select an xlsx file', 'Only xlsx files can be uploaded'). */
async function xlsxOf(file: FormDataEntryValue | null): Promise<{ file: File; bytes: Uint8Array }> {
  if (!(file instanceof File)) throw badRequest(MESSAGES.selectXlsx, [{ path: 'file', message: MESSAGES.selectXlsx }]);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!looksLikeXlsx(file.name, bytes) || bytes.length > MAX_XLSX)
    throw badRequest(MESSAGES.onlyXlsx, [{ path: 'file', message: MESSAGES.onlyXlsx }]);
  return { file, bytes };
}

/** The rows of an xlsx file's first sheet (a file the library cannot read: 400 'Only xlsx files can be uploaded'). */
const sheetRows = (bytes: Uint8Array): unknown[][] => readSheetRows(bytes, { maxRows: MAX_ROWS + 1 });

/** The source folder ids of a random-puzzles form, or a 400. */
function sourceIdsOf(form: FormData): number[] {
  const ids = sourceIdsSchema.safeParse(
    typeof form.get('sourceFolderIds') === 'string' ? form.get('sourceFolderIds') : form.getAll('sourceFolderIds[]').join(','),
  );
  if (!ids.success) throw badRequest(MESSAGES.sourceIds, [{ path: 'sourceFolderIds', message: MESSAGES.sourceIds }]);
  return ids.data;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v)).replace(/\u0000/g, '').trim();
const LANG = /^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*$/;

/** Parses a random-puzzles sheet against the source folders' puzzles. */
async function checkRandom(
  db: Db,
  code: string,
  sourceIds: number[],
  rows: unknown[][],
): Promise<RandomCheckResponse & { sourceIds: number[]; pool: number[] }> {
  const found = await db
    .select({ id: folders.id })
    .from(folders)
    .where(and(eq(folders.projectCode, code), inArray(folders.id, sourceIds)));
  const missing = sourceIds.filter((id) => !found.some((f) => f.id === id));
  if (missing.length)
    throw badRequest(`Unknown source folder ids: ${missing.join(', ')}`, [
      { path: 'sourceFolderIds', message: `Unknown source folder ids: ${missing.join(', ')}` },
    ]);
  const pool = [
    ...new Set(
      (await db.select({ id: folderPuzzles.puzzleId }).from(folderPuzzles).where(inArray(folderPuzzles.folderId, sourceIds))).map(
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
  return { ok: out.every((r) => !r.problems.length), rows: out, available: pool.length, sourceIds, pool };
}

interface ExportPayload {
  code: string;
}

/** The names export: id, en, then the other languages, one row per folder in the list's order. */
export const runExportNames = defineExportJob<ExportPayload>(async ({ db, payload, progress }) => {
  await progress(0, null, 'Reading the folders');
  const rows = await db
    .select({ id: folders.id, name: folders.name })
    .from(folders)
    .where(eq(folders.projectCode, payload.code))
    .orderBy(folders.sort, folders.id);
  const langs = ['en', ...[...new Set(rows.flatMap((r) => Object.keys(r.name)))].filter((l) => l !== 'en').sort()];
  const bytes = writeXlsx([{ name: 'names', rows: [['id', ...langs], ...rows.map((r) => [r.id, ...langs.map((l) => r.name[l] ?? '')])] }]);
  return { name: `folder-names-${payload.code}.xlsx`, bytes, contentType: XLSX_MIME, count: rows.length };
});

interface ImportNamesPayload {
  /** The project and the starter as the folder rule reads them (owners, role, rights, mail). */
  project: ProjectAccess;
  viewer: ContentViewer;
}

/** The names import: every row checked (a problem anywhere: the job fails, nothing written), then applied. */
export const runImportNames = defineImportJob<ImportNamesPayload, { updated: number }>(async (ctx, bytes) => {
  const { db, payload: p, signal } = ctx;
  await ctx.progress(0, null, 'Reading the file');
  const rows = sheetRows(bytes);
  const header = (rows[0] ?? []).map((h) => text(h));
  if (header[0]?.toLowerCase() !== 'id') throw badRequest('The first row must be: id, en, then language codes');
  const bad = header.slice(1).find((l) => !LANG.test(l));
  if (bad !== undefined) throw badRequest(`${MESSAGES.langTransNull}: column '${bad}'`);
  const total = rows.length - 1;
  await ctx.progress(0, total, `Writing the names of ${total} rows`);
  signal.throwIfAborted();
  const updated = await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const problems: string[] = [];
    const changes: { id: number; name: Record<string, string> }[] = [];
    const existing = await tx.select().from(folders).where(eq(folders.projectCode, p.project.code)).for('update');
    for (const [i, cells] of rows.slice(1).entries()) {
      const row = i + 2;
      const id = Number(text(cells[0]));
      const f = existing.find((x) => x.id === id);
      if (!f) {
        problems.push(`Row ${row}: no folder ${text(cells[0]) || '(blank id)'} in this project`);
        continue;
      }
      const why = folderRefusal(p.viewer, p.project, f);
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
    const now = new Date();
    for (const [i, ch] of changes.entries()) {
      if (i % 200 === 0) signal.throwIfAborted();
      await tx.update(folders).set({ name: ch.name, updatedAt: now, operator: p.user.operator }).where(eq(folders.id, ch.id));
    }
    await writeAudit(tx, p.user, p.project.code, { area: PLUGIN_ID, action: 'names.import', target: p.upload.name, after: changes });
    return changes.length;
  });
  await ctx.progress(total, total, `${updated} folders renamed`);
  return { updated };
});

interface RandomPayload {
  code: string;
  sourceIds: number[];
}

/**
 * Random puzzles' Create: the sheet checked again (as Check does; a problem anywhere fails the job
 * with 'Check the file first: it has problems' and each row's problems, nothing made), then the
 * folders and their puzzles written in one transaction with the audit entry.
 */
export const runRandomCreate = defineImportJob<RandomPayload, RandomCreateResult>(async (ctx, bytes) => {
  const { db, payload: p, signal } = ctx;
  await ctx.progress(0, null, 'Checking the file');
  const checked = await checkRandom(db, p.code, p.sourceIds, sheetRows(bytes));
  if (!checked.ok)
    throw new HttpError(
      409,
      MESSAGES.checkFirst,
      'conflict',
      checked.rows.flatMap((r) => r.problems.map((message) => ({ path: 'targetFile', message: `Row ${r.row}: ${message}` }))).slice(0, 100),
    );
  const total = checked.rows.length;
  await ctx.progress(0, total, `Creating ${total} folders`);
  signal.throwIfAborted();
  const made = await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // The source folders' puzzles as they are now (an edit since the check is taken into account).
    const pool = [
      ...new Set(
        (await tx.select({ id: folderPuzzles.puzzleId }).from(folderPuzzles).where(inArray(folderPuzzles.folderId, p.sourceIds))).map(
          (r) => r.id,
        ),
      ),
    ];
    const need = checked.rows.reduce((n, r) => n + (r.count ?? 0), 0);
    if (need > pool.length)
      throw new HttpError(409, `Not enough puzzles: the rows need ${need}, the source folders have ${pool.length}`, 'conflict');
    let sort = await nextFolderSort(tx, p.code);
    const out: { id: number; name: string; puzzleIds: number[] }[] = [];
    for (const r of checked.rows) {
      signal.throwIfAborted();
      const picked: number[] = [];
      for (let k = 0; k < (r.count ?? 0); k++) picked.push(pool.splice(randomInt(pool.length), 1)[0]);
      const [row] = await tx
        .insert(folders)
        .values({
          projectCode: p.code,
          name: { en: r.name },
          sort: sort++,
          createdById: p.user.id,
          createdBy: p.user.mail,
          operator: p.user.operator,
        })
        .returning();
      await tx.insert(folderPuzzles).values(picked.map((puzzleId, i) => ({ folderId: row.id, puzzleId, sort: i + 1 })));
      out.push({ id: row.id, name: r.name, puzzleIds: picked });
    }
    await writeAudit(tx, p.user, p.code, { area: PLUGIN_ID, action: 'random.create', after: { sourceIds: p.sourceIds, folders: out } });
    return out;
  });
  await ctx.progress(total, total, `${made.length} folders created`);
  return { folders: made.map((m) => ({ id: m.id, name: m.name, count: m.puzzleIds.length })) };
});

export const fileJobs: Record<string, JobHandler> = {
  [FILE_JOBS.exportNames]: runExportNames,
  [FILE_JOBS.importNames]: runImportNames,
  [FILE_JOBS.randomCreate]: runRandomCreate,
};

export const fileRoutes = [
  route({
    method: 'GET',
    path: FILE_PATHS.exportNames,
    rule: full,
    summary:
      "Start the export of every folder's names as xlsx (id, en, then the other languages): a job, its file at GET /v1/jobs/:id/file",
    async handler(ctx) {
      const code = ctx.project.code;
      return startFileJob<ExportPayload>(
        ctx,
        FILE_JOBS.exportNames,
        { code },
        {
          project: code,
          audit: { area: PLUGIN_ID, action: 'names.export', target: code },
        },
      );
    },
  }),
  route({
    method: 'POST',
    path: FILE_PATHS.importNames,
    rule: full,
    maxBodyBytes: MAX_XLSX + 64 * 1024,
    summary:
      'Start importing folder names (multipart field xlsx): rows of id, en, other languages; blank cells leave a language as it is. A job: its result is { updated }, a refused file lists every problem',
    async handler(ctx) {
      const upload = await xlsxOf((await formOf(ctx.c)).get('xlsx'));
      const project: ProjectAccess = { code: ctx.project.code, ownerIds: ctx.project.ownerIds };
      return startImportJob<ImportNamesPayload>(
        ctx,
        FILE_JOBS.importNames,
        upload,
        { project, viewer: viewerOf(ctx.user) },
        { project: project.code, audit: { area: PLUGIN_ID, action: 'names.importStart', target: upload.file.name.slice(0, 200) } },
      );
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
      const form = await formOf(c);
      const ids = sourceIdsOf(form);
      const { bytes } = await xlsxOf(form.get('targetFile'));
      const { sourceIds: _s, pool: _p, ...res } = await checkRandom(db, project.code, ids, sheetRows(bytes));
      return res;
    },
  }),
  route({
    method: 'POST',
    path: FILE_PATHS.randomCreate,
    rule: right,
    maxBodyBytes: MAX_XLSX + 64 * 1024,
    summary:
      'Start creating the folders of a random-puzzles sheet (multipart targetFile, sourceFolderIds), each with its count of puzzles drawn at random from the source folders. A job: its result is { folders }',
    async handler(ctx) {
      const form = await formOf(ctx.c);
      const sourceIds = sourceIdsOf(form);
      const upload = await xlsxOf(form.get('targetFile'));
      return startImportJob<RandomPayload>(
        ctx,
        FILE_JOBS.randomCreate,
        upload,
        { code: ctx.project.code, sourceIds },
        { project: ctx.project.code, audit: { area: PLUGIN_ID, action: 'random.createStart', target: upload.file.name.slice(0, 200) } },
      );
    },
  }),
];
