// The file names inside a collection resource (.zip): 001 §3 attr `resourceFileList`. Reads only
// the zip's central directory (the end record, zip64 too), never inflates an entry. Folders
// (names ending in '/') and macOS's `__MACOSX/` copies are left out: the list is the resource's files.

/** Thrown when the bytes are not a zip this reader can list. */
export class NotAZip extends Error {}
/** Thrown when the zip holds more files than asked for. */
export class TooManyFiles extends Error {}

const EOCD = 0x06054b50;
const EOCD64_LOCATOR = 0x07064b50;
const EOCD64 = 0x06064b50;
const CENTRAL = 0x02014b50;

export function zipFileNames(bytes: Uint8Array, max: number): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record is the last 22 bytes plus a comment of at most 65,535.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new NotAZip('no end of central directory');
  let count = view.getUint16(end + 10, true);
  let dirAt = view.getUint32(end + 16, true);
  if (count === 0xffff || dirAt === 0xffffffff) {
    const loc = end - 20;
    if (loc < 0 || view.getUint32(loc, true) !== EOCD64_LOCATOR) throw new NotAZip('zip64 without its locator');
    const at64 = Number(view.getBigUint64(loc + 8, true));
    if (at64 + 56 > bytes.length || view.getUint32(at64, true) !== EOCD64) throw new NotAZip('bad zip64 end record');
    count = Number(view.getBigUint64(at64 + 32, true));
    dirAt = Number(view.getBigUint64(at64 + 48, true));
  }
  const names: string[] = [];
  const text = new TextDecoder('utf-8');
  let at = dirAt;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL) throw new NotAZip('bad central directory');
    const nameLen = view.getUint16(at + 28, true);
    const extraLen = view.getUint16(at + 30, true);
    const commentLen = view.getUint16(at + 32, true);
    if (at + 46 + nameLen > bytes.length) throw new NotAZip('truncated central directory');
    const name = text.decode(bytes.subarray(at + 46, at + 46 + nameLen));
    if (!name.endsWith('/') && !name.startsWith('__MACOSX/')) {
      names.push(name);
      if (names.length > max) throw new TooManyFiles(`more than ${max} files`);
    }
    at += 46 + nameLen + extraLen + commentLen;
  }
  return names;
}
