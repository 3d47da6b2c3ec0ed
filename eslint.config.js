// The lint of the house (`npm run lint`, and in `npm test` beside the type check). What it checks and
// why is written in core/server/README.md ("Lint and format"). In short:
// - typescript-eslint's recommended rules everywhere, without type information: the type-aware
//   promise rules on server code alone cost more than the whole lint's budget, and tsc checks types.
// - react-hooks: the rules of hooks, and exhaustive deps as an error (a deliberate omission says why
//   in an `eslint-disable-next-line react-hooks/exhaustive-deps -- reason` comment).
// - boundaries: DESIGN §1 as element types and the imports each may make (below).
import js from '@eslint/js';
import comments from '@eslint-community/eslint-plugin-eslint-comments';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The element types of DESIGN §1, by path from the repository root (the first that matches wins, so
 * a plugin's web/ and server/ come before the rest of it). Everything in a plugin outside web/ and
 * server/ (shared.ts, schemas, endpoints, their area folders, overrides) is its shared half.
 */
export const ELEMENTS = [
  { type: 'core-shared', pattern: 'core/shared' },
  { type: 'core-web', pattern: 'core/web' },
  { type: 'core-server', pattern: 'core/server' },
  { type: 'plugin-web', pattern: 'plugins/*/web', capture: ['plugin'] },
  { type: 'plugin-server', pattern: 'plugins/*/server', capture: ['plugin'] },
  { type: 'plugin-shared', pattern: 'plugins/*', capture: ['plugin'] },
  { type: 'projects', pattern: 'projects' },
  { type: 'app-web', pattern: 'app/web' },
  { type: 'app-server', pattern: 'app/server' },
  { type: 'app', pattern: 'app' },
  { type: 'tests', pattern: 'tests' },
].map((e) => ({ ...e, partialMatch: false }));

const types = (...t) => ({ types: { anyOf: t } });
const otherPlugin = { type: 'plugin-*', captured: { plugin: '!{{ from.element.captured.plugin }}' } };

const NOT_TEST = '!**/*.test.{ts,tsx}';

/**
 * What no element type may import (everything else is allowed). Written as a few denials rather
 * than an allow-list per type: each policy is matched against every import, and this form is the
 * cheaper one (the boundaries rule is most of the lint's time).
 */
const POLICIES = [
  // A plugin never imports another plugin (its tests neither).
  { from: { element: { type: 'plugin-*' } }, disallow: { to: { element: otherPlugin } } },
  // Core never imports a plugin.
  { from: { element: { type: 'core-*' } }, disallow: { to: { element: { type: 'plugin-*' } } } },
  // Web and server halves never import each other; shared halves and projects/ import neither.
  { from: { element: types('*-web') }, disallow: { to: { element: types('*-server') } } },
  { from: { element: types('*-server') }, disallow: { to: { element: types('*-web') } } },
  { from: { element: types('*-shared', 'projects') }, disallow: { to: { element: types('*-web', '*-server') } } },
  // Only app/ composes: core, the plugins and projects/ (contracts only) never import it, nor core
  // projects/. Their tests may (a test boots the enabled plugins, or reads the project modules).
  { from: { element: types('core-*', 'plugin-*', 'projects'), file: { path: NOT_TEST } }, disallow: { to: { element: types('app*') } } },
  { from: { element: { type: 'core-*' }, file: { path: NOT_TEST } }, disallow: { to: { element: { type: 'projects' } } } },
  // Code that ships never pulls in test code: outside tests/ and *.test.ts, tests/ is imported for types only.
  {
    from: { element: { type: '!tests' }, file: { path: NOT_TEST } },
    disallow: { to: { element: { type: 'tests' } }, dependency: { kind: 'value' } },
  },
];

export default tseslint.config(
  {
    ignores: [
      'app/client/*.gen.*',
      'dist/**',
      'node_modules/**',
      'app/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      'data/**',
      '.tmp/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    plugins: { '@eslint-community/eslint-comments': comments },
    rules: {
      // A silenced rule says why, in the comment: `// eslint-disable-next-line rule -- reason`.
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: ['eslint-enable'] }],
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
      // Validators here reject control characters on purpose (names, paths, queries, push payloads):
      // that is every control character in a regular expression in the code, so the rule only cried wolf.
      'no-control-regex': 'off',
      // `a && b()`, `c ? d() : e()` as statements are the house's short forms.
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
      // `let { url, seen } = ...` where only url is reassigned later stays one statement.
      'prefer-const': ['error', { destructuring: 'all' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // `_`-prefixed names are the house's way to say "unused on purpose".
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Files a reader can hold (issue 30): no source file over 400 lines, no React component (a
    // function in web code) over about 200. Tests and demo data generators are longer by nature.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'tests/**', 'scripts/**'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    files: ['**/web/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 210, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Tests send numbers past a double's precision on purpose (ids and sizes the server must refuse).
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'no-loss-of-precision': 'off' },
  },
  {
    // Playwright's fixtures call `use()`, which is not React's.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/legacy-templates': false,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          message:
            'DESIGN §1: {{from.element.type}} may not import {{to.element.type}} {{to.element.captured.plugin}} ({{dependency.source}})',
          policies: POLICIES,
        },
      ],
    },
  },
  prettier,
);
