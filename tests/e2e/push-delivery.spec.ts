// Push delivery in the browser: the Test Task modal's messages (002 §5), a test push sent to
// demo devices, and its messages in the outbox panel of the Test pushes screen.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN, logIn, openScreen } from './helpers';

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

test('a prod task that quiet hours held back says how many devices and why, not only "Nothing sent yet"', async ({ page }) => {
  test.setTimeout(150_000);
  // Prod (demo settings: quiet hours 22:00-08:00 in each device's zone): sent now, everyone at once;
  // the demo's devices live in twelve zones, so some are always in their quiet hours.
  await logIn(page, ADMIN, '/words/dashboard');
  const now = new Date().toISOString();
  const res = await page.request.post('/v1/words/pushServer/api/task', {
    data: {
      env: 'prod',
      platform: 1,
      name: `Held back ${Date.now()}`,
      notification: { alert: { en: { title: 'Held back e2e', body: 'x' } } },
      scheduleRule: { isCycle: 0, startAt: `${now.slice(0, 10)} ${now.slice(11, 16)}:00`, timezone: 'UTC' },
      audienceRule: {},
      extraData: [],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const id = ((await res.json()) as { ids: number[] }).ids[0];
  await openScreen(page, `/operate/push/detail/words/prod/1/${id}`);
  // The scheduler takes it within a minute; the send job then records who was held back.
  const held = page.getByTestId('held-back');
  await expect(async () => {
    await page.reload();
    await expect(held).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 130_000 });
  await expect(held).toContainText(/\d+ devices? held back: .*by quiet hours/);
});
