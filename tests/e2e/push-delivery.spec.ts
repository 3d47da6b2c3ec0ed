// Push delivery in the browser: the Test Task modal's messages (002 §5), a test push sent to
// demo devices, and its messages in the outbox panel of the Test pushes screen.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN, logIn } from './helpers';

const dialog = (page: Page) => page.getByRole('dialog');
const ONE_LIST = 'You can only fill in the user ID or firebase ID. Do not fill in both of them or leave them blank';

test('Test Task: the spec messages, then a send whose messages show in the outbox panel', async ({ page }) => {
  await logIn(page, ADMIN, '/jigsaw/operate/push/tests');
  await expect(page.getByRole('heading', { level: 1, name: 'Test pushes' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sandbox' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Test Task', exact: true }).click();
  await expect(dialog(page).getByRole('textbox', { name: 'Env' })).toHaveValue('sandbox');
  await dialog(page).getByRole('button', { name: 'Clear env' }).click();
  await dialog(page).getByRole('button', { name: 'Clear platform' }).click();
  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog(page).getByText('Please select Env')).toBeVisible();
  await expect(dialog(page).getByText('Please select Platform')).toBeVisible();
  await expect(dialog(page).getByText(ONE_LIST)).toBeVisible();
  await expect(dialog(page).getByText('title can not be null')).toBeVisible();

  // Both lists: the same message.
  await dialog(page).getByRole('textbox', { name: 'Env' }).click();
  await page.getByRole('option', { name: 'sandbox' }).click();
  await dialog(page).getByRole('textbox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'Android' }).click();
  const users = Array.from({ length: 30 }, (_, i) => `jigsaw-sandbox-u${1000 + i}`);
  await dialog(page).getByRole('textbox', { name: 'User IDs' }).fill(users.join(', '));
  await dialog(page).getByRole('textbox', { name: 'Firebase IDs' }).fill('fbx1\tfbx2');
  await dialog(page).getByRole('textbox', { name: 'Title (en)' }).fill('E2E test push');
  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog(page).getByText(ONE_LIST)).toBeVisible();
  await expect(dialog(page).getByText('Please select Env')).toHaveCount(0);

  await dialog(page).getByRole('textbox', { name: 'Firebase IDs' }).fill('');
  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(/Test push created for \d+ devices?/)).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  // The job sends it within a poll or two: wait on the row's state.
  const row = page.getByRole('row').filter({ hasText: 'E2E test push' }).first();
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Completed', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  // A click anywhere on the row opens it; its chevron then says Collapse, with aria-expanded.
  const chevron = row.getByRole('button', { name: 'Expand', exact: true });
  await expect(chevron).toHaveAttribute('aria-expanded', 'false');
  await row.getByText('E2E test push', { exact: true }).click();
  const outbox = page.getByRole('table', { name: 'Outbox messages' });
  await expect(outbox.getByRole('row').filter({ hasText: 'E2E test push' }).first()).toBeVisible();
  await expect(outbox).toContainText('"taskId"');
  const collapse = row.getByRole('button', { name: 'Collapse', exact: true });
  await expect(collapse).toHaveAttribute('aria-expanded', 'true');
  await collapse.click();
  await expect(outbox).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Expand', exact: true })).toHaveAttribute('aria-expanded', 'false');
});
