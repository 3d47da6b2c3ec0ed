// ZIP archives on yazl (issue 31 item 5: it replaced a hand-written writer without ZIP64): the
// puzzles' pictures export and packs, the releases' assetBundle, config-center and translations
// downloads. Entries are stored, not deflated: webp, pictures and nested zips are compressed
// already, and game clients read these archives as they were. Every entry carries one fixed date,
// so the same entries make the same bytes: a retried job writes the same archive to the same
// storage key, which the store accepts only for identical bytes. ZIP64 records come past 4 GB.
import { ZipFile } from 'yazl';

export interface ZipEntry {
  name: string;
  data: Uint8Array;
}

/** The date every entry carries: a ZIP keeps local wall-clock time, so a fixed local date gives the same bytes on one machine. */
const FIXED_DATE = new Date(2026, 0, 1, 0, 0, 0);

/** Writes `entries` as a ZIP archive, streamed by yazl and gathered into bytes. */
export async function zip(entries: ZipEntry[], opts: { forceZip64?: boolean } = {}): Promise<Uint8Array> {
  const file = new ZipFile();
  for (const e of entries) {
    // A name ending in '/' is a folder entry (a client's own archive may hold them).
    if (e.name.endsWith('/')) file.addEmptyDirectory(e.name, { mtime: FIXED_DATE });
    else
      file.addBuffer(Buffer.from(e.data.buffer, e.data.byteOffset, e.data.byteLength), e.name, {
        mtime: FIXED_DATE,
        compress: false,
        forceZip64Format: !!opts.forceZip64,
      });
  }
  file.end({ forceZip64Format: !!opts.forceZip64, comment: '' });
  const chunks: Buffer[] = [];
  for await (const chunk of file.outputStream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}
