import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The web app: entry app/web/index.html, built to dist/web and served by the Node server.
export default defineConfig({
  root: 'app/web',
  plugins: [react()],
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
    fileParallelism: true,
    maxWorkers: 2,
  },
} as any);
