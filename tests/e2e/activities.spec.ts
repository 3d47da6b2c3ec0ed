// Activities as an operator runs them: the LA clock, create with the form's messages and a
// resource file, edit, publish to sandbox, To Prod, the prod switch and publish with their
// confirmations, delete, a gray release whose weights must add up to 100, and the palette.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { ADMIN, logIn, palette } from './helpers';

const dialog = (page: Page) => page.getByRole('dialog');
const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function createActivity(page: Page, name: string) {
  await page.getByRole('button', { name: 'Create activity' }).click();
  await dialog(page).getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog(page).getByRole('textbox', { name: 'Android version' }).fill('1.2.0');
  await dialog(page).getByRole('textbox', { name: 'iOS version' }).fill('1.3.0');
  await dialog(page)
    .locator('input[type=file]')
    .setInputFiles({ name: 'pack.zip', mimeType: 'application/zip', buffer: Buffer.from('level pack') });
  await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Created')).toBeVisible();
  await expect(row(page, name)).toBeVisible();
}

test('create, edit, publish, take to prod, switch and publish there', async ({ page }) => {
  await logIn(page, ADMIN, '/colors/activities');
  await expect(page.getByTestId('la-clock')).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d P[SD]T$/);
  await expect(page.getByText(/UTC-0[78]:00 Los Angeles/)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sandbox' })).toHaveAttribute('aria-selected', 'true');

  // The form's messages, then a new activity with its file.
  await page.getByRole('button', { name: 'Create activity' }).click();
  await expect(dialog(page).getByText('Create New Activity')).toBeVisible();
  await expect(dialog(page).getByRole('textbox', { name: 'Mac version' })).toHaveValue('1.0.0');
  await expect(dialog(page).getByTestId('window-text')).toHaveText(
    /^\d{4}-\d\d-\d\d \d\d:00:00 P[SD]T → \d{4}-\d\d-\d\d \d\d:00:00 P[SD]T$/,
  );
  await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog(page).getByText("Please input activity's name")).toBeVisible();
  await expect(dialog(page).getByText('Please input client version')).toHaveCount(2);
  await expect(dialog(page).getByText('Please select a file')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await createActivity(page, 'E2E Festival');
  await expect(row(page, 'E2E Festival')).toContainText('Unpublished');

  // Edit: the name is fixed.
  await row(page, 'E2E Festival').getByRole('button', { name: 'Edit E2E Festival' }).click();
  await expect(dialog(page).getByText(/^Edit Activity id: \d+$/)).toBeVisible();
  await expect(dialog(page).getByRole('textbox', { name: 'Name' })).toBeDisabled();
  await dialog(page).getByRole('textbox', { name: 'Priority' }).fill('7');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated')).toBeVisible();
  await expect(row(page, 'E2E Festival')).toContainText('7');

  // Publish to sandbox, then To Prod.
  await row(page, 'E2E Festival').getByRole('button', { name: 'Publish E2E Festival' }).click();
  await expect(page.getByText('SUCCESS!')).toBeVisible();
  await expect(row(page, 'E2E Festival')).toContainText(/returnId \d+/);
  await row(page, 'E2E Festival').getByRole('button', { name: 'To Prod E2E Festival' }).click();
  await expect(dialog(page).getByRole('textbox', { name: 'Android version' })).toHaveValue('1.2.0');
  await dialog(page).getByRole('button', { name: 'Create on Prod' }).click();
  await expect(row(page, 'E2E Festival')).toContainText(/prod #\d+/);

  // Prod: the switch and the publish ask first.
  await page.getByRole('tab', { name: 'Prod' }).click();
  await expect(page).toHaveURL(/env=prod/);
  await expect(page.getByRole('button', { name: 'Create activity' })).toHaveCount(0);
  const prodRow = row(page, 'E2E Festival');
  await expect(prodRow).toContainText('Unpublished');
  await prodRow.locator('.mantine-Switch-track').click();
  await expect(dialog(page).getByText('Are you sure to change status on Prod?')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('updated!')).toBeVisible();
  await expect(prodRow.getByRole('switch', { name: 'Enable E2E Festival' })).not.toBeChecked();
  await prodRow.getByRole('button', { name: 'Publish E2E Festival' }).click();
  await expect(dialog(page).getByText('Are you sure to publish to Prod?')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(prodRow).toContainText(/returnId \d+/);

  // Back on sandbox: a linked activity cannot be deleted; an unlinked one asks first.
  await page.getByRole('tab', { name: 'Sandbox' }).click();
  await expect(row(page, 'E2E Festival').getByRole('button', { name: 'Delete E2E Festival' })).toHaveCount(0);
  await createActivity(page, 'E2E Throwaway');
  await row(page, 'E2E Throwaway').getByRole('button', { name: 'Delete E2E Throwaway' }).click();
  await expect(dialog(page).getByText('Are you sure to delete?')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(row(page, 'E2E Throwaway')).toHaveCount(0);
});

test('a gray release needs weights adding up to 100', async ({ page }) => {
  await logIn(page, ADMIN, '/blocks/activities');
  await createActivity(page, 'Gray One');
  await createActivity(page, 'Gray Two');
  await page.getByRole('button', { name: 'Create gray release' }).click();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByText('Please select at least one activity')).toBeVisible();
  await dialog(page).getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-split');
  const picker = dialog(page).getByRole('textbox', { name: 'Activities' });
  await picker.click();
  await page.getByRole('option', { name: /Gray One/ }).click();
  await expect(dialog(page).getByRole('textbox', { name: 'Weight of Gray One' })).toHaveValue('100%');
  await page.getByRole('option', { name: /Gray Two/ }).click();
  // Tab leaves the picker (its list closes); Escape would close the whole modal (issue 11).
  await page.keyboard.press('Tab');
  await expect(dialog(page).getByRole('textbox', { name: 'Weight of Gray One' })).toHaveValue('50%');
  await dialog(page).getByRole('textbox', { name: 'Weight of Gray One' }).fill('60');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByText('The weights must add up to 100!')).toBeVisible();
  await dialog(page).getByRole('textbox', { name: 'Weight of Gray Two' }).fill('40');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('SUCCESS!')).toBeVisible();
  await expect(row(page, 'Gray One')).toContainText('e2e-split: A · 60%');
  await expect(row(page, 'Gray Two')).toContainText('e2e-split: B · 40%');
});

test('the palette publishes and opens an activity', async ({ page }) => {
  await logIn(page, ADMIN, '/pins/activities');
  await expect(row(page, 'Weekend Bonus')).toContainText('Unpublished');
  await palette(page, 'Publish activity');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Weekend Bonus');
  // The step's list loads from the API: Enter acts on what is listed.
  await expect(page.getByText(/^Weekend Bonus \(Sandbox #\d+\)$/)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Publish to Sandbox?')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('SUCCESS!')).toBeVisible();
  await page.reload();
  await expect(row(page, 'Weekend Bonus')).toContainText(/returnId \d+/);

  await palette(page, 'Open activity');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Spring Festival (Sandbox');
  await expect(page.getByText(/^Spring Festival \(Sandbox #\d+\)$/)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByText(/^Edit Activity id: \d+$/)).toBeVisible();
  await expect(dialog(page).getByRole('textbox', { name: 'Name' })).toHaveValue('Spring Festival');
});
