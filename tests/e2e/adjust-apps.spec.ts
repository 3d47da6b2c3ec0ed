// Adjust apps (admin): the demo apps, create with the spec's messages, a second app for the same
// platform refused, edit, delete with the spec's confirmation; the palette's create command; the
// ad event stats naming a platform's Adjust app, or linking an admin to set one up.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN, logIn, openScreen } from './helpers';

const table = (page: Page) => page.getByRole('table', { name: 'Adjust apps' });
const rowOf = (page: Page, text: string) => table(page).locator('tbody tr').filter({ hasText: text });
const modal = (page: Page) => page.getByRole('dialog');

async function choose(page: Page, label: string, option: string | RegExp) {
  await modal(page).getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('create, edit and delete an adjust app with the spec messages', async ({ page }) => {
  // A refused call is shown, never left as an unhandled rejection (issue 28).
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await logIn(page, ADMIN, '/admin/adjust-apps');
  await expect(page.getByRole('heading', { level: 1, name: 'Adjust apps' })).toBeVisible();
  const jigsawAndroid = rowOf(page, 'k7p2x9m4q1zt');
  await expect(jigsawAndroid).toContainText('jigsaw · Jigsaw Journey');
  await expect(jigsawAndroid).toContainText('Android');
  await expect(rowOf(page, 'blocks')).toHaveCount(0);

  // Every required field's message, then the token's shape.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(modal(page).getByRole('heading', { name: 'Create adjust app' })).toBeVisible();
  await modal(page).getByRole('button', { name: 'Create', exact: true }).click();
  for (const m of ['Please input project code', 'Please select platform', 'Please input adjust app token'])
    await expect(modal(page).getByText(m)).toBeVisible();
  await choose(page, 'Project', 'blocks · Block Blast');
  await choose(page, 'Platform', 'iOS');
  await modal(page).getByRole('textbox', { name: 'Adjust app token' }).fill('ab-12');
  await modal(page).getByRole('button', { name: 'Create', exact: true }).click();
  await expect(modal(page).getByText('An adjust app token is 6 to 32 letters and digits')).toBeVisible();
  await modal(page).getByRole('textbox', { name: 'Adjust app token' }).fill('  blocksios123 ');
  await modal(page).getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('success', { exact: true })).toBeVisible();
  await expect(modal(page)).toHaveCount(0);
  await expect(rowOf(page, 'blocksios123')).toContainText('blocks · Block Blast');
  await expect(rowOf(page, 'blocksios123')).toContainText('iOS');

  // One app per project and platform: the server's 409 in the error notice; the modal stays.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await choose(page, 'Project', 'blocks · Block Blast');
  await choose(page, 'Platform', 'iOS');
  await modal(page).getByRole('textbox', { name: 'Adjust app token' }).fill('another12345');
  await modal(page).getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('blocks already has an adjust app for iOS')).toBeVisible();
  await expect(modal(page).getByRole('button', { name: 'Create', exact: true })).toBeEnabled();
  expect(pageErrors).toEqual([]);
  await modal(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(rowOf(page, 'another12345')).toHaveCount(0);

  // Edit: the form holds the app; a new token.
  await page.getByRole('button', { name: 'Edit blocks iOS' }).click();
  await expect(modal(page).getByRole('textbox', { name: 'Adjust app token' })).toHaveValue('blocksios123');
  await modal(page).getByRole('textbox', { name: 'Adjust app token' }).fill('blocksios456');
  await modal(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('success', { exact: true }).first()).toBeVisible();
  await expect(rowOf(page, 'blocksios456')).toContainText('iOS');
  await expect(rowOf(page, 'blocksios123')).toHaveCount(0);

  // Delete: the spec's confirmation; Cancel keeps it, OK removes it.
  await page.getByRole('button', { name: 'Delete blocks iOS' }).click();
  await expect(page.getByText('Are you sure delete it?')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowOf(page, 'blocksios456')).toHaveCount(1);
  await page.getByRole('button', { name: 'Delete blocks iOS' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(rowOf(page, 'blocksios456')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test("the ad event stats name the platform's Adjust app, or link an admin to set one up", async ({ page }) => {
  await logIn(page, ADMIN, '/jigsaw/ad-stats/events');
  const bar = page.getByRole('form', { name: 'Query' });
  await bar.getByRole('textbox', { name: 'Platform', exact: true }).click();
  await page.getByRole('option', { name: 'Android', exact: true }).click();
  await expect(page.getByTestId('adjust-app')).toHaveText('Adjust app (Android): k7p2x9m4q1zt');
  // The trackers are grouped under their app.
  await bar.getByRole('textbox', { name: 'Tracker', exact: true }).click();
  await expect(page.getByText('Adjust app k7p2x9m4q1zt', { exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Google Ads (r2m7wd)' })).toBeVisible();
  await page.keyboard.press('Escape');

  // colors has no iOS app (demo): it says so, with the way to the Adjust apps screen.
  await openScreen(page, '/colors/ad-stats/events');
  await bar.getByRole('textbox', { name: 'Platform', exact: true }).click();
  await page.getByRole('option', { name: 'iOS', exact: true }).click();
  await expect(page.getByTestId('adjust-app')).toContainText('No Adjust app is set up for iOS');
  await page.getByRole('link', { name: 'Set one up in Adjust apps' }).click();
  await expect(page).toHaveURL(/\/admin\/adjust-apps$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Adjust apps' })).toBeVisible();
});
