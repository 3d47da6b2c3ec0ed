import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Writes `x.br` and `x.gz` next to each text asset over 1 KB, so the server sends them
 * compressed without compressing per request (core/server/precompressed.ts picks one).
 */
function precompress() {
  return {
    name: 'liveops-precompress',
    apply: 'build' as const,
    writeBundle(options: { dir?: string }) {
      const assets = path.join(options.dir ?? 'dist/web', 'assets');
      if (!fs.existsSync(assets)) return;
      for (const name of fs.readdirSync(assets)) {
        if (!/\.(js|mjs|css|svg|json|txt|wasm|ttf|otf)$/i.test(name)) continue;
        const file = path.join(assets, name);
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(file + '.br', brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
        fs.writeFileSync(file + '.gz', gzipSync(data, { level: 9 }));
      }
    },
  };
}

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
  },
  server: {
    proxy: {
      '/v1': 'http://localhost:8080',
      '/client': 'http://localhost:8080',
      '/cdn': 'http://localhost:8080',
      '/healthz': 'http://localhost:8080',
    },
  },
  test: {
    root: '.',
    include: ['core/**/*.test.ts', 'plugins/**/*.test.ts', 'projects/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/fault/**/*.test.ts', 'tests/warehouse/**/*.test.ts'],
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
  },
} as any);
