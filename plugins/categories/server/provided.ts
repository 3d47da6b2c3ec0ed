// The `categories.tree` provider (core/server/provides.ts): the project's tree, flat in tree
// order with each category's path, for plugins that let an operator pick a category (folders).
import type { Db } from '../../../core/server/db/connect';
import { buildTree, type CategoryNode } from '../shared';
import { projectRows, toApi } from './categories';

/** A category of a project's tree, flat in tree order (parents before children, siblings by sort). */
export interface ProvidedCategory {
  id: number;
  parentId: number;
  /** Its English name. */
  name: string;
  /** The English names from the root down, joined by ' / ' (a label that tells two same-named categories apart). */
  path: string;
  /** 0 at the root. */
  depth: number;
}

declare module '../../../core/server/provides' {
  interface ProvidedContracts {
    /** The project's category tree, flat (folders pick a folder's category from it). */
    'categories.tree': (db: Db, projectCode: string) => Promise<ProvidedCategory[]>;
  }
}

export async function categoryTreeOf(db: Db, code: string): Promise<ProvidedCategory[]> {
  const tree = buildTree((await projectRows(db, code)).map((r) => toApi(r)));
  const out: ProvidedCategory[] = [];
  const walk = (list: readonly CategoryNode[], trail: string[]) => {
    for (const n of list) {
      const name = n.name.en ?? String(n.id);
      out.push({ id: n.id, parentId: n.parentId, name, path: [...trail, name].join(' / '), depth: trail.length });
      walk(n.children, [...trail, name]);
    }
  };
  walk(tree, []);
  return out;
}
