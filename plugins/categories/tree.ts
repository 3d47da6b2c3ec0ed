// The category tree's pure logic, both halves' (unit-tested in tree.test.ts): building the tree,
// the order per country (Check Orders), where a move puts a category, and which parents a move may
// choose. Siblings are ordered by sort, then id.
import { buildTree as buildTreeOf, flattenTree } from '../../core/shared/tree';
import type { Category, CategoryNode } from './shared';

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
export const shownIn = (c: Pick<Category, 'attr'>, country: string): boolean => !c.attr.countries?.length || c.attr.countries.includes(country);

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
export function moveForDrop(tree: readonly CategoryNode[], movedId: number, target: DropTarget): { parentId: number; index?: number } | null {
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
