// A puzzle's level data in Monaco (our own bundle, core/web/monaco/monacoSetup.ts), loaded lazily by
// the data modal only. The console's keys as in every Monaco editor (Escape leaves, Ctrl+M switches
// Tab, a status bar says so). Read-only where the project does not edit data or the puzzle is locked.
import { useId, useState } from 'react';
import Editor, { type OnMount } from '@monaco-editor/react';
import { EditorStatusBar, STATUS_BAR_HEIGHT } from '../../../../core/web/monaco/EditorStatusBar';
import { bindConsoleKeys } from '../../../../core/web/monaco/editorKeys';
import { DARK_THEME, LIGHT_THEME } from '../../../../core/web/monaco/editorThemes';
import { monaco } from '../../../../core/web/monaco/monacoSetup';

export default function DataEditor(props: {
  value: string;
  onChange: (v: string) => void;
  readOnly: boolean;
  dark: boolean;
  height: number;
  label: string;
}) {
  const [tabMovesFocus, setTabMovesFocus] = useState(false);
  const [said, setSaid] = useState('');
  const hintId = useId();
  const onMount: OnMount = (editor) => {
    bindConsoleKeys(monaco, editor, {
      describedBy: hintId,
      onTabMode: (on) => {
        setTabMovesFocus(on);
        setSaid(on ? 'Tab moves focus' : 'Tab inserts a tab');
      },
    });
  };
  return (
    <div>
      <Editor
        height={props.height - STATUS_BAR_HEIGHT}
        language="json"
        theme={props.dark ? DARK_THEME : LIGHT_THEME}
        value={props.value}
        onChange={(v) => props.onChange(v ?? '')}
        onMount={onMount}
        loading={null}
        options={{
          minimap: { enabled: false },
          fontSize: 13,
          scrollBeyondLastLine: false,
          automaticLayout: true,
          tabSize: 2,
          readOnly: props.readOnly,
          // The textarea itself is readonly too (said to screen readers, and no typing starts).
          domReadOnly: props.readOnly,
          ariaLabel: props.label,
        }}
      />
      <EditorStatusBar hintId={hintId} tabMovesFocus={tabMovesFocus} said={said} prefix={props.readOnly ? 'Read only. ' : ''} />
    </div>
  );
}
