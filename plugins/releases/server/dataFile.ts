// The release data file's shape (pure): what the build and upload jobs write (`dataFileOf`), and
// the content an env serves read back from it (`confOfDataFile`), which the upload check diffs
// against. The file, not a release row, is the truth of what an env serves: a release uploaded
// unpublished may change (or be published with other content) after its upload.
// Unit-tested in dataFile.test.ts.
import type { ReleaseConf } from '../../../core/shared/content';

type ConfFolder = ReleaseConf['folders'][number];
type ConfPuzzle = ConfFolder['puzzles'][number];

export interface DataFileRelease {
  id: number;
  name: string;
  type: string;
  extra: Record<string, number>;
  isMultipart: boolean;
  includeCategory: boolean;
  includeTexts: boolean;
  flattenUpload: boolean;
  published: boolean;
  puzzleCount: number;
}
/** A puzzle's row fields the file carries beyond the release content. */
export interface PuzzleFiles {
  data: unknown;
  pic1: string;
  pic2: string;
}

/** The default data file (JSON): the release, its folders in order with their puzzles (or one flat list), its categories and texts. */
export function dataFileOf(release: DataFileRelease, conf: ReleaseConf, rowOf: (id: number) => PuzzleFiles | undefined) {
  const puzzleOf = (p: ConfPuzzle) => {
    const row = rowOf(p.id);
    return {
      id: p.id,
      sort: p.sort,
      name: p.name,
      attr: p.attr,
      md5: p.md5,
      data: row?.data ?? {},
      pic1: row?.pic1 ?? '',
      pic2: row?.pic2 ?? '',
    };
  };
  const folderOf = (f: ConfFolder) => ({ id: f.id, name: f.name, type: f.type, categoryId: f.categoryId });
  const texts = conf.texts ? { texts: conf.texts } : {};
  // flattenUpload: one list of puzzles in release order (folder by folder, each by sort), each naming its folder.
  return release.flattenUpload
    ? {
        release,
        folders: conf.folders.map(folderOf),
        puzzles: conf.folders.flatMap((f) => f.puzzles.map((p) => ({ folderId: f.id, ...puzzleOf(p) }))),
        categories: conf.categories,
        ...texts,
      }
    : {
        release,
        folders: conf.folders.map((f) => ({ ...folderOf(f), puzzles: f.puzzles.map(puzzleOf) })),
        categories: conf.categories,
        ...texts,
      };
}

type FilePuzzle = ConfPuzzle & { folderId?: number };
interface ParsedFile {
  folders?: (Omit<ConfFolder, 'sort' | 'puzzles'> & { puzzles?: FilePuzzle[] })[];
  puzzles?: FilePuzzle[];
  categories?: ReleaseConf['categories'];
  texts?: ReleaseConf['texts'];
}

/**
 * The content a data file serves, as a ReleaseConf (folders in file order, each with its puzzles;
 * flat files grouped back by folderId), for the upload check. Null when it is not a data file.
 */
export function confOfDataFile(file: unknown): ReleaseConf | null {
  if (!file || typeof file !== 'object' || !Array.isArray((file as ParsedFile).folders)) return null;
  const f = file as ParsedFile;
  const puzzle = (p: FilePuzzle): ConfPuzzle => ({ id: p.id, sort: p.sort, md5: p.md5, name: p.name ?? {}, attr: p.attr ?? {} });
  const folders = f.folders!.map((x, i) => ({
    id: x.id,
    name: x.name ?? {},
    sort: i + 1,
    type: x.type ?? '',
    categoryId: x.categoryId ?? null,
    puzzles: (Array.isArray(f.puzzles) ? f.puzzles.filter((p) => p.folderId === x.id) : (x.puzzles ?? [])).map(puzzle),
  }));
  return { folders, categories: f.categories ?? [], ...(f.texts ? { texts: f.texts } : {}) };
}
