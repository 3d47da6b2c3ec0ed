// Event check as an operator uses it: check a demo player's events and a player whose client sends
// broken ones, read why in the detail modal, open log files in a new tab (' No data' for an empty
// one), import the catalog from an xlsx, and the page of a project whose tracking is off.
import * as XLSX from 'xlsx';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { ADMIN, logIn, palette, openScreen, logInToOpenScreens } from './helpers';

const CODE = 'words';
const dialog = (page: Page) => page.getByRole('dialog');
const logFiles = (page: Page) => page.getByRole('table', { name: 'Log files' });
const events = (page: Page) => page.getByRole('table', { name: 'Checked events' });

/** The project's client key (admins read it), to play the game client. */
async function clientKey(page: Page, code: string): Promise<string> {
  const r = await page.request.get(`/v1/${code}/project`);
  return (await r.json()).project.clientKey as string;
}

test('check a demo player, then a broken client, and read why an event failed', async ({ page }) => {
  await logIn(page, ADMIN, `/${CODE}/event-check`);
  await expect(page.getByRole('heading', { name: 'Check Event Types' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Event types \(\d+\)$/ })).toBeVisible();

  // A demo player from the log-files panel: its user and platform fill the form and the check runs.
  await logFiles(page)
    .getByRole('button', { name: `Check the events of ${CODE}-u1` })
    .first()
    .click();
  await expect(page.getByRole('textbox', { name: 'User id' })).toHaveValue(`${CODE}-u1`);
  await expect(events(page).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByLabel('Check summary')).toContainText(/\d+ events · \d+ success · 0 fail/);
  await expect(page).toHaveURL(new RegExp(`userId=${CODE}-u1`));
  await page.screenshot({ path: test.info().outputPath('demo-player-checked.png') });

  // A client that sends broken events.
  const key = await clientKey(page, CODE);
  const now = Date.now();
  const sent = await page.request.post(`/client/v1/${CODE}/events`, {
    headers: { 'x-client-key': key },
    data: {
      events: [
        { event: 'game_enter', userId: 'e2e-broken', ts: now - 3000, platform: 2, level: 4, puzzleId: '40', props: { difficulty: 'Easy' } },
        { event: 'game_finish', userId: 'e2e-broken', ts: now - 2000, platform: 2, level: 4, duration: 31.5, props: { hint: 'lots' } },
        { event: 'tutorial_skip', userId: 'e2e-broken', ts: now - 1000, platform: 2 },
      ],
    },
  });
  expect(sent.status()).toBe(200);

  // The form's own messages first.
  await page.getByRole('textbox', { name: 'User id' }).fill(' ');
  await page.getByRole('textbox', { name: 'Limit' }).fill('');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('Please input user id')).toBeVisible();
  await page.getByRole('textbox', { name: 'User id' }).fill('e2e-broken');
  // iOS, unless the demo player was on it already (choosing the chosen option again clears it).
  if ((await page.getByRole('textbox', { name: 'Platform' }).inputValue()) !== 'iOS') {
    await page.getByRole('textbox', { name: 'Platform' }).click();
    await page.getByRole('option', { name: 'iOS' }).click();
  }
  await expect(page.getByRole('textbox', { name: 'Platform' })).toHaveValue('iOS');
  // Events are queryable within 2 s: check until all three are there.
  // Each try waits for its own answer (a loaded machine answers slower than any fixed wait).
  await expect(async () => {
    const answered = page.waitForResponse((r) => r.url().includes('/track/check'));
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await answered;
    await expect(page.getByLabel('Check summary')).toHaveText('3 events · 1 success · 2 fail', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  // The limit left empty is the default.
  await expect(page.getByRole('textbox', { name: 'Limit' })).toHaveValue('10000');

  const rows = events(page).getByRole('row');
  await expect(rows.nth(1)).toContainText('tutorial_skip');
  await expect(rows.nth(1)).toContainText('0 fail');
  await expect(rows.nth(1)).toContainText("No event type 'tutorial_skip' in the catalog");
  await expect(rows.nth(2)).toContainText('puzzleId is required (+1 more)');
  await expect(rows.nth(3)).toContainText('1 success');

  // Only the failures.
  await page.getByText('Fail (0)').click();
  await expect(rows).toHaveCount(3);
  await expect(page).toHaveURL(/result=fail/);

  await page.getByRole('button', { name: 'Detail of event 1' }).click();
  await expect(dialog(page).getByText('Why it failed')).toBeVisible();
  await expect(dialog(page).getByText('puzzleId is required')).toBeVisible();
  await expect(dialog(page).getByText("props.hint must be a number (got 'lots')")).toBeVisible();
  await expect(dialog(page).getByRole('cell', { name: 'props.hint' }).first()).toBeVisible();
  await expect(dialog(page).getByText('The level is finished')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('event-detail.png') });
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();

  // start skips the newest: start 1, limit 1 is the game_finish.
  await page.getByText('All', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Start' }).fill('1');
  await page.getByRole('textbox', { name: 'Limit' }).fill('1');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByLabel('Check summary')).toHaveText('1 events · 0 success · 1 fail');
  await expect(rows.nth(1)).toContainText('game_finish');
});

test('log files: a client upload is listed and opens in a new tab; an empty one shows No data', async ({ page, context }) => {
  await logInToOpenScreens(page, ADMIN);
  const key = await clientKey(page, CODE);
  const text = '10:00:01 [INFO] e2e boot\n10:00:02 [ERROR] e2e crash at level 4\n';
  const up = await page.request.post(`/client/v1/${CODE}/logs`, {
    headers: { 'x-client-key': key },
    multipart: {
      file: { name: 'client.log', mimeType: 'text/plain', buffer: Buffer.from(text) },
      userId: 'e2e-logger',
      platform: '1',
      appVersion: '2.0.1',
    },
  });
  expect(up.status()).toBe(200);
  const { fileName } = await up.json();

  await openScreen(page, `/${CODE}/event-check?userId=e2e-logger&platform=1`);
  await expect(page.getByRole('button', { name: 'Log files of e2e-logger' })).toBeVisible();
  await expect(logFiles(page).getByRole('row')).toHaveCount(2);
  await expect(logFiles(page)).toContainText('2.0.1');
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    logFiles(page)
      .getByRole('link', { name: `Open ${fileName}` })
      .click(),
  ]);
  await expect(tab).toHaveURL(new RegExp(`/${CODE}/logFile/${fileName}$`));
  await expect(tab.getByTestId('log-content')).toHaveText(text.replace(/\n$/, ''), { useInnerText: false });
  await expect(tab.getByText('User id: e2e-logger')).toBeVisible();
  await tab.screenshot({ path: test.info().outputPath('log-file.png') });
  await tab.close();

  // The demo's empty log of words-u1.
  await openScreen(page, `/${CODE}/event-check?userId=${CODE}-u1`);
  const empty = logFiles(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: '0 B', exact: true }) });
  await expect(empty).toHaveCount(1);
  const [emptyTab] = await Promise.all([context.waitForEvent('page'), empty.getByRole('link').click()]);
  await expect(emptyTab.getByTestId('log-content')).toBeVisible();
  expect(await emptyTab.getByTestId('log-content').textContent()).toBe(' No data');
  await emptyTab.close();
});

test('import the catalog from an xlsx, edit a type, and the palette command', async ({ page }) => {
  await logIn(page, ADMIN, `/${CODE}/event-check`);
  await page.getByRole('button', { name: 'Import' }).click();
  const upload = dialog(page).getByRole('button', { name: 'Upload' });
  await expect(upload).toBeDisabled();
  const input = dialog(page).locator('input[type="file"]');
  await input.setInputFiles({ name: 'types.csv', mimeType: 'text/csv', buffer: Buffer.from('event\ninstall\n') });
  await expect(dialog(page).getByText('Only xlsx files can be uploaded')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('import-modal.png') });
  await expect(upload).toBeDisabled();

  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      ['Event', 'Description', 'Field', 'Type', 'Required', 'Values', 'Min', 'Max'],
      ['tutorial_skip', 'The player skips the tutorial', 'props.step', 'integer', 'yes', '', 1, 12],
    ]),
    'Sheet1',
  );
  const xlsx = Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  await input.setInputFiles({
    name: 'types.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: xlsx,
  });
  await expect(dialog(page).getByText('Only xlsx files can be uploaded')).toBeHidden();
  await upload.click();
  await expect(page.getByText('Uploaded')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('tab', { name: /^Event types/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('textbox', { name: 'Filter event types' }).fill('tutorial');
  const row = page.getByRole('table', { name: 'Event types' }).getByRole('row').filter({ hasText: 'tutorial_skip' });
  await expect(row).toContainText('props.step*: integer 1..12');
  await page.screenshot({ path: test.info().outputPath('event-types.png') });
  // The demo catalog stayed (merge).
  await page.getByRole('textbox', { name: 'Filter event types' }).fill('game_fin');
  await expect(page.getByRole('table', { name: 'Event types' })).toContainText('game_finish');
  await page.getByRole('textbox', { name: 'Filter event types' }).fill('tutorial');

  // Edit it: a type mismatch is refused with the shared message, then saved.
  await row.getByRole('button', { name: 'Edit tutorial_skip' }).click();
  await dialog(page).getByRole('button', { name: 'Add field' }).click();
  await dialog(page).getByRole('textbox', { name: 'Field 2', exact: true }).fill('level');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByText('level is a number: choose number or integer')).toBeVisible();
  await dialog(page).getByRole('textbox', { name: 'Field 2 type' }).click();
  await page.getByRole('option', { name: 'integer' }).click();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('SUCCESS')).toBeVisible();
  await expect(row).toContainText('level: integer');

  // The palette checks a user straight away.
  await palette(page, 'Check a user');
  await page.keyboard.press('Enter');
  await page.keyboard.type(`${CODE}-u2`);
  await page.keyboard.press('Enter');
  await page.keyboard.type('Android');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`userId=${CODE}-u2`));
  await expect(page.getByRole('textbox', { name: 'User id' })).toHaveValue(`${CODE}-u2`);
});
