// Monaco from our own bundle, never a CDN (DESIGN §8: the console works with no internet): the
// editor core (the diff editor included), the features the console's editors need, the SQL, YAML
// and JSON languages and the editor worker, bundled by Vite into a chunk that loads with a screen's
// editor only (the SQL page, the config center). @monaco-editor/react is told to use this instance
// instead of fetching one. JSON is a small Monarch tokenizer of ours (jsonLanguage.ts), not
// Monaco's JSON language service and its worker: colours are what an editor of config files
// needs, and the server validates JSON and YAML before a release.
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor/editor.api';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import 'monaco-editor/features/bracketMatching/register';
import 'monaco-editor/features/clipboard/register';
import 'monaco-editor/features/codicon/register';
import 'monaco-editor/features/comment/register';
import 'monaco-editor/features/contextmenu/register';
import 'monaco-editor/features/cursorUndo/register';
import 'monaco-editor/features/find/register';
import 'monaco-editor/features/hover/register';
import 'monaco-editor/features/linesOperations/register';
import 'monaco-editor/features/multicursor/register';
import 'monaco-editor/features/placeholderText/register';
import 'monaco-editor/features/wordHighlighter/register';
import 'monaco-editor/features/wordOperations/register';
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'monaco-editor/languages/definitions/sql/register';
import 'monaco-editor/languages/definitions/yaml/register';
import { defineEditorThemes } from './editorThemes';
import { registerJson } from './jsonLanguage';

declare global {
  interface Window {
    MonacoEnvironment?: { getWorker: (workerId: string, label: string) => Worker };
  }
}

// No language has a worker of its own: every label (and the diff computation) gets the editor worker.
window.MonacoEnvironment = { getWorker: () => new EditorWorker() };
registerJson(monaco);
// The console's light and dark themes, once for every editor.
defineEditorThemes(monaco);
loader.config({ monaco });

export { monaco };
