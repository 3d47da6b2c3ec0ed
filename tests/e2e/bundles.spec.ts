// Bundles as an operator works with them: create a Normal and a Loop bundle (file-name rule,
// upload with progress, day switches), see them on the calendar, upload to sandbox and prod,
// the history, edit, delete with the WARNING confirmation, and the palette's upload command.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { dayToDate, laDay } from '../../plugins/bundles/shared';
import { ADMIN, logIn, palette } from './helpers';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const today = dayToDate(laDay(Math.floor(Date.now() / 1000)));
/** The date picker's label of a 'YYYY-MM-DD' day, e.g. '21 November 2026'. */
const dayLabel = (date: string) => `${Number(date.slice(8))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
const toast = (page: Page, text: string) => page.getByRole('alert').getByText(text, { exact: true });
const table = (page: Page) => page.getByRole('table', { name: 'Bundles' });
const zip = (name: string) => ({ name, mimeType: 'application/zip', buffer: Buffer.from(`e2e ${name} ${Date.now()}`) });

async function pickResource(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="file"]').setInputFiles(zip(name));
  await expect(dialog.getByRole('link', { name })).toBeVisible();
}

test('create Normal and Loop bundles, calendar, upload to sandbox and prod, history, edit, delete', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, ADMIN, '/words/bundles');
  await expect(page.getByRole('heading', { name: 'Bundles' })).toBeVisible();
  await page.getByRole('tab', { name: 'iOS' }).click();
  await expect(page).toHaveURL(/platform=2/);

  // A Normal bundle of one day: today.
  await page.getByRole('main').getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create bundle' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText("Please input bundle's name")).toBeVisible();
  await expect(dialog.getByText('Please select start date')).toBeVisible();
  await expect(dialog.getByText('请上传资源文件')).toBeVisible();
  await dialog.getByLabel('Name').fill('e2e_pack');
  await dialog.getByLabel('Description').fill('Made by the browser test');
  await dialog.getByLabel('Date range').click();
  await page.getByRole('button', { name: dayLabel(today), exact: true }).click();
  await page.getByRole('button', { name: dayLabel(today), exact: true }).click();
  await dialog.locator('input[type="file"]').setInputFiles(zip('bad name.zip'));
  await expect(dialog.getByText('文件名只能由字母数字_-.组成')).toBeVisible();
  await pickResource(page, 'e2e_pack.zip');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'CREATED!')).toBeVisible();
  await expect(table(page).getByText('e2e_pack', { exact: true })).toBeVisible();
  await expect(page.locator(`[data-date="${today}"]`).getByText('e2e_pack')).toBeVisible();

  // A Loop bundle: 3 days, on the first only.
  await page.getByRole('main').getByRole('button', { name: 'Create' }).click();
  await dialog.getByLabel('Name').fill('e2e_loop');
  await dialog.getByText('Loop', { exact: true }).click();
  await dialog.getByLabel('Start date').click();
  await page.getByRole('button', { name: dayLabel(today), exact: true }).click();
  await dialog.getByLabel('Loop interval days').fill('3');
  await expect(dialog.getByRole('button', { name: /^Day \d$/ })).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Day 1' }).click();
  await expect(dialog.getByRole('button', { name: 'Day 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('button', { name: 'Day 2' })).toHaveAttribute('aria-pressed', 'false');
  await pickResource(page, 'e2e_loop.zip');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'CREATED!')).toBeVisible();
  await expect(page.locator(`[data-date="${today}"]`).getByText('e2e_loop')).toBeVisible();

  // Upload: the env is required; sandbox, then prod after the confirmation.
  await page.getByRole('main').getByRole('button', { name: 'Upload', exact: true }).click();
  const upload = page.getByRole('dialog', { name: 'Upload iOS bundles' });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByText('Please select env')).toBeVisible();
  await upload.getByLabel('sandbox').check();
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page, 'Uploaded')).toBeVisible();
  await expect(page.getByLabel('Last release on sandbox')).toContainText('by Admin');
  await expect(page.getByLabel('Last release on prod')).toContainText('never uploaded');

  await page.getByRole('main').getByRole('button', { name: 'Upload', exact: true }).click();
  await upload.getByLabel('prod').check();
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Are you sure to upload to prod ?')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Last release on prod')).toContainText('by Admin');

  // The history lists the release with what it carried.
  await page.getByRole('main').getByRole('button', { name: 'History' }).click();
  await page.getByRole('tab', { name: 'prod' }).click();
  const history = page.getByRole('table', { name: 'Upload history on prod' });
  await expect(history.getByText(/^success #\d+/)).toBeVisible();
  await expect(history.getByText('e2e_loop', { exact: true })).toBeVisible();

  // Edit, then delete after the WARNING.
  await table(page).getByRole('button', { name: 'Edit e2e_pack' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit bundle: e2e_pack' });
  await expect(edit.getByLabel('Platform')).toBeDisabled();
  await edit.getByLabel('Description').fill('Edited by the browser test');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'UPDATED!')).toBeVisible();
  await expect(table(page).getByText('Edited by the browser test')).toBeVisible();

  await table(page).getByRole('button', { name: 'Delete e2e_loop' }).click();
  await expect(page.getByText('WARNING!')).toBeVisible();
  await expect(page.getByText('Are you sure to delete e2e_loop?')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(toast(page, 'DELETED!')).toBeVisible();
  await expect(table(page).getByText('e2e_loop', { exact: true })).toHaveCount(0);

  // The palette uploads the platform's set to sandbox after its steps.
  await palette(page, 'Upload bundles to sandbox');
  await page.keyboard.press('Enter');
  await page.keyboard.type('iOS');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Upload the iOS bundles to sandbox?')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Uploaded')).toBeVisible();
});
