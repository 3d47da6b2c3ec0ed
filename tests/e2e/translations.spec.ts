// Translate (000 §2.14) as an operator works with it: filter (search, status) in the URL, create
// (the spec's messages, en plus one empty row), edit with a translation-memory suggestion, a tag
// from the tag manager set on the selected key, rename ('lack of key'), Excel download and upload,
// delete after the confirmation; the palette finds a key by name. The demo
// (plugins/translations/server/project/demo.ts) gives every project the same 150 keys, among them
// game.level_complete 'Level complete!' / fr 'Niveau terminé !'.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { ADMIN, logIn, palette, openScreen } from './helpers';

const CODE = 'words';
const stamp = Date.now().toString(36).slice(-5);
const toast = (page: Page, text: string) => page.getByRole('alert').getByText(text, { exact: true });
const table = (page: Page) => page.getByRole('table', { name: 'Translation keys' });

function sheet(rows: unknown[][]) {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}

async function pickLanguage(page: Page, dialog: ReturnType<Page['getByRole']>, label: string, code: string) {
  await dialog.getByRole('textbox', { name: label }).click();
  await dialog.getByRole('textbox', { name: label }).fill(code);
  await page.getByRole('option', { name: new RegExp(`^${code} · `) }).click();
}

test('filter, create, edit with a suggestion, tag, rename, Excel out and in, delete', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, ADMIN, `/${CODE}/multiLanguage`);
  await expect(page.getByRole('heading', { name: 'Translate', level: 1 })).toBeVisible();
  await expect(table(page).getByText('game.level_complete', { exact: true })).toBeVisible();

  // Filters live in the URL.
  await page.getByRole('textbox', { name: 'Search keys' }).fill('shop.');
  await expect(page).toHaveURL(/q=shop\./);
  await expect(table(page).getByText('shop.coins', { exact: true })).toBeVisible();
  await expect(table(page).getByText('game.level_complete', { exact: true })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Unfinished' }).click();
  await expect(page).toHaveURL(/status=unfinished/);
  await expect(page.getByText('No keys')).toBeVisible();
  await openScreen(page, `/${CODE}/multiLanguage`);

  // Create: the spec's messages, then a key with en and fr.
  const key = `e2e.key_${stamp}`;
  await page.getByRole('main').getByRole('button', { name: 'Create', exact: true }).click();
  const create = page.getByRole('dialog', { name: 'Create key' });
  await expect(create.getByRole('textbox', { name: 'Key' })).toBeFocused();
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(create.getByText('Please input key')).toBeVisible();
  await expect(create.getByText('can not be null')).toBeVisible();
  await expect(create.getByText("can't be null")).toBeVisible();
  await expect(create.getByRole('button', { name: 'Remove en' })).toBeDisabled();
  await create.getByRole('textbox', { name: 'Key' }).fill(key);
  await create.getByRole('textbox', { name: 'Text (en)' }).fill('Level complete!');
  await pickLanguage(page, create, 'Language 2', 'fr');
  await create.getByRole('textbox', { name: 'Text (fr)' }).fill('Bravo');
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, 'CREATED!')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search keys' }).fill(key);
  await expect(table(page).getByText(key, { exact: true })).toBeVisible();

  // Edit: the memory suggests the French text the same English has elsewhere.
  await table(page)
    .getByRole('button', { name: `Edit ${key}` })
    .click();
  const edit = page.getByRole('dialog', { name: `Edit ${key}` });
  await edit.getByRole('button', { name: 'Use suggestion for fr: Niveau terminé !' }).click();
  await expect(edit.getByRole('textbox', { name: 'Text (fr)' })).toHaveValue('Niveau terminé !');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'UPDATED!')).toBeVisible();
  await table(page)
    .getByRole('button', { name: `View ${key}` })
    .click();
  const view = page.getByRole('dialog', { name: `Key ${key}` });
  await expect(view.getByText('Niveau terminé !')).toBeVisible();
  await page.keyboard.press('Escape');

  // A tag from the tag manager, set on the selected key.
  const tag = `t${stamp}`;
  await page.getByRole('button', { name: 'Tags', exact: true }).click();
  const tags = page.getByRole('dialog', { name: 'Tags' });
  await tags.getByLabel('New tag').fill(tag);
  await tags.getByRole('button', { name: 'Add tag' }).click();
  await expect(tags.getByText(tag, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Translate', exact: true })).toBeDisabled();
  await table(page)
    .getByRole('checkbox', { name: `Select ${key}` })
    .check();
  await expect(page.getByRole('button', { name: 'Translate', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Change selected' }).click();
  const bulk = page.getByRole('dialog', { name: 'Change 1 selected keys' });
  await bulk.getByRole('textbox', { name: 'Add tags' }).click();
  await page.getByRole('option', { name: tag }).click();
  await bulk.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page, 'UPDATED!').first()).toBeVisible();
  await expect(table(page).getByText(tag, { exact: true })).toBeVisible();

  // Rename: 'lack of key', then a new key.
  await table(page)
    .getByRole('button', { name: `Rename ${key}` })
    .click();
  const rename = page.getByRole('dialog', { name: `Rename ${key}` });
  await rename.getByLabel('New key').fill('');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename.getByText('lack of key')).toBeVisible();
  const renamed = `${key}_b`;
  await rename.getByLabel('New key').fill(renamed);
  await rename.getByRole('button', { name: 'Rename' }).click();
  await page.getByRole('textbox', { name: 'Search keys' }).fill(renamed);
  await expect(table(page).getByText(renamed, { exact: true })).toBeVisible();

  // Excel: the download (an export job the button waits for) holds the key; an upload creates another and updates this one.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Excel' }).click()]);
  expect(download.suggestedFilename()).toBe(`translations_${CODE}.xlsx`);
  await expect(toast(page, 'Downloaded')).toBeVisible();
  const book = XLSX.read(readFileSync((await download.path())!));
  const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
  expect(rows[0].slice(0, 2)).toEqual(['key', 'en']);
  expect(rows.find((r) => r[0] === renamed)?.[1]).toBe('Level complete!');
  await page.getByRole('button', { name: 'Upload Excel' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Excel' });
  await expect(upload.getByRole('button', { name: 'Upload' })).toBeDisabled();
  // The import is a job: a file with bad rows fails it, the modal lists every problem, nothing is written.
  const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  await upload.locator('input[type=file]').setInputFiles({
    name: 'bad.xlsx',
    mimeType: XLSX_TYPE,
    buffer: sheet([
      ['key', 'en'],
      ['bad key', 'x'],
      [`${key}_no_en`, ''],
    ]),
  });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByRole('alert')).toHaveText(`Row 2: A key has no spaces; Row 3: ${key}_no_en: en can not be null`);
  await expect(upload.getByRole('list', { name: 'Problems of the file' }).getByRole('listitem')).toHaveCount(2);
  await expect(upload.getByTestId('job-progress').getByText('failed')).toBeVisible();
  await upload.locator('input[type=file]').setInputFiles({
    name: 'keys.xlsx',
    mimeType: XLSX_TYPE,
    buffer: sheet([
      ['key', 'en', 'de'],
      [renamed, 'Level complete!', 'Level geschafft!'],
      [`${key}_new`, 'New from Excel', ''],
    ]),
  });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page, 'Uploaded')).toBeVisible();
  await expect(page.getByText('2 rows: 1 keys created, 1 updated, 0 unchanged.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search keys' }).fill(key);
  await expect(table(page).getByText(`${key}_new`, { exact: true })).toBeVisible();
  await expect(table(page).getByText(`${key}_no_en`, { exact: true })).toHaveCount(0);

  // Delete both after the confirmation.
  for (const k of [renamed, `${key}_new`]) {
    await table(page)
      .getByRole('button', { name: `Delete ${k}` })
      .click();
    await expect(page.getByText('Are you sure delete this key?')).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(table(page).getByText(k, { exact: true })).toHaveCount(0);
  }
  await expect(toast(page, 'DELETED!').first()).toBeVisible();
});

test('the palette finds a key by name and opens it', async ({ page }) => {
  await logIn(page, ADMIN, `/${CODE}/dashboard`);
  await palette(page, 'Find translation key');
  await page.keyboard.press('Enter');
  await page.keyboard.type('shop.coins');
  await expect(page.getByRole('listbox', { name: 'Key' }).getByRole('option').first()).toContainText('shop.coins');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Edit shop.coins' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Text (en)' })).toHaveValue('{count} coins');
});
