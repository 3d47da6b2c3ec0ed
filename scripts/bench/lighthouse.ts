// Lighthouse (desktop preset) on the login page, the dashboard and level statistics: performance
// and accessibility scores, CLS, LCP and TBT, the median of BENCH_LIGHTHOUSE_RUNS (3) runs each.
// Starts the built server (dist/server/main.js, or BENCH_DIST's) on a fresh data folder with the
// demo, signs in over the API and hands the session cookie to Lighthouse as an extra header.
// Chrome is Debian's Chromium (CHROME_PATH to change it).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT || 8298);
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
const DIST = path.resolve(process.env.BENCH_DIST || 'dist');
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'bench-pass-123';
const ONLY = process.env.BENCH_LIGHTHOUSE_PAGE;
const PAGES = [
  { name: 'login', path: '/login', signedIn: false },
  { name: 'dashboard', path: '/jigsaw/dashboard', signedIn: true },
  { name: 'level statistics', path: '/jigsaw/stats/level', signedIn: true },
];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liveops-lighthouse-'));
const server = spawn(process.execPath, [path.join(DIST, 'server/main.js')], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIR: path.join(DIST, 'web'),
    ADMIN_PASSWORD: PASSWORD,
    DEMO: '1',
    DEMO_EVENTS: '2000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitUp() {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${ORIGIN}/healthz`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function signIn(): Promise<string> {
  const r = await fetch(`${ORIGIN}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ mail: 'admin@example.com', password: PASSWORD }),
  });
  const cookie = (r.headers.get('set-cookie') ?? '').split(';')[0];
  if (!r.ok || !cookie) throw new Error(`sign-in failed: ${r.status} ${await r.text()}`);
  return cookie;
}

interface Figures {
  performance: number;
  accessibility: number;
  cls: number;
  lcp: number;
  tbt: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await waitUp();
  const cookie = await signIn();
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  console.log(`Lighthouse ${RUNS}× per page, desktop preset, median (budget: CLS < 0.1)`);
  for (const page of PAGES.filter((p) => !ONLY || p.name === ONLY)) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(
        ORIGIN + page.path,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          extraHeaders: page.signedIn ? { Cookie: cookie } : undefined,
        },
        desktopConfig,
      );
      const lhr = result!.lhr;
      runs.push({
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
        lcp: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time'].numericValue ?? NaN,
      });
    }
    const m = (k: keyof Figures) => median(runs.map((r) => r[k]));
    const cls = m('cls');
    console.log(
      `${page.name} (${page.path}): performance ${m('performance')} (runs: ${runs.map((r) => r.performance).join(', ')}), accessibility ${m('accessibility')}, CLS ${cls.toFixed(3)}, LCP ${m('lcp').toFixed(0)} ms, TBT ${m('tbt').toFixed(0)} ms  [CLS < 0.1] ${cls < 0.1 ? 'OK' : 'OVER'}`,
    );
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
