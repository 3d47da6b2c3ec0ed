// Bonus as an operator runs it: reward types, create with the form's messages (single and
// list), the detail with its code and https link, upload to Prod and the Prod switch with their confirmations,
// and the palette's redeem test.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { ADMIN, logIn, palette } from './helpers';

const dialog = (page: Page) => page.getByRole('dialog');
const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('reward types: add trimmed, delete', async ({ page }) => {
  await logIn(page, ADMIN, '/tiles/bonus/reward-types');
  await expect(page.getByText('coins', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'New reward type' }).fill('  stickers  ');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Create reward type successfully')).toBeVisible();
  await expect(page.getByText('stickers', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete stickers' }).click();
  await expect(page.getByText('Delete reward type successfully')).toBeVisible();
  await expect(page.getByText('stickers', { exact: true })).toHaveCount(0);
});

test('create a bonus, upload it to Prod, switch it there, and redeem-test its code', async ({ page }) => {
  await logIn(page, ADMIN, '/tiles/bonus');
  await expect(page.getByRole('tab', { name: 'Sandbox' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('main').getByRole('button', { name: 'Create', exact: true }).click();
  await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog(page).getByText("Please input bonus's name")).toBeVisible();
  await expect(dialog(page).getByText('Please select expire time')).toBeVisible();
  await expect(dialog(page).getByText('Please select reward type')).toBeVisible();
  await expect(dialog(page).getByText('Please input reward count')).toBeVisible();
  await expect(dialog(page).getByRole('textbox', { name: 'Max consume' })).toHaveValue('0');

  await dialog(page).getByRole('textbox', { name: 'Name' }).fill('E2E Gift');
  await dialog(page).getByRole('textbox', { name: 'Expire' }).fill('2099-12-31');
  await dialog(page).getByRole('textbox', { name: 'Description' }).click();
  await dialog(page).getByText('Rewards list').click();
  await dialog(page).getByRole('textbox', { name: 'Reward 1 type' }).click();
  await page.getByRole('option', { name: 'coins' }).click();
  await dialog(page).getByRole('textbox', { name: 'Reward 1 count' }).fill('0');
  await dialog(page).getByRole('button', { name: 'Add reward' }).click();
  await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog(page).getByText('count should > 0')).toBeVisible();
  await expect(dialog(page).getByText('reward type and count can not be null')).toBeVisible();
  await dialog(page).getByRole('textbox', { name: 'Reward 1 count' }).fill('250');
  await dialog(page).getByRole('textbox', { name: 'Reward 2 type' }).click();
  await page.getByRole('option', { name: 'gems' }).click();
  await dialog(page).getByRole('textbox', { name: 'Reward 2 count' }).fill('5');
  await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Create bonus success')).toBeVisible();
  await expect(row(page, 'E2E Gift')).toContainText('coins ×250, gems ×5');

  // The detail shows the generated code.
  await row(page, 'E2E Gift').getByRole('button', { name: 'Detail of E2E Gift' }).click();
  // The dialog opens before its detail arrives: wait for the code, then read it.
  await expect(dialog(page).getByTestId('bonus-code')).toHaveText(/^\s*[A-Z2-9]{10}\s*$/);
  const code = (await dialog(page).getByTestId('bonus-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{10}$/);
  // Its link is https on the project's service host.
  await expect(dialog(page).getByTestId('bonus-link')).toHaveText(`https://tiles.game.example.com/bonus/${code}`);
  await page.keyboard.press('Escape');

  // Upload to Prod asks first; the copy shows on the Prod tab, whose switch asks too.
  await row(page, 'E2E Gift').getByRole('button', { name: 'Upload E2E Gift to Prod' }).click();
  await expect(dialog(page).getByText('Are you sure to upload to Prod?')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Upload bonus success')).toBeVisible();
  await expect(row(page, 'E2E Gift')).toContainText('on prod');
  await page.getByRole('tab', { name: 'Prod' }).click();
  await expect(page).toHaveURL(/env=prod/);
  await expect(row(page, 'E2E Gift')).toContainText(code);
  await row(page, 'E2E Gift').locator('.mantine-Switch-track').click();
  await expect(dialog(page).getByText('Are you sure to change status on Prod?')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(row(page, 'E2E Gift').getByRole('switch')).not.toBeChecked();

  // Redeem-test on sandbox: the rewards, then the error for a second time.
  for (const expected of ['Redeemed: coins ×250, gems ×5', 'You have already redeemed this bonus code']) {
    await palette(page, 'Redeem-test');
    await page.keyboard.press('Enter');
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await page.keyboard.type('qa-player');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Sandbox');
    await page.keyboard.press('Enter');
    await expect(page.getByText(expected)).toBeVisible();
    await page.keyboard.press('Escape');
  }
  // Prod is a dry run: the disabled prod copy says so.
  await palette(page, 'Redeem-test');
  await page.keyboard.press('Enter');
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await page.keyboard.type('qa-player');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Prod');
  await page.keyboard.press('Enter');
  await expect(page.getByText('This bonus code is disabled')).toBeVisible();
});
