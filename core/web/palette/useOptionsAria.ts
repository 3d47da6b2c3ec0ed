// Mantine's spotlight keeps its keyboard selection in the DOM: `data-selected` on one of the
// `[data-action]` buttons, moved by the arrows and by selectFirstAction. A screen reader needs it
// as ARIA, so this mirrors it: every action becomes an option with an id and aria-selected, and the
// combobox names the selected one (aria-activedescendant). A MutationObserver follows every change
// (typing, a step's list loading, the arrows) without each list having to know its indexes.
import { useEffect, useState } from 'react';
import { PALETTE_LIST_ID } from './store';

export const optionId = (index: number) => `${PALETTE_LIST_ID}-option-${index}`;

export interface OptionsAria {
  /** The id of the selected option, if any. */
  active: string | undefined;
  count: number;
}

/** Marks the actions under `list` as options; returns the selected one's id and how many there are. */
export function markOptions(list: HTMLElement): OptionsAria {
  let active: string | undefined;
  const actions = list.querySelectorAll<HTMLElement>('[data-action]');
  actions.forEach((el, index) => {
    const id = optionId(index);
    const selected = el.hasAttribute('data-selected');
    // Only what differs: these writes are not observed, but each one costs a style check.
    if (el.id !== id) el.id = id;
    if (el.getAttribute('role') !== 'option') el.setAttribute('role', 'option');
    if (el.getAttribute('aria-selected') !== String(selected)) el.setAttribute('aria-selected', String(selected));
    if (selected) active = id;
  });
  return { active, count: actions.length };
}

export function useOptionsAria(list: HTMLElement | null): OptionsAria {
  const [aria, setAria] = useState<OptionsAria>({ active: undefined, count: 0 });
  useEffect(() => {
    if (!list) return;
    // The list scrolls (a ScrollArea): its viewport is a tab stop, so a keyboard user can reach and
    // scroll it (WCAG scrollable regions); the options are not focusable themselves (the input keeps
    // focus and names the selected one through aria-activedescendant).
    // It shows Mantine's focus ring when reached by keyboard, like every other control, drawn
    // inside its edge (the scroll area's root clips what lies outside).
    const viewport = list.querySelector<HTMLElement>('.mantine-ScrollArea-viewport');
    if (viewport) {
      viewport.tabIndex = 0;
      viewport.classList.add('mantine-focus-auto');
      viewport.style.outlineOffset = '-2px';
    }
    const update = () => {
      const next = markOptions(list);
      setAria((prev) => (prev.active === next.active && prev.count === next.count ? prev : next));
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(list, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-selected'] });
    return () => observer.disconnect();
  }, [list]);
  return aria;
}
