// Online releases as an operator works with them: v1 (create with the form's messages, upload to
// sandbox, sync to prod, upload to staging, switch after 'Are you sure to publish to Prod?') and
// v2 (create a general release from a file, its detail with step progress, deploy to sandbox).
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { ADMIN, logIn, palette } from './helpers';

const toast = (page: Page, text: string) => page.getByRole('alert').getByText(text, { exact: true });
const zip = (name: string) => ({ name, mimeType: 'application/zip', buffer: Buffer.from(`e2e ${name} ${Date.now()}`) });

test('online release: create, upload, sync, staging, switch to prod', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, ADMIN, '/words/online_release');
  await expect(page.getByRole('heading', { name: 'Online release' })).toBeVisible();
  const table = page.getByRole('table', { name: 'sandbox online releases' });
  await expect(table.getByText('Spring levels', { exact: true })).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create online release' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Please input name')).toBeVisible();
  await expect(dialog.getByText('Please select Release Type')).toBeVisible();
  await expect(dialog.getByText('Please select a file')).toBeVisible();
  await dialog.getByLabel('Name').fill('e2e online');
  await dialog.getByLabel('Type').fill('main');
  await dialog.getByLabel('Min client version').fill('1.2.0');
  await dialog.locator('input[type="file"]').setInputFiles(zip('e2e_online.zip'));
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'CREATED!')).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: 'e2e online' });
  await expect(row.getByText('1.2.0 – 0.0.0')).toBeVisible();

  await row.getByRole('button', { name: 'Upload e2e online' }).click();
  await expect(toast(page, 'Uploaded')).toBeVisible();
  await expect(row.getByText(/returnId \d+/)).toBeVisible();
  await row.getByRole('button', { name: 'Sync e2e online to prod' }).click();
  await expect(toast(page, 'SUCCESS!')).toBeVisible();

  await page.getByRole('tab', { name: 'Prod' }).click();
  await expect(page).toHaveURL(/env=prod/);
  const prodRow = page.getByRole('table', { name: 'prod online releases' }).getByRole('row').filter({ hasText: 'e2e online' });
  await prodRow.getByRole('button', { name: 'Upload e2e online to staging' }).click();
  await expect(prodRow.getByText(/staging #\d+/)).toBeVisible();
  await prodRow.getByRole('button', { name: 'Switch e2e online to prod' }).click();
  await expect(page.getByText('Are you sure to publish to Prod?')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(prodRow.getByText(/returnId \d+/)).toBeVisible();
  await expect(prodRow.getByRole('button', { name: /to staging|to prod/ })).toHaveCount(0);

  // The palette uploads a sandbox release not uploaded yet (the demo's draft).
  await palette(page, 'Upload online release to sandbox');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Winter levels');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').getByText(/^Uploaded \(returnId \d+\)$/)).toBeVisible();
});

test('online releases v2: create a general release, see its steps, deploy to sandbox', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, ADMIN, '/words/online_release_v2');
  await expect(page.getByRole('heading', { name: 'Online releases V2' })).toBeVisible();
  await page.getByRole('button', { name: 'Create release' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create release' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Please input name')).toBeVisible();
  await expect(dialog.getByText('Please select From Type')).toBeVisible();
  await expect(dialog.getByText('Please input Version Tag')).toBeVisible();
  await dialog.getByLabel('Name').fill('e2e general');
  await dialog.getByRole('textbox', { name: 'From Type' }).click();
  await page.getByRole('option', { name: 'Manual upload' }).click();
  await dialog.getByLabel('Release Type').fill('main');
  await dialog.getByLabel('Version Tag').fill('v9');
  await dialog.locator('input[type="file"]').setInputFiles(zip('e2e_general.zip'));
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'CREATED!')).toBeVisible();
  const row = page.getByRole('table', { name: 'General releases' }).getByRole('row').filter({ hasText: 'e2e general' });
  await expect(row.getByText('Resource Ready')).toBeVisible();

  await row.getByRole('button', { name: 'Detail of e2e general' }).click();
  const detail = page.getByRole('dialog', { name: /e2e general/ });
  await expect(detail.getByRole('table', { name: 'Resources' }).getByText('Available')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Deploy to Staging' })).toBeDisabled();
  await detail.getByRole('button', { name: 'Deploy to Sandbox' }).click();
  await expect(toast(page, 'SUCCESS!')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Deploy to Staging' })).toBeEnabled();
  await expect(detail.getByRole('table', { name: 'Deploys' }).getByText('sandbox')).toBeVisible();
});
