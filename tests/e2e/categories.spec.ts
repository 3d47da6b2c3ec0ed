// Categories as an operator works with them (000 §2.8): create with its messages, translations,
// details, drag with the mouse (onto a node: last child) and with the keyboard, the menu's moves
// and Move to…, Check Orders per country, delete (refused with children, then confirmed), names
// export ('Names Downloaded') and import (xlsx only), and the palette's export.
import fs from 'node:fs';
import * as XLSX from 'xlsx';
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { ADMIN, logIn, palette } from './helpers';

const CODE = 'colors';
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').getByText(text, typeof text === 'string' ? { exact: true } : undefined);
const tree = (page: Page) => page.getByRole('list', { name: 'Categories' });
/** A category's row: the li holding it (its children inside). */
const item = (page: Page, name: string) =>
  tree(page)
    .locator('li')
    .filter({ has: page.getByRole('button', { name: `Actions for ${name}`, exact: true }) })
    .last();
const menu = async (page: Page, name: string, action: string) => {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action }).click();
};
const center = async (l: Locator) => {
  const b = (await l.boundingBox())!;
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
};
/** The root names in order. */
const rootNames = async (page: Page) => tree(page).locator('[data-name][data-depth="0"]').allTextContents();

test('create, translate, drag, move, check orders, delete, export and import names', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, ADMIN, `/${CODE}/categories`);
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  await expect(item(page, 'Animals')).toBeVisible();

  // Create: the messages, then a category.
  await page.getByRole('main').getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create category' });
  await expect(dialog.getByLabel('Name (en)')).toBeFocused();
  await dialog.getByRole('button', { name: 'Add custom order' }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Please input name')).toBeVisible();
  await expect(dialog.getByText('need country list for custom order!')).toBeVisible();
  await dialog.getByLabel('Name (en)').fill('E2E Fruits');
  await dialog.getByLabel('Sort', { exact: true }).fill('9');
  await expect(dialog.getByLabel('Min client version')).toHaveValue('0.0.0');
  await expect(dialog.getByLabel('Max client version')).toHaveValue('0.0.0');
  await dialog.getByRole('button', { name: 'Remove custom order 1' }).click();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'fruits_icon.png', mimeType: 'image/png', buffer: Buffer.from(`e2e fruits ${Date.now()}`) });
  await expect(dialog.getByRole('link', { name: 'fruits_icon.png' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'CREATED!')).toBeVisible();
  await expect(item(page, 'E2E Fruits')).toBeVisible();
  await expect.poll(() => rootNames(page)).toEqual(['Animals', 'Nature', 'Holidays', 'Art', 'E2E Fruits']);

  // Translations: en plus one empty row; both messages; then saved.
  await menu(page, 'E2E Fruits', 'Translations');
  const trans = page.getByRole('dialog', { name: 'Translations: E2E Fruits' });
  await expect(trans.getByRole('textbox', { name: 'Language 1' })).toHaveValue('en');
  await expect(trans.getByRole('textbox', { name: 'Language 2' })).toHaveValue('');
  await trans.getByRole('button', { name: 'Save' }).click();
  await expect(trans.getByText('language and trans can not be null')).toBeVisible();
  await trans.getByRole('textbox', { name: 'Language 2' }).fill('de');
  await trans.getByRole('button', { name: 'Save' }).click();
  await expect(trans.getByText('trans can not be null', { exact: true })).toBeVisible();
  await trans.getByRole('textbox', { name: 'Translation 2' }).fill('Früchte');
  await trans.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'UPDATED!')).toBeVisible();
  await menu(page, 'E2E Fruits', 'Details');
  const details = page.getByRole('dialog', { name: 'Category details: E2E Fruits' });
  await expect(details.getByText('de: Früchte')).toBeVisible();
  await expect(details.getByText('0.0.0 – 0.0.0')).toBeVisible();
  await expect(details.getByRole('link', { name: /\/cdn\/colors\/category\/[a-z0-9]{5}\/fruits_icon\.png$/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // Drag with the mouse onto Art: its last child (the whole tree in view: no scrolling while dragging).
  await page.setViewportSize({ width: 1280, height: 1400 });
  const handle = page.getByRole('button', { name: 'Drag E2E Fruits' });
  const from = await center(handle);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y - 10, { steps: 3 });
  const art = await center(page.getByRole('button', { name: 'Actions for Art', exact: true }));
  await page.mouse.move(art.x - 200, art.y, { steps: 12 });
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText('E2E Fruits is over Art: drop to make it its last sub-category.');
  await page.mouse.up();
  await expect(toast(page, 'Updated')).toBeVisible();
  await expect(item(page, 'Art').getByRole('button', { name: 'Actions for E2E Fruits' })).toBeVisible();

  // The menu's moves: outdent (after Art), then up.
  await menu(page, 'E2E Fruits', 'Outdent');
  await expect.poll(() => rootNames(page)).toEqual(['Animals', 'Nature', 'Holidays', 'Art', 'E2E Fruits']);
  await menu(page, 'E2E Fruits', 'Move up');
  await expect.poll(() => rootNames(page)).toEqual(['Animals', 'Nature', 'Holidays', 'E2E Fruits', 'Art']);

  // Drag with the keyboard: lift, move up (each step announced), drop.
  const live = page.locator('[id^="DndLiveRegion"]');
  const kbHandle = page.getByRole('button', { name: 'Drag E2E Fruits' });
  await kbHandle.focus();
  await expect(kbHandle).toBeFocused();
  await page.keyboard.press('Space');
  // Lifted: announced, then where it is (next to itself: no move yet).
  await expect(live).toHaveText(/^(Picked up E2E Fruits\.|E2E Fruits is in the gap before Art under the root\.)$/);
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowUp');
  await expect(live).toHaveText(/^E2E Fruits is over Halloween: drop to make it its last sub-category\.$/);
  await page.keyboard.press('Space');
  await expect(live).toHaveText('E2E Fruits was dropped onto Halloween, as its last sub-category.');
  await expect(item(page, 'Halloween').getByRole('button', { name: 'Actions for E2E Fruits' })).toBeVisible();

  // Move to…: under Animals, first.
  await menu(page, 'E2E Fruits', 'Move to…');
  const move = page.getByRole('dialog', { name: 'Move E2E Fruits to…' });
  await move.getByLabel('New parent').click();
  await page.getByRole('option', { name: 'Animals (#', exact: false }).first().click();
  await move.getByLabel('Position').fill('1');
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(item(page, 'Animals').getByRole('button', { name: 'Actions for E2E Fruits' })).toBeVisible();
  await expect
    .poll(() => item(page, 'Animals').locator('[data-name][data-depth="1"]').allTextContents())
    .toEqual(['E2E Fruits', 'Cats', 'Dogs', 'Birds']);

  // Check Orders: US puts the custom orders first; FR leaves out what is not shown there.
  const orders = page.getByRole('tabpanel');
  await page.getByRole('tab', { name: 'US', exact: true }).click();
  await expect(page).toHaveURL(/country=US/);
  await expect(orders.locator('ol').first().locator(':scope > li').first()).toContainText('Holidays');
  await page.getByRole('tab', { name: 'FR', exact: true }).click();
  await expect(page).toHaveURL(/country=FR/);
  await expect(orders.locator('ol').first().locator(':scope > li').first()).toContainText('Animals');
  await expect(orders.getByText('Halloween')).toHaveCount(0);
  await expect(orders.getByText('Christmas')).toBeVisible();

  // Delete: refused while it has sub-categories; confirmed otherwise.
  await menu(page, 'Animals', 'Delete');
  await expect(page.getByText('This category has 4 sub-categories: move or delete them first')).toBeVisible();
  await menu(page, 'E2E Fruits', 'Delete');
  await expect(page.getByText('Are you sure to delete?')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(toast(page, 'DELETED!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Actions for E2E Fruits' })).toHaveCount(0);

  // Names export, then an import of the edited file.
  const download = page.waitForEvent('download');
  await page.getByRole('main').getByRole('button', { name: 'Export names' }).click();
  const file = await download;
  await expect(toast(page, 'Names Downloaded')).toBeVisible();
  expect(file.suggestedFilename()).toBe(`${CODE}-default-category-names.xlsx`);
  const book = XLSX.read(fs.readFileSync((await file.path())!), { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
  expect(rows[0].slice(0, 4)).toEqual(['id', 'parentId', 'path', 'en']);
  const cats = rows.find((r) => r[3] === 'Cats')!;
  const edited = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    edited,
    XLSX.utils.aoa_to_sheet([
      ['id', 'en', 'it'],
      [cats[0], 'Cats', 'Gatti'],
    ]),
    'names',
  );
  const bytes = XLSX.write(edited, { type: 'buffer', bookType: 'xlsx' }) as Buffer;

  await page.getByRole('main').getByRole('button', { name: 'Import names' }).click();
  const imp = page.getByRole('dialog', { name: 'Import category names' });
  await expect(imp.getByRole('button', { name: 'Upload' })).toBeDisabled();
  await imp.locator('input[type="file"]').setInputFiles({ name: 'names.csv', mimeType: 'text/csv', buffer: Buffer.from('id,en\n1,x') });
  await expect(imp.getByText('Only xlsx files can be uploaded')).toBeVisible();
  await expect(imp.getByRole('button', { name: 'Upload' })).toBeDisabled();
  await imp
    .locator('input[type="file"]')
    .setInputFiles({ name: 'names.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bytes });
  await imp.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page, 'Uploaded: 1 of 1 categories changed')).toBeVisible();
  await menu(page, 'Cats', 'Details');
  await expect(page.getByRole('dialog', { name: 'Category details: Cats' }).getByText('it: Gatti')).toBeVisible();
  await page.keyboard.press('Escape');

  // The palette's export, once the button's toast is closed (its close button, not its 4 s timer):
  // the same text shows under the same id.
  await page.getByRole('alert').filter({ hasText: 'Names Downloaded' }).locator('.mantine-Notification-closeButton').click();
  await expect(toast(page, 'Names Downloaded')).toHaveCount(0);
  const again = page.waitForEvent('download');
  await palette(page, 'Export category names');
  await page.keyboard.press('Enter');
  await again;
  await expect(toast(page, 'Names Downloaded').first()).toBeVisible();
});
