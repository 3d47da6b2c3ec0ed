// The console's editor colours (the SQL editor, the config center's diff editor), in the console's scheme: its background and text are Mantine's body
// (white / dark-7), keywords take the console's indigo, and every token, line number and the
// placeholder reach 4.5:1 on that background (Monaco's own `vs` has strings in #ff0000, 3.99:1,
// and operators in #778899, 3.6:1). Ratios are in the comments.
import type { monaco as Monaco } from './monacoSetup';

export const LIGHT_THEME = 'console-light';
export const DARK_THEME = 'console-dark';

type Api = typeof Monaco;

export function defineEditorThemes(monaco: Api): void {
  monaco.editor.defineTheme(LIGHT_THEME, {
    base: 'vs',
    inherit: true,
    rules: [
      { token: '', foreground: '000000' }, // 21
      { token: 'keyword', foreground: '364FC7' }, // indigo-8, 6.8
      { token: 'string', foreground: 'C92A2A' }, // red-9, 5.5
      { token: 'string.sql', foreground: 'C92A2A' },
      { token: 'number', foreground: '087F5B' }, // 5.0
      { token: 'comment', foreground: '2F6B1F', fontStyle: 'italic' }, // 6.5
      { token: 'operator.sql', foreground: '5C6B7A' }, // 5.5
      { token: 'predefined.sql', foreground: '9C36B5' }, // grape-9, 5.8
      { token: 'identifier.quote.sql', foreground: '000000' },
      { token: 'string.key.json', foreground: '364FC7' }, // indigo-8, 6.8
      { token: 'keyword.json', foreground: '9C36B5' }, // grape-9, 5.8
      { token: 'type.yaml', foreground: '364FC7' }, // keys
    ],
    colors: {
      'editor.background': '#FFFFFF',
      'editor.foreground': '#000000',
      'editorLineNumber.foreground': '#5C6B7A', // 5.5
      'editorLineNumber.activeForeground': '#000000',
      'editor.placeholder.foreground': '#5C6B7A',
    },
  });
  monaco.editor.defineTheme(DARK_THEME, {
    base: 'vs-dark',
    inherit: true,
    rules: [
      { token: '', foreground: 'C9C9C9' }, // dark-0, 9.4 on dark-7
      { token: 'keyword', foreground: '91A7FF' }, // indigo-3, 6.8
      { token: 'string', foreground: 'FF8787' }, // red-4, 6.7
      { token: 'string.sql', foreground: 'FF8787' },
      { token: 'number', foreground: 'B5CEA8' }, // 9.1
      { token: 'comment', foreground: '8FB573', fontStyle: 'italic' }, // 6.7
      { token: 'operator.sql', foreground: 'A0AEC0' }, // 6.9
      { token: 'predefined.sql', foreground: 'E599F7' }, // grape-3, 7.6
      { token: 'identifier.quote.sql', foreground: 'C9C9C9' },
      { token: 'string.key.json', foreground: '91A7FF' }, // indigo-3, 6.8
      { token: 'keyword.json', foreground: 'E599F7' }, // grape-3, 7.6
      { token: 'type.yaml', foreground: '91A7FF' },
    ],
    colors: {
      'editor.background': '#242424',
      'editor.foreground': '#C9C9C9',
      'editorLineNumber.foreground': '#909296', // dark-2, 5.0
      'editorLineNumber.activeForeground': '#C9C9C9',
      'editor.placeholder.foreground': '#909296',
      // The diff editor's added and removed lines and words: 8% and 12% green or red over the
      // background, so every token above stays over 4.5:1 (vs-dark's 20% pair left indigo at 3.1).
      'diffEditor.insertedLineBackground': '#37B24D14',
      'diffEditor.insertedTextBackground': '#37B24D1F',
      'diffEditor.removedLineBackground': '#F03E3E14',
      'diffEditor.removedTextBackground': '#F03E3E1F',
    },
  });
}
