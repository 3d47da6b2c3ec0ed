// Keys typed after the palette opens but before its search box has focus (its code still loading,
// or the dialog moving focus a moment later) go to the search, not to the page: a fast
// "Ctrl+K users Enter", or Enter on the project switcher then "jigs Enter", does what it says.
// The same holds for an Enter typed before there is a list to run it on: it waits (a pending
// Enter) until the search has focus (CommandPalette) or a step's choices have loaded (FlowStep).
// Keys typed after such an Enter belong to what it opens (a command's first step, the next step),
// not to the search it was typed in: they are held, and become the query of what it opened.
import { PALETTE_SEARCH_ID, paletteStore, selectFirstAction, setPaletteQuery } from './store';

let enterPending = false;
/** Keys typed since a waiting Enter; null when none waits. */
let typedAfterEnter: string | null = null;

export function markEnterPending(): void {
  enterPending = true;
  typedAfterEnter ??= '';
}

/** Holds a typed character (or a Backspace) while an Enter waits; false when none waits. */
export function holdTypedKey(key: string): boolean {
  if (typedAfterEnter === null) return false;
  typedAfterEnter = key === 'Backspace' ? typedAfterEnter.slice(0, -1) : typedAfterEnter + key;
  return true;
}

/** The keys held for what the Enter opened (its query), or '' for none. */
export function takeTypedAfterEnter(): string {
  const typed = typedAfterEnter ?? '';
  typedAfterEnter = null;
  return typed;
}

/** After a waited Enter ran: keys it did not take (it found nothing to open) go back to the search. */
export function settleTypedAhead(): void {
  if (enterPending || typedAfterEnter === null) return;
  const rest = takeTypedAfterEnter();
  if (rest) setPaletteQuery(paletteStore.getState().query + rest);
}

/** True once after an Enter that is still waiting; closing the palette drops it. */
export function takePendingEnter(): boolean {
  const taken = enterPending;
  enterPending = false;
  return taken;
}

/**
 * Sets the query, and the search box's own text at once when it is there: React renders the store's
 * query a moment later, and a key typed into the box before that (focus has just arrived) would be
 * added to the box's older text, dropping this one ("Publish heck-update rules" ran another command).
 */
function typeInto(search: HTMLElement | null, query: string): void {
  setPaletteQuery(query);
  if (search instanceof HTMLInputElement && search.value !== query) {
    search.value = query;
    search.setSelectionRange(query.length, query.length);
  }
}

/** Listens for the whole session; returns the stop. */
export function routeTypedAheadKeys(): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!paletteStore.getState().opened || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
    const search = document.getElementById(PALETTE_SEARCH_ID);
    if (search && document.activeElement === search) return;
    // Focus may sit elsewhere in the dialog for a moment (its frame, the list): typing still
    // searches, while Enter on a button there stays the button's.
    const active = document.activeElement;
    const inDialog = !!search?.closest('[role="dialog"]')?.contains(active);
    const { query } = paletteStore.getState();
    if (event.key !== 'Enter' && (event.key === 'Backspace' || event.key.length === 1) && holdTypedKey(event.key)) {
      event.preventDefault();
      event.stopPropagation();
      if (inDialog) search?.focus();
      return;
    }
    if (event.key === 'Enter') {
      if (inDialog && active?.matches('button, a, [role="option"]')) return;
      markEnterPending();
    } else if (event.key === 'Backspace') typeInto(search, query.slice(0, -1));
    else if (event.key.length === 1) typeInto(search, query + event.key);
    else return;
    event.preventDefault();
    event.stopPropagation();
    if (inDialog) search?.focus();
    // As Mantine does on a typed change: the first match of the new list is what Enter runs.
    if (event.key !== 'Enter') void Promise.resolve().then(selectFirstAction);
  };
  window.addEventListener('keydown', onKeyDown, true);
  return () => window.removeEventListener('keydown', onKeyDown, true);
}
