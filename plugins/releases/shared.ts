// Plugin `releases` (000 §2.11): puzzle-content releases. A release names the folders (and, with
// includeCategory, the categories) a build of the game's content takes; published (locked) by
// confirmation it freezes that content (core releases.conf) and marks its puzzles released. Before
// that it is uploaded to server envs by a job that builds its data file and publishes it through
// core's publish life cycle (kind 'releases', key = the release type), which game clients read;
// once published it is not uploaded again (000 §3).
// Zod-free (the web manifest imports it): schemas in schemas.ts, endpoints in endpoints.ts.
import type { RightDecl } from '../../core/shared/access';
import type { ReleaseConf } from '../../core/shared/content';
import type { PublishableRef } from '../../core/shared/release';
import { typeOf } from '../../core/shared/endpoint';
import { linkNeed } from '../../core/shared/links';

export const PLUGIN_ID = 'releases';
/** The publish pipeline's kind; the key is the release type. */
export const PUBLISH_KIND = 'releases';

export const paths = { releases: '/:code/releases' } as const;

/** The folder link opens the puzzles screen of the folder (000 §2.11), bound in app/links.ts. */
export const linkNeeds = {
  puzzles: linkNeed({ plugin: PLUGIN_ID, id: 'puzzles', params: typeOf<{ code: string; folderId: number }>() }),
};

export const RIGHT_RELEASES = 'releases';
export const rights: RightDecl[] = [{ name: RIGHT_RELEASES, url: paths.releases, title: 'Puzzle-content releases' }];

/** What the plugin publishes: the release uploaded for a release type (key = type). */
export const releases: PublishableRef<typeof PLUGIN_ID> = {
  id: PLUGIN_ID,
  title: 'puzzle-content releases',
  right: RIGHT_RELEASES,
  kinds: [PUBLISH_KIND],
  // Prod's staging (stage, then switch) through the generic routes; prod's direct upload is the
  // upload route (which takes only what sandbox serves).
  moves: { staging: true },
};

/** 000 §9. */
export const PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const CHECK_PAGE_SIZE = 100;
export const TAG_COLORS = ['blue', 'green', 'cyan', 'orange', 'purple'] as const;
/** A release type's tag colour: the types cycle through the five colours in the config's order. */
export const typeColor = (types: readonly string[], type: string) => {
  const i = types.indexOf(type);
  return TAG_COLORS[(i < 0 ? 0 : i) % TAG_COLORS.length];
};

export const DATA_VARIANTS = ['default', 'assetBundle'] as const;
export type DataVariant = (typeof DATA_VARIANTS)[number];
export const ENVS = ['sandbox', 'prod'] as const;
export type ReleaseEnv = (typeof ENVS)[number];

/** 000 §5 texts, exact; the category errors' wording and the state refusals are ours (spec silent). */
export const MESSAGES = {
  nameRequired: "Please input release's name",
  typeRequired: 'Please select a release type',
  typeUnknown: (t: string) => `Unknown release type '${t}': use one of the project's release types`,
  extraMin: (key: string) => `${key} must be a number of at least 0`,
  extraUnknown: (key: string) => `${key} is not one of this project's release settings`,
  noFolderInCategory: (id: number) => `No folder in category ${id}`,
  folderNoCategory: (id: number) => `Folder ${id} has no category`,
  categoryNotSelected: (folderId: number, categoryId: number) => `Category ${categoryId} of folder ${folderId} is not selected`,
  folderUnknown: (id: number) => `Folder ${id} is not in this project`,
  categoryUnknown: (id: number) => `Category ${id} is not in this project`,
  foldersRequired: 'Please select at least one folder',
  published: 'This release is published and locked',
  alreadyPublished: 'This release is published already',
  notFound: 'Release not found',
  previousBigger: 'The number of puzzle in the previous version is greater than the current version!',
  removed: 'Some puzzles have been removed!',
  retry: 'Please Retry!',
  forceAllNotAllowed: 'This project has no force-all upload',
  selectionNotAllowed: 'This project has no per-puzzle upload',
  selectPuzzles: 'Select the puzzles to upload',
  notSelectable: (id: number) => `Puzzle ${id} is not a new or changed puzzle of this release`,
  jobNotFound: 'Job not found',
  jobNotDone: 'The job has not finished',
};

export const CONFIRM = {
  uploadProd: 'Are you sure to upload to prod ?',
  publish: (name: string) => `Publish (lock) release ${name}? Its content is frozen and its puzzles become locked.`,
};
export const TOASTS = { created: 'CREATED!', updated: 'UPDATED!', published: 'SUCCEED!', uploaded: 'Uploaded', downloaded: 'Downloaded' };

/**
 * The colour of a diff count tag (002 §9 "Diff count tag colour: 20 blue, 15 green, else red"),
 * read as exact counts: a folder's 20 changed puzzles blue, 15 green, any other count red (a
 * level pack holds 20 or 15 levels, so another count stands out). Used on the release diff's
 * changed-folders table (README "Diff count tag").
 */
export function diffCountColor(count: number): 'blue' | 'green' | 'red' {
  return count === 20 ? 'blue' : count === 15 ? 'green' : 'red';
}

/** A release as the API answers it. */
export interface Release {
  id: number;
  name: string;
  type: string;
  puzzleCount: number;
  includeCategory: boolean;
  includeTexts: boolean;
  isMultipart: boolean;
  flattenUpload: boolean;
  extra: Record<string, number>;
  folderIds: number[];
  categoryIds: number[];
  published: boolean;
  publishedAt: string | null;
  dataFilePath: string;
  onlineReleaseId: number | null;
  operator: string;
  createdAt: string;
  updatedAt: string;
}
export interface ReleaseWithConf extends Release {
  conf: ReleaseConf | null;
  /** Folder names for the table and the form (id -> en name). */
  folderNames: Record<number, string>;
}
export interface ReleaseListResponse {
  rows: Release[];
  count: number;
  releaseTypes: string[];
  extraSettings: string[];
  forceAll: boolean;
  puzzleSelection: boolean;
  envs: ReleaseEnv[];
  folderNames: Record<number, string>;
}

export type FolderDiffType = 'added' | 'removed' | 'changed' | 'moved';
export type PuzzleDiffType = 'added' | 'removed' | 'changed' | 'moved';
export interface PuzzleDiff {
  id: number;
  sort: number;
  type: PuzzleDiffType;
  /** Which parts changed (for `changed`): name, attr, data. */
  changes: ('name' | 'attr' | 'data' | 'sort')[];
}
export interface FolderDiff {
  id: number;
  type: FolderDiffType;
  /** The folder's place in the release (the previous one's for removed). */
  index: number;
  name: string;
  /** For moved: from which place to which. */
  diffMoveDetail: { from: number; to: number } | null;
  puzzles: PuzzleDiff[];
}
/** A node of the category tree call (001 §3 "Category tree node: id, name.en, children"). */
export interface CategoryTreeNode {
  id: number;
  name: { en: string };
  children: CategoryTreeNode[];
}
/** The release's puzzle count and largest sort (000 §7 countAndMax). */
export interface CountAndMax {
  count: number;
  maxSort: number;
}

export type CategoryDiffType = 'added' | 'removed' | 'changed' | 'moved';
export interface CategoryDiff {
  id: number;
  name: string;
  type: CategoryDiffType;
  /** What changed (for `changed`; `moved` is a sort or parent change alone). */
  changes: ('name' | 'parent' | 'sort')[];
}
/** Per language, the texts (folder, puzzle and category names) a release adds, changes and removes. */
export interface TranslationDiff {
  lang: string;
  added: number;
  changed: number;
  removed: number;
}
/** One diff for every content type a release carries: folders with their puzzles, categories, translations. */
export interface ReleaseDiff {
  /** The previous published release of the same type, or null (then everything is added). */
  previous: { id: number; name: string } | null;
  changedContent: FolderDiff[];
  categories: CategoryDiff[];
  translations: TranslationDiff[];
}

/** The upload check (000 §5): blocking and warning findings and the puzzle table. */
export interface UploadCheck {
  previous: { id: number; name: string; puzzleCount: number } | null;
  puzzleCount: number;
  resultMaxSort: number;
  lastMaxSort: number;
  /** previousBigger blocks (unless forceAll); removed warns. */
  errors: string[];
  warnings: string[];
  /** Each puzzle, with its archive diff: what changed against the version the env serves. */
  puzzlesList: {
    id: number;
    folderId: number;
    sort: number;
    name: string;
    status: 'added' | 'removed' | 'changed' | 'same';
    changes: ('name' | 'attr' | 'data' | 'sort')[];
  }[];
}

/** What an upload publishes for a release type, and what the game client reads. */
export interface PublishedRelease {
  releaseId: number;
  name: string;
  type: string;
  puzzleCount: number;
  forceAll: boolean;
  /** With per-puzzle selection: the puzzles this upload ships (the client refreshes only these); null: all. */
  puzzleIds: number[] | null;
  dataFile: { url: string; md5: string; size: number };
}
/** The upload route's answer: the upload job (it builds the data file, then publishes it). */
export interface UploadResult {
  jobId: number;
}
/**
 * The upload job's result (000 §7 "puzzle-diff upload (isSuccess)"): isSuccess false (the job
 * failed, with `message`) when the env did not take the release; the screen then says 'Please Retry!'.
 */
export interface UploadJobResult {
  isSuccess: boolean;
  env: ReleaseEnv;
  returnId: number | null;
  unchanged: boolean;
  message?: string;
  dataFile?: { url: string; md5: string; size: number };
}
export interface BuildResult {
  variant: DataVariant;
  file: string;
  name: string;
  url: string;
  md5: string;
  size: number;
}
