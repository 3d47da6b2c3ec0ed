// The puzzles' background work (core jobs with progress): exports (xlsx sheets, the bin file of
// server/bin.ts, pictures as a zip of webp), the translation and price imports, and packs, on
// core's defineExportJob / defineImportJob (core/server/jobs/fileJobs.ts). Each file goes under
// `jobs/_private/` (never served under /cdn/); the plugin's own route hands it to the folder's
// readers (anyone with the puzzle right), core's to the user who started it.
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { writeAudit } from '../../../core/server/audit';
import type { Db } from '../../../core/server/db/connect';
import { folderPuzzles, folders, puzzles, type PuzzleRow } from '../../../core/server/db/content';
import { badRequest } from '../../../core/server/errors';
import { defineExportJob, defineImportJob, jobFileKey } from '../../../core/server/jobs/fileJobs';
import { JobFailed } from '../../../core/server/plugin';
import { cdnKey } from '../../../core/server/storage/cdnRoute';
import type { FileStore } from '../../../core/server/storage/fileStore';
import type { ExportKind, ImportKind, PackType, PuzzleJobResult } from '../shared';
import { MESSAGES } from '../shared';
import { translationRowSchema } from '../schemas';
import { folderCount, folderPuzzlesInOrder } from './puzzles';
import { readSheet, SheetBuilder } from './xlsx';
import { BIN_TYPE, BinWriter, binPuzzle } from './bin';
import { zip, type ZipEntry } from '../../../core/server/zip';

export interface ExportPayload {
  folderId: number;
  kind: ExportKind;
}
export interface ImportPayload {
  folderId: number;
  kind: ImportKind;
}
export interface PackPayload {
  folderId: number;
  type: PackType;
  ids?: number[];
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function readAll(store: FileStore, key: string): Promise<Uint8Array | null> {
  const f = await store.get(key);
  if (!f) return null;
  return new Uint8Array(await new Response(f.stream()).arrayBuffer());
}

/** A picture's bytes from our storage (its URL names a /cdn/ key), or null. */
export async function pictureBytes(store: FileStore, url: string): Promise<Uint8Array | null> {
  if (!url) return null;
  let key: string | null = null;
  try {
    key = cdnKey(new URL(url, 'http://local').toString());
  } catch {
    return null;
  }
  return key ? readAll(store, key) : null;
}

async function folderName(db: Db, id: number): Promise<string> {
  const [f] = await db.select({ name: folders.name }).from(folders).where(eq(folders.id, id));
  // Letters of any script stay (the download sends them in filename*, core/server/download.ts).
  return (
    Array.from((f?.name.en ?? String(id)).replace(/[^\p{L}\p{N}_-]+/gu, '_'))
      .slice(0, 40)
      .join('') || String(id)
  );
}

export const runExport = defineExportJob<ExportPayload>(async (ctx) => {
  const { db, payload, services, signal } = ctx;
  const total = await folderCount(db, payload.folderId);
  const base = `${ctx.project}-${await folderName(db, payload.folderId)}-${payload.kind}`;
  let done = 0;
  if (payload.kind === 'bin') {
    const [f] = await db.select().from(folders).where(eq(folders.id, payload.folderId));
    const bin = new BinWriter({
      project: ctx.project ?? '',
      folder: { id: payload.folderId, name: f?.name ?? {}, type: f?.type ?? '', categoryId: f?.categoryId ?? null },
    });
    for await (const rows of folderPuzzlesInOrder(db, payload.folderId)) {
      signal.throwIfAborted();
      for (const { puzzle, sort } of rows) bin.add(binPuzzle(puzzle, sort));
      done += rows.length;
      await ctx.progress(done, total, `${done} of ${total} puzzles`);
    }
    if (!bin.size) throw new JobFailed(MESSAGES.noContent);
    return { name: `${base}.bin`, bytes: bin.finish(), contentType: BIN_TYPE, count: bin.size };
  }
  if (payload.kind === 'pics') {
    const entries: ZipEntry[] = [];
    const seen = new Map<string, Uint8Array>();
    for await (const rows of folderPuzzlesInOrder(db, payload.folderId, 200)) {
      for (const { puzzle } of rows) {
        signal.throwIfAborted();
        for (const [slot, url] of [
          ['pic1', puzzle.pic1],
          ['pic2', puzzle.pic2],
        ] as const) {
          if (!url) continue;
          let webp = seen.get(url);
          if (!webp) {
            const src = await pictureBytes(services.storage, url);
            if (!src) continue;
            webp = new Uint8Array(await sharp(src).webp({ quality: 82 }).toBuffer());
            seen.set(url, webp);
          }
          entries.push({ name: `${puzzle.id}_${slot}.webp`, data: webp });
        }
        done++;
      }
      await ctx.progress(done, total, `${done} of ${total} puzzles`);
    }
    if (!entries.length) throw new JobFailed(MESSAGES.noContent);
    return { name: `${base}.zip`, bytes: await zip(entries), contentType: 'application/zip', count: entries.length };
  }
  const sheet = new SheetBuilder(payload.kind);
  for await (const rows of folderPuzzlesInOrder(db, payload.folderId)) {
    signal.throwIfAborted();
    for (const { puzzle, sort } of rows) sheet.add(puzzle, sort);
    done += rows.length;
    await ctx.progress(done, total, `${done} of ${total} puzzles`);
  }
  if (!sheet.size) throw new JobFailed(MESSAGES.noContent);
  await ctx.progress(done, total, 'Writing the workbook');
  return { name: `${base}.xlsx`, bytes: await sheet.toXlsx(), contentType: XLSX_TYPE, count: sheet.size };
});

/** What an import row asks: a new name map, or a new price list. */
export function importChange(
  kind: ImportKind,
  header: string[],
  cells: Record<string, string>,
  current: PuzzleRow,
): { set: Partial<PuzzleRow> } | { error: string } | null {
  if (kind === 'translation') {
    const name = { ...current.name };
    let changed = false;
    for (const h of header) {
      if (h === 'id' || h === 'sort' || !cells[h]) continue;
      const parsed = translationRowSchema.safeParse({ language: h, trans: cells[h] });
      if (!parsed.success) return { error: parsed.error.issues[0].message };
      if (name[h] !== parsed.data.trans) {
        name[h] = parsed.data.trans;
        changed = true;
      }
    }
    if (!name.en) return { error: MESSAGES.enRequired };
    return changed ? { set: { name } } : null;
  }
  const raw = cells.priceList ?? '';
  if (!raw) return null;
  let list: unknown;
  try {
    list = raw.trim().startsWith('[') ? JSON.parse(raw) : raw.split(',').map((s) => Number(s.trim()));
  } catch {
    return { error: 'priceList must be a JSON array or numbers separated by commas' };
  }
  if (!Array.isArray(list) || list.length > 100 || list.some((v) => typeof v === 'number' && !Number.isFinite(v)))
    return { error: 'priceList must be a JSON array or numbers separated by commas' };
  return JSON.stringify(list) === JSON.stringify(current.priceList) ? null : { set: { priceList: list } };
}

/**
 * Imports translations or prices into the folder's puzzles: rows name puzzles by id; a puzzle not
 * in the folder, or released (locked), is skipped and reported; the whole file commits in one
 * transaction with one audit entry.
 */
export const runImport = defineImportJob<ImportPayload, PuzzleJobResult & { skipped: string[] }>(async (ctx, bytes) => {
  const { db, payload, services } = ctx;
  const sheet = readSheet(bytes);
  if (!sheet) throw badRequest(MESSAGES.onlyXlsx);
  if (!sheet.header.includes('id')) throw badRequest("The first row must name the columns, with an 'id' column");
  if (payload.kind === 'price' && !sheet.header.includes('priceList'))
    throw badRequest('The first row must name the columns: id, priceList');
  const total = sheet.rows.length;
  const skipped: string[] = [];
  let changed = 0;
  // Reads and checks first (with progress), then one transaction for every change and its audit
  // (progress writes go through the database too: none inside the transaction).
  const updates: { id: number; set: Partial<PuzzleRow>; before: unknown; after: unknown }[] = [];
  for (let i = 0; i < sheet.rows.length; i += 1000) {
    ctx.signal.throwIfAborted();
    const chunk = sheet.rows.slice(i, i + 1000);
    const ids = chunk.map((r) => Number(r.cells.id)).filter((n) => Number.isSafeInteger(n) && n > 0 && n < 2 ** 31);
    const found = ids.length
      ? await db
          .select({ puzzle: puzzles })
          .from(folderPuzzles)
          .innerJoin(puzzles, eq(puzzles.id, folderPuzzles.puzzleId))
          .where(and(eq(folderPuzzles.folderId, payload.folderId), inArray(folderPuzzles.puzzleId, ids)))
      : [];
    const byId = new Map(found.map((r) => [r.puzzle.id, r.puzzle]));
    for (const { row, cells } of chunk) {
      const id = Number(cells.id);
      const p = byId.get(id);
      if (!p) {
        skipped.push(`Row ${row}: ${cells.id ? MESSAGES.notInFolder(id) : 'no id'}`);
        continue;
      }
      const change = importChange(payload.kind, sheet.header, cells, p);
      if (!change) continue;
      if ('error' in change) {
        skipped.push(`Row ${row}: ${change.error}`);
        continue;
      }
      if (p.isReleased) {
        skipped.push(`Row ${row}: puzzle ${id}: This puzzle is released and locked`);
        continue;
      }
      const pick = (x: Partial<PuzzleRow>) => (payload.kind === 'translation' ? x.name : x.priceList);
      updates.push({ id, set: change.set, before: pick(p), after: pick(change.set) });
    }
    await ctx.progress(Math.min(i + 1000, total), total, `${Math.min(i + 1000, total)} of ${total} rows checked`);
  }
  ctx.signal.throwIfAborted();
  await db.transaction(async (tx) => {
    const now = new Date();
    for (const u of updates)
      await tx
        .update(puzzles)
        .set({ ...u.set, operator: payload.user.operator, updatedAt: now })
        .where(eq(puzzles.id, u.id));
    await writeAudit(tx, payload.user, ctx.project, {
      area: 'puzzles',
      action: `import-${payload.kind}`,
      target: payload.folderId,
      before: Object.fromEntries(updates.map((u) => [u.id, u.before])),
      after: { file: payload.upload.name, changed: Object.fromEntries(updates.map((u) => [u.id, u.after])) },
    });
  });
  changed = updates.length;
  const name = `import-${payload.kind}-report.txt`;
  const report = new TextEncoder().encode([`${changed} puzzles changed`, ...skipped].join('\n') + '\n');
  const file = jobFileKey(ctx.job.id, ctx.attempt, name);
  await services.storage.put(file, report, 'text/plain; charset=utf-8');
  return { file, name, count: total, changed, skipped: skipped.slice(0, 100) };
});

const xmlEscape = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * One puzzle's files in a pack (README "Packs"):
 * - psd: the art layers an artist opens: pic1.png, pic2.png and layers.json (the shapes);
 * - spine: skeleton.json (one bone and slot per shape, spine 4 layout) and the atlas picture pic1.webp;
 * - treasures: treasures.json (data.treasures, else one treasure per shape) with treasures_quality;
 * - tmx: level.tmx, a Tiled map of data.width × data.height (default 10×10) with the shapes as objects.
 */
export async function packFiles(store: FileStore, type: PackType, p: PuzzleRow): Promise<ZipEntry[]> {
  const dir = `${p.id}/`;
  const shapes = Array.isArray(p.shapes) ? p.shapes : [];
  const enc = (v: unknown) => new TextEncoder().encode(typeof v === 'string' ? v : JSON.stringify(v, null, 2));
  switch (type) {
    case 'psd': {
      const out: ZipEntry[] = [{ name: `${dir}layers.json`, data: enc({ id: p.id, name: p.name.en ?? '', shapes }) }];
      for (const slot of ['pic1', 'pic2'] as const) {
        const src = await pictureBytes(store, p[slot]);
        if (src) out.push({ name: `${dir}${slot}.png`, data: new Uint8Array(await sharp(src).png().toBuffer()) });
      }
      return out;
    }
    case 'spine': {
      const bones = [{ name: 'root' }, ...shapes.map((_, i) => ({ name: `shape${i}`, parent: 'root' }))];
      const slots = shapes.map((_, i) => ({ name: `shape${i}`, bone: `shape${i}`, attachment: `shape${i}` }));
      const out: ZipEntry[] = [
        {
          name: `${dir}skeleton.json`,
          data: enc({
            skeleton: { hash: p.md5, spine: '4.1', images: './' },
            bones,
            slots,
            skins: [{ name: 'default', attachments: {} }],
            animations: {},
          }),
        },
      ];
      const src = await pictureBytes(store, p.pic1);
      if (src) out.push({ name: `${dir}pic1.webp`, data: new Uint8Array(await sharp(src).webp().toBuffer()) });
      return out;
    }
    case 'treasures': {
      const treasures = Array.isArray(p.data.treasures) ? p.data.treasures : shapes.map((s, i) => ({ index: i, shape: s }));
      return [{ name: `${dir}treasures.json`, data: enc({ id: p.id, quality: p.attr.treasures_quality ?? null, treasures }) }];
    }
    case 'tmx': {
      const w = Number.isInteger(p.data.width) ? (p.data.width as number) : 10;
      const h = Number.isInteger(p.data.height) ? (p.data.height as number) : 10;
      const objects = shapes
        .map(
          (s, i) =>
            `  <object id="${i + 1}" name="shape${i}"><properties><property name="shape" value="${xmlEscape(JSON.stringify(s))}"/></properties></object>`,
        )
        .join('\n');
      const tmx = `<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.10" orientation="orthogonal" renderorder="right-down" width="${w}" height="${h}" tilewidth="32" tileheight="32">\n <properties><property name="puzzleId" type="int" value="${p.id}"/><property name="md5" value="${xmlEscape(p.md5)}"/></properties>\n <objectgroup id="1" name="shapes">\n${objects}\n </objectgroup>\n</map>\n`;
      return [{ name: `${dir}level.tmx`, data: enc(tmx) }];
    }
  }
}

export const runPack = defineExportJob<PackPayload>(async (ctx) => {
  const { db, payload, services } = ctx;
  const only = payload.ids?.length ? new Set(payload.ids) : null;
  const total = only ? only.size : await folderCount(db, payload.folderId);
  const entries: ZipEntry[] = [];
  let done = 0;
  for await (const rows of folderPuzzlesInOrder(db, payload.folderId, 200)) {
    for (const { puzzle } of rows) {
      if (only && !only.has(puzzle.id)) continue;
      ctx.signal.throwIfAborted();
      entries.push(...(await packFiles(services.storage, payload.type, puzzle)));
      done++;
    }
    await ctx.progress(done, total, `${done} of ${total} puzzles`);
  }
  if (!done) throw new JobFailed(MESSAGES.noContent);
  const name = `${ctx.project}-${await folderName(db, payload.folderId)}-${payload.type}.zip`;
  return { name, bytes: await zip(entries), contentType: 'application/zip', count: done };
});
