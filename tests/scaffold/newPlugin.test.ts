// `npm run new-plugin` (scripts/new-plugin.mjs) over a copy of the tree in a temporary directory:
// it refuses a bad or taken id, makes the plugin and its one line in app/plugins.ts, and what it
// makes type-checks (tsc over the new plugin and everything it imports) and passes its own API
// test. The repository is never written: the copy is removed at the end, and the test checks that
// app/plugins.ts and plugins/ are as they were.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');
const ID = 'scaffold-check';
const script = path.join(repo, 'scripts/new-plugin.mjs');
const listBefore = fs.readFileSync(path.join(repo, 'app/plugins.ts'), 'utf8');
let tmp = '';

const scaffold = (...args: string[]) => spawnSync(process.execPath, [script, ...args, '--root', tmp], { encoding: 'utf8' });

/** A child process's status and output, without blocking the other one beside it. */
function run(cmd: string, args: string[]): Promise<{ status: number | null; out: string }> {
  return new Promise((resolve) => {
    const env = { ...process.env };
    delete env.DATABASE_URL; // the generated API test on PGlite, whatever the outer pass uses
    const child = spawn(cmd, args, { cwd: tmp, env });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (status) => resolve({ status, out }));
  });
}

describe('npm run new-plugin', () => {
  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'liveops-new-plugin-'));
    const skip = new Set(['node_modules', 'dist', 'data', 'test-results']);
    for (const dir of ['app', 'core', 'plugins', 'projects', 'tests'])
      fs.cpSync(path.join(repo, dir), path.join(tmp, dir), { recursive: true, filter: (src) => !skip.has(path.basename(src)) });
    fs.copyFileSync(path.join(repo, 'tsconfig.json'), path.join(tmp, 'tsconfig.json'));
    fs.copyFileSync(path.join(repo, 'package.json'), path.join(tmp, 'package.json'));
    fs.symlinkSync(fs.realpathSync(path.join(repo, 'node_modules')), path.join(tmp, 'node_modules'));
    // Only what the new plugin is and imports; a vitest config of its own (no cache in node_modules).
    fs.writeFileSync(
      path.join(tmp, 'tsconfig.scaffold.json'),
      JSON.stringify({ extends: './tsconfig.json', include: [`plugins/${ID}`, 'app/plugins.ts'] }),
    );
    fs.writeFileSync(
      path.join(tmp, 'vitest.scaffold.mjs'),
      `export default { test: { include: ['plugins/${ID}/**/*.test.ts'], pool: 'forks', testTimeout: 60000, hookTimeout: 180000 } };\n`,
    );
  });
  afterAll(() => {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
    // Nothing landed in the repository.
    expect(fs.existsSync(path.join(repo, 'plugins', ID))).toBe(false);
    expect(fs.readFileSync(path.join(repo, 'app/plugins.ts'), 'utf8')).toBe(listBefore);
  });

  it('refuses an id that is not kebab-case, and one that exists', () => {
    for (const bad of ['Bad_Id', 'no--double', '-lead', '9lives', 'UPPER']) {
      const r = scaffold(bad);
      expect(r.status, bad).toBe(1);
      expect(r.stderr).toContain(`'${bad}' is not a plugin id: use kebab-case`);
    }
    const taken = scaffold('feedback');
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain('plugins/feedback already exists');
    expect(scaffold().stderr).toContain('usage: npm run new-plugin <id>');
    expect(fs.readFileSync(path.join(tmp, 'app/plugins.ts'), 'utf8')).toBe(listBefore);
  });

  it('makes a plugin in the flat layout that type-checks and passes its API test', async () => {
    const r = scaffold(ID);
    expect(r.status, r.stderr).toBe(0);
    const dir = path.join(tmp, 'plugins', ID);
    const files = [
      'README.md',
      'shared.ts',
      'schemas.ts',
      'endpoints.ts',
      'web/index.ts',
      'web/api.ts',
      'web/screens/ScaffoldCheckPage.tsx',
      'server/index.ts',
      'server/routes.ts',
      `server/${ID}.test.ts`,
    ];
    for (const f of files) expect(fs.existsSync(path.join(dir, f)), f).toBe(true);
    // The one line that enables it, at the end of the list.
    expect(fs.readFileSync(path.join(tmp, 'app/plugins.ts'), 'utf8')).toBe(listBefore.replace(/\];\s*$/, `  '${ID}',\n];\n`));
    const manifest = fs.readFileSync(path.join(dir, 'web/index.ts'), 'utf8');
    expect(manifest).toContain("screen: () => import('./screens/ScaffoldCheckPage')");
    expect(manifest).toContain(`id: '${ID}.openScaffoldCheck'`);
    expect(scaffold(ID).stderr).toContain(`plugins/${ID} already exists`);

    const bin = (p: string) => path.join(tmp, 'node_modules', p);
    const [tsc, vitest] = await Promise.all([
      run(process.execPath, [bin('typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.scaffold.json']),
      run(process.execPath, [bin('vitest/vitest.mjs'), 'run', '--config', 'vitest.scaffold.mjs', `plugins/${ID}/server/${ID}.test.ts`]),
    ]);
    expect(tsc.status, tsc.out).toBe(0);
    expect(vitest.status, vitest.out).toBe(0);
    expect(vitest.out).toMatch(/Tests\s+.*3 passed/);
  }, 300_000);
});
