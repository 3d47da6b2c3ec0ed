// The SQL editor: Monaco (our own bundle, see core/web/monaco/monacoSetup.ts), loaded lazily by the SQL page.
// Ctrl/⌘+Enter runs; the field names are offered as completions; the page inserts names at the
// cursor through `handle`.
// No keyboard trap (issue 11): Escape leaves the editor (once Monaco's own widgets are closed), Ctrl+M
// switches Tab between inserting a tab and moving focus (said in a polite status region and shown
// in the editor's status bar), and Ctrl/⌘K opens the palette instead of starting Monaco's chords.
// The editor does not take focus on load: after navigation focus belongs to the screen's heading.
import { useEffect, useId, useRef, useState, type MutableRefObject } from 'react';
import { Group, Text } from '@mantine/core';
import Editor, { type OnMount } from '@monaco-editor/react';
import { palette } from '../../../../core/web/palette/store';
import { DARK_THEME, LIGHT_THEME, defineEditorThemes } from '../../../../core/web/monaco/editorThemes';
import { monaco } from '../../../../core/web/monaco/monacoSetup';

export interface SqlEditorHandle {
  /** Puts text at the cursor (replacing a selection) and focuses the editor. */
  insert: (text: string) => void;
  focus: () => void;
}

export interface CompletionName {
  label: string;
  detail: string;
  kind: 'table' | 'column';
}

interface Props {
  value: string;
  onChange: (value: string) => void;
  onRun: () => void;
  /** Escape in the editor: the page moves focus to its next control. */
  onLeave: () => void;
  names: CompletionName[];
  handle: MutableRefObject<SqlEditorHandle | null>;
  dark: boolean;
  /** The whole box: the editor and its status bar. */
  height: number;
}

const STATUS_BAR = 26;
const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD = isMac ? '⌘' : 'Ctrl';

// Escape belongs to Monaco while one of its widgets, a selection or extra cursors are there.
const LEAVE_WHEN = [
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

const KEYWORDS = ['SELECT', 'FROM', 'WHERE', 'GROUP BY', 'ORDER BY', 'HAVING', 'LIMIT', 'JOIN', 'LEFT JOIN', 'ON', 'AS', 'AND', 'OR', 'NOT', 'IN', 'IS NULL', 'DISTINCT', 'COUNT', 'SUM', 'AVG', 'MIN', 'MAX', 'WITH', 'UNION ALL', 'CASE', 'WHEN', 'THEN', 'ELSE', 'END', 'DESC', 'ASC'];

// One completion provider for the SQL language; it offers the names of the page shown last.
let currentNames: CompletionName[] = [];
let providerRegistered = false;
function registerOnce() {
  if (providerRegistered) return;
  providerRegistered = true;
  defineEditorThemes(monaco);
  monaco.languages.registerCompletionItemProvider('sql', {
    provideCompletionItems(model, position) {
      const word = model.getWordUntilPosition(position);
      const range = new monaco.Range(position.lineNumber, word.startColumn, position.lineNumber, word.endColumn);
      const K = monaco.languages.CompletionItemKind;
      return {
        suggestions: [
          ...currentNames.map((n) => ({ label: n.label, detail: n.detail, kind: n.kind === 'table' ? K.Class : K.Field, insertText: n.label, range })),
          ...KEYWORDS.map((k) => ({ label: k, kind: K.Keyword, insertText: k, range })),
        ],
      };
    },
  });
}

export default function SqlEditor({ value, onChange, onRun, onLeave, names, handle, dark, height }: Props) {
  const runRef = useRef(onRun);
  runRef.current = onRun;
  const leaveRef = useRef(onLeave);
  leaveRef.current = onLeave;
  const [tabMovesFocus, setTabMovesFocus] = useState(false);
  const tabMovesFocusRef = useRef(false);
  // Empty until the first switch: a status region speaks when its text changes.
  const [said, setSaid] = useState('');
  const hintId = useId();
  useEffect(() => {
    currentNames = names;
  }, [names]);

  const onMount: OnMount = (editor) => {
    const { KeyCode, KeyMod } = monaco;
    editor.addCommand(KeyMod.CtrlCmd | KeyCode.Enter, () => runRef.current());
    // Monaco binds Ctrl/⌘K as the start of its chords; here it is the console's palette.
    editor.addCommand(KeyMod.CtrlCmd | KeyCode.KeyK, () => palette.open());
    editor.addCommand(KeyCode.Escape, () => leaveRef.current(), LEAVE_WHEN);
    // Ctrl+M everywhere (on a Mac ⌘M would minimise the window; WinCtrl is the Ctrl key there).
    editor.addCommand((isMac ? KeyMod.WinCtrl : KeyMod.CtrlCmd) | KeyCode.KeyM, () => {
      const on = !tabMovesFocusRef.current;
      tabMovesFocusRef.current = on;
      editor.updateOptions({ tabFocusMode: on });
      setTabMovesFocus(on);
      setSaid(on ? 'Tab moves focus' : 'Tab inserts a tab');
    });
    // The keys, as the description of the editor's input (its textarea or edit context).
    editor.getDomNode()?.querySelector('textarea, .native-edit-context')?.setAttribute('aria-describedby', hintId);
    handle.current = {
      insert: (text) => {
        const selection = editor.getSelection();
        if (selection) editor.executeEdits('field-tree', [{ range: selection, text, forceMoveMarkers: true }]);
        editor.focus();
      },
      focus: () => editor.focus(),
    };
  };

  return (
    <>
      <Editor
        height={height - STATUS_BAR}
        language="sql"
        theme={dark ? DARK_THEME : LIGHT_THEME}
        beforeMount={registerOnce}
        value={value}
        onChange={(v) => onChange(v ?? '')}
        onMount={onMount}
        loading={null}
        options={{
          minimap: { enabled: false },
          fontSize: 13,
          scrollBeyondLastLine: false,
          wordWrap: 'on',
          automaticLayout: true,
          tabSize: 2,
          renderLineHighlight: 'line',
          placeholder: 'SELECT … FROM the table on the left',
          ariaLabel: 'SQL query',
        }}
      />
      <Group h={STATUS_BAR} px="xs" gap="md" wrap="nowrap" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Text id={hintId} size="xs" c="dimmed" truncate>
          {tabMovesFocus ? 'Tab moves focus · Ctrl+M: Tab inserts a tab' : 'Tab inserts a tab · Ctrl+M: Tab moves focus'} · Esc leaves the editor · {MOD}+K: palette
        </Text>
        <span role="status" style={VISUALLY_HIDDEN}>
          {said}
        </span>
      </Group>
    </>
  );
}

const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;
