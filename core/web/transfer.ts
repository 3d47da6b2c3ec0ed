// The pure half of TransferList (TransferList.tsx): which items each side holds, what a search
// leaves, which page shows, and what a move does to the value. No React here, so the rules are
// unit-tested (transfer.test.ts) and a side with thousands of items costs one pass per change.

export interface TransferItem {
  value: string;
  label: string;
}

/** The two sides: the chosen ones in the value's order, the others in the data's order. */
export function transferSides(
  data: readonly TransferItem[],
  value: readonly string[],
): { available: TransferItem[]; chosen: TransferItem[] } {
  const byValue = new Map(data.map((item) => [item.value, item]));
  const chosenSet = new Set(value);
  return {
    available: data.filter((item) => !chosenSet.has(item.value)),
    // A chosen value the data no longer holds (a folder deleted since) still shows, by its value,
    // so it can be removed.
    chosen: value.map((v) => byValue.get(v) ?? { value: v, label: `#${v}` }),
  };
}

/** The items whose label holds the query, case and surrounding spaces ignored. */
export function searchItems(items: readonly TransferItem[], query: string): readonly TransferItem[] {
  const q = query.trim().toLowerCase();
  if (!q) return items;
  return items.filter((item) => item.label.toLowerCase().includes(q));
}

/** How many pages `count` items take (one, when there are none: an empty list is on its page 1). */
export const pageCount = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize));

/** The page's items, the page clamped into range (a list that shrank under its page shows its last). */
export function pageItems<T>(
  items: readonly T[],
  page: number,
  pageSize: number,
): { page: number; items: readonly T[]; from: number; to: number } {
  const clamped = Math.min(Math.max(1, page), pageCount(items.length, pageSize));
  const from = (clamped - 1) * pageSize;
  const slice = items.slice(from, from + pageSize);
  return { page: clamped, items: slice, from: slice.length ? from + 1 : 0, to: from + slice.length };
}

/** Adds the marked available items after the chosen ones, in the order the data lists them. */
export function moveToChosen(data: readonly TransferItem[], value: readonly string[], marked: ReadonlySet<string>): string[] {
  const chosenSet = new Set(value);
  return [...value, ...data.filter((item) => marked.has(item.value) && !chosenSet.has(item.value)).map((item) => item.value)];
}

/** Takes the marked items out of the chosen ones; the rest keep their order. */
export function moveToAvailable(value: readonly string[], marked: ReadonlySet<string>): string[] {
  return value.filter((v) => !marked.has(v));
}

/** The marks that still name an item of the side (a move or a new value drops the others). */
export function marksOn(items: readonly TransferItem[], marked: ReadonlySet<string>): Set<string> {
  return new Set(items.filter((item) => marked.has(item.value)).map((item) => item.value));
}

/**
 * The side's "Mark all" box over the items a search leaves: checked when every one is marked,
 * mixed when some are; toggling it marks them all, or unmarks them all when all were.
 */
export function markAllState(shown: readonly TransferItem[], marked: ReadonlySet<string>): 'all' | 'some' | 'none' {
  let n = 0;
  for (const item of shown) if (marked.has(item.value)) n++;
  return n === 0 ? 'none' : n === shown.length ? 'all' : 'some';
}

export function toggleAll(shown: readonly TransferItem[], marked: ReadonlySet<string>): Set<string> {
  const next = new Set(marked);
  if (markAllState(shown, marked) === 'all') for (const item of shown) next.delete(item.value);
  else for (const item of shown) next.add(item.value);
  return next;
}
