// Plugin `puzzles` (002 §2 Puzzles): the puzzles of one folder, their attributes, translations,
// order, moves, copies, pick-and-shuffle, exports, imports, packs and statistics. Zod-free (the web
// manifest imports it into the entry chunk): schemas in schemas.ts, typed endpoints in endpoints.ts.
import type { RightDecl } from '../../core/shared/access';
import type { LocalizedName, PuzzleAttr } from '../../core/shared/content';
import { typeOf } from '../../core/shared/endpoint';
import { routeRef } from '../../core/shared/links';
import { overridesFor } from '../../core/shared/overrides';

export const PLUGIN_ID = 'puzzles';
export const paths = { puzzles: '/:code/puzzles/:folderId' } as const;

export const RIGHT_PUZZLES = 'puzzle';
export const rights: RightDecl[] = [{ name: RIGHT_PUZZLES, url: paths.puzzles, title: 'Puzzles' }];

/** The screen other plugins open (the folders list's "open folder"): 002 §2, route `puzzles`. */
export const routeRefs = {
  puzzles: routeRef({ plugin: PLUGIN_ID, id: 'puzzles', path: paths.puzzles, query: typeOf<PuzzleListUrlQuery>() }),
};
/** What the puzzles screen keeps in its URL. */
export interface PuzzleListUrlQuery {
  pn: string;
  ps: string;
  released: string;
  review: string;
  difficulty: string;
  hard: string;
}

/** 002 §9: puzzles also 15 and 500; default 10. */
export const PAGE_SIZES = [10, 15, 20, 50, 100, 500] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_SIZES = [2048, 4096] as const;
export const REVIEW_SCORES = [-2, 0, 2] as const;
export const PACK_TYPES = ['psd', 'spine', 'treasures', 'tmx'] as const;
export type PackType = (typeof PACK_TYPES)[number];
export const EXPORT_KINDS = ['difficulty', 'translation', 'price', 'data', 'attributes', 'all', 'bin', 'pics'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const EXPORT_LABELS: Record<ExportKind, string> = {
  difficulty: 'Difficulty (xlsx)',
  translation: 'Translation (xlsx)',
  price: 'Price (xlsx)',
  data: 'Data (xlsx)',
  attributes: 'Attributes (xlsx)',
  all: 'All puzzles (xlsx)',
  bin: 'Level data (bin)',
  pics: 'Pictures (zip of webp)',
};
export const IMPORT_KINDS = ['translation', 'price'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
/** A new puzzle's pictures (create): png, jpeg or webp, each at most PICTURE_MAX_MB. */
export const PICTURE_MAX_MB = 10;
export const PICTURE_MAX_BYTES = PICTURE_MAX_MB * 1024 * 1024;
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Job kinds (core/server/jobs). */
export const JOBS = { export: 'puzzles.export', import: 'puzzles.import', pack: 'puzzles.pack' } as const;

/** 002 §5 and §8, exact; where the spec names a rule without its words, ours follow its style. */
export const MESSAGES = {
  transRequired: 'trans can not be null',
  languageTransRequired: 'language and trans can not be null',
  enRequired: 'en can not be removed', // ours
  sortRequired: 'sort can not be null',
  sortMin0: 'sort can not be less than 0', // ours
  startSortRequired: 'start sort can not be null', // ours
  startSortMin1: 'start sort can not be less than 1', // ours
  startSortMin0: 'start sort can not be less than 0', // ours
  intervalMin: 'interval can not be less than 0', // ours
  countMin: 'count can not be less than 0', // ours
  durationMin: 'duration can not be less than 0', // ours
  quality: 'quality must be from 1 to 100', // ours
  treasuresQuality: 'treasures quality must be from 1 to 100', // ours
  maxSize: 'max size is 2048 or 4096', // ours
  reviewScore: 'review score is -2, 0 or 2', // ours
  formType: 'Choose a form type of the list', // ours
  folderRequired: 'Please select a folder', // ours
  puzzlesRequired: 'Please select puzzles', // ours
  onlyXlsx: 'Only xlsx files can be uploaded',
  noContent: 'No content!',
  cannotCopy: 'Can not copy!',
  illegalProject: 'Illegal project',
  attrJson: 'attr must be a JSON object', // ours
  attrJsonForbidden: 'Editing the attribute JSON needs the project permission and the ADMIN role', // ours
  dataForbidden: "This project does not allow editing puzzles' data", // ours
  dataJson: 'data must be a JSON object', // ours
  unlockOff: 'This project does not unlock puzzles', // ours
  notReleased: 'This puzzle is not released', // ours
  folderNotFound: 'Folder not found', // ours
  puzzleNotFound: 'Puzzle not found', // ours
  notInFolder: (id: number) => `Puzzle ${id} is not in this folder`, // ours
  sameFolder: 'Choose another folder', // ours
  tooFew: (folder: string, has: number, count: number) => `Folder ${folder} has only ${has} puzzles, fewer than ${count}`, // ours
  nameRequired: "Please input puzzle's name", // ours, in the style of 002 §5 ("Please input project's code")
  pic1Required: 'Please select picture 1', // ours
  pictureType: 'Pictures must be png, jpeg or webp images', // ours
  pictureTooBig: `A picture can be at most ${PICTURE_MAX_MB} MB`, // ours
  createOff: 'This project does not create puzzles', // ours
  notMultipart: 'Send the puzzle as multipart/form-data (name, pic1, pic2, attr, sort)', // ours
};
export const TOASTS = {
  created: 'CREATED',
  success: 'success',
  sorted: 'Sorted',
  copied: 'Copied',
  deleted: 'Deleted',
  uploaded: 'Uploaded',
  downloaded: 'Downloaded',
  done: 'DONE',
};
export const CONFIRM = {
  delete: 'Are you sure delete it?',
  unlockTitle: 'Unlock puzzle',
  unlock: 'This puzzle is released. Unlocking makes an editable copy of it in this folder; the released puzzle stays as it is. Continue?', // ours (002 §8 names an unlock warning)
};

/** The project config flags of 002 §6 (declared in server/index.ts's configSchema, key `puzzles`). */
export interface PuzzleFlags {
  create: boolean;
  copy: boolean;
  copyToOtherProject: boolean;
  editData: boolean;
  translationNeed: boolean;
  unlock: boolean;
  /** The "project config permission" to edit the attribute JSON (with the ADMIN role). */
  editAttrJson: boolean;
}
export const DEFAULT_FLAGS: PuzzleFlags = {
  create: false,
  copy: true,
  copyToOtherProject: false,
  editData: false,
  translationNeed: true,
  unlock: false,
  editAttrJson: false,
};

/** Per-project overrides (DESIGN §3): the jigsaw project's form types. */
export interface PuzzlesOverrides {
  /** Choices of attr.formType (empty: the column and field are not shown). */
  formTypes: { value: number; label: string }[];
}
export const puzzlesDefaults: PuzzlesOverrides = { formTypes: [] };
declare module '../../core/shared/overrides' {
  interface OverrideContracts {
    puzzles: PuzzlesOverrides;
  }
}
export const puzzlesOverrides = (code: string | null | undefined): PuzzlesOverrides => overridesFor(code, 'puzzles', puzzlesDefaults);

/** API shapes. */
export interface FolderSummary {
  id: number;
  name: string;
  type: string;
  sort: number;
  needPub: boolean;
  locked: boolean;
  createdBy: string;
}
export interface Puzzle {
  id: number;
  originId: number | null;
  /** The order in the listed folder (folder_puzzles.sort). */
  sort: number;
  name: LocalizedName;
  isReleased: boolean;
  md5: string;
  pic1: string;
  pic2: string;
  resource: { url: string; size: number; md5: string } | null;
  shapes: number;
  priceList: unknown[];
  data?: Record<string, unknown>;
  attr: PuzzleAttr;
  operator: string;
  updatedAt: string;
}
export interface PuzzleListResponse {
  folder: FolderSummary;
  puzzles: Puzzle[];
  total: number;
  /** What the viewer may do here (the server enforces the same). */
  /** viewAttrJson: the raw attribute JSON is shown to ADMINs only (editAttrJson: and editable). */
  may: { change: boolean; refusal: string | null; viewAttrJson: boolean; editAttrJson: boolean };
  flags: PuzzleFlags;
}
export interface FoundPuzzle {
  puzzle: Puzzle;
  folders: { id: number; name: string; sort: number }[];
}
export interface JobStarted {
  jobId: number;
}
/** The result a puzzles job stores: the file to download. */
export interface PuzzleJobResult {
  file: string;
  name: string;
  count: number;
  changed?: number;
}
export interface PuzzleStats {
  total: number;
  released: number;
  byDifficulty: { key: string; count: number }[];
  byQuality: { key: string; count: number }[];
  byReviewScore: { key: string; count: number }[];
}

export const folderLabel = (f: { id: number; name: string }) => `${f.id} ${f.name}`;
