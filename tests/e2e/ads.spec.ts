// Ads as an operator works with them: a self ad (name.en required, creatives uploaded, platform
// locked on update, detail), then an in-house release picking it ('Please select
// advertisement'), upload to sandbox, the ads-config JSON, sync to prod, publish there after
// the confirmation, the enable switch and the deployments.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { ADMIN, logIn, openScreen } from './helpers';

const toast = (page: Page, text: string) => page.getByRole('alert').getByText(text, { exact: true });
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from(`89504e47 ${name} ${Date.now()}`) });

test('self ad, then an in-house release through sandbox and prod', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, ADMIN, '/words/self-ads?platform=2');
  await expect(page.getByRole('heading', { name: 'Self Ads' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Ios' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('main').getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create self ad' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Please input name')).toBeVisible();
  await dialog.getByLabel('Name (en)').fill('E2E Game');
  await dialog.getByLabel('Campaign').fill('xpromo_e2e');
  const files = dialog.locator('input[type="file"]');
  await files.nth(0).setInputFiles(png('icon.png'));
  await expect(dialog.getByRole('link', { name: 'icon.png' })).toBeVisible();
  await files.nth(1).setInputFiles(png('list e2e.png'));
  await expect(dialog.getByRole('link', { name: 'list_e2e.png' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'CREATED')).toBeVisible();
  const table = page.getByRole('table', { name: 'Self ads' });
  await expect(table.getByText('E2E Game')).toBeVisible();

  await table.getByRole('button', { name: 'Edit E2E Game' }).click();
  const edit = page.getByRole('dialog', { name: /Update self ad id/ });
  await expect(edit.getByLabel('Platform')).toBeDisabled();
  await edit.getByLabel('Name (en)').fill('E2E Game Deluxe');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'SUCCEED!')).toBeVisible();
  await table.getByRole('button', { name: 'Detail of E2E Game Deluxe' }).click();
  await expect(page.getByRole('dialog', { name: /Self ad id/ }).getByText('xpromo_e2e')).toBeVisible();
  await page.keyboard.press('Escape');

  // In-house ads on iOS: a new release with the ad above.
  await openScreen(page, '/words/in-house-ads?platform=2');
  await expect(page.getByRole('heading', { name: 'Publish InHouse Ads' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Create' }).click();
  const create = page.getByRole('dialog', { name: 'Create Ios release' });
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByText('Please select advertisement')).toBeVisible();
  await create.getByLabel('Advertisement 1', { exact: true }).click();
  await page.getByRole('option', { name: /^E2E Game Deluxe · words/ }).click();
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'CREATED')).toBeVisible();
  const latest = page.getByRole('table', { name: 'Latest release' });
  await expect(latest.getByText('E2E Game Deluxe · words')).toBeVisible();

  await latest.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page, 'Upload success')).toBeVisible();
  await expect(latest.getByLabel('published', { exact: true })).toBeVisible();
  await latest.getByRole('button', { name: /^Config of release/ }).click();
  const config = page.getByRole('dialog', { name: /Ads config of release/ });
  await expect(config.getByText(/"campaign": "xpromo_e2e"/)).toBeVisible();
  await page.keyboard.press('Escape');

  await latest.getByRole('button', { name: 'Sync to prod' }).click();
  await expect(toast(page, 'Sync success')).toBeVisible();
  await page.getByRole('tab', { name: 'Prod' }).click();
  await expect(page).toHaveURL(/env=prod/);
  await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0);
  await latest.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Are you sure to publish to Prod?')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(toast(page, 'Upload success')).toBeVisible();

  await expect(latest.getByRole('switch', { name: /^Enable release/ })).toBeChecked();
  await latest.locator('.mantine-Switch-track').click();
  await expect(page.getByText('Are you sure to change status on Prod?')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(toast(page, 'success')).toBeVisible();
  await page.getByRole('button', { name: 'Deployments' }).click();
  const deployments = page.getByRole('table', { name: 'Deployments on prod' });
  await expect(deployments.getByText('off', { exact: true })).toBeVisible();
  await expect(deployments.getByText('on', { exact: true })).toBeVisible();
});
