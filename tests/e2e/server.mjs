// The browser suite's server: the built server on a fresh, empty data folder with the demo data,
// sized for the suite. playwright.config.ts starts it; `npm test` starts it earlier, as soon as the
// build is done, so its start (about 40 s, much of it waiting on the demo's deploy scripts) runs
// beside the checks and the unit tests, and the browser suite takes it over (E2E_REUSE).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** @returns {{ port: number, url: string, env: Record<string, string> }} */
export function e2eServer() {
  // 8181 by default; E2E_PORT lets a second run on the same machine use another port.
  const port = Number(process.env.E2E_PORT ?? 8181);
  // Playwright's workers re-read its config; the env var keeps one data folder per run.
  process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'liveops-e2e-'));
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_MAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'admin-pass-123',
      DEMO: '1',
      DEPLOY_LOCAL_RUNNER: '1',
      // A tenth of `npm start`'s game events (the same generator and six projects), made in 5 s, not
      // 30: the screens' behaviour is under test, not the warehouse's volume (npm run bench's).
      DEMO_EVENTS: process.env.E2E_DEMO_EVENTS ?? '300000',
      // Likewise a tenth of the demo's 20,000 jigsaw puzzles: the screens page through any count.
      DEMO_PUZZLES: process.env.E2E_DEMO_PUZZLES ?? '2000',
      // A run may serve its own web build (E2E_WEB_DIR) so a concurrent `npm run build` cannot swap it.
      WEB_DIR: process.env.E2E_WEB_DIR ?? '',
      DATABASE_URL: '',
      CLICKHOUSE_URL: '',
    },
  };
}

/** The command that starts it (after `npm run build`). */
export const E2E_SERVER_COMMAND = ['node', 'dist/server/main.js'];
