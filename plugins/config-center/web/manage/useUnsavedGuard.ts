// While `dirty`, leaving the screen asks first: a link click anywhere in the console (the nav, the
// projects menu) is held for a confirmation, and closing or reloading the tab gets the browser's
// own question. In-screen switches (tabs) ask through `confirmLeave` themselves.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { confirmAction } from '../../../../core/web/dialogs';

export const UNSAVED_MESSAGE = 'You have unsaved changes to this file. Leave without submitting them?';

/** Asks whether to drop the unsaved changes; true when there are none. */
export async function confirmLeave(dirty: boolean): Promise<boolean> {
  return !dirty || confirmAction({ title: 'Unsaved changes', message: UNSAVED_MESSAGE, confirm: 'Leave', danger: true });
}

export function useUnsavedGuard(dirty: boolean): void {
  const [, navigate] = useLocation();
  const nav = useRef(navigate);
  nav.current = navigate;
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    // Capture on the document runs before React's handlers at its root (wouter's Link).
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!a || a.target === '_blank' || a.hasAttribute('download')) return;
      const url = new URL(a.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      e.preventDefault();
      e.stopPropagation();
      void confirmLeave(true).then((ok) => ok && nav.current(`${url.pathname}${url.search}${url.hash}`));
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);
}
