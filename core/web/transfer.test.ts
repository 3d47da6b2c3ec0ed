// TransferList's rules (transfer.ts): the two sides, search, paging at the spec's sizes, and moves
// that keep the chosen order.
import { describe, expect, it } from 'vitest';
import {
  markAllState,
  marksOn,
  moveToAvailable,
  moveToChosen,
  pageCount,
  pageItems,
  searchItems,
  toggleAll,
  transferSides,
  type TransferItem,
} from './transfer';

const folders: TransferItem[] = Array.from({ length: 2000 }, (_, i) => ({ value: String(i + 1), label: `Folder ${i + 1} (#${i + 1})` }));
const values = (items: readonly TransferItem[]) => items.map((i) => i.value);

describe('the transfer list', () => {
  it('shows the chosen items in the value’s order and the others in the data’s', () => {
    const { available, chosen } = transferSides(folders.slice(0, 5), ['4', '2']);
    expect(values(available)).toEqual(['1', '3', '5']);
    expect(values(chosen)).toEqual(['4', '2']);
  });

  it('keeps a chosen value the data no longer has, by its value, so it can be removed', () => {
    expect(transferSides(folders.slice(0, 2), ['9']).chosen).toEqual([{ value: '9', label: '#9' }]);
  });

  it('searches labels, ignoring case and spaces around the query', () => {
    expect(values(searchItems(folders, '  folder 123 '))).toEqual([
      '123',
      '1230',
      '1231',
      '1232',
      '1233',
      '1234',
      '1235',
      '1236',
      '1237',
      '1238',
      '1239',
    ]);
    expect(searchItems(folders, ' ')).toBe(folders);
    expect(searchItems(folders, 'nothing like it')).toEqual([]);
  });

  it('pages 2,000 items at each of the spec’s sizes (10/50/100/200) and shows only the page', () => {
    for (const size of [10, 50, 100, 200]) {
      expect(pageCount(2000, size)).toBe(2000 / size);
      const last = pageItems(folders, 2000 / size, size);
      expect(last.items).toHaveLength(size);
      expect([last.from, last.to]).toEqual([2000 - size + 1, 2000]);
    }
    expect(pageItems(folders, 3, 10)).toMatchObject({ page: 3, from: 21, to: 30 });
    expect(values(pageItems(folders, 3, 10).items)).toEqual(['21', '22', '23', '24', '25', '26', '27', '28', '29', '30']);
  });

  it('clamps a page the list shrank under to its last page, and an empty list to page 1', () => {
    expect(pageItems(folders.slice(0, 25), 9, 10)).toMatchObject({ page: 3, from: 21, to: 25 });
    expect(pageItems([], 4, 10)).toEqual({ page: 1, items: [], from: 0, to: 0 });
    expect(pageCount(0, 10)).toBe(1);
  });

  it('adds marked items after the chosen ones in the data’s order, never twice', () => {
    expect(moveToChosen(folders, ['7'], new Set(['30', '3', '7']))).toEqual(['7', '3', '30']);
  });

  it('removes marked items from the chosen ones, the rest keeping their order', () => {
    expect(moveToAvailable(['7', '3', '30', '1'], new Set(['3', '1']))).toEqual(['7', '30']);
  });

  it('keeps only the marks naming an item of the side', () => {
    expect([...marksOn(folders.slice(0, 3), new Set(['2', '99']))]).toEqual(['2']);
  });

  it('marks all found items across pages, or unmarks them when all were', () => {
    const found = searchItems(folders, 'Folder 1'); // 1, 10-19, 100-199, 1000-1999: 1,111 items
    expect(found).toHaveLength(1111);
    expect(markAllState(found, new Set())).toBe('none');
    const all = toggleAll(found, new Set(['2']));
    expect(all.size).toBe(1112);
    expect(markAllState(found, all)).toBe('all');
    expect(markAllState(found, new Set(['1']))).toBe('some');
    expect([...toggleAll(found, all)]).toEqual(['2']);
  });
});
