// The console's keys in a Monaco editor, as the SQL editor set them (issue 11, no keyboard trap):
// Escape leaves the editor (once Monaco's own widgets, selections and extra cursors are gone),
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

/** The hint a status bar shows for these keys. */
export const keysHint = (tabMovesFocus: boolean) =>
  `${tabMovesFocus ? 'Tab moves focus · Ctrl+M: Tab inserts a tab' : 'Tab inserts a tab · Ctrl+M: Tab moves focus'} · Esc leaves the editor · ${MOD_KEY}+K: palette`;

/**
 * Binds the keys on `editor`. `onLeave`: Escape; `onTabMode`: after Ctrl+M, with whether Tab now
 * moves focus. `describedBy`: the id of the element that states the keys (the status bar).
 */
export function bindConsoleKeys(
  monaco: typeof Monaco,
  editor: Monaco.editor.IStandaloneCodeEditor,
  opts: { onLeave: () => void; onTabMode?: (tabMovesFocus: boolean) => void; describedBy?: string; tabMovesFocus?: boolean },
): void {
  const { KeyCode, KeyMod } = monaco;
  let tabMovesFocus = opts.tabMovesFocus ?? false;
  if (tabMovesFocus) editor.updateOptions({ tabFocusMode: true });
  editor.addCommand(KeyMod.CtrlCmd | KeyCode.KeyK, () => palette.open());
  editor.addCommand(KeyCode.Escape, () => opts.onLeave(), LEAVE_WHEN);
  // Ctrl+M everywhere (on a Mac ⌘M would minimise the window; WinCtrl is the Ctrl key there).
  editor.addCommand((isMac ? KeyMod.WinCtrl : KeyMod.CtrlCmd) | KeyCode.KeyM, () => {
    tabMovesFocus = !tabMovesFocus;
    editor.updateOptions({ tabFocusMode: tabMovesFocus });
    opts.onTabMode?.(tabMovesFocus);
  });
  if (opts.describedBy) editor.getDomNode()?.querySelector('textarea, .native-edit-context')?.setAttribute('aria-describedby', opts.describedBy);
}
