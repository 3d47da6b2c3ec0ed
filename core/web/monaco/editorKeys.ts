// The console's keys in a Monaco editor, as the SQL editor set them (issue 11, no keyboard trap):
// Escape leaves the editor for the next control after it on the page (once Monaco's own widgets,
// selections and extra cursors are gone): not for one above it, from where Tab would lead straight
// back into the editor and the rest of the screen stay out of reach (issue 28 item 24),
// Ctrl+M switches Tab between inserting a tab and moving focus, and Ctrl/⌘K opens the palette
// instead of starting Monaco's chords.
import { palette } from '../palette/store';
import type { monaco as Monaco } from './monacoSetup';

export const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
export const MOD_KEY = isMac ? '⌘' : 'Ctrl';

/** When Escape belongs to the console, not to one of Monaco's widgets. */
export const LEAVE_WHEN = [
  'editorTextFocus',
  '!suggestWidgetVisible',
  '!findWidgetVisible',
  '!parameterHintsVisible',
  '!renameInputVisible',
  '!editorHoverVisible',
  '!inSnippetMode',
  '!editorHasMultipleSelections',
  '!editorHasSelection',
].join(' && ');

// Tab stops only (what Tab would reach), in document order.
const TAB_STOP = ['input:not([type="hidden"])', 'textarea', 'select', 'button', 'a[href]', '[tabindex]', '[contenteditable="true"]']
  .map((s) => `${s}:not([disabled]):not([tabindex="-1"])`)
  .join(',');

/**
 * The first control Tab reaches after `box` (the editor's outermost element): visible, enabled,
 * not inside `box`, and not inert or hidden from everyone. Null when nothing follows it.
 */
export function nextTabStopAfter(box: Element): HTMLElement | null {
  const doc = box.ownerDocument;
  for (const el of Array.from(doc.querySelectorAll<HTMLElement>(TAB_STOP))) {
    if (box.contains(el) || !(box.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
    if (el.closest('[inert], [aria-hidden="true"]') || el.getClientRects().length === 0) continue;
    return el;
  }
  return null;
}

/**
 * Moves focus from the editor inside `box` to the next control after it (see nextTabStopAfter);
 * when nothing follows it, to the first control of the screen's main region, as Tab would wrap.
 */
export function leaveEditor(box: Element): void {
  const doc = box.ownerDocument;
  const main = box.closest('main') ?? doc.querySelector('main') ?? doc.body;
  const first = Array.from(main.querySelectorAll<HTMLElement>(TAB_STOP)).find(
    (el) => !box.contains(el) && el.getClientRects().length > 0 && !el.closest('[inert], [aria-hidden="true"]'),
  );
  (nextTabStopAfter(box) ?? first)?.focus();
}

/** The hint a status bar shows for these keys. */
export const keysHint = (tabMovesFocus: boolean) =>
  `${tabMovesFocus ? 'Tab moves focus · Ctrl+M: Tab inserts a tab' : 'Tab inserts a tab · Ctrl+M: Tab moves focus'} · Esc leaves the editor · ${MOD_KEY}+K: palette`;

/**
 * Binds the keys on `editor`. Escape moves focus to the next control after `box` (default: the
 * editor's own element; a diff editor passes its whole frame); `onTabMode`: after Ctrl+M, with
 * whether Tab now moves focus. `describedBy`: the id of the element that states the keys.
 */
export function bindConsoleKeys(
  monaco: typeof Monaco,
  editor: Monaco.editor.IStandaloneCodeEditor,
  opts: { box?: () => Element | null; onTabMode?: (tabMovesFocus: boolean) => void; describedBy?: string; tabMovesFocus?: boolean },
): void {
  const { KeyCode, KeyMod } = monaco;
  let tabMovesFocus = opts.tabMovesFocus ?? false;
  if (tabMovesFocus) editor.updateOptions({ tabFocusMode: true });
  editor.addCommand(KeyMod.CtrlCmd | KeyCode.KeyK, () => palette.open());
  editor.addCommand(
    KeyCode.Escape,
    () => {
      const box = opts.box?.() ?? editor.getContainerDomNode();
      if (box) leaveEditor(box);
    },
    LEAVE_WHEN,
  );
  // Ctrl+M everywhere (on a Mac ⌘M would minimise the window; WinCtrl is the Ctrl key there).
  editor.addCommand((isMac ? KeyMod.WinCtrl : KeyMod.CtrlCmd) | KeyCode.KeyM, () => {
    tabMovesFocus = !tabMovesFocus;
    editor.updateOptions({ tabFocusMode: tabMovesFocus });
    opts.onTabMode?.(tabMovesFocus);
  });
  if (opts.describedBy)
    editor.getDomNode()?.querySelector('textarea, .native-edit-context')?.setAttribute('aria-describedby', opts.describedBy);
}
