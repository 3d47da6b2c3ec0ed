import { defineConfig } from 'drizzle-kit';

// One schema for PGlite and PostgreSQL: core's tables plus every plugin's server/db.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./core/server/db/schema.ts', './core/server/db/content.ts', './core/server/db/experiments.ts', './plugins/*/server/db.ts'],
  out: './app/migrations',
});
