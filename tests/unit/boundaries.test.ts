// The boundaries of DESIGN §1 as eslint.config.js encodes them: each import below is linted as if it
// stood in the named file (the file need not exist; the imported one does), with only the boundaries
// rule on, so a rule that stops firing, or starts firing on an allowed import, fails here.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === 'boundaries/dependencies' });

/** The boundaries messages for `code` placed at `file` (a path from the repository root). */
async function violations(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

const refused: [string, string, string][] = [
  ['a plugin imports another plugin (shared half)', 'plugins/push/web/x.tsx', "import '../../translations/shared';"],
  ['a plugin imports another plugin (server half)', 'plugins/push/server/x.ts', "import '../../translations/server/index';"],
  ['a plugin re-exports another plugin', 'plugins/push/shared2.ts', "export * from '../translations/shared';"],
  ['a plugin loads another plugin lazily', 'plugins/push/web/index2.ts', "export const s = () => import('../../translations/web/index');"],
  ['core imports a plugin', 'core/server/x.ts', "import '../../plugins/push/shared';"],
  ['core web imports a plugin', 'core/web/x.ts', "import '../../plugins/push/web/index';"],
  ['core imports app', 'core/shared/x.ts', "import '../../app/plugins';"],
  ['core imports projects/', 'core/server/x.ts', "import '../../projects/index';"],
  ['a plugin imports app', 'plugins/push/server/x.ts', "import '../../../app/plugins';"],
  ['a plugin web half imports its server half', 'plugins/push/web/x.ts', "import '../server/index';"],
  ['a plugin server half imports its web half', 'plugins/push/server/x.ts', "import '../web/index';"],
  ['a plugin web half imports core server', 'plugins/push/web/x.ts', "import '../../../core/server/app';"],
  ['a plugin shared half imports core web', 'plugins/push/x.ts', "import '../../core/web/http';"],
  ['core web imports core server', 'core/web/x.ts', "import '../server/app';"],
  ['core server imports core web', 'core/server/x.ts', "import '../web/http';"],
  ['core shared imports core server', 'core/shared/x.ts', "import '../server/app';"],
  ['the web entry imports server code', 'app/web/x.tsx', "import '../../core/server/app';"],
  ['the server entry imports web code', 'app/server/x.ts', "import '../../plugins/push/web/index';"],
  ['projects/ imports a plugin web half', 'projects/x.ts', "import '../plugins/push/web/index';"],
  ['projects/ imports core server', 'projects/x.ts', "import '../core/server/app';"],
  ['source code imports the test harness', 'plugins/push/server/x.ts', "import '../../../tests/api/harness';"],
];

const allowed: [string, string, string][] = [
  [
    'a plugin web half imports its shared half and core web',
    'plugins/push/web/x.tsx',
    "import '../shared';\nimport '../../../core/web/http';",
  ],
  [
    'a plugin server half imports its shared half and core server',
    'plugins/push/server/x.ts',
    "import '../shared';\nimport '../../../core/server/app';",
  ],
  ['both halves import core shared', 'plugins/push/server/x.ts', "import '../../../core/shared/errors';"],
  [
    'projects/ imports override contracts',
    'projects/x.ts',
    "import '../plugins/stats/overrides';\nimport '../plugins/projects/shared';\nimport '../core/shared/overrides';",
  ],
  ['app/ composes plugins', 'app/x.ts', "import '../plugins/push/web/index';\nimport '../plugins/push/server/index';"],
  ['a test beside the code uses the harness', 'plugins/push/server/x.test.ts', "import '../../../tests/api/harness';"],
  ['source code imports a test helper type', 'plugins/push/server/x.ts', "import type { Client } from '../../../tests/api/harness';"],
  [
    'a test beside the code boots the enabled plugins',
    'core/server/x.test.ts',
    "import '../../app/server/plugins';\nimport '../../projects/index';",
  ],
  [
    'tests/ import anything',
    'tests/api/x.test.ts',
    "import '../../plugins/push/server/index';\nimport '../../plugins/translations/web/index';",
  ],
];

describe('boundaries (DESIGN §1)', () => {
  it.each(refused)('refuses: %s', async (_what, file, code) => {
    const found = await violations(file, code);
    expect(found).toHaveLength(code.split('\n').length);
    for (const m of found) expect(m).toMatch(/^boundaries\/dependencies: DESIGN §1/);
  });

  it.each(allowed)('allows: %s', async (_what, file, code) => {
    expect(await violations(file, code)).toEqual([]);
  });
});
