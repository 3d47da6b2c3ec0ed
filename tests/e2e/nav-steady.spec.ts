// Issue 11: the nav does not grow after its first paint. Its items depend on the user's projects
// and on the current project's owners and locked modules, which load after the shell: the nav
// shows once they are known, all at once, and keeps its items while another project's load.
import { expect, test } from './fixtures';
import { DEMO_USER, logIn, projectSwitcher } from './helpers';

test('the nav shows its links all at once, on load and across a project switch', async ({ page }) => {
  // Every count of nav links the page ever shows, from its first paint on.
  await page.addInitScript(() => {
    const w = window as unknown as { navCounts: number[] };
    w.navCounts = [];
    const record = () => {
      const n = document.querySelectorAll('nav[aria-label="Main"] a').length;
      if (w.navCounts[w.navCounts.length - 1] !== n) w.navCounts.push(n);
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true });
  });
  await logIn(page, DEMO_USER, '/jigsaw/overview');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Overview' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const counts = () => page.evaluate(() => (window as unknown as { navCounts: number[] }).navCounts.filter((n) => n > 0));
  const onLoad = await counts();
  expect(onLoad, 'link counts seen while loading').toHaveLength(1);

  // Switching project: the links change once, from the old project's to the new one's.
  await projectSwitcher(page).click();
  await page.locator('[data-action]').nth(1).click();
  await expect(page).toHaveURL(/\/tiles\/overview$/);
  await page.waitForLoadState('networkidle');
  const after = await counts();
  expect(after.length - onLoad.length, 'link counts seen while switching').toBeLessThanOrEqual(1);
});
