// A parent-linked list (categories) as a nested tree, both halves'. Siblings are ordered by sort,
// then id; a row whose parent is missing shows at the root.
export type TreeNode<T> = T & { children: TreeNode<T>[] };

const bySortThenId = (a: { sort: number; id: number }, b: { sort: number; id: number }) => a.sort - b.sort || a.id - b.id;

export function buildTree<T extends { id: number; parentId: number; sort: number }>(rows: readonly T[]): TreeNode<T>[] {
  const nodes = new Map<number, TreeNode<T>>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: TreeNode<T>[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId ? nodes.get(n.parentId) : undefined;
    (parent && parent.id !== n.id ? parent.children : roots).push(n);
  }
  const sortDeep = (list: TreeNode<T>[]) => {
    list.sort(bySortThenId);
    list.forEach((n) => sortDeep(n.children));
  };
  sortDeep(roots);
  return roots;
}

/** Every node, depth first in tree order. */
export function flattenTree<N extends { children: readonly N[] }>(tree: readonly N[]): N[] {
  const out: N[] = [];
  const walk = (list: readonly N[]) => list.forEach((n) => (out.push(n), walk(n.children)));
  walk(tree);
  return out;
}
