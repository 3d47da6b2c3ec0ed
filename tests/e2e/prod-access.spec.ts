// Prod is owners-or-admins everywhere (issue 9, item 1), as the demo user sees it: rights in
// `tiles` and `jigsaw`, owner of `jigsaw` only. In `tiles` the prod controls are disabled with the
// reason, and the palette refuses prod up front (before any confirmation); in `jigsaw` they work.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { DEMO_USER, logIn, palette, openScreen } from './helpers';

const REASON = "Only the project's owners and admins can change prod";
const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('a user who is not an owner sees the prod switches disabled, with the reason', async ({ page }) => {
  await logIn(page, DEMO_USER, '/tiles/activities?env=prod');
  const spring = row(page, 'Spring Festival');
  const toggle = spring.getByRole('switch', { name: 'Enable Spring Festival' });
  await expect(toggle).toBeDisabled();
  await expect(toggle).toBeChecked();
  await expect(spring.getByRole('button', { name: 'Publish Spring Festival' })).toBeDisabled();
  await spring.locator('[data-prod-locked]').first().hover();
  await expect(page.getByRole('tooltip')).toHaveText(REASON);

  await openScreen(page, '/tiles/bonus?env=prod');
  const welcome = row(page, 'Welcome pack');
  await expect(welcome.getByRole('switch', { name: 'Enable Welcome pack' })).toBeDisabled();
  await welcome.locator('[data-prod-locked]').hover();
  await expect(page.getByRole('tooltip')).toHaveText(REASON);

  // In the project the user owns, the same switch works.
  await openScreen(page, '/jigsaw/activities?env=prod');
  await expect(row(page, 'Spring Festival').getByRole('switch', { name: 'Enable Spring Festival' })).toBeEnabled();
});

test('the palette does not offer prod to a user who is not an owner', async ({ page }) => {
  await logIn(page, DEMO_USER, '/tiles/activities');
  await expect(row(page, 'Spring Festival')).toBeVisible();

  // Publishing a prod activity: listed with the reason, not choosable; Enter asks nothing.
  await palette(page, 'Publish activity');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Spring Festival (Prod');
  const option = page.locator('[data-disabled-option]').filter({ hasText: /^Spring Festival \(Prod #\d+\)/ });
  await expect(option).toContainText(REASON);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Are you sure to publish to Prod?')).toHaveCount(0);
  await expect(option).toBeVisible();
  await page.keyboard.press('Escape');

  // Check-update's env step: Prod disabled with the reason, Sandbox offered.
  await palette(page, 'Publish check-update rules');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Android' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-disabled-option]').filter({ hasText: 'Prod' })).toContainText(REASON);
  await expect(page.getByRole('option', { name: 'Sandbox' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Uploading bundles to prod is not offered at all; to sandbox it is.
  await palette(page, 'Upload bundles');
  await expect(page.getByRole('option', { name: /Upload bundles to sandbox/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /Upload bundles to prod/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // In the project the user owns, the prod activity is offered.
  await openScreen(page, '/jigsaw/activities');
  await expect(row(page, 'Spring Festival')).toBeVisible();
  await palette(page, 'Publish activity');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Spring Festival (Prod');
  await expect(page.getByRole('option', { name: /^Spring Festival \(Prod #\d+\)/ })).toBeVisible();
  await expect(page.locator('[data-disabled-option]')).toHaveCount(0);
});
