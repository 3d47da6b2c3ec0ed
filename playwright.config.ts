// Browser tests: Debian's Chromium against the real server (built beforehand by `npm test`),
// with a fresh, empty data folder and the demo data (tests/e2e/server.mjs).
import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_SERVER_COMMAND, e2eServer } from './tests/e2e/server.mjs';

const server = e2eServer();
// Debian's Chromium as its headless shell (package chromium-headless-shell, the same build without
// the browser's UI): the full browser in headless mode spent a fifth of the suite's CPU on its own
// UI processes. The full browser when the shell is missing; E2E_CHROMIUM names another.
const SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.E2E_CHROMIUM ?? (fs.existsSync(SHELL) ? SHELL : '/usr/bin/chromium');

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
    baseURL: server.url,
    // page.request calls are not a browser's: they send Origin as one would (console writes need it).
    extraHTTPHeaders: { Origin: server.url },
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
    command: E2E_SERVER_COMMAND.join(' '),
    url: `${server.url}/healthz`,
    // E2E_REUSE=1: a server already started with the same env, by `npm test` (beside the checks and
    // the unit tests) or by hand (profiling it).
    reuseExistingServer: !!process.env.E2E_REUSE,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: server.env,
  },
});
