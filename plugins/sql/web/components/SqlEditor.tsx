// The SQL editor: Monaco (our own bundle, see core/web/monaco/monacoSetup.ts), loaded lazily by the SQL page.
// Ctrl/⌘+Enter runs; the field names are offered as completions; the page inserts names at the
// cursor through `handle`.
// No keyboard trap (issue 11): Escape leaves the editor (once Monaco's own widgets are closed), Ctrl+M
// switches Tab between inserting a tab and moving focus (said in a polite status region and shown
// in the editor's status bar), and Ctrl/⌘K opens the palette instead of starting Monaco's chords.
// The editor does not take focus on load: after navigation focus belongs to the screen's heading.
import { useEffect, useId, useRef, useState, type MutableRefObject } from 'react';
import Editor, { type OnMount } from '@monaco-editor/react';
import { EditorStatusBar, STATUS_BAR_HEIGHT } from '../../../../core/web/monaco/EditorStatusBar';
import { bindConsoleKeys } from '../../../../core/web/monaco/editorKeys';
import { DARK_THEME, LIGHT_THEME } from '../../../../core/web/monaco/editorThemes';
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
  names: CompletionName[];
  handle: MutableRefObject<SqlEditorHandle | null>;
  dark: boolean;
  /** The whole box: the editor and its status bar. */
  height: number;
}

const KEYWORDS = [
  'SELECT',
  'FROM',
  'WHERE',
  'GROUP BY',
  'ORDER BY',
  'HAVING',
  'LIMIT',
  'JOIN',
  'LEFT JOIN',
  'ON',
  'AS',
  'AND',
  'OR',
  'NOT',
  'IN',
  'IS NULL',
  'DISTINCT',
  'COUNT',
  'SUM',
  'AVG',
  'MIN',
  'MAX',
  'WITH',
  'UNION ALL',
  'CASE',
  'WHEN',
  'THEN',
  'ELSE',
  'END',
  'DESC',
  'ASC',
];

// One completion provider for the SQL language; it offers the names of the page shown last.
let currentNames: CompletionName[] = [];
let providerRegistered = false;
function registerOnce() {
  if (providerRegistered) return;
  providerRegistered = true;
  monaco.languages.registerCompletionItemProvider('sql', {
    provideCompletionItems(model, position) {
      const word = model.getWordUntilPosition(position);
      const range = new monaco.Range(position.lineNumber, word.startColumn, position.lineNumber, word.endColumn);
      const K = monaco.languages.CompletionItemKind;
      return {
        suggestions: [
          ...currentNames.map((n) => ({
            label: n.label,
            detail: n.detail,
            kind: n.kind === 'table' ? K.Class : K.Field,
            insertText: n.label,
            range,
          })),
          ...KEYWORDS.map((k) => ({ label: k, kind: K.Keyword, insertText: k, range })),
        ],
      };
    },
  });
}

export default function SqlEditor({ value, onChange, onRun, names, handle, dark, height }: Props) {
  const runRef = useRef(onRun);
  runRef.current = onRun;
  const [tabMovesFocus, setTabMovesFocus] = useState(false);
  // Empty until the first switch: a status region speaks when its text changes.
  const [said, setSaid] = useState('');
  const hintId = useId();
  useEffect(() => {
    currentNames = names;
  }, [names]);

  const onMount: OnMount = (editor) => {
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () => runRef.current());
    bindConsoleKeys(monaco, editor, {
      describedBy: hintId,
      onTabMode: (on) => {
        setTabMovesFocus(on);
        setSaid(on ? 'Tab moves focus' : 'Tab inserts a tab');
      },
    });
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
        height={height - STATUS_BAR_HEIGHT}
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
      <EditorStatusBar hintId={hintId} tabMovesFocus={tabMovesFocus} said={said} />
    </>
  );
}
