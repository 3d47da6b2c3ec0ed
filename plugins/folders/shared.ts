// Plugin `folders` (001 "Folders", 002 "Random puzzles"): a project's puzzle folders with their
// tags, translations, attributes and order, copying, picking puzzles into a folder by a pick rule,
// and a folder of random puzzles made from a spreadsheet. Zod-free (the manifest imports it): the
// schemas are in schemas.ts, the typed endpoints in endpoints.ts.
import type { RightDecl } from '../../core/shared/access';
import type { LocalizedName, FolderAttr } from '../../core/shared/content';
import { typeOf } from '../../core/shared/endpoint';
import { linkNeed } from '../../core/shared/links';
import { overridesFor } from '../../core/shared/overrides';
import { thumbnailSize, type ThumbnailSize } from '../../core/shared/thumbnail';

export const PLUGIN_ID = 'folders';
export const paths = { folders: '/:code/folder', randomPuzzles: '/:code/folder/random_puzzles' } as const;
export const RIGHT_FOLDER = 'folder';
export const rights: RightDecl[] = [{ name: RIGHT_FOLDER, url: paths.folders, title: 'Folders' }];

/** The puzzles screen of a folder (the puzzles plugin's), bound in app/links.ts. */
export const linkNeeds = {
  puzzles: linkNeed({ plugin: PLUGIN_ID, id: 'puzzles', params: typeOf<{ code: string; folderId: number }>() }),
};

/** 001 §9: other folder tables default 10 (10, 20, 50, 100). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** 001 §5, §9. */
export const TAG_MAX = 12;
export const MAX_LOOPS = 50;
export const MAX_PICK = 10_000;
/** Ours: the most files a collection resource lists (attr.resourceFileList) and template puzzles a folder keeps (tempPuzzle). */
export const RESOURCE_FILES_MAX = 10_000;
export const TEMP_PUZZLE_MAX = 100;

/** 001 §5, §8 and 002 §5, exact; ours where the spec names a rule without words. */
export const MESSAGES = {
  nameRequired: "Please input folder's name",
  collectionKeyEmpty: 'collectionKey cannot be empty',
  collectionKeySpaces: 'collectionKey cannot contain Spaces',
  resourceNeedsKey: 'Set a valid collectionKey before uploading the resource', // ours
  resourceZip: 'Only .zip files can be uploaded', // ours
  resourceUnreadable: 'The resource is not a readable .zip file', // ours
  resourceTooManyFiles: `A collection resource can list at most ${RESOURCE_FILES_MAX} files`, // ours
  tempPuzzleIds: 'tempPuzzle: a list of puzzle ids, or null for none', // ours
  tempPuzzleMax: `At most ${TEMP_PUZZLE_MAX} template puzzles`, // ours
  tempPuzzleUnknown: (ids: number[]) =>
    `${ids.length > 1 ? 'Puzzles' : 'Puzzle'} ${ids.join(', ')} ${ids.length > 1 ? 'are' : 'is'} not in this project`, // ours
  tagTooLong: `At most ${TAG_MAX} characters`,
  tagRequired: 'Please input tag name', // ours
  tagExists: 'tag already exists',
  transNull: 'trans can not be null',
  langTransNull: 'language and trans can not be null',
  enRequired: 'en cannot be removed', // ours
  sortMin: 'sort can not be less than 0', // ours
  sortRequired: 'sort can not be null',
  sortWhole: 'sort must be a whole number', // ours
  sortMax: 'sort can not be more than 2147483647', // ours: the database's integer
  startSortMin: 'start sort can not be less than 1', // ours
  pickCountMin: 'pick count can not be less than 1', // ours
  countWhole: 'pick count must be a whole number', // ours
  countMax: (max: number) => `pick count can not be more than ${max}`, // ours
  lackFolder: 'lack of folder info for a loop',
  targetRequired: 'Please select the target folder', // ours
  targetNotSource: 'The target folder cannot be a source', // ours
  needPubSource: (name: string) => `Folder ${name} needs publishing and cannot be picked from`, // ours
  notEnough: (name: string, has: number, want: number) => `Folder ${name} has ${has} puzzles not yet in the target, fewer than ${want}`, // ours
  onlyXlsx: 'Only xlsx files can be uploaded',
  selectXlsx: 'Please select an xlsx file',
  sourceIds: 'Please input source folder ids (comma-separated integers)', // ours
  typeUnknown: "Choose one of the project's folder types", // ours
  categoryUnknown: (id: number) => `Category ${id} is not in this project's category tree`, // ours
  categoriesOff: 'Categories are not enabled: a folder has no category to set', // ours
  categoryId: 'categoryId: a category id, or null for none', // ours
  copyDisabled: 'Can not copy!',
  notFound: 'Folder not found',
  ownerOnly: 'Only the project owners and admins can change needPub and lock',
  checkFirst: 'Check the file first: it has problems', // ours
  noThumbnails: 'This project shows no folder thumbnails', // ours
  thumbImage: 'A thumbnail is a PNG, JPEG or WebP picture', // ours
} as const;
export const TOASTS = {
  created: 'Created',
  updated: 'Updated',
  deleted: 'Deleted',
  copied: 'Copied',
  success: 'SUCCESS',
  downloaded: 'Names Downloaded',
  uploaded: 'Uploaded',
} as const;
export const CONFIRM = {
  delete: 'Are you sure to delete?',
  tagInUse: 'This tag is using!',
  copy: (name: string) => `Copy folder ${name}?`,
} as const;

/** Per-project overrides (DESIGN §3). */
/** The box is the project's, from core (core/shared/thumbnail.ts), shared with the puzzles table. */
export type FolderThumb = ThumbnailSize;
export interface FoldersOverrides {
  /** 001 §9: the folders table has a thumbnail column (and upload); false: none. Its size is core's thumbnailSize. */
  thumbnail: boolean;
}
export const foldersDefaults: FoldersOverrides = { thumbnail: false };
/** What a folder thumbnail may be (the attribute editor's file input accepts the same). */
export const THUMB_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];
declare module '../../core/shared/overrides' {
  interface OverrideContracts {
    folders: FoldersOverrides;
  }
}
export const foldersOverrides = (code: string | null | undefined) => overridesFor(code, 'folders', foldersDefaults);
/** The folders table's thumbnail box: the project's size (core) where the project has the column, else null. */
export const folderThumb = (code: string | null | undefined): FolderThumb | null =>
  foldersOverrides(code).thumbnail ? thumbnailSize(code) : null;

/** Project config keys this plugin declares (server configSchema). */
export const CONFIG_KEYS = { columns: 'folderAttrColumns', copy: 'folderCopy', collections: 'folderCollections' } as const;

export interface FolderTag {
  id: number;
  name: string;
  /** Folders carrying it. */
  used: number;
}
export interface Folder {
  id: number;
  originId: number | null;
  sort: number;
  name: LocalizedName;
  tags: { id: number; name: string }[];
  needPub: boolean;
  locked: boolean;
  type: string;
  attr: FolderAttr;
  /** 001 §3 attr categoryId: the folder's category in the project's tree (a release with categories needs one). */
  categoryId: number | null;
  /** That category's path in the tree ('Animals / Cats'); null with none, or when categories is not enabled. */
  categoryName: string | null;
  /**
   * 001 §3 "tempPuzzle list": the folder's template puzzles (ids of puzzles of the project), kept
   * in attr.templatePuzzles (002 §3's name for the same list as the puzzles screen sees it) and
   * shown here, beside attr, where 001 puts it. README "tempPuzzle".
   */
  tempPuzzle: number[];
  puzzleCount: number;
  createdBy: string;
  createdById: number | null;
  operator: string;
  createdAt: string;
  updatedAt: string;
}
export interface FolderListResponse {
  folders: Folder[];
  total: number;
  tags: FolderTag[];
  /** From the project config. */
  folderTypes: string[];
  attrColumns: string[];
  copyEnabled: boolean;
  collections: boolean;
  /** The categories plugin is enabled: the list shows a Category column and the editor picks one. */
  categoriesEnabled: boolean;
}
/** A category the attribute editor offers (the categories plugin's tree, flat in tree order). */
export interface FolderCategory {
  id: number;
  name: string;
  path: string;
  depth: number;
}
export interface RandomCheckRow {
  row: number;
  name: string;
  /** The row's count, or null when the cell holds no whole number from 1 (see `cell`). */
  count: number | null;
  /** The count cell as written in the sheet ('abc', '-3', '99999999'). */
  cell: string;
  problems: string[];
}
export interface RandomCheckResponse {
  ok: boolean;
  rows: RandomCheckRow[];
  /** Puzzles available in the source folders. */
  available: number;
}
/** What random puzzles' Create job made (its result). */
export interface RandomCreateResult {
  folders: { id: number; name: string; count: number }[];
}

/** Tag colours: six fixed colours picked by the name's last character (001 §9). */
const TAG_COLORS = ['blue', 'green', 'orange', 'grape', 'cyan', 'red'] as const;
export const tagColor = (name: string) => TAG_COLORS[(name.charCodeAt(name.length - 1) || 0) % TAG_COLORS.length];

/** Sources of a pick rule: the target's exclusion and needPub (001 §4, §5). */
export function pickSourceDisabled(f: { id: number; needPub: boolean }, targetId: number | null | undefined): boolean {
  return f.needPub || f.id === targetId;
}
