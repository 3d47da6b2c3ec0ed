// Keys typed faster than the palette can take them are kept in order and replayed when it can.
// A fast "Ctrl+K users Enter" must do what it says even while the palette's code loads, its dialog
// moves focus a moment later, the commands wait on the project list, or a step's choices load.
// One queue holds them: characters apply to the search at once unless an Enter waits ahead of
// them; an Enter waits until the list it was typed for is there (no list marked loading), runs
// there, and the keys after it reach whatever it opened (a command's first step, the next step).
// A single "pending Enter" flag lost order: "Android Enter Prod Enter" typed during the wait became
// one query "AndroidProd" and the flow stopped (issue 28's palette test failed one run in three).
import {
  PALETTE_LIST_ID,
  PALETTE_SEARCH_ID,
  RENDERED_QUERY_ATTR,
  STEP_LOADING_ATTR,
  paletteStore,
  selectFirstAction,
  setPaletteQuery,
} from './store';

/** Keys waiting for their turn: single characters, 'Backspace' and 'Enter'. */
let queue: string[] = [];
/** Set while a queued key is being replayed, so the listener lets it through. */
let replaying = false;
let frame = 0;

function searchBox(): HTMLInputElement | null {
  const search = document.getElementById(PALETTE_SEARCH_ID);
  return search instanceof HTMLInputElement ? search : null;
}

/**
 * The palette can take an Enter: its search is there, and its list is rendered for the current
 * query (the store changes at once, React renders a moment later) and not loading.
 */
function listReady(): boolean {
  const list = document.getElementById(PALETTE_LIST_ID);
  return (
    !!searchBox() &&
    !!list &&
    document.querySelector(`[${RENDERED_QUERY_ATTR}]`)?.getAttribute(RENDERED_QUERY_ATTR) === paletteStore.getState().query &&
    !list.querySelector(`[${STEP_LOADING_ATTR}]`)
  );
}

/**
 * Sets the query, and the search box's own text at once when it is there: React renders the store's
 * query a moment later, and a key typed into the box before that (focus has just arrived) would be
 * added to the box's older text, dropping this one ("Publish heck-update rules" ran another command).
 */
function typeInto(query: string): void {
  setPaletteQuery(query);
  const search = searchBox();
  if (search && search.value !== query) {
    search.value = query;
    search.setSelectionRange(query.length, query.length);
  }
  // As Mantine does on a typed change: the first match of the new list is what Enter runs.
  void Promise.resolve().then(selectFirstAction);
}

/** Sends a key to the search's own handler (Enter runs the selection, Backspace on empty goes back). */
function press(key: string): boolean {
  const search = searchBox();
  if (!search) return false;
  replaying = true;
  try {
    return !search.dispatchEvent(new KeyboardEvent('keydown', { key, code: key, bubbles: true, cancelable: true }));
  } finally {
    replaying = false;
  }
}

/** Applies queued keys in order; an Enter waits for its list, and what follows waits a frame for what it opened. */
function replay(): void {
  frame = 0;
  while (queue.length && paletteStore.getState().opened) {
    const key = queue[0];
    if (key === 'Enter') {
      if (!listReady()) break;
      queue.shift();
      // The first match of the list as it is now, as a typed change selects (a selection made
      // before React rendered the last keys is the older list's).
      selectFirstAction();
      press('Enter');
      break; // the keys after it belong to what it opens: let that render first
    }
    queue.shift();
    const { query } = paletteStore.getState();
    if (key !== 'Backspace') typeInto(query + key);
    else if (query || !press('Backspace')) typeInto(query.slice(0, -1));
  }
  if (!paletteStore.getState().opened) queue = [];
  if (queue.length && !frame) frame = requestAnimationFrame(replay);
}

function enqueue(key: string): void {
  queue.push(key);
  if (!frame) replay();
}

/** Forgets what was typed ahead (the palette closed or ran a command). */
export function dropTypedAhead(): void {
  queue = [];
}

/**
 * Listens for the whole session, before anything else sees the key (the capture phase on window,
 * so Mantine's Enter never runs a key that must wait). Returns the stop.
 */
export function routeTypedAheadKeys(): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (replaying || !paletteStore.getState().opened || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key !== 'Enter' && event.key !== 'Backspace' && event.key.length !== 1) return;
    const search = searchBox();
    // In the search, a key acts at once unless keys wait ahead of it or it is an Enter with no list yet.
    if (search && document.activeElement === search && !queue.length && (event.key !== 'Enter' || listReady())) return;
    // Focus may sit elsewhere in the dialog for a moment (its frame, the list): typing still
    // searches, while Enter on a button there stays the button's.
    const active = document.activeElement;
    const inDialog = !!search?.closest('[role="dialog"]')?.contains(active);
    if (event.key === 'Enter' && inDialog && active?.matches('button, a, [role="option"]')) return;
    event.preventDefault();
    event.stopPropagation();
    if (inDialog) search?.focus();
    enqueue(event.key);
  };
  window.addEventListener('keydown', onKeyDown, true);
  return () => window.removeEventListener('keydown', onKeyDown, true);
}
