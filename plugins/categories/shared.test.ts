import { describe, expect, it } from 'vitest';
import {
  type Category,
  buildTree,
  countryView,
  flatten,
  gapId,
  mayMoveUnder,
  moveForDrop,
  nodeDropId,
  parseDropId,
  placeAt,
} from './shared';

const cat = (id: number, parentId: number, sort: number, attr: Category['attr'] = {}): Category => ({
  id,
  parentId,
  sort,
  attr,
  name: { en: `c${id}` },
  overwriteAttr: false,
  overwriteName: false,
  operator: '',
  createdAt: '',
  updatedAt: '',
});
const rows = [cat(1, 0, 2), cat(2, 0, 1), cat(3, 1, 1), cat(4, 1, 1), cat(5, 3, 0), cat(6, 99, 0)];

describe('tree', () => {
  it('builds siblings by sort then id; an orphan shows at the root', () => {
    const t = buildTree(rows);
    expect(t.map((n) => n.id)).toEqual([6, 2, 1]);
    expect(t[2].children.map((n) => n.id)).toEqual([3, 4]);
    expect(flatten(t).map((n) => n.id)).toEqual([6, 2, 1, 3, 5, 4]);
  });

  it('never moves a category under itself or its descendants', () => {
    const parents = new Map(rows.map((r) => [r.id, r.parentId]));
    expect(mayMoveUnder(parents, 1, 5)).toBe(false);
    expect(mayMoveUnder(parents, 1, 1)).toBe(false);
    expect(mayMoveUnder(parents, 1, 2)).toBe(true);
    expect(mayMoveUnder(parents, 5, 0)).toBe(true);
  });

  it('places a moved id among its new siblings', () => {
    expect(placeAt([1, 2, 3], 9, 0)).toEqual([9, 1, 2, 3]);
    expect(placeAt([1, 2, 3], 9)).toEqual([1, 2, 3, 9]);
    expect(placeAt([1, 2, 3], 1, 2)).toEqual([2, 3, 1]);
    expect(placeAt([1, 2, 3], 9, 99)).toEqual([1, 2, 3, 9]);
  });

  it('turns drops into moves: gap → same parent at the index, node → last child, nothing for no change', () => {
    const t = buildTree(rows);
    expect(parseDropId(gapId(1, 2))).toEqual({ kind: 'gap', parentId: 1, index: 2 });
    expect(parseDropId(nodeDropId(7))).toEqual({ kind: 'node', id: 7 });
    expect(parseDropId('x')).toBeNull();
    // Root order 6, 2, 1: 6 into the gap after 2 (index 2) lands at index 1 once it is taken out.
    expect(moveForDrop(t, 6, { kind: 'gap', parentId: 0, index: 2 })).toEqual({ parentId: 0, index: 1 });
    expect(moveForDrop(t, 6, { kind: 'gap', parentId: 0, index: 0 })).toBeNull();
    expect(moveForDrop(t, 6, { kind: 'gap', parentId: 0, index: 1 })).toBeNull();
    expect(moveForDrop(t, 2, { kind: 'node', id: 3 })).toEqual({ parentId: 3 });
    expect(moveForDrop(t, 1, { kind: 'node', id: 5 })).toBeNull();
    expect(moveForDrop(t, 1, { kind: 'gap', parentId: 3, index: 0 })).toBeNull();
  });

  it("orders each country's view by its custom order and hides categories of other countries", () => {
    const t = buildTree([
      cat(1, 0, 1),
      cat(2, 0, 2, { custom_orders: [{ country_list: ['US'], sort: 0 }] }),
      cat(3, 0, 3, { countries: ['DE'] }),
    ]);
    expect(countryView(t, 'US').map((n) => [n.node.id, n.sort, n.custom])).toEqual([
      [2, 0, true],
      [1, 1, false],
    ]);
    expect(countryView(t, 'DE').map((n) => n.node.id)).toEqual([1, 2, 3]);
  });
});
