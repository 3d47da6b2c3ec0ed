// Issue 11 item 2: past the navigation in one key, and focus on the new screen's title after
// every in-app navigation (nav link, palette command), but not on a filter change.
import { expect, test } from './fixtures';
import { ADMIN, logIn, palette } from './helpers';

test.beforeEach(async ({ page }) => {
  await logIn(page, ADMIN);
});

test('"Skip to content" is the first tab stop and lands on the screen title', async ({ page }) => {
  await page.goto('/jigsaw/activities');
  const title = page.getByRole('heading', { level: 1, name: 'Activities' });
  await expect(title).toBeVisible();
  // The screen itself, not only its title shown while it loads (the next Tab needs its content).
  await expect(page.getByRole('button', { name: 'Create activity' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(title).toBeFocused();
  // The next Tab is in the content, not the header or the navigation.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
});

test('a nav link and a palette command put focus on the new screen title; a filter keeps it', async ({ page }) => {
  await page.goto('/jigsaw/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Bundles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bundles' })).toBeFocused();

  await palette(page, 'Users');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeFocused();

  // Typing in the search changes the URL (the filter), and focus stays in the box.
  const search = page.getByRole('textbox', { name: /search/i }).first();
  await search.click();
  await page.keyboard.type('user');
  await expect(page).toHaveURL(/user/);
  await expect(search).toBeFocused();
});

test('the login page has a main landmark and its title as h1', async ({ page, context }) => {
  await context.clearCookies();
  await page.goto('/login');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'LiveOps Console' })).toBeVisible();
});
