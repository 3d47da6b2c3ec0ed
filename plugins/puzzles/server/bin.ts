// The `bin` export (002 §9 "Export formats: xlsx, bin, pics zip (webp)"; README "The bin export"):
// a folder's puzzles as the entries a release's data file gives a game client (the releases
// plugin's `default` file: a folder {id, name, type, categoryId} and its puzzles {id, sort, name,
// attr, md5, data, pic1, pic2}), framed so a client reads it level by level and nothing is cut
// (the xlsx `data` sheet stops at Excel's 32,767 characters a cell). Defined here, not imported
// from releases (a plugin never imports another): the fields are kept the same as that file's by
// hand (plugins/releases/server/jobs.ts `folderOf`, `puzzleOf`).
//
// Layout, integers little-endian:
//   0  4 bytes  magic "LOPB"
//   4  u16      version (1)
//   6  u32      puzzle count N
//  10  u32      header length H, then H bytes of UTF-8 JSON: { project, folder: {id, name, type, categoryId} }
//      then N records, in the folder's order (sort, then id): u32 length L, then L bytes of UTF-8
//      JSON {id, sort, name, attr, md5, data, pic1, pic2}
import type { PuzzleRow } from '../../../core/server/db/content';

export const BIN_MAGIC = 'LOPB';
export const BIN_VERSION = 1;
export const BIN_TYPE = 'application/octet-stream';

export interface BinFolder {
  id: number;
  name: Record<string, string>;
  type: string;
  categoryId: number | null;
}
export interface BinHeader {
  project: string;
  folder: BinFolder;
}
/** One puzzle, as a release's data file lists it. */
export interface BinPuzzle {
  id: number;
  sort: number;
  name: Record<string, string>;
  attr: Record<string, unknown>;
  md5: string;
  data: Record<string, unknown>;
  pic1: string;
  pic2: string;
}

export const binPuzzle = (p: PuzzleRow, sort: number): BinPuzzle => ({
  id: p.id,
  sort,
  name: p.name,
  attr: p.attr,
  md5: p.md5,
  data: p.data,
  pic1: p.pic1,
  pic2: p.pic2,
});

const u32 = (n: number) => {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setUint32(0, n, true);
  return b;
};

/** Writes a bin file piece by piece: `add` each puzzle in order, then `finish`. */
export class BinWriter {
  private parts: Uint8Array[] = [];
  private count = 0;
  private bytes = 0;
  constructor(private readonly header: BinHeader) {}

  add(p: BinPuzzle): void {
    const json = new TextEncoder().encode(JSON.stringify(p));
    this.parts.push(u32(json.length), json);
    this.bytes += 4 + json.length;
    this.count++;
  }

  get size(): number {
    return this.count;
  }

  finish(): Uint8Array {
    const head = new TextEncoder().encode(JSON.stringify(this.header));
    const out = new Uint8Array(14 + head.length + this.bytes);
    const view = new DataView(out.buffer);
    out.set(new TextEncoder().encode(BIN_MAGIC), 0);
    view.setUint16(4, BIN_VERSION, true);
    view.setUint32(6, this.count, true);
    view.setUint32(10, head.length, true);
    out.set(head, 14);
    let at = 14 + head.length;
    for (const part of this.parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  }
}

/** Reads a bin file back (the format's reference reader; a client does the same). Throws on a file that is not one. */
export function decodeBin(bytes: Uint8Array): { header: BinHeader; puzzles: BinPuzzle[] } {
  const fail = (why: string): never => {
    throw new Error(`Not a puzzles bin file: ${why}`);
  };
  if (bytes.length < 14) fail('too short');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (new TextDecoder().decode(bytes.subarray(0, 4)) !== BIN_MAGIC) fail('bad magic');
  const version = view.getUint16(4, true);
  if (version !== BIN_VERSION) fail(`version ${version}`);
  const count = view.getUint32(6, true);
  const text = new TextDecoder('utf-8', { fatal: true });
  const chunk = (at: number): [string, number] => {
    if (at + 4 > bytes.length) fail('truncated');
    const len = view.getUint32(at, true);
    if (at + 4 + len > bytes.length) fail('truncated');
    return [text.decode(bytes.subarray(at + 4, at + 4 + len)), at + 4 + len];
  };
  const [head, start] = chunk(10);
  let at = start;
  const header = JSON.parse(head) as BinHeader;
  const puzzles: BinPuzzle[] = [];
  for (let i = 0; i < count; i++) {
    const [rec, next] = chunk(at);
    puzzles.push(JSON.parse(rec) as BinPuzzle);
    at = next;
  }
  if (at !== bytes.length) fail('trailing bytes');
  return { header, puzzles };
}
