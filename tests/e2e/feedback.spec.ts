// Player feedback as an operator reads it: a feedback a game client sends shows first in the
// table and moves the count, the average and the bars; Translate shows the spec's notice and the
// row's state (no provider in this run: the row then says why it failed); the per-version view
// lists the new version first; the screen's state is in the URL.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN, logIn } from './helpers';

const CODE = 'blocks';

async function clientKey(page: Page, code: string): Promise<string> {
  const r = await page.request.get(`/v1/${code}/project`);
  return (await r.json()).project.clientKey as string;
}
const count = async (page: Page, id: string) => Number((await page.getByTestId(id).innerText()).replace(/[^\d]/g, ''));

test('a sent feedback shows in the table, the summary and the versions; translate shows its state', async ({ page }) => {
  await logIn(page, ADMIN, `/${CODE}/feedback?platform=2&env=sandbox`);
  await expect(page.getByRole('heading', { name: 'Feedback', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'iOS' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'Env' })).toHaveValue('Sandbox');
  const table = page.getByRole('table', { name: 'Feedback', exact: true });
  // The summary has loaded (not the empty one it shows meanwhile).
  await expect(page.getByRole('region', { name: 'Star summary' })).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('total-count')).toHaveText(/\d+ feedbacks?/);
  const total = await count(page, 'total-count');
  const ones = await count(page, 'star-count-1');

  const key = await clientKey(page, CODE);
  const text = `E2E: la partie plante au niveau 12 (${Date.now()})`;
  const sent = await page.request.post(`/client/v1/${CODE}/sandbox/feedback`, {
    headers: { 'x-client-key': key },
    data: { userId: 'e2e-player', platform: 2, star: 1, content: text, language: 'fr', appVersion: '9.9.9' },
  });
  expect(sent.status()).toBe(201);

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByTestId('total-count')).toHaveText(
    `${(total + 1).toLocaleString('en-US')} ${total + 1 === 1 ? 'feedback' : 'feedbacks'}`,
  );
  await expect(page.getByTestId('star-count-1')).toHaveText((ones + 1).toLocaleString('en-US'));
  const rate = Math.round(((ones + 1) * 1000) / (total + 1)) / 10;
  await expect(page.getByTestId('star-rate-1')).toHaveText(`${rate.toFixed(1)}%`);
  const row = table.getByRole('row').filter({ hasText: text });
  await expect(row).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText(text);
  await expect(row).toContainText('9.9.9');
  await expect(row).toContainText('e2e-player');

  // The per-version view: the new version first, with its one feedback.
  const versions = page.getByRole('table', { name: 'Feedback by client version' });
  await expect(versions.getByRole('row').nth(1)).toContainText('9.9.9');

  // Translate: the notice, the row pending; then (no provider here) the reason on the row.
  const id = (await row.getByRole('cell').first().innerText()).trim();
  await row.getByRole('button', { name: `Translate feedback ${id}` }).click();
  await expect(page.getByText('Translation in progress, refresh later')).toBeVisible();
  await expect(row.getByText('Translating…')).toBeVisible();
  await expect(row.getByRole('button', { name: `Translate feedback ${id}` })).toBeDisabled();
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(table.getByRole('row').filter({ hasText: text }).getByText('Translation failed')).toBeVisible({ timeout: 2000 });
  }).toPass();
  await expect(table.getByRole('row').filter({ hasText: text })).toContainText('No machine translation provider is configured');

  // The state is in the URL (Android, the default, leaves it): a reload keeps the env.
  await page.getByRole('tab', { name: 'Android' }).click();
  await expect(page).not.toHaveURL(/platform=2/);
  await expect(page).toHaveURL(/env=sandbox/);
  await expect(table.getByRole('row').filter({ hasText: text })).toHaveCount(0);
});

test('an English feedback cannot be translated, and a bad URL falls back to the defaults', async ({ page }) => {
  await logIn(page, ADMIN, `/${CODE}/feedback?platform=7&ps=13`);
  await expect(page.getByRole('tab', { name: 'Android' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'Env' })).toHaveValue('Prod');
  const table = page.getByRole('table', { name: 'Feedback', exact: true });
  const english = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'en', exact: true }) })
    .first();
  await expect(english).toBeVisible();
  await expect(english.getByRole('button', { name: /^Translate feedback/ })).toBeDisabled();
});
