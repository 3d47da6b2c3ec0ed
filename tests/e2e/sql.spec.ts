// The SQL page as an analyst uses it: the default query, the field tree, Beauty, Ctrl+Enter,
// Query History (kept over a reload), export to a spreadsheet, the row limit and 'Illegal project';
// the palette's "Run SQL …". Monaco comes from our own bundle: no request leaves the server.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { ADMIN, logIn, palette } from './helpers';

const editor = (page: Page) => page.locator('.monaco-editor').first();
const editorText = async (page: Page) => (await editor(page).locator('.view-lines').innerText()).replace(/\u00a0/g, ' ');
const rowCount = (page: Page) => page.getByLabel('Row count');
// (A sortable header's name goes on with "Sort by ...".)
const header = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Query result' }).getByRole('columnheader', { name: new RegExp(`^${name} Sort by`) });

/** Replaces the editor's text by typing it (Monaco closes brackets and quotes as a person types). */
async function typeQuery(page: Page, text: string) {
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  // One input of the whole text, as a paste is: key by key, Monaco suggests after each (seconds of a 200-character query).
  await page.keyboard.insertText(text);
  await page.keyboard.press('Escape'); // closes the suggestions
}

/** Requests that leave our server (a CDN for Monaco would be one). */
function watchOutside(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (!['127.0.0.1', 'localhost'].includes(u.hostname) && !['data:', 'blob:'].includes(u.protocol)) outside.push(r.url());
  });
  return outside;
}

test('run, field tree, beauty, history, export, row limit and Illegal project', async ({ page }) => {
  const outside = watchOutside(page);
  await logIn(page, ADMIN, '/tiles/sql');
  await expect(page.getByRole('heading', { name: 'SQL' })).toBeVisible();

  // The field tree: the data source and its columns with their types.
  const tree = page.getByRole('tree', { name: 'Fields' });
  await expect(tree.getByRole('treeitem', { name: 'events_tiles' })).toBeVisible();
  await expect(tree.getByRole('treeitem', { name: 'user_id' })).toContainText('VARCHAR');
  await expect(tree.getByRole('treeitem', { name: 'prop_keys' })).toContainText('VARCHAR[]');

  // The default query: yesterday's events, 100 at most.
  await expect(editor(page)).toBeVisible();
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await expect.poll(() => editorText(page)).toContain(`WHERE day >= '${yesterday}'`);
  expect(await editorText(page)).toContain('LIMIT 100');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(rowCount(page)).toHaveText('100 rows');
  await expect(header(page, 'user_id')).toBeVisible();
  await expect(header(page, 'prop_values')).toBeVisible();

  // Clicking names in the tree writes them at the cursor.
  await typeQuery(page, 'SELECT ');
  await tree.getByRole('button', { name: 'country' }).click();
  await page.keyboard.type(', count(*) AS n FROM ');
  await page.keyboard.press('Escape');
  await tree.getByRole('button', { name: 'events_tiles', exact: true }).click();
  await page.keyboard.type(' group by country order by n desc');
  await page.keyboard.press('Escape');
  // Monaco paints its lines (what editorText reads) in the next animation frame: a loaded machine read 'n des'.
  await expect.poll(() => editorText(page)).toBe('SELECT country, count(*) AS n FROM events_tiles group by country order by n desc');

  // Beauty lays it out; Ctrl+Enter runs it.
  await page.getByRole('button', { name: 'Beauty' }).click();
  await expect
    .poll(() => editorText(page))
    .toBe(
      ['SELECT', '  country,', '  count(*) AS n', 'FROM', '  events_tiles', 'GROUP BY', '  country', 'ORDER BY', '  n DESC'].join('\n'),
    );
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(header(page, 'country')).toBeVisible();
  await expect(header(page, 'n')).toBeVisible();
  const countries = Number((await rowCount(page).innerText()).split(' ')[0]);
  expect(countries).toBeGreaterThan(1);

  // Export: the result as a spreadsheet, header row first.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^tiles-sql-\d{8}-\d{6}\.xlsx$/);
  await expect(page.getByText('Downloaded')).toBeVisible();
  const book = XLSX.read(await (await file.createReadStream()).toArray().then((parts) => Buffer.concat(parts)));
  const sheet = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
  expect(sheet[0]).toEqual(['country', 'n']);
  expect(sheet).toHaveLength(countries + 1);
  const firstRow = page.getByRole('table', { name: 'Query result' }).getByRole('row').nth(1);
  await expect(firstRow).toContainText(String(sheet[1][1]));

  // More than 10,000 rows: the first 10,000, and the page says so.
  await typeQuery(page, 'SELECT user_id FROM events_tiles');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(rowCount(page)).toHaveText('10,000 rows');
  await expect(page.getByText('Only the first 10,000 rows came back')).toBeVisible();

  // Another project's table: 'Illegal project', in the notice and on the page.
  await typeQuery(page, 'SELECT * FROM events_jigsaw');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The query did not run' })).toContainText('Illegal project');
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Illegal project' })).toBeVisible();

  // Query History: newest first, kept over a reload; picking one loads it.
  await page.reload();
  await page.getByRole('button', { name: 'Query History' }).click();
  const items = page.getByRole('menuitem');
  await expect(items.first()).toContainText('SELECT * FROM events_jigsaw');
  await expect(items.nth(1)).toContainText('SELECT user_id FROM events_tiles');
  await expect(items.nth(2)).toContainText('SELECT country, count(*) AS n FROM events_tiles GROUP BY country ORDER BY n DESC');
  await items.nth(2).click();
  await expect.poll(() => editorText(page)).toContain('GROUP BY');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(rowCount(page)).toHaveText(`${countries} rows`);

  expect(outside).toEqual([]);
});

test('the palette runs a typed query on the SQL page', async ({ page }) => {
  await logIn(page, ADMIN, '/tiles/sql');
  await expect(editor(page)).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).click(); // leave the editor's focus
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await palette(page, 'Run SQL');
  await page.keyboard.press('Enter');
  await page.keyboard.type("SELECT event, count(*) AS n FROM events_tiles WHERE event = 'game_enter' GROUP BY event");
  await page.keyboard.press('Enter');
  await expect(header(page, 'event')).toBeVisible();
  await expect(rowCount(page)).toHaveText('1 row');
  await expect(page.getByRole('table', { name: 'Query result' })).toContainText('game_enter');
  expect(new URL(page.url()).search).toBe('');
  await expect.poll(() => editorText(page)).toContain("WHERE event = 'game_enter'");
});

test('Stop stops a long query on the server: no error, and the next query runs', async ({ page }) => {
  await logIn(page, ADMIN, '/tiles/sql');
  await expect(editor(page)).toBeVisible();
  // Far more than 30 s of work: only Stop (or the time limit, failing this test) ends it.
  const t = "(SELECT user_id FROM events_tiles WHERE event = 'game_enter')";
  await typeQuery(
    page,
    `SELECT count(*) AS n FROM ${t} a CROSS JOIN ${t} b CROSS JOIN ${t} c CROSS JOIN ${t} d WHERE a.user_id < b.user_id`,
  );
  await page.getByRole('button', { name: 'Run' }).click();
  const stop = page.getByRole('button', { name: 'Stop' });
  await expect(stop).toBeVisible();
  const stopped = page.waitForResponse((r) => r.url().endsWith('/v1/tiles/sql') && r.request().method() === 'POST');
  await stop.click();
  const answer = await stopped;
  expect(answer.status()).toBe(400);
  expect(await answer.json()).toEqual({ message: 'The query was stopped', code: 'sql_stopped' });
  await expect(page.getByText('Query stopped')).toBeVisible();
  await expect(stop).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'The query did not run' })).toHaveCount(0);
  // Its slot is free again.
  await typeQuery(page, 'SELECT count(*) AS n FROM events_tiles');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(rowCount(page)).toHaveText('1 row');
});

test('the result pages on the client: page 2 shows the next rows, a new result starts on page 1', async ({ page }) => {
  await logIn(page, ADMIN, '/tiles/sql');
  const table = page.getByRole('table', { name: 'Query result' });
  const firstRow = () => table.getByRole('row').nth(1).innerText();
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(rowCount(page)).toHaveText('100 rows');
  const pageOne = await firstRow();
  const pager = page.locator('.mantine-Pagination-root');
  await pager.getByRole('button', { name: '2', exact: true }).click();
  await expect(pager.getByRole('button', { name: '2', exact: true })).toHaveAttribute('data-active', 'true');
  await expect.poll(firstRow).not.toBe(pageOne);
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(pager.getByRole('button', { name: '1', exact: true })).toHaveAttribute('data-active', 'true');
  await expect.poll(firstRow).toBe(pageOne);
});
