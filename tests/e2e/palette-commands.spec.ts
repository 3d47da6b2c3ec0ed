// Issue 28 item 13, the palette's commands as an operator runs them: a go-to command on the screen
// on view keeps the screen's state ("Create experiment v2" on the iOS tab opens the wizard for iOS),
// "Create folder" exists and opens the folders' modal (also when the screen is already open), and a
// nav label typed as the sidebar shows it runs a command titled the same.
import { expect, test } from './fixtures';
import { ADMIN, logIn, palette } from './helpers';

const first = (page: import('@playwright/test').Page) => page.locator('#command-palette-actions [data-action]').first();

test('"Create experiment v2" on the iOS tab opens the wizard for iOS', async ({ page }) => {
  await logIn(page, ADMIN, '/jigsaw/experimentV2?platform=ios&env=prod');
  await expect(page.getByRole('tab', { name: 'iOS' })).toHaveAttribute('aria-selected', 'true');
  await palette(page, 'Create experiment v2');
  await expect(first(page)).toContainText('Create experiment v2');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Create experiment v2 (ios prod)' })).toBeVisible();
  await expect(page).toHaveURL(/platform=ios/);
});

test('"Create folder" opens the create modal, from another screen and from the folders screen', async ({ page }) => {
  await logIn(page, ADMIN, '/jigsaw/dashboard');
  await palette(page, 'Create folder');
  await expect(first(page)).toContainText('Create folder');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create folder' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/create=1/);
  // Again, now that the folders screen is open.
  await palette(page, 'Create folder');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
});
