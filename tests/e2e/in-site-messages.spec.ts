// In-site messages as an operator works with them: create for two countries at once, upload to
// sandbox then prod (with the prod confirmation), prod locks editing, clear the online config,
// the upload history, detail and update.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { ADMIN, logIn } from './helpers';

/** The success toast (a notification), not a column header of the same word. */
const toast = (page: Page, text: string) => page.getByRole('alert').getByText(text, { exact: true });
const messagesTable = (page: Page) => page.getByRole('table', { name: 'In-site messages' });
const rowOf = (page: Page, country: string) =>
  messagesTable(page)
    .getByRole('row')
    .filter({ has: page.getByText(country, { exact: true }) });

test('create for two countries, upload to sandbox and prod, clear, history, update', async ({ page }) => {
  test.setTimeout(60_000);
  await logIn(page, ADMIN, '/words/in-site-messages');
  await expect(page.getByRole('heading', { name: 'In-site messages' })).toBeVisible();
  await page.getByRole('tab', { name: 'iOS' }).click();
  await expect(page).toHaveURL(/platform=2/);

  // The form shows every missing field at once.
  await page.getByRole('main').getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create message' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Please select type')).toBeVisible();
  await expect(dialog.getByText('Please input url')).toBeVisible();
  await expect(dialog.getByText('Please select start time')).toBeVisible();
  await expect(dialog.getByLabel('Timezone')).toHaveValue('Asia/Shanghai');

  await dialog.getByLabel('Country').click();
  await page.getByRole('option', { name: 'FR', exact: true }).click();
  await dialog.getByLabel('Type').click();
  await page.getByRole('option', { name: 'bonus' }).click();
  await dialog.getByLabel('Start time').click();
  await page.getByRole('button', { name: /^15 / }).first().click();
  await page.getByRole('button', { name: 'Confirm start time' }).click();
  await dialog.getByLabel('Url').fill('https://words.example.com/bonus/E2E');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Created')).toBeVisible();
  await expect(dialog).toBeHidden();
  // One message per selected country: 'default' and FR.
  await expect(rowOf(page, 'FR')).toHaveCount(1);
  await expect(messagesTable(page).getByText('https://words.example.com/bonus/E2E')).toHaveCount(2);

  // Upload FR to sandbox: it appears in the sandbox online config.
  await rowOf(page, 'FR')
    .getByRole('button', { name: /^Upload message/ })
    .click();
  const upload = page.getByRole('dialog', { name: /Upload message id/ });
  await expect(upload.getByLabel('prod')).toBeDisabled();
  await upload.getByLabel('sandbox').check();
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page, 'Uploaded')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Online config on sandbox' }).getByText('FR', { exact: true })).toBeVisible();

  // Then to prod, after the confirmation; edit and upload lock.
  await rowOf(page, 'FR')
    .getByRole('button', { name: /^Upload message/ })
    .click();
  await upload.getByLabel('prod').check();
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Are you sure to upload to prod ?')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('table', { name: 'Online config on prod' }).getByText('FR', { exact: true })).toBeVisible();
  await expect(rowOf(page, 'FR').getByRole('button', { name: /^Edit message/ })).toBeDisabled();
  await expect(rowOf(page, 'FR').getByRole('button', { name: /^Upload message/ })).toBeDisabled();

  // Clear FR on prod.
  await page.getByRole('button', { name: 'Clear FR on prod' }).click();
  await expect(page.getByText('Are you sure to clear online config on prod ?')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(toast(page, 'Cleared')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Online config on prod' }).getByText('FR', { exact: true })).toHaveCount(0);

  // The history keeps the upload and the clear.
  await page.getByRole('button', { name: 'Upload history' }).click();
  await page.getByRole('tab', { name: 'prod' }).click();
  const history = page.getByRole('table', { name: 'Upload history on prod' });
  await expect(history.getByText('cleared', { exact: true })).toBeVisible();
  await expect(history.getByText('success', { exact: true }).first()).toBeVisible();

  // Detail, and update of the FR message's sibling.
  await rowOf(page, 'FR')
    .getByRole('button', { name: /^Detail of message/ })
    .click();
  await expect(page.getByRole('dialog', { name: /Message id/ }).getByText('https://words.example.com/bonus/E2E')).toBeVisible();
  await page.keyboard.press('Escape');
  const sibling = messagesTable(page)
    .getByRole('row')
    .filter({ hasText: 'https://words.example.com/bonus/E2E' })
    .filter({ hasNot: page.getByText('FR', { exact: true }) });
  await sibling.getByRole('button', { name: /^Edit message/ }).click();
  const edit = page.getByRole('dialog', { name: /Update message id/ });
  await expect(edit.getByLabel('Platform')).toBeDisabled();
  await edit.getByLabel('Url').fill('https://words.example.com/bonus/E2E-2');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Updated')).toBeVisible();
  await expect(messagesTable(page).getByText('https://words.example.com/bonus/E2E-2')).toBeVisible();
});
