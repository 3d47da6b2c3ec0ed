// JSON as a Monarch tokenizer (keys, strings, numbers, true/false/null, brackets): a few hundred
// bytes instead of Monaco's JSON language service and its worker. Brackets and auto-closing come
// from the language configuration.
import type { monaco as Monaco } from './monacoSetup';

export function registerJson(monaco: typeof Monaco): void {
  if (monaco.languages.getLanguages().some((l) => l.id === 'json')) return;
  monaco.languages.register({ id: 'json', extensions: ['.json'], aliases: ['JSON', 'json'], mimetypes: ['application/json'] });
  monaco.languages.setLanguageConfiguration('json', {
    brackets: [
      ['{', '}'],
      ['[', ']'],
    ],
    autoClosingPairs: [
      { open: '{', close: '}' },
      { open: '[', close: ']' },
      { open: '"', close: '"', notIn: ['string'] },
    ],
  });
  monaco.languages.setMonarchTokensProvider('json', {
    tokenPostfix: '.json',
    tokenizer: {
      root: [
        [/"(?:[^"\\]|\\.)*"(?=\s*:)/, 'string.key'],
        [/"(?:[^"\\]|\\.)*"/, 'string'],
        [/-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/, 'number'],
        [/\b(?:true|false|null)\b/, 'keyword'],
        [/[{}[\]]/, '@brackets'],
        [/[,:]/, 'delimiter'],
        [/\s+/, 'white'],
      ],
    },
  });
}
