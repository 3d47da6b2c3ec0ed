// A screen's title: its h1 (issue 11 item 2), styled as the h2 the screens have always shown.
// When the app navigates to a new screen (a nav link, a palette command, a link), focus moves here,
// so the next Tab starts at the content and a screen reader reads where it is. Not on the page's
// first load (focus stays where the browser puts it), and not when only the query string changes
// (filters and paging keep the screen mounted, so focus stays on the control in use).
// "Skip to content" (Layout) focuses it too.
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Title, type TitleProps } from '@mantine/core';
import { PALETTE_SEARCH_ID, paletteStore } from '../palette/store';

/** The screen titles mounted since the page loaded: the first is the page load's own. */
let mounted = 0;

export const SCREEN_TITLE_ATTR = 'data-screen-title';

/** Focuses the current screen's title; false when the screen has none (yet). */
export function focusScreenTitle(): boolean {
  const title = document.querySelector<HTMLElement>(`[${SCREEN_TITLE_ATTR}]`);
  title?.focus();
  return !!title;
}

/** What the screen's title and the loading one share: an h1 in the h2 style, focusable by script. */
const TITLE_PROPS = { order: 1, size: 'h2', tabIndex: -1, [SCREEN_TITLE_ATTR]: '', style: { outlineOffset: 2 } } as const;

/** Whether the loading screen's title had focus as it went ("Skip to content" put it there). */
let placeholderFocused = false;

/** Focuses `title` if the loading title it replaces had focus. */
function takeOverFocus(title: HTMLElement | null): void {
  if (!placeholderFocused) return;
  placeholderFocused = false;
  title?.focus({ preventScroll: true });
}

/**
 * The title a screen shows while it loads (ScreenLoader): the route's, in ScreenTitle's style.
 * "Skip to content" may focus it; the screen's own title takes that focus over as it replaces it.
 */
export function PlaceholderTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    // Another loading title (the access loaded, the code still loading) keeps the focus too.
    const node = ref.current;
    takeOverFocus(node);
    // The cleanup runs before the node leaves the page, while it still has focus.
    return () => {
      placeholderFocused = !!node && document.activeElement === node;
      if (placeholderFocused) setTimeout(() => (placeholderFocused = false));
    };
  }, []);
  return (
    <Title {...TITLE_PROPS} mb="md" ref={ref}>
      {children}
    </Title>
  );
}

export function ScreenTitle({ children, ...props }: Omit<TitleProps, 'order'> & { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // In the commit that replaced the loading screen's title, if that title had focus.
  useLayoutEffect(() => takeOverFocus(ref.current), []);
  useEffect(() => {
    mounted += 1;
    // A modal opened by the URL (e.g. ?create=1) takes focus itself; leave it there. So does an
    // open palette (the screen loaded while the user types in it); one that ran the command and
    // is still fading out does not count.
    const modal = document.querySelector(`[role="dialog"]:not(:has(#${PALETTE_SEARCH_ID}))`);
    if (mounted > 1 && !modal && !paletteStore.getState().opened) ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Title {...TITLE_PROPS} ref={ref} {...props}>
      {children}
    </Title>
  );
}
