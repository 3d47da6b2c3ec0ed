// Puzzles (002): an operator opens a folder from the folders screen, pages its puzzles, finds a
// puzzle by id in another page, and opens the folder's stats.
import { expect, test } from './fixtures';
import type { FolderListResponse } from '../../plugins/folders/shared';
import type { PuzzleListResponse } from '../../plugins/puzzles/shared';
import { ADMIN, logIn } from './helpers';

const CODE = 'jigsaw';

test('open a folder from the folders screen, page its puzzles, find one by id, and read its stats', async ({ page }) => {
  await logIn(page, ADMIN, `/${CODE}/folder`);
  const folders = (await (await page.request.get(`/v1/${CODE}/folder?pn=1&ps=10`)).json()) as FolderListResponse;
  const folder = folders.folders[0]!;
  await page.getByRole('link', { name: folder.name.en, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/${CODE}/puzzles/${folder.id}`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Puzzles: ${folder.id} `) })).toBeVisible();
  const rows = page.getByRole('checkbox', { name: /^Select puzzle \d+$/ });
  await expect(rows).toHaveCount(10);

  // A puzzle of the folder's second page, found by its id.
  const second = (await (await page.request.get(`/v1/${CODE}/puzzles/folder/${folder.id}?pn=2&ps=10`)).json()) as PuzzleListResponse;
  const wanted = second.puzzles[0]!.id;
  await page.getByLabel('Puzzle id').fill(String(wanted));
  await page.getByLabel('Puzzle id').press('Enter');
  await expect(page).toHaveURL(new RegExp(`id=${wanted}`));
  await expect(page.getByRole('checkbox', { name: `Select puzzle ${wanted}` })).toBeVisible();
  await expect(rows).toHaveCount(1);
  // An empty search shows the whole folder again.
  await page.getByLabel('Puzzle id').fill('');
  await page.getByLabel('Puzzle id').press('Enter');
  await expect(rows).toHaveCount(10);

  await page.getByRole('button', { name: 'Stats', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('sort one puzzle (with the spec message for an empty sort), then export the folder as a job and download the file', async ({ page }) => {
  await logIn(page, ADMIN, `/${CODE}/folder`);
  const folders = (await (await page.request.get(`/v1/${CODE}/folder?pn=1&ps=10`)).json()) as FolderListResponse;
  const folder = folders.folders[folders.folders.length - 1]!;
  const drafts = (await (await page.request.get(`/v1/${CODE}/puzzles/folder/${folder.id}?pn=1&ps=10&released=0`)).json()) as PuzzleListResponse;
  const puzzle = drafts.puzzles[0]!;
  await page.goto(`/${CODE}/puzzles/${folder.id}?released=0`);

  await page.getByRole('button', { name: `Sort of puzzle ${puzzle.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Sort of puzzle ${puzzle.id}` });
  await dialog.getByLabel('Sort').fill('');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByText('sort can not be null')).toBeVisible();
  await dialog.getByLabel('Sort').fill(String(puzzle.sort + 1));
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Sorted', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('dialog', { name: 'Export' }).getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/job=\d+/);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Download .+\.xlsx$/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(page.getByText('Downloaded', { exact: true })).toBeVisible();
});
