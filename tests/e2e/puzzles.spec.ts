// Puzzles (002): an operator opens a folder from the folders screen, pages its puzzles, finds a
// puzzle by id in another page, and opens the folder's stats; then each change of the screen:
// attributes, translations, move, copy, pick and shuffle, import, pack, unlock and create.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import type { FolderListResponse } from '../../plugins/folders/shared';
import type { Puzzle, PuzzleListResponse } from '../../plugins/puzzles/shared';
import { ADMIN, DEMO_USER, logIn, palette, openScreen } from './helpers';

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

test('sort one puzzle (with the spec message for an empty sort), then export the folder as a job and download the file', async ({
  page,
}) => {
  await logIn(page, ADMIN, `/${CODE}/folder`);
  const folders = (await (await page.request.get(`/v1/${CODE}/folder?pn=1&ps=10`)).json()) as FolderListResponse;
  const folder = folders.folders[folders.folders.length - 1]!;
  const drafts = (await (
    await page.request.get(`/v1/${CODE}/puzzles/folder/${folder.id}?pn=1&ps=10&released=0`)
  ).json()) as PuzzleListResponse;
  const puzzle = drafts.puzzles[0]!;
  await openScreen(page, `/${CODE}/puzzles/${folder.id}?released=0`);

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

// The flows below each change puzzles they create (through the create call) or folders no other
// test counts, so they pass in any order. Created puzzles sort far after the demo's (100000+).
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
type Folder = { id: number; name: string };

async function folderNamed(page: Page, name: string): Promise<Folder> {
  const { folders } = (await (await page.request.get(`/v1/${CODE}/puzzles/folders`)).json()) as { folders: Folder[] };
  const f = folders.find((x) => x.name === name);
  expect(f, name).toBeTruthy();
  return f!;
}

/** A new draft puzzle in the folder, through the create call. */
async function newPuzzle(page: Page, folderId: number, name: string, sort: number): Promise<Puzzle> {
  const r = await page.request.post(`/v1/${CODE}/puzzles/folder/${folderId}`, {
    multipart: {
      name,
      sort: String(sort),
      attr: JSON.stringify({ difficulty: 2, quality: 40 }),
      pic1: { name: 'p.png', mimeType: 'image/png', buffer: PNG_1PX },
    },
  });
  expect(r.ok(), await r.text()).toBe(true);
  return ((await r.json()) as { puzzle: Puzzle }).puzzle;
}

const listOf = async (page: Page, folderId: number, q = '') =>
  (await (await page.request.get(`/v1/${CODE}/puzzles/folder/${folderId}?${q}`)).json()) as PuzzleListResponse;

test('attributes: edit and save a puzzle', async ({ page }) => {
  await logIn(page, ADMIN, `/${CODE}`);
  const lvl = await folderNamed(page, 'Level pack 1');
  const p = await newPuzzle(page, lvl.id, 'e2e attributes', 100_001);
  await openScreen(page, `/${CODE}/puzzles/${lvl.id}?id=${p.id}`);
  await page.getByRole('button', { name: `Attributes of puzzle ${p.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Attributes of puzzle ${p.id}` });
  await dialog.getByLabel('Quality', { exact: true }).fill('77');
  await dialog.getByLabel('Difficulty').fill('5');
  await dialog.getByLabel('Note').fill('checked by e2e');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('success', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('cell', { name: '77', exact: true })).toBeVisible();
  expect((await listOf(page, lvl.id, `id=${p.id}`)).puzzles[0]!.attr).toMatchObject({ quality: 77, difficulty: 5, note: 'checked by e2e' });
});

test("attributes: Quality 150 and Duration -3 show the schema's messages, stay as typed, and nothing is saved", async ({ page }) => {
  await logIn(page, ADMIN, `/${CODE}`);
  const lvl = await folderNamed(page, 'Level pack 1');
  const p = await newPuzzle(page, lvl.id, 'e2e attribute ranges', 100_007);
  await openScreen(page, `/${CODE}/puzzles/${lvl.id}?id=${p.id}`);
  await page.getByRole('button', { name: `Attributes of puzzle ${p.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Attributes of puzzle ${p.id}` });
  const writes: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().includes(`/puzzle/${p.id}`) && writes.push(r.url()));
  await dialog.getByLabel('Quality', { exact: true }).fill('150');
  await dialog.getByLabel('Duration').fill('-3');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText('quality must be from 1 to 100')).toBeVisible();
  await expect(dialog.getByText('duration can not be less than 0')).toBeVisible();
  // Not clamped to 100 and 0 on blur.
  await expect(dialog.getByLabel('Quality', { exact: true })).toHaveValue('150');
  await expect(dialog.getByLabel('Duration')).toHaveValue('-3');
  expect(writes).toEqual([]);
  expect((await listOf(page, lvl.id, `id=${p.id}`)).puzzles[0]!.attr).toEqual(p.attr);
  // Fixed, it saves.
  await dialog.getByLabel('Quality', { exact: true }).fill('100');
  await dialog.getByLabel('Duration').fill('0');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('success', { exact: true })).toBeVisible();
  expect((await listOf(page, lvl.id, `id=${p.id}`)).puzzles[0]!.attr).toMatchObject({ quality: 100, duration: 0 });
});

test('every puzzles modal, closed with Escape, gives focus back to the control that opened it', async ({ page }) => {
  await logIn(page, ADMIN, `/${CODE}`);
  const lvl = await folderNamed(page, 'Level pack 1');
  const p = await newPuzzle(page, lvl.id, 'e2e focus', 100_008);
  await openScreen(page, `/${CODE}/puzzles/${lvl.id}?id=${p.id}`);
  await page.getByRole('checkbox', { name: `Select puzzle ${p.id}` }).check();
  // The screen's controls (a modal is outside #main-content, in its portal).
  const screen = page.locator('#main-content');
  const openers = [
    screen.getByRole('button', { name: `Attributes of puzzle ${p.id}` }),
    screen.getByRole('button', { name: `Translations of puzzle ${p.id}` }),
    screen.getByRole('button', { name: `Sort of puzzle ${p.id}` }),
    ...['Create', 'Set all sort', 'Move', 'Copy', 'Pick and shuffle', 'Export', 'Import', 'Pack', 'Stats'].map((name) =>
      screen.getByRole('button', { name, exact: true }),
    ),
  ];
  for (const opener of openers) {
    // As a keyboard user opens it: focus on the control, Enter.
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(opener).not.toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener, (await opener.getAttribute('aria-label')) ?? (await opener.textContent()) ?? '').toBeFocused();
  }
  // Cancel gives focus back as Escape does.
  const sortAll = screen.getByRole('button', { name: 'Set all sort', exact: true });
  await sortAll.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(sortAll).toBeFocused();
});

test('at 1280 and 1440 px the table fits by default, the Released state and the actions stay in view with every column on, and a hash is cut with a copy button', async ({
  page,
}) => {
  await logIn(page, ADMIN, `/${CODE}`);
  const lvl = await folderNamed(page, 'Level pack 1');
  const table = page.getByRole('table', { name: 'Puzzles' });
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await openScreen(page, `/${CODE}/puzzles/${lvl.id}`);
    await expect(table.getByRole('checkbox').first()).toBeVisible();
    const [scroll, box] = await table.evaluate((t) => [t.scrollWidth, t.parentElement!.clientWidth]);
    expect(scroll, `${width}`).toBeLessThanOrEqual(box);
  }
  // Every column on, through the chooser (kept in the URL).
  await page.getByRole('button', { name: /^Columns/ }).click();
  for (const name of ['Hard', 'Duration', 'Treasures quality', 'Review score', 'Max size', 'Form type', 'Shapes', 'md5'])
    await page.getByRole('checkbox', { name, exact: true }).check();
  await expect(page).toHaveURL(/cols=/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'md5' })).toBeVisible();
  // Scrolled to its far end, the state column and the actions are still in the table's box.
  const container = table.locator('xpath=..');
  await container.evaluate((c) => (c.scrollLeft = c.scrollWidth));
  const frame = (await container.boundingBox())!;
  for (const name of ['Released', 'Actions']) {
    const head = (await page.getByRole('columnheader', { name, exact: true }).boundingBox())!;
    expect(head.x, name).toBeGreaterThanOrEqual(frame.x - 1);
    expect(head.x + head.width, name).toBeLessThanOrEqual(frame.x + frame.width + 1);
  }
  const first = (await listOf(page, lvl.id, 'ps=10')).puzzles[0]!;
  const row = table.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select puzzle ${first.id}`, exact: true }) });
  await expect(row.getByText(`${first.md5.slice(0, 8)}…`, { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Copy md5 of puzzle ${first.id}` })).toBeVisible();
});

test('move a puzzle to another folder', async ({ page }) => {
  await logIn(page, ADMIN, `/${CODE}`);
  const [lvl, land] = [await folderNamed(page, 'Level pack 1'), await folderNamed(page, 'Landscapes collection')];
  const p = await newPuzzle(page, lvl.id, 'e2e move', 100_003);
  await openScreen(page, `/${CODE}/puzzles/${lvl.id}?id=${p.id}`);
  await page.getByRole('checkbox', { name: `Select puzzle ${p.id}` }).check();
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Move puzzles' });
  await dialog.getByLabel('To folder').click();
  await page.getByRole('option', { name: `${land.id} Landscapes collection` }).click();
  await dialog.getByLabel('Start sort').fill('100003');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('success', { exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Select puzzle / })).toHaveCount(0);
  const found = (await (await page.request.get(`/v1/${CODE}/puzzles/find?id=${p.id}`)).json()) as {
    folders: { id: number; sort: number }[];
  };
  expect(found.folders).toEqual([expect.objectContaining({ id: land.id, sort: 100_003 })]);
});

test('copy two puzzles with a start sort and an interval', async ({ page }) => {
  await logIn(page, ADMIN, `/${CODE}`);
  const [lvl, animals] = [await folderNamed(page, 'Level pack 1'), await folderNamed(page, 'Animals collection')];
  const a = await newPuzzle(page, lvl.id, 'e2e copy a', 100_004);
  const b = await newPuzzle(page, lvl.id, 'e2e copy b', 100_005);
  await openScreen(page, `/${CODE}/puzzles/${lvl.id}?id=${a.id}`);
  await page.getByRole('checkbox', { name: `Select puzzle ${a.id}` }).check();
  // The selection outlives the id search: find the second one and add it.
  await page.getByLabel('Puzzle id').fill(String(b.id));
  await page.getByLabel('Puzzle id').press('Enter');
  await page.getByRole('checkbox', { name: `Select puzzle ${b.id}` }).check();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy puzzles' });
  await dialog.getByLabel('To folder').click();
  await page.getByRole('option', { name: `${animals.id} Animals collection` }).click();
  await dialog.getByLabel('Start sort').fill('200000');
  await dialog.getByLabel('Interval').fill('5');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  // The copies sort last: the folder's last two pages hold them (one may sit on each).
  const { total } = await listOf(page, animals.id, 'ps=10');
  const lastPage = Math.ceil(total / 10);
  const tail = [
    ...(lastPage > 1 ? (await listOf(page, animals.id, `ps=10&pn=${lastPage - 1}`)).puzzles : []),
    ...(await listOf(page, animals.id, `ps=10&pn=${lastPage}`)).puzzles,
  ];
  const copies = tail.filter((x) => x.sort >= 200_000);
  expect(copies.map((x) => [x.sort, x.name.en, x.originId])).toEqual([
    [200_000, 'e2e copy a', a.id],
    [200_005, 'e2e copy b', b.id],
  ]);
});

test('pick and shuffle from folders chosen in the picker, refused when a candidate has too few', async ({ page }) => {
  await logIn(page, ADMIN, `/${CODE}`);
  const [lvl, land, toPublish] = [
    await folderNamed(page, 'Level pack 1'),
    await folderNamed(page, 'Landscapes collection'),
    await folderNamed(page, 'To publish'),
  ];
  const before = (await listOf(page, lvl.id)).total;
  await openScreen(page, `/${CODE}/puzzles/${lvl.id}`);
  await page.getByRole('button', { name: 'Pick and shuffle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pick and shuffle' });
  const picker = dialog.getByRole('textbox', { name: 'Candidate folders' });
  await picker.click();
  // This folder is listed but cannot be picked.
  const self = page.getByRole('option', { name: `${lvl.id} Level pack 1 (this folder)` });
  await expect(self).toHaveAttribute('data-combobox-disabled', 'true');
  await self.click({ force: true });
  await expect(dialog.locator('.mantine-Pill-root')).toHaveCount(0); // not picked
  await picker.fill('Landsc');
  await page.getByRole('option', { name: `${land.id} Landscapes collection` }).click();
  await picker.fill('publish');
  await page.getByRole('option', { name: `${toPublish.id} To publish` }).click();
  await dialog.getByLabel('Count per folder').fill('5000');
  await dialog.getByLabel('Start sort').fill('300000');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByText(/^Folder \d+ .+ has only \d+ puzzles, fewer than 5000$/)).toBeVisible();
  expect((await listOf(page, lvl.id)).total).toBe(before);
  await dialog.getByLabel('Count per folder').fill('1');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('success', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect((await listOf(page, lvl.id)).total).toBe(before + 2);
});

test('import translations from a file made by gnumeric: the job finishes and offers its report', async ({ page }) => {
  await logIn(page, ADMIN, `/${CODE}`);
  // The fixture names puzzles 1 and 2 (the demo's first daily puzzles; 1 is released and skipped).
  const found = (await (await page.request.get(`/v1/${CODE}/puzzles/find?id=2`)).json()) as { folders: { id: number }[] };
  await openScreen(page, `/${CODE}/puzzles/${found.folders[0]!.id}?import=translation`);
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await dialog.locator('input[type=file]').setInputFiles('tests/fixtures/puzzle-translations.gnumeric.xlsx');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/job=\d+/);
  await expect(page.getByRole('link', { name: 'Download import-translation-report.txt' })).toBeVisible();
  const two = (await (await page.request.get(`/v1/${CODE}/puzzles/find?id=2`)).json()) as { puzzle: Puzzle };
  expect(two.puzzle.name).toMatchObject({ en: 'Two', de: 'Zwei' });
});

test('pack a folder: the job completes and offers the zip', async ({ page }) => {
  await logIn(page, ADMIN, `/${CODE}`);
  const toPublish = await folderNamed(page, 'To publish');
  await openScreen(page, `/${CODE}/puzzles/${toPublish.id}`);
  await page.getByRole('button', { name: 'Pack', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Pack' });
  await dialog.getByLabel('Pack type').click();
  await page.getByRole('option', { name: 'tmx' }).click();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/job=\d+/);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Download .+tmx\.zip$/ }).click();
  expect((await download).suggestedFilename()).toMatch(/tmx\.zip$/);
});

test('unlock a released puzzle after the warning: an editable copy takes its place', async ({ page }) => {
  await logIn(page, ADMIN, `/${CODE}`);
  const spring = await folderNamed(page, 'Released 2026 spring');
  const released = (await listOf(page, spring.id, 'released=1&ps=10')).puzzles.at(-1)!;
  await openScreen(page, `/${CODE}/puzzles/${spring.id}?id=${released.id}`);
  await expect(page.getByRole('button', { name: `Delete puzzle ${released.id}` })).toBeDisabled();
  await page.getByRole('button', { name: `Unlock puzzle ${released.id}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Unlock puzzle' });
  await expect(confirm.getByText(/Unlocking makes an editable copy/)).toBeVisible();
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(/^success: \d+$/)).toBeVisible();
  const copyId = Number((await page.getByText(/^success: \d+$/).textContent())!.split(': ')[1]);
  const copy = (await listOf(page, spring.id, `id=${copyId}`)).puzzles[0]!;
  expect(copy).toMatchObject({ isReleased: false, originId: released.id, sort: released.sort });
});

test('create a puzzle from the palette: the messages, then the new puzzle shows', async ({ page }) => {
  await logIn(page, ADMIN, `/${CODE}`);
  const lvl = await folderNamed(page, 'Level pack 1');
  // The palette's command opens the folder with its Create modal (the toolbar's Create button opens the same).
  await palette(page, 'Create a puzzle');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Level pack 1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${CODE}/puzzles/${lvl.id}`));
  const dialog = page.getByRole('dialog', { name: 'Create a puzzle' });
  await expect(dialog.getByLabel('Name (en)')).toBeFocused();
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText("Please input puzzle's name")).toBeVisible();
  await expect(dialog.getByText('Please select picture 1')).toBeVisible();
  await dialog.getByLabel('Name (en)').fill('e2e created');
  await dialog.locator('input[type=file]').first().setInputFiles({ name: 'created.png', mimeType: 'image/png', buffer: PNG_1PX });
  await dialog.getByLabel('Difficulty').fill('4');
  await dialog.getByLabel('Sort').fill('100006');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('CREATED', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/id=\d+/);
  await expect(page.getByRole('cell', { name: 'e2e created' })).toBeVisible();
  const id = Number(new URL(page.url()).searchParams.get('id'));
  expect((await listOf(page, lvl.id, `id=${id}`)).puzzles[0]).toMatchObject({ sort: 100_006, attr: { difficulty: 4 } });
});

test("the table's pictures take the project's thumbnail size, the folders table's (002 §9)", async ({ page }) => {
  await logIn(page, ADMIN, `/${CODE}/folder`);
  // The folders table's thumbnail box in this project.
  const folderThumb = page
    .getByRole('table')
    .getByRole('img', { name: /^Thumbnail of / })
    .first();
  await expect(folderThumb).toBeVisible();
  const box = (await folderThumb.boundingBox())!;
  const lvl = await folderNamed(page, 'Level pack 1');
  await openScreen(page, `/${CODE}/puzzles/${lvl.id}`);
  const picture = page
    .getByRole('table', { name: 'Puzzles' })
    .getByRole('img', { name: /^Puzzle \d+$/ })
    .first();
  await expect(picture).toBeVisible();
  const pic = (await picture.boundingBox())!;
  // jigsaw's box is 75x133 (projects/jigsaw.ts), the folders' and the puzzles' alike.
  expect([Math.round(pic.width), Math.round(pic.height)]).toEqual([Math.round(box.width), Math.round(box.height)]);
  expect([Math.round(pic.width), Math.round(pic.height)]).toEqual([75, 133]);
});

test('attributes: Hard, Special, Color, scale for background and story type are typed fields with their ranges; the raw JSON shows to ADMINs only', async ({
  page,
}) => {
  await logIn(page, ADMIN, `/${CODE}`);
  const lvl = await folderNamed(page, 'Level pack 1');
  const p = await newPuzzle(page, lvl.id, 'e2e typed attributes', 100_008);
  await openScreen(page, `/${CODE}/puzzles/${lvl.id}?id=${p.id}`);
  await page.getByRole('button', { name: `Attributes of puzzle ${p.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Attributes of puzzle ${p.id}` });
  await expect(dialog.getByLabel('Attribute JSON')).toBeVisible();
  await dialog.getByText('Hard', { exact: true }).click();
  await dialog.getByText('Color', { exact: true }).click();
  await dialog.getByLabel('Scale for background').fill('12.5');
  await dialog.getByLabel('Story type').fill('101');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText('story type must be from 0 to 100')).toBeVisible();
  expect((await listOf(page, lvl.id, `id=${p.id}`)).puzzles[0]!.attr).toEqual(p.attr);
  await dialog.getByLabel('Story type').fill('3');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('success', { exact: true })).toBeVisible();
  expect((await listOf(page, lvl.id, `id=${p.id}`)).puzzles[0]!.attr).toMatchObject({
    isHard: true,
    special: false,
    isColor: true,
    scale_for_background: 12.5,
    storyType: 3,
  });

  // An operator (not ADMIN) sees the typed fields, set as saved, and no raw JSON.
  await page.context().clearCookies();
  await logIn(page, DEMO_USER, `/${CODE}/puzzles/${lvl.id}?id=${p.id}`);
  await page.getByRole('button', { name: `Attributes of puzzle ${p.id}` }).click();
  const theirs = page.getByRole('dialog', { name: `Attributes of puzzle ${p.id}` });
  await expect(theirs.getByRole('switch', { name: 'Hard' })).toBeChecked();
  await expect(theirs.getByLabel('Story type')).toHaveValue('3');
  await expect(theirs.getByLabel(/Attribute JSON/)).toHaveCount(0);
});

test('data: where the project edits data, a JSON editor that refuses what is not a JSON object and saves the rest; elsewhere read-only', async ({
  page,
}) => {
  await logIn(page, ADMIN, `/${CODE}`);
  const lvl = await folderNamed(page, 'Level pack 1');
  const p = await newPuzzle(page, lvl.id, 'e2e data', 100_009);
  await openScreen(page, `/${CODE}/puzzles/${lvl.id}?id=${p.id}`);
  await page.getByRole('button', { name: `Data of puzzle ${p.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Data of puzzle ${p.id}` });
  const editor = dialog.getByRole('textbox', { name: `Data of puzzle ${p.id}`, exact: true });
  await expect(editor).toBeAttached();
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeEnabled();
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+A');
  // Each text starts with a space: Monaco closes a bracket or quote typed first.
  await page.keyboard.insertText(' {"width": 4, ');
  await expect(dialog.getByText('data must be a JSON object')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(' {"width": 4, "height": 3}');
  await expect(dialog.getByText('data must be a JSON object')).toHaveCount(0);
  await save.click();
  await expect(page.getByText('success', { exact: true })).toBeVisible();
  const one = async (code: string, folderId: number, id: number) =>
    ((await (await page.request.get(`/v1/${code}/puzzles/folder/${folderId}/puzzle/${id}`)).json()) as { puzzle: Puzzle }).puzzle;
  expect((await one(CODE, lvl.id, p.id)).data).toEqual({ width: 4, height: 3 });

  // tiles keeps the default flags (no editData): the data shows, read-only, with no Save.
  const { folders } = (await (await page.request.get('/v1/tiles/puzzles/folders')).json()) as { folders: Folder[] };
  const tiles = folders[0]!;
  const first = (await (await page.request.get(`/v1/tiles/puzzles/folder/${tiles.id}?ps=10`)).json()) as PuzzleListResponse;
  const q = first.puzzles[0]!;
  await openScreen(page, `/tiles/puzzles/${tiles.id}?id=${q.id}`);
  await page.getByRole('button', { name: `Data of puzzle ${q.id}` }).click();
  const ro = page.getByRole('dialog', { name: `Data of puzzle ${q.id}` });
  await expect(ro.getByText("This project does not allow editing puzzles' data")).toBeVisible();
  await expect(ro.getByRole('textbox', { name: `Data of puzzle ${q.id} (read only)` })).toBeAttached();
  await expect(ro.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(ro.locator('.view-lines')).toContainText(Object.keys((await one('tiles', tiles.id, q.id)).data ?? {})[0] ?? '{}');
});
