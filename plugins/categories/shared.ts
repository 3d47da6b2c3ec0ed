// Plugin `categories` (000 §2.8, §3–§9; calls 001 §7): the project's multi-language category
// tree (parentId 0 = root, siblings ordered by sort), with per-country visibility and custom
// orders, a client-version rule, an optional resource, names export and import as xlsx.
// Zod-free (the web manifest imports it into the entry chunk): schemas in schemas.ts, typed
// endpoints in endpoints.ts, pure tree logic in tree.ts.
import type { RightDecl } from '../../core/shared/access';
import type { CategoryAttr, LocalizedName, StoredFile } from '../../core/shared/content';
import { ONLY_XLSX } from '../../core/shared/xlsx';

export const PLUGIN_ID = 'categories';
export const paths = { categories: '/:code/categories' } as const;

export const RIGHT_CATEGORIES = 'category';
export const rights: RightDecl[] = [{ name: RIGHT_CATEGORIES, url: paths.categories, title: 'Categories' }];

/** A project holds at most this many categories (the tree, the export and the import stay instant). */
export const MAX_CATEGORIES = 2000;
/** Largest names import accepted. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** The default release type of the names export (the path's `{releaseType}`). */
export const DEFAULT_RELEASE_TYPE = 'default';

/** 000 §5 and §8 exact; where the spec names a rule without its words, ours follow its style. */
export const MESSAGES = {
  nameRequired: 'Please input name',
  sortMin: 'sort can not be less than 0',
  sortWhole: 'sort must be a whole number',
  countryListRequired: 'need country list for custom order!',
  transNull: 'trans can not be null',
  languageAndTransNull: 'language and trans can not be null',
  languageTwice: (lang: string) => `language ${lang} is listed twice`,
  languageCode: 'language: a code such as en, de or zh-Hans',
  onlyXlsx: ONLY_XLSX,
  versionIllegal: 'Illegal version!',
  versionOrder: 'The min version must not be greater than the max version',
  notFound: 'Category not found',
  parentNotFound: 'Parent category not found',
  underItself: 'A category can not move under itself or one of its sub-categories',
  tooMany: `A project holds at most ${MAX_CATEGORIES} categories`,
  hasChildren: (n: number) => `This category has ${n} sub-categor${n === 1 ? 'y' : 'ies'}: move or delete ${n === 1 ? 'it' : 'them'} first`,
  usedByFolders: (n: number, names: string) => `${n} folder${n === 1 ? ' uses' : 's use'} this category (${names}): give ${n === 1 ? 'it' : 'them'} another category first`,
  releaseType: 'releaseType: letters, digits, _ and - (at most 40)',
  importNoId: "The first row must name the columns: id, then language codes (no 'id' column found)",
  importNoLanguage: 'The first row must name at least one language column (en, de, ...)',
  importEmpty: 'The file has no category rows',
  importUnknown: (row: number, id: string) => `Row ${row}: category ${id} not found`,
  importBadId: (row: number, id: string) => `Row ${row}: '${id}' is not a category id`,
  importTwice: (row: number, id: number) => `Row ${row}: category ${id} is listed twice`,
  importNoEn: (row: number) => `Row ${row}: Please input name`,
};

export const TOASTS = { created: 'CREATED!', updated: 'UPDATED!', deleted: 'DELETED!', moved: 'Updated', namesDownloaded: 'Names Downloaded', uploaded: 'Uploaded' };
export const CONFIRM = { delete: 'Are you sure to delete?' };

/** API shapes. `attr` never carries the two flags: they are their own fields. */
export interface Category {
  id: number;
  name: LocalizedName;
  parentId: number;
  sort: number;
  attr: CategoryAttr;
  /** A release's copy replaces the client's attributes / names of this category (000 §3). */
  overwriteAttr: boolean;
  overwriteName: boolean;
  operator: string;
  createdAt: string;
  updatedAt: string;
}
export interface CategoryNode extends Category {
  children: CategoryNode[];
}
export interface TreeResponse {
  tree: CategoryNode[];
  /** The project config's `countries`: the Check Orders tabs and the countries choices. */
  countries: string[];
}
export interface ImportNamesResponse {
  /** Categories whose names changed. */
  updated: number;
  /** Rows read. */
  rows: number;
}
export type { CategoryAttr, LocalizedName, StoredFile };
