// One page per worker, kept from test to test (fixtures.ts). A new page costs a renderer process and
// a cold start of the app's code, about a second of CPU; a full load of the app on a kept page about
// 1.4 s; opening a screen inside the app already loaded (as a nav link does) about 0.6 s. So a test
// that passed leaves its page behind: with the app still loaded, parked on a screen that asks the
// server nothing, when nothing of the last test can show in the next one; else on a blank document
// with the origin's storage cleared, as a new page would be. logIn (helpers.ts) opens its screen
// inside the parked app when the app is signed in as the same user and what the shell loaded at
// start (who, rights, projects) has not changed since. Before parking, the test's toasts are closed
// by their close buttons, a modal or menu it left open with Escape, and the palette's recent commands
// forgotten, as a user (or a new page) would leave them.
import type { APIRequestContext, BrowserContext, Page, Request } from '@playwright/test';
import { CURRENT_PROJECT_KEY, RECENT_COMMANDS_KEY } from '../../core/web/storageKeys';

interface Kept {
  page: Page;
  /** The mail the app loaded on the page is signed in as; null: no app to reuse. */
  user: string | null;
  /** A write that changes what the shell loaded at start since the app loaded: it is stale. */
  shellChanged: boolean;
  /** The test changed the page in ways a later test cannot undo (init scripts, exposed functions). */
  tainted: boolean;
  /** This test signed the app in (logIn): the context's cookie is the app's user's. */
  signedInHere: boolean;
}

const kept = new WeakMap<BrowserContext, Kept>();

/** Where a parked app waits: the console's not-found screen, which asks the server nothing. */
export const PARKED_PATH = '/e2e-parked';

/** Writes that change what the shell loads once at start: users, rights, projects, their settings, sign-in. */
const SHELL_WRITES = /^\/v1\/(auth\/|admin\/(user|projects|settings)|[^/]+\/(right|project|users)\b)/;

function noteWrite(context: BrowserContext, method: string, url: string): void {
  if (method === 'GET' || method === 'HEAD') return;
  const record = kept.get(context);
  if (record && SHELL_WRITES.test(new URL(url, 'http://x').pathname)) record.shellChanged = true;
}

/** Watches the context's writes, the browser's and the API client's (page.request). */
export function watchWrites(context: BrowserContext): void {
  context.on('request', (r: Request) => noteWrite(context, r.method(), r.url()));
  watchClient(context, context.request);
}

function watchClient(context: BrowserContext, client: APIRequestContext): void {
  for (const method of ['post', 'put', 'patch', 'delete'] as const) {
    const original = client[method].bind(client);
    client[method] = ((url: string, options?: object) => {
      noteWrite(context, method.toUpperCase(), url);
      return original(url, options);
    }) as never;
  }
  const fetch = client.fetch.bind(client);
  client.fetch = ((target: string | Request, options?: { method?: string }) => {
    if (typeof target === 'string') noteWrite(context, options?.method ?? 'GET', target);
    return fetch(target as string, options);
  }) as never;
}

/** Event kinds a test may listen to on its page; the next test starts with none of them. */
const TEST_EVENTS = [
  'console',
  'dialog',
  'download',
  'filechooser',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
] as const;

/** Opens `path` inside the loaded app, as a nav link does: wouter follows history.pushState. */
export async function moveInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => history.pushState(null, '', to), path);
}

/** The page the context fixture made ready for this test (resetForTest). */
export function keptPageOf(context: BrowserContext): Page {
  const record = kept.get(context);
  if (!record) throw new Error('resetForTest has not run for this context');
  return record.page;
}

/** Makes the kept page of this worker's context ready for a new test, or a new page when there is none to keep. */
export async function resetForTest(context: BrowserContext, baseURL: string): Promise<Page> {
  const record = kept.get(context);
  if (record && !record.page.isClosed() && !record.tainted) {
    record.signedInHere = false;
    for (const event of TEST_EVENTS) record.page.removeAllListeners(event);
    await record.page.unrouteAll({ behavior: 'ignoreErrors' });
    return record.page;
  }
  if (record && !record.page.isClosed()) await record.page.close();
  const page = await context.newPage();
  await clearStorage(context, page, baseURL);
  const fresh: Kept = { page, user: null, shellChanged: false, tainted: false, signedInHere: false };
  kept.set(context, fresh);
  taintOn(page, fresh);
  return page;
}

/** Init scripts, exposed functions and media emulation stay with a page: it is not kept after them. */
function taintOn(page: Page, record: Kept): void {
  for (const method of ['addInitScript', 'exposeFunction', 'exposeBinding', 'emulateMedia'] as const) {
    const original = (page[method] as (...args: unknown[]) => Promise<void>).bind(page);
    (page as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      record.tainted = true;
      return original(...args);
    };
  }
}

async function clearStorage(context: BrowserContext, page: Page, baseURL: string): Promise<void> {
  // The origin's storage (local storage keeps the colour scheme, recent commands ...); the HTTP cache stays.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(baseURL).origin,
    storageTypes: 'local_storage,session_storage,indexeddb,service_workers,cache_storage',
  });
  await cdp.detach();
}

/** Modals, menus, option lists, tooltips and popovers the last test left open. */
const OVERLAYS = '[role="dialog"], [role="menu"], [role="listbox"], [role="tooltip"], .mantine-Popover-dropdown';
/** Its notices (toasts), which stay a few seconds after the step that showed them. */
const TOASTS = '.mantine-Notification-root';

/**
 * Closes what a passed test left open, as its user would: each toast by its close button, a modal or
 * menu with Escape. What stays open (a modal that asks first) keeps the page from being parked.
 */
async function closeLeftovers(page: Page): Promise<void> {
  for (let round = 0; round < 2; round++) {
    const [overlays, toasts] = await page
      .evaluate(([o, t]) => [document.querySelectorAll(o).length, document.querySelectorAll(t).length], [OVERLAYS, TOASTS] as const)
      .catch(() => [0, 0]);
    if (!overlays && !toasts) return;
    if (overlays) await page.keyboard.press('Escape');
    if (toasts)
      await page.evaluate((t) => {
        for (const close of document.querySelectorAll<HTMLButtonElement>(`${t} .mantine-Notification-closeButton`)) close.click();
      }, TOASTS);
    await page
      .waitForFunction(([o, t]) => !document.querySelector(`${o}, ${t}`), [OVERLAYS, TOASTS] as const, { timeout: 2_000 })
      .catch(() => undefined);
  }
}

/**
 * The palette's recent commands (a storage atom that follows storage events, as from another tab):
 * gone from storage and from the app, as on a new page, so the next test's palette ranks as fresh.
 */
async function forgetRecentCommands(page: Page): Promise<void> {
  await page
    .evaluate((key) => {
      if (localStorage.getItem(key) === null) return;
      localStorage.removeItem(key);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: null, storageArea: localStorage }));
    }, RECENT_COMMANDS_KEY)
    .catch(() => undefined);
}

/** What the next test could see of this one's app on the page. */
interface Leftovers {
  signedIn: boolean;
  open: number;
  local: string[];
  session: string[];
}

/**
 * After a test that passed: parks the app when nothing of this test can show in the next, else
 * leaves the page on a blank document with the origin's storage cleared.
 */
export async function park(
  context: BrowserContext,
  page: Page,
  baseURL: string,
  viewport: { width: number; height: number },
): Promise<void> {
  const record = kept.get(context);
  if (!record || record.page !== page || page.isClosed() || record.tainted) return;
  const size = page.viewportSize();
  const sameSize = size?.width === viewport.width && size?.height === viewport.height;
  const onApp = page.url().startsWith(baseURL) && !new URL(page.url()).pathname.startsWith('/login');
  const reusable = !!record.user && onApp && sameSize && !record.shellChanged;
  if (reusable) {
    await closeLeftovers(page);
    await forgetRecentCommands(page);
  }
  const left: Leftovers | null = reusable
    ? await page
        .evaluate(
          ([overlays, toasts]) => ({
            // The header's user button, named "<name>: user menu".
            signedIn: !!document.querySelector('header [aria-label$=": user menu"]'),
            open: document.querySelectorAll(`${overlays}, ${toasts}`).length,
            local: Object.keys(localStorage),
            session: Object.keys(sessionStorage),
          }),
          [OVERLAYS, TOASTS] as const,
        )
        .catch(() => null)
    : null;
  // The current project is the only storage the app keeps in step with its state by itself.
  const clean = left && left.signedIn && left.open === 0 && left.session.length === 0 && left.local.every((k) => k === CURRENT_PROJECT_KEY);
  if (clean) {
    await page.mouse.move(0, 0);
    await moveInApp(page, PARKED_PATH);
    return;
  }
  record.user = null;
  if (!sameSize) await page.setViewportSize(viewport);
  await page.goto('about:blank');
  await clearStorage(context, page, baseURL);
}

/** The test failed: its worker ends, and nothing of it is kept. */
export function forget(context: BrowserContext): void {
  kept.delete(context);
}

/** Whether logIn may open its screen inside the app parked on `page`, signed in as `mail`. */
export function canOpenInApp(context: BrowserContext, page: Page, mail: string): boolean {
  const record = kept.get(context);
  return !!record && record.page === page && record.user === mail && !record.shellChanged && new URL(page.url()).pathname === PARKED_PATH;
}

/** logIn loaded the app on `page` signed in as `mail`, or signed in again as the user of the app parked there. */
export function appLoaded(context: BrowserContext, page: Page, mail: string): void {
  const record = kept.get(context);
  if (!record || record.page !== page) return;
  record.user = mail;
  record.shellChanged = false;
  record.signedInHere = true;
}

/**
 * Whether `path` may open inside the app on `page` (openScreen): this test signed it in and nothing
 * the shell loaded has changed since, and `path` is not the address shown (the screen would stay).
 */
export function canMoveInApp(context: BrowserContext, page: Page, path: string): boolean {
  const record = kept.get(context);
  if (!record || record.page !== page || !record.user || !record.signedInHere || record.shellChanged) return false;
  const here = new URL(page.url());
  const there = new URL(path, here);
  return (
    there.origin === here.origin && there.pathname + there.search !== here.pathname + here.search && !here.pathname.startsWith('/login')
  );
}
