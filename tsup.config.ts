import { defineConfig } from 'tsup';

// The server bundle: app/server/main.ts -> dist/server/main.js, and the xlsx worker thread beside it
// (core/server/xlsx.ts finds it there). Native and wasm packages stay external.
export default defineConfig({
  entry: { main: 'app/server/main.ts', xlsxWorker: 'core/server/xlsxWorker.ts' },
  outDir: 'dist/server',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  splitting: false,
  sourcemap: true,
  clean: true,
  skipNodeModulesBundle: true,
  // dayjs ships CommonJS plugins imported by subpath (dayjs/plugin/utc), which Node's ESM
  // loader cannot resolve without an extension: bundle it instead.
  noExternal: ['dayjs'],
});
