/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/**
 * Writes `x.br` and `x.gz` next to each text asset over 1 KB, so the server sends them
 * compressed without compressing per request (core/server/precompressed.ts picks one).
 * Asynchronously, in libuv's thread pool: Brotli's best quality took 16 s of the build on one
 * core (the SQL editor's 3 MB alone 9 s); the pool spreads it over every core. Files over 1 MB at
 * quality 10: the SQL editor's is then 4 s and 1.7% bigger (677 KB, not 666 KB).
 */
function precompress() {
  return {
    name: 'liveops-precompress',
    apply: 'build' as const,
    async writeBundle(options: { dir?: string }) {
      const assets = path.join(options.dir ?? 'dist/web', 'assets');
      if (!fs.existsSync(assets)) return;
      const files = fs.readdirSync(assets).filter((name) => /\.(js|mjs|css|svg|json|txt|wasm|ttf|otf)$/i.test(name));
      const sized = files
        .map((name) => ({ file: path.join(assets, name), data: fs.readFileSync(path.join(assets, name)) }))
        .filter((f) => f.data.length >= 1024);
      // Largest first, so the biggest file does not start last and hold up the end.
      sized.sort((a, b) => b.data.length - a.data.length);
      await Promise.all(
        sized.map(async ({ file, data }) => {
          const [br, gz] = await Promise.all([
            brotli(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: data.length > 1024 * 1024 ? 10 : 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gzip(data, { level: 9 }),
          ]);
          fs.writeFileSync(file + '.br', br);
          fs.writeFileSync(file + '.gz', gz);
        }),
      );
    },
  };
}

/**
 * Mantine's components that only some screens use (lists, tables, modals, pickers): left out of the
 * mantine chunk, which every page loads, to keep the first screen (login, shell) within its budget
 * (DESIGN §10); they chunk by the screens that share them.
 */
const SCREEN_MANTINE = [
  'Accordion',
  'Autocomplete',
  'Checkbox',
  'Chip',
  'Combobox',
  'Drawer',
  'FileInput',
  'Grid',
  'Highlight',
  'JsonInput',
  'Modal',
  'ModalBase',
  'MultiSelect',
  'NumberInput',
  'Pagination',
  'Pill',
  'PillsInput',
  'Progress',
  'Radio',
  'RangeSlider',
  'SegmentedControl',
  'Select',
  'SimpleGrid',
  'Slider',
  'Stepper',
  'Switch',
  'Table',
  'Tabs',
  'TagsInput',
  'Textarea',
  'Timeline',
];
const screenMantine = new RegExp(
  `@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/](${SCREEN_MANTINE.join('|')})[\\\\/]|react-number-format|react-textarea-autosize`,
);
const mantine =
  /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|tslib|clsx|get-nonce|detect-node-es|type-fest)[\\/]/;

/** A group per library family, most specific first (a module goes to the first group that tests it). */
const VENDOR_CHUNKS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|jotai|wouter|regexparam)[\\/]/, priority: 60 },
  { name: 'mantine', test: (id: string) => mantine.test(id) && !screenMantine.test(id), priority: 50 },
  { name: 'icons', test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/, priority: 40 },
  { name: 'table', test: /node_modules[\\/](mantine-react-table|@tanstack|@mantine[\\/]dates|dayjs)[\\/]/, priority: 30 },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
];

// The web app: entry app/web/index.html, built to dist/web and served by the Node server.
export default defineConfig({
  root: 'app/web',
  plugins: [react(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // The bench reads the chunk graph from .vite/manifest.json.
    manifest: true,
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      output: {
        // Libraries in a few chunks by family, not in dozens of 1 KB pieces split by which screens
        // share them: a screen's first load was 104 script requests, 82 of them under 3 KB, and
        // over HTTP/1.1 (6 connections) their round trips, not their bytes, held the screen back.
        codeSplitting: { groups: VENDOR_CHUNKS },
      },
    },
  },
  // `npm run dev` (scripts/dev.mjs): the server's paths go to it. The Host header is kept (Vite's
  // string shorthand rewrites it to the target's), so the server's cross-site check sees the page's own origin.
  server: {
    proxy: Object.fromEntries(
      ['/v1', '/client', '/cdn', '/healthz'].map((path) => [path, { target: 'http://localhost:8080', changeOrigin: false }]),
    ),
  },
  test: {
    root: '.',
    include: [
      'core/**/*.test.ts',
      'plugins/**/*.test.ts',
      'projects/**/*.test.ts',
      'tests/api/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'tests/fault/**/*.test.ts',
      'tests/warehouse/**/*.test.ts',
      'tests/scaffold/**/*.test.ts',
    ],
    testTimeout: 30000,
    // A test app boots and seeds in beforeAll; on a loaded 2-core machine that can pass a minute.
    hookTimeout: 180000,
    pool: 'forks',
    // One worker process runs many files: a fresh process per file loaded the server's modules
    // (Hono, Drizzle, PGlite, DuckDB) 136 times, 40% of the suite's time. Test apps and their
    // databases are per file anyway (the harness), so files share no state that matters.
    isolate: false,
    fileParallelism: true,
    maxWorkers: 2,
    // Transformed modules kept on disk (node_modules/.experimental-vitest-cache): the PostgreSQL
    // pass of `npm test` and a rerun reuse what the first pass transformed (37 s of its workers' time).
    experimental: { fsModuleCache: true },
  },
});
