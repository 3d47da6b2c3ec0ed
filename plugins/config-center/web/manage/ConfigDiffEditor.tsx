// The config center's diff editor (001 "Config center": current against released): Monaco's diff
// editor from core's bundle (core/web/monaco), loaded with the screen's chunk. The left side is the
// released content (read only), the right the current one, editable. Keys as in the SQL editor: Esc
// leaves for the next control after the editor, Ctrl+M switches what Tab does (the read-only side
// always lets Tab move on), Ctrl/⌘K opens the palette. The editor does not take focus on load.
// Where space is short (1280 px with the menu) Monaco shows the diff inline: the status bar then
// names the removed and added lines instead of a left and a right side.
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { DiffEditor, type DiffOnMount } from '@monaco-editor/react';
import { EditorStatusBar, STATUS_BAR_HEIGHT } from '../../../../core/web/monaco/EditorStatusBar';
import { bindConsoleKeys } from '../../../../core/web/monaco/editorKeys';
import { DARK_THEME, LIGHT_THEME } from '../../../../core/web/monaco/editorThemes';
import { monaco } from '../../../../core/web/monaco/monacoSetup';

interface Props {
  fileName: string;
  original: string;
  /** The content when the editor mounts; edits come back through onChange. */
  value: string;
  onChange: (value: string) => void;
  /** What the released side is, e.g. 'released (commit 1a2b3c4d)'. */
  releasedLabel: string;
  /** What the editable side is, e.g. 'current in sandbox'. */
  currentLabel: string;
  /** Ctrl/⌘+S in the editor. */
  onSave: () => void;
  dark: boolean;
  height: number;
}

/** The editor's language by the file's extension. */
export function languageOf(fileName: string): string {
  const ext = fileName.toLowerCase().split('.').pop();
  if (ext === 'json') return 'json';
  if (ext === 'yaml' || ext === 'yml') return 'yaml';
  return 'plaintext';
}

/** Monaco's renderSideBySideInlineBreakpoint (its default, set explicitly below). */
const INLINE_BELOW = 900;

/** The status bar's words for the two sides: a left and a right side, or inline removed and added lines. */
export function sidesLabel(inline: boolean, released: string, current: string): string {
  return inline ? `Red lines: ${released} · green lines: ${current} · ` : `Left: ${released} · right: ${current} · `;
}

export default function ConfigDiffEditor({
  fileName,
  original,
  value,
  onChange,
  releasedLabel,
  currentLabel,
  onSave,
  dark,
  height,
}: Props) {
  const [tabMovesFocus, setTabMovesFocus] = useState(false);
  const [said, setSaid] = useState('');
  const hintId = useId();
  // Uncontrolled after mount (the screen keys the editor by file): feeding each keystroke's value
  // back would overwrite a keystroke typed before React rendered the previous one.
  const [initial] = useState(value);
  // The latest handlers: Monaco's commands are bound once, at mount.
  const handlers = useRef({ onChange, onSave });
  handlers.current = { onChange, onSave };
  const editors = useRef<Parameters<DiffOnMount>[0] | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [inline, setInline] = useState(false);
  // The wrapper disposes the two models before the diff widget, which Monaco reports as an
  // uncaught 'TextModel got disposed before DiffEditorWidget model got reset' on every unmount
  // (a new namespace, another file): the models are kept from it and let go here, after the
  // widget let go of them (a layout cleanup runs before the wrapper's own).
  useLayoutEffect(
    () => () => {
      const diff = editors.current;
      editors.current = null;
      if (!diff) return;
      const model = diff.getModel();
      diff.setModel(null); // the wrapper disposes the widget after this
      model?.original.dispose();
      model?.modified.dispose();
    },
    [],
  );
  // The diff editor puts its own labels back on its two inputs whenever it applies options: name
  // them after every render.
  useEffect(() => {
    editors.current?.getModifiedEditor().updateOptions({ ariaLabel: `${fileName}, current` });
    editors.current?.getOriginalEditor().updateOptions({ ariaLabel: `${fileName}, released (read only)` });
  });
  // One options object: the wrapper re-applies options whenever their identity changes.
  const options = useMemo(
    () => ({
      originalEditable: false,
      readOnly: false,
      renderSideBySide: true,
      useInlineViewWhenSpaceIsLimited: true,
      renderSideBySideInlineBreakpoint: INLINE_BELOW,
      minimap: { enabled: false },
      fontSize: 13,
      scrollBeyondLastLine: false,
      automaticLayout: true,
      originalAriaLabel: `${fileName}, released (read only)`,
      modifiedAriaLabel: `${fileName}, current`,
    }),
    [fileName],
  );
  const onMount: DiffOnMount = (diff) => {
    editors.current = diff;
    const modified = diff.getModifiedEditor();
    const released = diff.getOriginalEditor();
    // The diff editor's own aria-label options do not reach its two inputs: name each one.
    modified.updateOptions({ ariaLabel: `${fileName}, current` });
    released.updateOptions({ ariaLabel: `${fileName}, released (read only)` });
    modified.onDidChangeModelContent(() => handlers.current.onChange(modified.getValue()));
    modified.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyS, () => handlers.current.onSave());
    // Inline (one column) when the frame is narrower than Monaco's breakpoint (900 px by default):
    // the original side then has no width.
    const sideBySide = () => setInline(released.getLayoutInfo().width < 2 || (frame.current?.clientWidth ?? 0) < INLINE_BELOW);
    sideBySide();
    modified.onDidLayoutChange(sideBySide);
    released.onDidLayoutChange(sideBySide);
    bindConsoleKeys(monaco, modified, {
      box: () => frame.current,
      describedBy: hintId,
      onTabMode: (on) => {
        setTabMovesFocus(on);
        setSaid(on ? 'Tab moves focus' : 'Tab inserts a tab');
      },
    });
    // The two sides share one keybinding service, so the keys above hold in both (a second
    // binding would take Ctrl+M over for the released side). Nothing to type there: Tab moves on.
    released.updateOptions({ tabFocusMode: true });
    released.getDomNode()?.querySelector('textarea, .native-edit-context')?.setAttribute('aria-describedby', hintId);
  };
  return (
    <div ref={frame}>
      <DiffEditor
        height={height - STATUS_BAR_HEIGHT}
        language={languageOf(fileName)}
        theme={dark ? DARK_THEME : LIGHT_THEME}
        original={original}
        modified={initial}
        onMount={onMount}
        loading={null}
        options={options}
        keepCurrentOriginalModel
        keepCurrentModifiedModel
      />
      <EditorStatusBar hintId={hintId} tabMovesFocus={tabMovesFocus} said={said} prefix={sidesLabel(inline, releasedLabel, currentLabel)} />
    </div>
  );
}
