// Every modal opens with focus on its first field, not on the header's close button (Mantine's
// focus trap takes the first tabbable element, which is the close button). Run when a modal has
// finished opening; focus the user already moved elsewhere is left alone.

// Tab stops only: a pill's remove button (tabindex -1) is not a field.
const FIELD = ['input:not([type="hidden"])', 'textarea', 'select', 'button', 'a[href]', '[tabindex]']
  .map((s) => `${s}:not([disabled]):not([tabindex="-1"])`)
  .join(',');

/** Moves focus from a modal's close button to the first field of its body, if it has one. */
export function focusFirstField(doc: Document = document): void {
  const active = doc.activeElement;
  if (!active || !active.matches('.mantine-Modal-close')) return;
  const body = active.closest('.mantine-Modal-content')?.querySelector('.mantine-Modal-body');
  const fields = body ? Array.from(body.querySelectorAll<HTMLElement>(FIELD)) : [];
  // Visible ones only (a file input is hidden behind its button).
  const first = fields.find((el) => el.getClientRects().length > 0);
  if (!first) return;
  first.focus();
  // A searchable select opens its list on focus, which would cover the modal's buttons: the modal
  // opens with the list closed (typing or ArrowDown opens it). Escape on an open list closes only
  // the list (Mantine marks the input data-mantine-stop-propagation while it is open).
  if (first.getAttribute('aria-haspopup') === 'listbox') {
    requestAnimationFrame(() => {
      if (first.hasAttribute('data-expanded') && first.getAttribute('data-mantine-stop-propagation') === 'true') {
        first.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true }));
      }
    });
  }
}

/** For the theme's Modal default: after the focus trap has placed its focus. */
export const focusFirstFieldSoon = () => void setTimeout(() => focusFirstField());
