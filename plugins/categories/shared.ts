// Plugin `categories` (000 §2.8, §3–§9; calls 001 §7): the project's multi-language category
// tree (parentId 0 = root, siblings ordered by sort), with per-country visibility and custom
// orders, a client-version rule, an optional resource, names export and import as xlsx.
// Zod-free (the web manifest imports it into the entry chunk): schemas in schemas.ts, typed
// endpoints in endpoints.ts, pure tree logic below.
import type { RightDecl } from '../../core/shared/access';
import type { CategoryAttr, LocalizedName, StoredFile } from '../../core/shared/content';
import { ONLY_XLSX } from '../../core/shared/xlsx';
import { buildTree as buildTreeOf, flattenTree } from '../../core/shared/tree';

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
  usedByFolders: (n: number, names: string) =>
    `${n} folder${n === 1 ? ' uses' : 's use'} this category (${names}): give ${n === 1 ? 'it' : 'them'} another category first`,
  releaseType: 'releaseType: letters, digits, _ and - (at most 40)',
  importNoId: "The first row must name the columns: id, then language codes (no 'id' column found)",
  importNoLanguage: 'The first row must name at least one language column (en, de, ...)',
  importEmpty: 'The file has no category rows',
  importUnknown: (row: number, id: string) => `Row ${row}: category ${id} not found`,
  importBadId: (row: number, id: string) => `Row ${row}: '${id}' is not a category id`,
  importTwice: (row: number, id: number) => `Row ${row}: category ${id} is listed twice`,
  importNoEn: (row: number) => `Row ${row}: Please input name`,
};

export const TOASTS = {
  created: 'CREATED!',
  updated: 'UPDATED!',
  deleted: 'DELETED!',
  moved: 'Updated',
  namesDownloaded: 'Names Downloaded',
  uploaded: 'Uploaded',
};
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

// The category tree's pure logic, both halves' (unit-tested in shared.test.ts): building the tree,
// the order per country (Check Orders), where a move puts a category, and which parents a move may
// choose. Siblings are ordered by sort, then id.
/** The nested tree of a project's categories (core's, shared with releases); one whose parent is missing shows at the root. */
export const buildTree = (rows: readonly Category[]): CategoryNode[] => buildTreeOf(rows);

/** Every node, depth first in tree order. */
export const flatten = (tree: readonly CategoryNode[]): CategoryNode[] => flattenTree(tree);

/** The ids of `id` and everything under it, from a parent map (id → parentId). */
export function subtreeIds(parents: ReadonlyMap<number, number>, id: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const [child, parent] of parents) children.set(parent, [...(children.get(parent) ?? []), child]);
  const out = new Set<number>();
  const stack = [id];
  while (stack.length) {
    const next = stack.pop()!;
    if (out.has(next)) continue;
    out.add(next);
    stack.push(...(children.get(next) ?? []));
  }
  return out;
}

/** May `id` move under `parentId`? Not under itself nor anything under it (0, the root, always). */
export function mayMoveUnder(parents: ReadonlyMap<number, number>, id: number, parentId: number): boolean {
  return parentId === 0 || !subtreeIds(parents, id).has(parentId);
}

/**
 * The siblings' new order after a move: `movedId` taken out and put at `index` (clamped; beyond the
 * end or undefined: last). Sorts are then 1, 2, 3 …, so every dropped category has a sort of at least 1.
 */
export function placeAt(siblingIds: readonly number[], movedId: number, index?: number): number[] {
  const rest = siblingIds.filter((id) => id !== movedId);
  const at = index === undefined ? rest.length : Math.max(0, Math.min(rest.length, Math.floor(index)));
  return [...rest.slice(0, at), movedId, ...rest.slice(at)];
}

/** A category's sort for a country: its custom order's for that country, else its own. */
export function sortFor(c: Pick<Category, 'sort' | 'attr'>, country: string): { sort: number; custom: boolean } {
  const custom = c.attr.custom_orders?.find((o) => o.country_list.includes(country));
  return custom ? { sort: custom.sort, custom: true } : { sort: c.sort, custom: false };
}

/** Shown in a country? A category with a country list shows only in those countries. */
export const shownIn = (c: Pick<Category, 'attr'>, country: string): boolean =>
  !c.attr.countries?.length || c.attr.countries.includes(country);

export interface CountryNode {
  node: CategoryNode;
  sort: number;
  custom: boolean;
  children: CountryNode[];
}

/** Check Orders: the tree as clients of `country` get it (hidden ones left out, custom sorts applied). */
export function countryView(tree: readonly CategoryNode[], country: string): CountryNode[] {
  return tree
    .filter((n) => shownIn(n, country))
    .map((n) => ({ node: n, ...sortFor(n, country), children: countryView(n.children, country) }))
    .sort((a, b) => a.sort - b.sort || a.node.id - b.node.id);
}

/** Where a drop lands (000 §4): into a gap → that parent at that index; onto a node → its last child. */
export type DropTarget = { kind: 'gap'; parentId: number; index: number } | { kind: 'node'; id: number };
export const gapId = (parentId: number, index: number) => `gap:${parentId}:${index}`;
export const nodeDropId = (id: number) => `node:${id}`;
export function parseDropId(id: string): DropTarget | null {
  const gap = /^gap:(\d+):(\d+)$/.exec(id);
  if (gap) return { kind: 'gap', parentId: Number(gap[1]), index: Number(gap[2]) };
  const node = /^node:(\d+)$/.exec(id);
  return node ? { kind: 'node', id: Number(node[1]) } : null;
}

/**
 * The move a drop asks for, as the move endpoint takes it: `{ parentId, index }` (index among the
 * siblings without the moved one; undefined = last). A gap index counts the moved node where it
 * stood, so a gap after it among the same siblings moves one less. Null when nothing would change.
 */
export function moveForDrop(
  tree: readonly CategoryNode[],
  movedId: number,
  target: DropTarget,
): { parentId: number; index?: number } | null {
  const all = flatten(tree);
  const moved = all.find((n) => n.id === movedId);
  if (!moved) return null;
  const parents = new Map(all.map((n) => [n.id, n.parentId]));
  if (target.kind === 'node') {
    if (target.id === movedId || !mayMoveUnder(parents, movedId, target.id)) return null;
    return { parentId: target.id };
  }
  if (!mayMoveUnder(parents, movedId, target.parentId)) return null;
  const siblings = target.parentId === 0 ? tree : (all.find((n) => n.id === target.parentId)?.children ?? []);
  const from = siblings.findIndex((n) => n.id === movedId);
  const index = from >= 0 && from < target.index ? target.index - 1 : target.index;
  if (from >= 0 && index === from) return null;
  return { parentId: target.parentId, index };
}
