// The browser suite's `test`: one browser context per worker, shared by its tests, and one page kept
// from test to test (keptPage.ts says how and why); each test starts with the context's cookies,
// permissions and routes wiped, and the page's listeners of the last test gone. A fresh context per
// test threw the HTTP cache and V8's compiled code away, so every test fetched and compiled the app
// again (0.4 s of a 1.1 s sign-in-and-open on two cores). A spec that needs other context options (a
// time zone, a locale) takes Playwright's own `test` instead: `test.use` cannot reach this context.
import { test as base, type BrowserContext } from '@playwright/test';
import { forget, keptPageOf, park, resetForTest, watchWrites } from './keptPage';

export { expect } from '@playwright/test';

export const test = base.extend<object, { workerContext: BrowserContext }>({
  workerContext: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, extraHTTPHeaders, reducedMotion } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport, extraHTTPHeaders, reducedMotion });
      watchWrites(context);
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ workerContext, baseURL }, use) => {
    // What the last test left behind: its other pages, cookies, permissions and routes.
    const page = await resetForTest(workerContext, baseURL!);
    for (const other of workerContext.pages()) if (other !== page) await other.close();
    await workerContext.clearCookies();
    await workerContext.clearPermissions();
    await workerContext.unrouteAll({ behavior: 'ignoreErrors' });
    await use(workerContext);
  },
  page: async ({ context, baseURL, viewport }, use, testInfo) => {
    const page = keptPageOf(context);
    await use(page);
    if (testInfo.status === 'passed' && testInfo.expectedStatus === 'passed') await park(context, page, baseURL!, viewport!);
    else forget(context);
  },
});
