// Issue 9 item 20: every screen shows times one way, "YYYY-MM-DD HH:mm:ss UTC" (core/web/time.ts),
// whatever the browser's own zone; the activities header keeps the game clock (001: Los Angeles)
// and names its zone. The browser runs in Tokyo here so a time shown on the browser's clock
// (9 hours ahead of UTC) cannot pass for UTC.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, logIn } from './helpers';

test.use({ timezoneId: 'Asia/Tokyo', locale: 'de-DE' });

const UTC = /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/;
const asUtc = (iso: string) => `${new Date(iso).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
/** The time at the start of `text` ("2026-11-23 16:10:00 UTC by Admin") as epoch ms. */
const shownAt = (text: string) => Date.parse(`${UTC.exec(text)![0].replace(' UTC', '').replace(' ', 'T')}Z`);
const HOUR = 3_600_000;

test.beforeEach(async ({ page }) => {
  await logIn(page, ADMIN);
});

async function apiJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

test('activities: open and close in UTC as the API has them; the header clock on Los Angeles time', async ({ page }) => {
  const { rows } = await apiJson<{ rows: { name: string; openAt: string; closeAt: string }[] }>(page, '/v1/jigsaw/event?env=sandbox');
  const spring = rows.find((r) => r.name === 'Spring Festival')!;
  await page.goto('/jigsaw/activities');
  const row = page.getByRole('row').filter({ hasText: 'Spring Festival' }).first();
  await expect(row).toContainText(`${asUtc(spring.openAt)}${asUtc(spring.closeAt)}`, { timeout: 30_000 });
  await expect(page.getByRole('columnheader', { name: 'Open / Close' })).toBeVisible();
  await expect(page.getByTestId('la-clock')).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d P[SD]T$/);
});

test('check-update: the last release in UTC with its zone', async ({ page }) => {
  await page.goto('/jigsaw/check-update?platform=1');
  const sandbox = page.getByTestId('last-release-sandbox');
  await expect(sandbox).toContainText(new RegExp(`^Sandbox: ${UTC.source} by `), { timeout: 30_000 });
  // The demo released it when the server started: a few minutes ago, not 9 hours off.
  expect(Math.abs(shownAt((await sandbox.textContent())!) - Date.now())).toBeLessThan(HOUR);
});

test('bundles: the last release and the Updated column in UTC, not the browser’s locale format', async ({ page }) => {
  await page.goto('/jigsaw/bundles');
  const release = page.getByLabel('Last release on sandbox');
  await expect(release).toContainText(UTC, { timeout: 30_000 });
  expect(Math.abs(shownAt((await release.textContent())!) - Date.now())).toBeLessThan(HOUR);
  const firstRow = page.getByRole('table', { name: 'Bundles' }).locator('tbody tr').first();
  await expect(firstRow).toContainText(UTC);
});
