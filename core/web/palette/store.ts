// The palette's own spotlight store, so the header button and Ctrl/⌘K open the same instance.
// Mantine keeps selection in the DOM (data-selected); selectFirstAction repeats what its
// internal `selectAction(0)` does, for lists that change without a keystroke (steps, async picks).
// Enter with nothing selected yet runs the first item (see CommandPalette).
import { createSpotlight } from '@mantine/spotlight';
import { atom, getDefaultStore } from 'jotai';
import { returnFocusOnClose } from './focusReturn';

export const [paletteStore, palette] = createSpotlight();
if (typeof document !== 'undefined') returnFocusOnClose(paletteStore);

/** A command the palette starts with when it opens (e.g. the header's project switcher). */
export const paletteStartAtom = atom<string | null>(null);

/** Opens the palette straight into a command's steps, e.g. openPaletteAt('core.switchProject'). */
export function openPaletteAt(commandId: string): void {
  getDefaultStore().set(paletteStartAtom, commandId);
  palette.open();
}

/** Sets the query and renders it: the store's updateState changes it without telling the palette. */
export function setPaletteQuery(query: string): void {
  paletteStore.setState({ ...paletteStore.getState(), query });
}

/** The id of the palette's actions list (Mantine keys its keyboard selection by it). */
export const PALETTE_LIST_ID = 'command-palette-actions';

/** The id of the palette's search box (the combobox). */
export const PALETTE_SEARCH_ID = 'command-palette-search';

/** Marks a list still loading (the commands, a step's choices): a typed Enter waits for it (typeAhead.ts). */
export const STEP_LOADING_ATTR = 'data-step-loading';

/** The query the list was last rendered for: an Enter typed ahead waits until the list shows it. */
export const RENDERED_QUERY_ATTR = 'data-rendered-query';

/** The id of the listbox inside it that holds only the options (the combobox's aria-controls). */
export const PALETTE_LISTBOX_ID = 'command-palette-options';

export function selectFirstAction(): void {
  const list = document.getElementById(PALETTE_LIST_ID);
  if (!list) return;
  list.querySelector('[data-selected]')?.removeAttribute('data-selected');
  const first = list.querySelector('[data-action]');
  first?.setAttribute('data-selected', 'true');
  first?.scrollIntoView({ block: 'nearest' });
  paletteStore.updateState((s) => ({ ...s, selected: first ? 0 : -1 }));
}
