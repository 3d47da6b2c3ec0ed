// Focus goes back where it was when the palette closes, however it closes (Escape, Ctrl/⌘K again,
// a click outside, a command that stays on the screen). Mantine's own return misses the first open
// (the palette's code loads after the store opened it) and races the lazy mount, so the palette
// does it itself, from the store: the element is taken synchronously when the store opens, before
// the dialog moves focus. A command that navigated leaves focus alone: the shell moves it to the
// new screen's heading.

interface OpenState {
  opened: boolean;
}

interface Subscribable<S> {
  getState(): S;
  subscribe(listener: (state: S) => void): () => void;
}

const here = () => `${location.pathname}${location.search}`;

/** Watches `store` and returns focus on every close; returns the unsubscribe. */
export function returnFocusOnClose<S extends OpenState>(store: Subscribable<S>): () => void {
  let wasOpen = store.getState().opened;
  let before: HTMLElement | null = null;
  let openedAt = '';
  return store.subscribe((state) => {
    if (state.opened === wasOpen) return;
    wasOpen = state.opened;
    if (state.opened) {
      before = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
      openedAt = here();
      return;
    }
    const target = before;
    before = null;
    // After this turn: a command runs (and may navigate) right after it closes the palette.
    setTimeout(() => {
      if (!target || !target.isConnected || here() !== openedAt) return;
      target.focus({ preventScroll: true });
    });
  });
}
