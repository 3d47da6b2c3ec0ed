// User training as an operator uses it: a game client uploads a player's sessions through the
// client API, the player shows with its upload count, Aggregate goes 'building ...' then success
// by itself, and Download saves `{firebaseId}.db`. Also the demo's built and failed rows.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN, logIn } from './helpers';

const CODE = 'jigsaw';
const table = (page: Page) => page.getByRole('table', { name: 'Training users' });

async function clientKey(page: Page, code: string): Promise<string> {
  const r = await page.request.get(`/v1/${code}/project`);
  return (await r.json()).project.clientKey as string;
}

const session = (i: number) => ({
  puzzleId: `p${i}`,
  level: i,
  startedAt: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
  durationMs: 60_000 + i,
  moves: 40 + i,
  hintsUsed: 0,
  completed: true,
});

test('uploads, aggregate, building, success, download as {firebaseId}.db', async ({ page }) => {
  await logIn(page, ADMIN, `/${CODE}/training`);
  await expect(page.getByRole('heading', { name: 'User training', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Prod', selected: true })).toBeVisible();
  // The demo: most uploads first, built files and a failed one among the busiest.
  await expect(table(page).getByText('success').first()).toBeVisible();
  await expect(table(page).getByText('failed !')).toBeVisible();

  const fid = `e2e${Date.now()}`;
  const key = await clientKey(page, CODE);
  for (const n of [3, 4]) {
    const sent = await page.request.post(`/client/v1/${CODE}/prod/training`, {
      headers: { 'x-client-key': key },
      data: { firebaseId: fid, userId: '424242', platform: 2, records: Array.from({ length: n }, (_, i) => session(i + 1)) },
    });
    expect(sent.status()).toBe(200);
  }

  await page.getByRole('textbox', { name: 'Search Firebase id' }).fill(fid);
  await expect(page).toHaveURL(new RegExp(`fid=${fid}`));
  const row = table(page).getByRole('row').filter({ hasText: fid });
  await expect(row).toContainText('424242');
  await expect(row).toContainText('iOS');
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');
  await expect(row).toContainText('Not aggregated yet');
  // Nothing built yet: the download is off, with its reason.
  await expect(row.getByRole('button', { name: `Download ${fid}.db` })).toHaveAttribute('aria-disabled', 'true');

  await row.getByRole('button', { name: `Aggregate ${fid}` }).click();
  await expect(page.getByText('Triggered')).toBeVisible();
  // init or 'building ...' first, then success by itself (the page polls).
  await expect(row.getByText(/^(init|building \.\.\.)$/)).toBeVisible();
  await expect(row.getByRole('button', { name: `Aggregate ${fid}` })).toHaveAttribute('aria-disabled', 'true');
  await expect(row.getByText('success')).toBeVisible();
  await expect(row).toContainText('.db');

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download ${fid}.db` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${fid}.db`);
  await expect(page.getByText('Downloaded')).toBeVisible();
  const file = await download.path();
  // A SQLite file: its header.
  expect(fs.readFileSync(file).subarray(0, 16).toString('latin1')).toBe('SQLite format 3\u0000');

  // Sandbox is another env: the player is not there.
  await page.getByRole('tab', { name: 'Sandbox' }).click();
  await expect(page).toHaveURL(/env=sandbox/);
  await expect(page.getByText(`No Firebase id contains “${fid}”`)).toBeVisible();
});
