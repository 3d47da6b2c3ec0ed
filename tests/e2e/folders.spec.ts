// Folders as an operator works with them: create (name required), a tag in the tag manager, the
// inline edit of one row (rename, tag), the tag filter in the URL, the translations editor (en
// kept, 'trans can not be null'), the sort editor, delete after 'Are you sure to delete?'; random
// puzzles' validation, Check row by row, and Create enabled only after a good Check.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { ADMIN, logIn } from './helpers';

const CODE = 'words';
const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').getByText(text);
const table = (page: Page) => page.getByRole('table', { name: 'Folders' });
const stamp = Date.now().toString(36).slice(-5);

function sheet(rows: unknown[][]) {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}

test('create, tag, inline edit, filter by tag, translations, sort, delete', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, ADMIN, `/${CODE}/folder`);
  await expect(page.getByRole('heading', { name: 'Folders', level: 1 })).toBeVisible();

  const name = `e2e ${stamp}`;
  await page.getByRole('main').getByRole('button', { name: 'Create' }).click();
  const create = page.getByRole('dialog', { name: 'Create folder' });
  await expect(create.getByLabel('Name (en)')).toBeFocused();
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByText("Please input folder's name")).toBeVisible();
  await create.getByLabel('Name (en)').fill(name);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Created')).toBeVisible();
  await expect(table(page).getByText(name, { exact: true })).toBeVisible();

  const tag = `t${stamp}`;
  await page.getByRole('button', { name: 'Tags' }).click();
  const tags = page.getByRole('dialog', { name: 'Tags' });
  await tags.getByLabel('New tag').fill('x'.repeat(13));
  await tags.getByRole('button', { name: 'Add' }).click();
  await expect(tags.getByText('At most 12 characters')).toBeVisible();
  await tags.getByLabel('New tag').fill(tag);
  await tags.getByRole('button', { name: 'Add' }).click();
  await expect(tags.getByText(`${tag} (0)`)).toBeVisible();
  await tags.getByLabel('New tag').fill(tag);
  await tags.getByRole('button', { name: 'Add' }).click();
  await expect(tags.getByText('tag already exists')).toBeVisible();
  await page.keyboard.press('Escape');

  await table(page).getByRole('button', { name: `Edit ${name}` }).click();
  await table(page).getByLabel('Folder name (en)').fill(`${name} b`);
  await table(page).getByRole('textbox', { name: 'Tags' }).click({ force: true });
  await page.getByRole('option', { name: tag }).click();
  await table(page).getByRole('button', { name: `Save ${name}` }).click();
  await expect(toast(page, 'Updated')).toBeVisible();
  const renamed = `${name} b`;
  await expect(table(page).getByText(renamed, { exact: true })).toBeVisible();

  await page.getByRole('textbox', { name: 'Tags' }).first().click({ force: true });
  await page.getByRole('option', { name: tag }).click();
  await expect(page).toHaveURL(/tags=\d+/);
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await page.reload();
  await expect(table(page).getByText(renamed, { exact: true })).toBeVisible();

  await table(page).getByRole('button', { name: `More actions for ${renamed}` }).click();
  await page.getByRole('menuitem', { name: 'Translations' }).click();
  const trans = page.getByRole('dialog', { name: `Translations of ${renamed}` });
  await expect(trans.getByRole('button', { name: 'Remove en' })).toBeDisabled();
  await trans.getByRole('button', { name: 'Add language' }).click();
  await trans.getByLabel('Language').nth(1).fill('fr');
  await trans.getByRole('button', { name: 'Save' }).click();
  await expect(trans.getByText('trans can not be null')).toBeVisible();
  await trans.getByLabel('Translation').nth(1).fill('Dossier');
  await trans.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Updated')).toBeVisible();

  await table(page).getByRole('button', { name: `More actions for ${renamed}` }).click();
  await page.getByRole('menuitem', { name: 'Sort' }).click();
  const sort = page.getByRole('dialog', { name: `Sort of ${renamed}` });
  await sort.getByLabel('Sort').fill('42');
  await sort.getByRole('button', { name: 'Save' }).click();
  await expect(table(page).getByRole('row', { name: new RegExp(renamed) }).getByText('42', { exact: true })).toBeVisible();

  await table(page).getByRole('button', { name: `More actions for ${renamed}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure to delete?')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(toast(page, 'Deleted')).toBeVisible();
  await expect(table(page).getByText(renamed, { exact: true })).toHaveCount(0);
});

test('random puzzles: validation, Check row by row, Create only after a good Check', async ({ page }) => {
  await logIn(page, ADMIN, `/${CODE}/folder/random_puzzles`);
  await expect(page.getByRole('heading', { name: 'Random puzzles', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create' })).toBeDisabled();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('Please input source folder ids (comma-separated integers)')).toBeVisible();
  await expect(page.getByText('Please select an xlsx file')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'r.csv', mimeType: 'text/csv', buffer: Buffer.from('name,count') });
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('Only xlsx files can be uploaded')).toBeVisible();

  // A source folder made through the API, empty: every row lacks puzzles.
  const made = await page.request.post(`/v1/${CODE}/folder`, { data: { name: { en: `src ${stamp}` } } });
  const id = (await made.json()).folder.id as number;
  await page.getByLabel('Source folder ids').fill(String(id));
  await page.locator('input[type="file"]').setInputFiles({ name: 'r.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: sheet([['name', 'count'], ['', 1], ['A', 1]]) });
  await page.getByRole('button', { name: 'Check' }).click();
  const result = page.getByRole('table', { name: 'Check result' });
  await expect(result.getByText("Please input folder's name")).toBeVisible();
  await expect(result.getByText(/Not enough puzzles/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create' })).toBeDisabled();
});
