// Browser tests: Debian's Chromium against the real server (built beforehand by `npm test`),
// started here with a fresh, empty data folder and the demo data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// 8181 by default; E2E_PORT lets a second run on the same machine use another port.
const PORT = Number(process.env.E2E_PORT ?? 8181);
// Debian's Chromium as its headless shell (package chromium-headless-shell, the same build without
// the browser's UI): the full browser in headless mode spent a fifth of the suite's CPU on its own
// UI processes. The full browser when the shell is missing; E2E_CHROMIUM names another.
const SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.E2E_CHROMIUM ?? (fs.existsSync(SHELL) ? SHELL : '/usr/bin/chromium');
// Workers re-read this file; the env var keeps one data folder per run.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'liveops-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  // Whole flows (create, grant, sign in as another user) on a 2-core machine.
  timeout: 60_000,
  // A ceiling on waiting for state, not a wait: a loaded machine renders a query's answer later.
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // page.request calls are not a browser's: they send Origin as one would (console writes need it).
    extraHTTPHeaders: { Origin: `http://127.0.0.1:${PORT}` },
    headless: true,
    viewport: { width: 1280, height: 800 },
    // As an operator who asked for less motion: no fades to wait out (the theme honours it).
    reducedMotion: 'reduce',
    // No trace by default: recording one for every test (to keep the failures') took a third of the
    // suite's time on two cores, its screencast most of it. E2E_TRACE=1 records them when debugging;
    // a failure still leaves its screenshot and the page's aria snapshot.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${PORT}/healthz`,
    // E2E_REUSE=1: a server started by hand (profiling it), with the env below.
    reuseExistingServer: !!process.env.E2E_REUSE,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
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
  },
});
