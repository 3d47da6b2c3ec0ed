// Every modal opens with focus on its first field, not on the header's close button (Mantine's
// focus trap takes the first tabbable element, which is the close button). Run when focus enters
// a modal on its close button from outside the modal: the trap's first placement, whenever it
// comes (after the opening fade, or at once under 'reduce motion'). Tabbing around inside the
// modal onto the close button is left alone.

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
  // The trap places focus twice (from its ref and from its effect); marked, the field is its choice.
  first.setAttribute('data-autofocus', '');
  first.focus();
  // A searchable select opens its list on focus, which would cover the modal's buttons: the modal
  // opens with the list closed (typing or ArrowDown opens it). Escape on an open list closes only
  // the list (Mantine marks the input data-mantine-stop-propagation while it is open). A key pressed
  // before that frame opened the list on purpose (a quick ArrowDown on a loaded machine): it stays.
  if (first.getAttribute('aria-haspopup') === 'listbox') {
    let keyed = false;
    const onKey = () => (keyed = true);
    first.addEventListener('keydown', onKey, { capture: true, once: true });
    requestAnimationFrame(() => {
      first.removeEventListener('keydown', onKey, { capture: true });
      if (keyed) return;
      if (first.hasAttribute('data-expanded') && first.getAttribute('data-mantine-stop-propagation') === 'true') {
        first.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true }));
      }
    });
  }
}

/** A focusin listener: focus that enters a modal on its close button goes to its first field. */
export function focusFirstFieldOnEntry(event: FocusEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target?.matches('.mantine-Modal-close')) return;
  const content = target.closest('.mantine-Modal-content');
  if (event.relatedTarget instanceof Node && content?.contains(event.relatedTarget)) return;
  // After the focus change under way has finished.
  queueMicrotask(() => focusFirstField(target.ownerDocument));
}

/**
 * One Escape closes a modal even while a select or autocomplete inside it has its list open.
 * Mantine marks such an input data-mantine-stop-propagation, and the modal then ignores the
 * Escape (only the list closes). This listener runs first (it is added when the theme loads,
 * before any modal adds its own) and lifts the mark for a real key press inside a modal, so the
 * modal closes, list and all. Synthetic Escapes (focusFirstField's) are left alone.
 */
export function escapeClosesModal(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || !event.isTrusted || event.isComposing) return;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.getAttribute('data-mantine-stop-propagation') !== 'true') return;
  if (!target.closest('.mantine-Modal-content')) return;
  target.removeAttribute('data-mantine-stop-propagation');
}

if (typeof window !== 'undefined') {
  window.addEventListener('keydown', escapeClosesModal, true);
  window.addEventListener('focusin', focusFirstFieldOnEntry, true);
}
