// Folders as an operator works with them: create (name required), a tag in the tag manager, the
// inline edit of one row (rename, tag), the tag filter in the URL, the translations editor (en
// kept, 'trans can not be null'), the sort editor, delete after 'Are you sure to delete?'; random
// puzzles' validation, Check row by row, and Create enabled only after a good Check; copy; pick
// puzzles by a pick rule (modal and palette); the attribute editor (type, the collectionKey column,
// the .zip resource, its files shown read-only); names export and import; the jigsaw thumbnails (shown, set, replaced).
// The demo config (plugins/folders/server/demo.ts): words allows copy and has collections with
// folder types; tiles has demo folders with puzzles; jigsaw has the thumbnail column. The folders
// a test makes go first (sort 0) and are deleted at its end, so no test depends on another's.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { zip } from '../../core/server/zip';
import * as XLSX from 'xlsx';
import type { Folder, FolderListResponse } from '../../plugins/folders/shared';
import { ADMIN, logIn, palette, openScreen } from './helpers';

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

  await table(page)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  await table(page).getByLabel('Folder name (en)').fill(`${name} b`);
  await table(page).getByRole('textbox', { name: 'Tags' }).click({ force: true });
  await page.getByRole('option', { name: tag }).click();
  await table(page)
    .getByRole('button', { name: `Save ${name}` })
    .click();
  await expect(toast(page, 'Updated')).toBeVisible();
  const renamed = `${name} b`;
  await expect(table(page).getByText(renamed, { exact: true })).toBeVisible();

  await page.getByRole('textbox', { name: 'Tags' }).first().click({ force: true });
  await page.getByRole('option', { name: tag }).click();
  await expect(page).toHaveURL(/tags=\d+/);
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await page.reload();
  await expect(table(page).getByText(renamed, { exact: true })).toBeVisible();

  await table(page)
    .getByRole('button', { name: `More actions for ${renamed}` })
    .click();
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

  await table(page)
    .getByRole('button', { name: `More actions for ${renamed}` })
    .click();
  await page.getByRole('menuitem', { name: 'Sort' }).click();
  const sort = page.getByRole('dialog', { name: `Sort of ${renamed}` });
  await sort.getByLabel('Sort').fill('42');
  await sort.getByRole('button', { name: 'Save' }).click();
  await expect(
    table(page)
      .getByRole('row', { name: new RegExp(renamed) })
      .getByText('42', { exact: true }),
  ).toBeVisible();

  await table(page)
    .getByRole('button', { name: `More actions for ${renamed}` })
    .click();
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
  await page.locator('input[type="file"]').setInputFiles({
    name: 'r.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: sheet([
      ['name', 'count'],
      ['', 1],
      ['A', 1],
    ]),
  });
  await page.getByRole('button', { name: 'Check' }).click();
  const result = page.getByRole('table', { name: 'Check result' });
  await expect(result.getByText("Please input folder's name")).toBeVisible();
  await expect(result.getByText(/Not enough puzzles/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create' })).toBeDisabled();

  // A count too large or no number at all: each its own message, and the cell as written (not 0).
  await page.locator('input[type="file"]').setInputFiles({
    name: 'r2.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: sheet([
      ['name', 'count'],
      ['Big', 99999999],
      ['Text', 'abc'],
    ]),
  });
  await page.getByRole('button', { name: 'Check' }).click();
  const big = result.getByRole('row', { name: /Big/ });
  await expect(big.getByText('pick count can not be more than 20000')).toBeVisible();
  await expect(big.getByRole('cell', { name: '99999999', exact: true })).toBeVisible();
  const text = result.getByRole('row', { name: /Text/ });
  await expect(text.getByText('pick count must be a whole number')).toBeVisible();
  await expect(text.getByRole('cell', { name: 'abc', exact: true })).toBeVisible();
  await expect(result.getByRole('cell', { name: '0', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create' })).toBeDisabled();
  await dropFolder(page.request, CODE, id);
});

/** A folder made through the API, first in its project's list (sort 0). */
async function makeFolder(request: APIRequestContext, code: string, en: string, over: Record<string, unknown> = {}): Promise<Folder> {
  const res = await request.post(`/v1/${code}/folder`, { data: { name: { en }, sort: 0, ...over } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).folder as Folder;
}
const dropFolder = (request: APIRequestContext, code: string, id: number) => request.delete(`/v1/${code}/folder/${id}`);
const listAll = async (request: APIRequestContext, code: string) =>
  ((await (await request.get(`/v1/${code}/folder?all=1`)).json()) as FolderListResponse).folders;
const moreActions = async (page: Page, name: string, item: string) => {
  await table(page)
    .getByRole('button', { name: `More actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
};

test('copy a folder after its confirmation: the copy appears', async ({ page }) => {
  const name = `copy ${stamp}`;
  await logIn(page, ADMIN, `/${CODE}/folder?ps=100`);
  const f = await makeFolder(page.request, CODE, name);
  await page.reload();
  await moreActions(page, name, 'Copy');
  await expect(page.getByText(`Copy folder ${name}?`)).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(toast(page, 'Copied')).toBeVisible();
  await expect(table(page).getByText(`${name} copy`, { exact: true })).toBeVisible();
  const copy = (await listAll(page.request, CODE)).find((x) => x.name.en === `${name} copy`)!;
  expect(copy.originId).toBe(f.id);
  await dropFolder(page.request, CODE, copy.id);
  await dropFolder(page.request, CODE, f.id);
});

test("pick puzzles by a pick rule: target, start sort, one loop, and 'lack of folder info for a loop'", async ({ page }) => {
  const code = 'tiles';
  const name = `pick ${stamp}`;
  await logIn(page, ADMIN, `/${code}/folder?ps=100`);
  const target = await makeFolder(page.request, code, name);
  const source = (await listAll(page.request, code)).find((x) => x.name.en === 'Main levels')!;
  await page.reload();
  await page.getByRole('main').getByRole('button', { name: 'Pick puzzles' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pick puzzles' });
  await dialog.getByLabel('Target folder').fill(name);
  await page.getByRole('option', { name: new RegExp(`^${name} `) }).click();
  await dialog.getByLabel('Start sort').fill('0');
  await expect(dialog.getByText('start sort can not be less than 1')).toBeVisible();
  await dialog.getByLabel('Start sort').fill('1');
  await dialog.getByRole('button', { name: 'Pick', exact: true }).click();
  await expect(toast(page, 'lack of folder info for a loop')).toBeVisible();
  await dialog.getByLabel('Folder of loop 1').click();
  await expect(page.getByRole('option', { name: new RegExp(`^${name} `) })).toHaveAttribute('data-combobox-disabled', 'true');
  await page.getByRole('option', { name: new RegExp(`^Main levels \\(#${source.id},`) }).click();
  await dialog.getByLabel('Pick count').fill('3');
  await dialog.getByRole('button', { name: 'Pick', exact: true }).click();
  await expect(toast(page, 'SUCCESS: 3 puzzles')).toBeVisible();
  await expect(
    table(page)
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('cell', { name: '3', exact: true }),
  ).toBeVisible();
  await dropFolder(page.request, code, target.id);
});

test('the palette picks puzzles into a folder in steps', async ({ page }) => {
  const code = 'tiles';
  const name = `palette pick ${stamp}`;
  await logIn(page, ADMIN, `/${code}/folder`);
  const target = await makeFolder(page.request, code, name);
  await palette(page, 'Pick puzzles into');
  await page.keyboard.press('Enter');
  await page.keyboard.type(stamp);
  await expect(page.getByRole('listbox', { name: 'Target folder' }).getByRole('option').first()).toContainText(name);
  await page.keyboard.press('Enter');
  await page.keyboard.type('0');
  await page.keyboard.press('Enter');
  await expect(page.getByText('start sort can not be less than 1')).toBeVisible();
  await page.keyboard.press('Backspace');
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Event levels');
  await expect(page.getByRole('listbox', { name: 'Source folder' }).getByRole('option').first()).toContainText('Event levels');
  await page.keyboard.press('Enter');
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(page.getByText(new RegExp(`Add 2 puzzles of folder #\\d+ to folder #${target.id} from sort 1\\?`))).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'SUCCESS')).toBeVisible();
  expect((await listAll(page.request, code)).find((x) => x.id === target.id)?.puzzleCount).toBe(2);
  await dropFolder(page.request, code, target.id);
});

test('the attribute editor saves a type, the collectionKey column and a .zip resource; its files show read-only', async ({ page }) => {
  const name = `attr ${stamp}`;
  await logIn(page, ADMIN, `/${CODE}/folder?ps=100`);
  const f = await makeFolder(page.request, CODE, name);
  await page.reload();
  await moreActions(page, name, 'Attributes');
  const dialog = page.getByRole('dialog', { name: `Attributes of ${name}` });
  await dialog.getByRole('textbox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'event' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('collectionKey cannot be empty')).toBeVisible();
  await expect(dialog.getByLabel('Resource (.zip)')).toBeDisabled();
  await dialog.getByLabel('collectionKey').fill('spring 01');
  await expect(dialog.getByText('collectionKey cannot contain Spaces')).toBeVisible();
  await dialog.getByLabel('collectionKey').fill('spring_01');
  const res = await zip(
    ['cover.png', 'levels/', 'levels/1.json', 'levels/2.json'].map((n) => ({ name: n, data: new TextEncoder().encode(n) })),
  );
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'res.zip', mimeType: 'application/zip', buffer: Buffer.from(res) });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Updated')).toBeVisible();
  const row = table(page).getByRole('row', { name: new RegExp(name) });
  await expect(row.getByRole('cell', { name: 'spring_01', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'event', exact: true })).toBeVisible();
  const saved = (await listAll(page.request, CODE)).find((x) => x.id === f.id)!;
  expect(saved.attr.resource?.url).toMatch(new RegExp(`/${CODE}/collection/[a-z0-9]{5}/res\\.zip$`));
  // 001 §3 resourceFileList: the files in the .zip, shown read-only in the editor and the details.
  expect(saved.attr.resourceFileList).toEqual(['cover.png', 'levels/1.json', 'levels/2.json']);
  await moreActions(page, name, 'Attributes');
  await expect(dialog.getByText('3 files in it: cover.png, levels/1.json, levels/2.json')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await row.getByRole('button', { name: `Details of ${name}` }).click();
  const details = page.getByRole('dialog', { name: `Folder ${name}` });
  const files = details.getByRole('row', { name: /Resource files/ });
  await expect(files.getByText('3 files')).toBeVisible();
  await expect(files.getByRole('list', { name: 'Resource files' }).getByRole('listitem')).toHaveText([
    'cover.png',
    'levels/1.json',
    'levels/2.json',
  ]);
  await expect(details.getByRole('row', { name: /Template puzzles \(tempPuzzle\)/ })).toContainText('—');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await dropFolder(page.request, CODE, f.id);
});

test('names export downloads an xlsx; import refuses a bad file and takes a good one', async ({ page }) => {
  const name = `names ${stamp}`;
  await logIn(page, ADMIN, `/${CODE}/folder?ps=100`);
  const f = await makeFolder(page.request, CODE, name);
  await page.reload();
  // The export is a job: the button waits for it, then the browser saves the file.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export names' }).click()]);
  expect(download.suggestedFilename()).toBe(`folder-names-${CODE}.xlsx`);
  await expect(toast(page, 'Names Downloaded')).toBeVisible();
  const book = XLSX.read(readFileSync((await download.path())!));
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
  expect(rows[0].slice(0, 2)).toEqual(['id', 'en']);
  expect(rows.find((r) => r[0] === f.id)?.[1]).toBe(name);

  await page.getByRole('button', { name: 'Import names' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import names' });
  await expect(dialog.getByRole('button', { name: 'Upload' })).toBeDisabled();
  // Made by Gnumeric (ssconvert); its folder 1000001 is not in this project: the whole file is refused.
  await dialog.locator('input[type="file"]').setInputFiles('tests/fixtures/folder-names.gnumeric.xlsx');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  // The import is a job: the refused file fails it, the modal shows why.
  await expect(dialog.getByRole('alert').getByText(/Row 2: no folder 1000001 in this project/)).toBeVisible();
  await expect(dialog.getByTestId('job-progress').getByText('failed')).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'names.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: sheet([
      ['id', 'en', 'fr'],
      [f.id, `${name} b`, 'Noms'],
    ]),
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page, 'Uploaded: 1 folders')).toBeVisible();
  await expect(table(page).getByText(`${name} b`, { exact: true })).toBeVisible();
  expect((await listAll(page.request, CODE)).find((x) => x.id === f.id)?.name).toEqual({ en: `${name} b`, fr: 'Noms' });
  await dropFolder(page.request, CODE, f.id);
});

test('jigsaw shows its folder thumbnails; an operator sets, replaces and removes one', async ({ page }) => {
  const code = 'jigsaw';
  const name = `thumb ${stamp}`;
  await logIn(page, ADMIN, `/${code}/folder`);
  const demo = page.getByRole('img', { name: 'Thumbnail of Daily jigsaws' });
  await expect(demo).toBeVisible();
  expect(await demo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(750);
  const f = await makeFolder(page.request, code, name);
  try {
    await page.reload();
    const png = async (background: string) => ({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 750, height: 1330, channels: 3, background } })
        .png()
        .toBuffer(),
    });
    const thumb = table(page).getByRole('img', { name: `Thumbnail of ${name}` });
    for (const color of ['#3a6', '#a36']) {
      await moreActions(page, name, 'Attributes');
      const dialog = page.getByRole('dialog', { name: `Attributes of ${name}` });
      await dialog.locator('input[type="file"]').setInputFiles(await png(color));
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Updated').first()).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(thumb).toBeVisible();
      const src = (await listAll(page.request, code)).find((x) => x.id === f.id)?.attr.thumb;
      await expect(thumb).toHaveAttribute('src', src!);
    }
    await moreActions(page, name, 'Attributes');
    const dialog = page.getByRole('dialog', { name: `Attributes of ${name}` });
    await expect(dialog.getByRole('img', { name: 'Current thumbnail' })).toBeVisible();
    await dialog.getByLabel('Remove the thumbnail').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(thumb).toHaveCount(0);
  } finally {
    await dropFolder(page.request, code, f.id);
  }
});

test('at 1280 px the table fits its box: the pinned actions cover no column (jigsaw thumbnails, words attribute column)', async ({
  page,
}) => {
  await logIn(page, ADMIN, '/jigsaw/folder');
  const f = await makeFolder(page.request, CODE, `layout ${stamp} with a long name that wraps`, { type: 'collection' });
  await page.request.put(`/v1/${CODE}/folder/${f.id}`, { data: { attr: { collectionKey: 'a_rather_long_collection_key' } } });
  for (const code of ['jigsaw', CODE]) {
    if (code !== 'jigsaw') await openScreen(page, `/${code}/folder`);
    await expect(table(page).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Updated' })).toBeVisible();
    const [scroll, box] = await table(page).evaluate((t) => [t.scrollWidth, t.parentElement!.clientWidth]);
    expect(scroll, code).toBeLessThanOrEqual(box);
    const updated = (await page.getByRole('columnheader', { name: 'Updated' }).boundingBox())!;
    const actions = (await page.getByRole('columnheader', { name: 'Actions' }).boundingBox())!;
    expect(updated.x + updated.width, code).toBeLessThanOrEqual(actions.x + 1);
  }
  await dropFolder(page.request, CODE, f.id);
});

test("the attribute editor picks the folder's category from the project's tree (searchable, by keyboard); the list shows it under the name", async ({
  page,
}) => {
  const name = `category ${stamp}`;
  await logIn(page, ADMIN, '/tiles/folder?ps=100');
  const f = await makeFolder(page.request, 'tiles', name);
  await page.reload();
  await moreActions(page, name, 'Attributes');
  const dialog = page.getByRole('dialog', { name: `Attributes of ${name}` });
  const category = dialog.getByRole('textbox', { name: 'Category' });
  await expect(category).toBeEnabled();
  await category.focus();
  await category.pressSequentially('cats');
  await expect(page.getByRole('option', { name: 'Animals / Cats' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(category).toHaveValue('Animals / Cats');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Updated')).toBeVisible();
  const row = table(page).getByRole('row', { name: new RegExp(name) });
  await expect(row.getByRole('cell', { name: name }).getByText('Animals / Cats', { exact: true })).toBeVisible();
  const saved = (await listAll(page.request, 'tiles')).find((x) => x.id === f.id)!;
  expect(saved).toMatchObject({ categoryName: 'Animals / Cats' });
  expect(saved.categoryId).toBeGreaterThan(0);
  await dropFolder(page.request, 'tiles', f.id);
});
