import type { MouseEvent } from 'react';

/** Props for an <a> that navigates in-app, while Ctrl/⌘/middle-click still open a new tab. */
export function linkProps(href: string, navigate: (to: string) => void, after?: () => void) {
  return {
    href,
    onClick: (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(href);
      after?.();
    },
  };
}
