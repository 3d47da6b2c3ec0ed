// The browser suite's `test`: one browser context per worker, shared by its tests, each test on a
// new page with the context's cookies, storage and permissions wiped first. A fresh context per test
// threw the HTTP cache and V8's compiled code away, so every test fetched and compiled the app again
// (0.4 s of a 1.1 s sign-in-and-open on two cores). A spec that needs other context options (a
// time zone, a locale) takes Playwright's own `test` instead: `test.use` cannot reach this context.
import { test as base, type BrowserContext } from '@playwright/test';

export { expect } from '@playwright/test';

export const test = base.extend<object, { workerContext: BrowserContext }>({
  workerContext: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, extraHTTPHeaders, reducedMotion } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport, extraHTTPHeaders, reducedMotion });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ workerContext }, use) => {
    // What the last test left behind: its pages, cookies, permissions and routes.
    for (const page of workerContext.pages()) await page.close();
    await workerContext.clearCookies();
    await workerContext.clearPermissions();
    await workerContext.unrouteAll({ behavior: 'ignoreErrors' });
    await use(workerContext);
  },
  page: async ({ context, baseURL }, use) => {
    const page = await context.newPage();
    // The origin's storage too (local storage keeps the colour scheme, recent commands ...); the HTTP cache stays: that is the point.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(baseURL!).origin,
      storageTypes: 'local_storage,session_storage,indexeddb,service_workers,cache_storage',
    });
    await cdp.detach();
    await use(page);
  },
});
