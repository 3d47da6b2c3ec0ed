// Web budgets (DESIGN §10): the first screen (shell + login) ≤ 200 KB of gzipped JS, any one
// plugin screen's own chunk ≤ 100 KB, and palette filtering < 16 ms per keystroke with 2,000
// commands. Reads the chunk graph of the last `vite build` (dist/web/.vite/manifest.json).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { buildCommandIndex, filterCommands, type Searchable } from '../../core/web/palette/filter';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const WEB = path.resolve('dist/web');
const manifest: Record<string, Chunk> = JSON.parse(fs.readFileSync(path.join(WEB, '.vite/manifest.json'), 'utf8'));
const gz = (file: string) => gzipSync(fs.readFileSync(path.join(WEB, file)), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** The chunk and everything it imports statically (what the browser must load for it). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const keyOf = (suffix: string) => Object.keys(manifest).find((k) => k.endsWith(suffix));
const sizeOf = (keys: Set<string>) => [...keys].reduce((sum, k) => sum + gz(manifest[k].file), 0);

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
const login = keyOf('core/web/pages/LoginPage.tsx');
const shell = keyOf('core/web/shell/SignedInConsole.tsx');
const first = closure(entry);
if (login) closure(login, first);
if (shell) closure(shell, first);
const firstSize = sizeOf(first);
// Chunks of the first screen that hold zod (its classes register under '$ZodType'; shared chunks
// are named after one of their modules, so the name alone does not say): a plugin's manifest or
// the login page imported a schema (plugins keep schemas out of shared.ts for this).
const zodChunks = [...first]
  .map((k) => manifest[k].file)
  .filter((file) => fs.readFileSync(path.join(WEB, file), 'utf8').includes('$ZodType'));
const zodNote = zodChunks.length ? `zod in ${zodChunks.join(', ')}` : 'no zod';
console.log(
  `first screen (entry + login + shell, ${first.size} chunks): ${kb(firstSize)} gzipped, ${zodNote}  [budget 200 KB] ${firstSize <= 200 * 1024 ? 'OK' : 'OVER'}`,
);

const screens = Object.keys(manifest).filter(
  (k) => /^\.\.\/\.\.\/plugins\/[^/]+\/web\/screens\//.test(k) || /plugins\/[^/]+\/web\/screens\//.test(k),
);
let worst = { key: '', size: 0 };
for (const k of screens) {
  const size = gz(manifest[k].file);
  if (size > worst.size) worst = { key: k, size };
}
console.log(
  `plugin screens: ${screens.length}, largest own chunk ${kb(worst.size)} (${worst.key.replace(/^(\.\.\/)+/, '')})  [budget 100 KB] ${worst.size <= 100 * 1024 ? 'OK' : 'OVER'}`,
);

// Palette: 2,000 commands, the queries a user types one key at a time.
const words = [
  'upload',
  'bundles',
  'sandbox',
  'prod',
  'activity',
  'publish',
  'rights',
  'users',
  'stats',
  'level',
  'funnel',
  'push',
  'task',
  'experiment',
  'release',
  'folder',
  'puzzle',
  'translate',
  'bonus',
  'ads',
];
const commands: Searchable[] = Array.from({ length: 2000 }, (_, i) => ({
  id: `plugin${i % 40}.command${i}`,
  title: `${words[i % words.length]} ${words[(i * 7) % words.length]} ${i}`,
  description: `Does ${words[(i * 3) % words.length]} things for project ${i % 13}`,
  keywords: [words[(i * 5) % words.length], 'x' + (i % 17)],
  group: `Plugin ${i % 40}`,
}));
const index = buildCommandIndex(commands);
const typed = 'upload bundles to prod';
const timings: number[] = [];
for (let round = 0; round < 50; round++) {
  for (let n = 1; n <= typed.length; n++) {
    const t0 = performance.now();
    filterCommands(index, typed.slice(0, n), ['plugin3.command3']);
    timings.push(performance.now() - t0);
  }
}
timings.sort((a, b) => a - b);
const p = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))].toFixed(2);
console.log(
  `palette filter, 2,000 commands: median ${p(0.5)} ms, p99 ${p(0.99)} ms, max ${timings[timings.length - 1].toFixed(2)} ms per keystroke  [budget 16 ms] ${Number(p(0.99)) <= 16 ? 'OK' : 'OVER'}`,
);
