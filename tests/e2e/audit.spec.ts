// Issue 9 item 22: the audit log names users by mail and shows what a rights assignment changed
// (the user's rights in the project before and after) at a glance and in the entry's diff.
import { expect, test } from './fixtures';
import { ADMIN, LIMIT_USER, logIn, openScreen } from './helpers';

test('a rights assignment in the audit log: by mail, with the rights added and removed', async ({ page }) => {
  await logIn(page, ADMIN, '/words/rights');
  await page.getByRole('textbox', { name: 'User', exact: true }).click();
  await page.getByRole('textbox', { name: 'User', exact: true }).fill('limit@');
  await page.getByRole('option', { name: `${LIMIT_USER.name} <${LIMIT_USER.mail}>` }).click();
  await expect(page).toHaveURL(/\/words\/rights\/\d+$/);
  const overview = page.getByRole('checkbox', { name: 'projectOverview' });
  await expect(overview).toBeEnabled();
  await expect(overview).not.toBeChecked();
  await overview.check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('SUCCESS')).toBeVisible();

  await openScreen(page, '/admin/audit?area=rights&project=words');
  const row = page.getByRole('table', { name: 'Audit log' }).locator('tbody tr').filter({ hasText: LIMIT_USER.mail }).first();
  await expect(row).toContainText(ADMIN.mail);
  await expect(row).toContainText('assign');
  await expect(row.getByText('rights: +projectOverview', { exact: true })).toBeInViewport({ ratio: 1 });
  await expect(row).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/);
  await row.getByRole('button', { name: 'Expand' }).click();
  const diff = page.getByRole('table', { name: /^Changes of entry \d+$/ });
  await expect(diff.locator('tbody tr')).toHaveCount(1);
  await expect(diff.locator('tbody tr')).toContainText('rights');
  await expect(diff.locator('tbody tr')).toContainText('[]');
  await expect(diff.locator('tbody tr')).toContainText('added: projectOverview');
  await page.screenshot({ path: test.info().outputPath('audit.png'), fullPage: true });
});
