// Users and engagement as an analyst uses them: each screen's query (route params that pre-run
// it), table, chart and CSV, on a project fed the hand-worked story of
// tests/warehouse/usersFixture.ts (so every figure is known), and the palette's "DAU last 30 days"
// on the demo events.
import fs from 'node:fs';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { USER_DAYS as D, USER_EVENTS } from '../warehouse/usersFixture';
import { ADMIN, logInToOpenScreens, openScreen } from './helpers';

const CODE = 'e2eusers';
const RANGE = `start=${D[1]}&end=${D[5]}`;
const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
const bodyRows = (page: Page, name: string) => page.getByRole('table', { name }).locator('tbody tr');
const cells = (page: Page, name: string, row: number) => bodyRows(page, name).nth(row).locator('td');
const headers = (page: Page, name: string) => page.getByRole('table', { name }).locator('thead th');
const chart = (page: Page, name: string) => page.getByRole('figure', { name });

async function downloadCsv(page: Page, scope = page.locator('body'), nth = 0): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByRole('button', { name: 'Download CSV' }).nth(nth).click(),
  ]);
  const text = fs.readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '');
  return { name: download.suggestedFilename(), lines: text.split('\r\n').filter(Boolean) };
}

/** The project with the story's events (made once per server; the ingestion is queryable within 2 s). */
async function usersProject(page: Page) {
  const made = await page.request.post('/v1/admin/projects', {
    data: {
      code: CODE,
      nickname: 'Users story',
      description: 'Hand-worked user figures',
      domain: 1,
      ownerIds: [],
      serviceHost: '',
      config: { countries: ['US', 'GB', 'OTHER'] },
      disabledPlugins: [],
    },
  });
  if (made.status() === 409) return;
  expect(made.status(), await made.text()).toBe(200);
  const key = (await made.json()).project.clientKey as string;
  const sent = await page.request.post(`/client/v1/${CODE}/events`, { data: { events: USER_EVENTS }, headers: { 'x-client-key': key } });
  expect(await sent.json()).toEqual({ accepted: USER_EVENTS.length });
  await expect
    .poll(
      async () =>
        (await (await page.request.post(`/v1/${CODE}/stats/dailyActiveUser`, { data: { start: D[1], end: D[5] } })).json()).result?.[2]
          ?.count,
      { timeout: 10_000 },
    )
    .toBe(4);
}

test.beforeEach(async ({ page }) => {
  await logInToOpenScreens(page, ADMIN);
  await usersProject(page);
});

test('daily active user: waits for Query without dates, runs on load with them, platform, chart, CSV', async ({ page }) => {
  await openScreen(page, `/${CODE}/stats/dailyActiveUser`);
  await expect(page.getByRole('heading', { name: 'Daily active user' })).toBeVisible();
  await expect(page.getByText('daily active players', { exact: true })).toBeVisible();
  // No dates in the URL: the form holds the last 30 days and nothing runs yet.
  await expect(page.getByText(`${day(29)} – ${day(0)}`)).toBeVisible();
  await expect(chart(page, 'daily active players')).toContainText('Choose the dates and press Query');
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(page).toHaveURL(new RegExp(`start=${day(29)}&end=${day(0)}`));
  await expect(bodyRows(page, 'Daily active users')).toHaveCount(10);

  await openScreen(page, `/${CODE}/stats/dailyActiveUser?${RANGE}`);
  await expect(bodyRows(page, 'Daily active users')).toHaveCount(5);
  await expect(bodyRows(page, 'Daily active users')).toHaveText([`${D[1]}2`, `${D[2]}2`, `${D[3]}4`, `${D[4]}2`, `${D[5]}1`]);
  await expect(chart(page, 'daily active players').locator('canvas')).toBeVisible();
  const csv = await downloadCsv(page);
  expect(csv.name).toBe(`${CODE}_dau_${D[1]}_${D[5]}.csv`);
  expect(csv.lines).toEqual(['Date,DAU', `${D[1]},2`, `${D[2]},2`, `${D[3]},4`, `${D[4]},2`, `${D[5]},1`]);

  // The platform param (Android) pre-runs too.
  await openScreen(page, `/${CODE}/stats/dailyActiveUser?${RANGE}&platform=1`);
  await expect(page.getByRole('textbox', { name: 'Platform' })).toHaveValue('Android');
  await expect(bodyRows(page, 'Daily active users').locator('td:nth-child(2)')).toHaveText(['2', '1', '2', '1', '0']);
});

test('daily new user: a column per listed country, platform from the URL, the Total User and Total Account tables', async ({ page }) => {
  await openScreen(page, `/${CODE}/stats/dailyNewUser?${RANGE}`);
  await expect(headers(page, 'Daily new users')).toHaveText(['Date', 'Total', 'US', 'GB', 'OTHER']);
  // i2 (CN) is OTHER; a3's reinstall is an install of day 4.
  await expect(bodyRows(page, 'Daily new users')).toHaveText([`${D[1]}2110`, `${D[2]}1100`, `${D[3]}2101`, `${D[4]}1100`, `${D[5]}0000`]);
  await expect(chart(page, 'New users by day').locator('canvas')).toBeVisible();
  await expect(headers(page, 'Total User')).toHaveText(['Date', 'All User', 'Android', 'iOS', 'Mac']);
  await expect(bodyRows(page, 'Total User')).toHaveText([`${D[1]}3201`, `${D[2]}4211`, `${D[3]}6321`, `${D[4]}6321`, `${D[5]}6321`]);
  await expect(bodyRows(page, 'Total Account')).toHaveText([`${D[1]}1001`, `${D[2]}3111`, `${D[3]}3111`, `${D[4]}3111`, `${D[5]}4121`]);
  const main = await downloadCsv(page, page.locator('body'), 0);
  expect(main.lines[0]).toBe('Date,Total,US,GB,OTHER');
  expect(main.lines[3]).toBe(`${D[3]},2,1,0,1`);
  const accounts = await downloadCsv(page, page.locator('body'), 2);
  expect(accounts.name).toBe(`${CODE}_total_account_${D[1]}_${D[5]}.csv`);
  expect(accounts.lines[5]).toBe(`${D[5]},4,1,2,1`);

  await openScreen(page, `/${CODE}/stats/dailyNewUser?${RANGE}&platform=2`);
  await expect(bodyRows(page, 'Daily new users')).toHaveText([`${D[1]}0000`, `${D[2]}1100`, `${D[3]}1001`, `${D[4]}0000`, `${D[5]}0000`]);
});

test('total users and accounts: all time up to each day, the percent with an account, chart and CSV', async ({ page }) => {
  await openScreen(page, `/${CODE}/stats/totalUserAndAccount?${RANGE}`);
  await expect(headers(page, 'Total users and accounts')).toHaveText([
    'Date',
    'All User',
    'All Account',
    'Percent',
    'Android users',
    'iOS users',
    'Mac users',
  ]);
  await expect(cells(page, 'Total users and accounts', 1)).toHaveText([D[2], '4', '3', '75%', '2', '1', '1']);
  await expect(cells(page, 'Total users and accounts', 4)).toHaveText([D[5], '6', '4', '66.67%', '3', '2', '1']);
  await expect(chart(page, 'Total users and accounts by day')).toHaveAttribute(
    'data-series',
    'All User|All Account|Android users|iOS users|Percent',
  );
  await expect(chart(page, 'Total users and accounts by day').locator('canvas')).toBeVisible();
  const csv = await downloadCsv(page);
  expect(csv.lines[0]).toBe('Date,All User,All Account,Percent (%),Android users,iOS users,Mac users');
  expect(csv.lines[1]).toBe(`${D[1]},3,1,33.3333333333333,2,0,1`);
});

test('daily new account: rows per date and extType that had links, chart of every day, CSV', async ({ page }) => {
  await openScreen(page, `/${CODE}/stats/dailyNewAccount?${RANGE}`);
  await expect(bodyRows(page, 'Daily new accounts')).toHaveText([`${D[2]}Facebook1`, `${D[2]}Apple1`, `${D[5]}Google1`]);
  await expect(chart(page, 'New accounts by day')).toHaveAttribute('data-series', 'Facebook|Apple|Google');
  await expect(chart(page, 'New accounts by day').locator('canvas')).toBeVisible();
  const csv = await downloadCsv(page);
  expect(csv.lines).toEqual(['Date,Account type,New accounts', `${D[2]},Facebook,1`, `${D[2]},Apple,1`, `${D[5]},Google,1`]);
  // iOS from the URL: i1's Apple and i2's Google.
  await openScreen(page, `/${CODE}/stats/dailyNewAccount?${RANGE}&platform=2`);
  await expect(bodyRows(page, 'Daily new accounts')).toHaveText([`${D[2]}Apple1`, `${D[5]}Google1`]);
  await openScreen(page, `/${CODE}/stats/dailyNewAccount?start=${D[3]}&end=${D[4]}`);
  await expect(page.getByText('No account was linked on these days')).toBeVisible();
});

test('event stats: the finish event by default, finishEvtName from the URL, cards, table and CSV', async ({ page }) => {
  await openScreen(page, `/${CODE}/stats/event?${RANGE}`);
  await expect(page.getByRole('textbox', { name: 'Event' })).toHaveValue('game_finish');
  await expect(page.getByRole('group', { name: 'Event Count' })).toHaveText(/^Event Count2game_finish, /);
  await expect(page.getByRole('group', { name: 'Users' })).toHaveText(/^Users2Distinct/);

  await openScreen(page, `/${CODE}/stats/event?${RANGE}&finishEvtName=session_start&platform=1`);
  await expect(page.getByRole('textbox', { name: 'Event' })).toHaveValue('session_start');
  // Android: a1 on days 1-3, a2 on day 1, a3 on days 3 and 4.
  await expect(page.getByRole('group', { name: 'Event Count' })).toHaveText(/^Event Count6session_start, /);
  await expect(page.getByRole('group', { name: 'Users' })).toHaveText(/^Users3Distinct/);
  await expect(page.getByRole('group', { name: 'Per User' })).toHaveText(/^Per User2Event/);
  await expect(cells(page, 'Event stats', 2)).toHaveText([D[3], '2', '2', '1']);
  await expect(chart(page, 'session_start by day').locator('canvas')).toBeVisible();

  // Another event through the form.
  await page.getByRole('textbox', { name: 'Event' }).click();
  await page.getByRole('option', { name: 'push_token', exact: true }).click();
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(page).toHaveURL(/finishEvtName=push_token/);
  // Still Android: a1's and a3's tokens.
  await expect(page.getByRole('group', { name: 'Event Count' })).toHaveText(/^Event Count2push_token, /);
  const csv = await downloadCsv(page);
  expect(csv.name).toBe(`${CODE}_event_push_token_${D[1]}_${D[5]}.csv`);
  expect(csv.lines).toEqual([
    'Date,Event Count,Users,Per User',
    `${D[1]},1,1,1`,
    `${D[2]},0,0,`,
    `${D[3]},0,0,`,
    `${D[4]},1,1,1`,
    `${D[5]},0,0,`,
  ]);
});

test('daily stats: installs, DAU, finish ratios, level columns, the per-day chart (0-100) and CSV', async ({ page }) => {
  await openScreen(page, `/${CODE}/stats/daily?${RANGE}&levels=1-2`);
  await expect(headers(page, 'Daily stats')).toHaveText(['Date', 'Installs', 'DAU', 'Players', 'Finish Ratio', 'Level 1', 'Level 2']);
  await expect(cells(page, 'Daily stats', 0)).toHaveText([D[1], '2', '2', '1', '100%', '100%', '0%']);
  await expect(cells(page, 'Daily stats', 1)).toHaveText([D[2], '1', '2', '1', '0%', '0%', '–']);
  await page.getByRole('button', { name: `Chart of ${D[1]}` }).click();
  const modal = page.getByRole('dialog', { name: `Daily stats: ${D[1]}` });
  await expect(modal.getByRole('figure', { name: `Finish rate per level on ${D[1]}` }).locator('canvas')).toBeVisible();
  await expect(modal.getByText('Installs 2 · DAU 2 · players 1 · finish ratio 100%')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  const csv = await downloadCsv(page);
  expect(csv.lines[0]).toBe('Date,Installs,DAU,Players,Finish Ratio (%),Level 1 (%),Level 2 (%)');
  expect(csv.lines[4]).toBe(`${D[4]},1,2,1,100,100,`);

  await page.getByRole('textbox', { name: 'Levels' }).fill('1-40');
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Levels: a level or a range such as 1-10 (at most 30 levels)' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Levels' }).fill('1-3');
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(page).toHaveURL(/levels=1-3/);
  await expect(headers(page, 'Daily stats')).toHaveText([
    'Date',
    'Installs',
    'DAU',
    'Players',
    'Finish Ratio',
    'Level 1',
    'Level 2',
    'Level 3',
  ]);
});

test('dimension stats: pv and uv by country, by a prop of one event, 20 a page, CSV', async ({ page }) => {
  await openScreen(page, `/${CODE}/stats/dimension?${RANGE}`);
  await expect(bodyRows(page, 'Dimension stats')).toHaveText(['US2036.67', 'GB616', 'CN515', 'FR111']);
  await page.getByRole('textbox', { name: 'Rows per page' }).click();
  await expect(page.getByRole('option')).toHaveText(['20', '50', '100']);
  await page.keyboard.press('Escape');

  await page.getByRole('textbox', { name: 'Dimension' }).click();
  await page.getByRole('option', { name: 'Event prop (props.<key>)' }).click();
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Prop key: letters, digits and _' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Prop key' }).fill('extType');
  await page.getByRole('textbox', { name: 'Event', exact: true }).click();
  await page.getByRole('option', { name: 'account_link', exact: true }).click();
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(page).toHaveURL(/dim=props&prop=extType&event=account_link/);
  await expect(headers(page, 'Dimension stats')).toHaveText(['props.extType', 'PV', 'UV', 'PV per UV']);
  await expect(bodyRows(page, 'Dimension stats')).toHaveCount(3);
  const csv = await downloadCsv(page);
  expect(csv.lines.slice(1).sort()).toEqual(['Apple,1,1,1', 'Facebook,1,1,1', 'Google,1,1,1']);
});

test('daily user token: the platform from the URL, rates coloured by its threshold, 7 and 30 days, CSV', async ({ page }) => {
  await openScreen(page, `/${CODE}/stats/dailyUserToken?${RANGE}&platform=1`);
  await expect(page.getByRole('textbox', { name: 'Platform' })).toHaveValue('Android');
  await expect(cells(page, 'Daily user token', 0)).toHaveText([D[1], '2', '1', '50%']);
  // Android is green from 90%.
  await expect(cells(page, 'Daily user token', 0).nth(3).locator('[data-rate-color]')).toHaveAttribute('data-rate-color', 'red');
  await expect(cells(page, 'Daily user token', 3).nth(3).locator('[data-rate-color]')).toHaveAttribute('data-rate-color', 'green');
  await expect(page.getByRole('group', { name: `Last 7 days to ${D[5]}` })).toContainText('50%');
  await expect(page.getByRole('group', { name: `Last 7 days to ${D[5]}` })).toContainText('2 tokens of 4 installs');
  await expect(chart(page, 'Push tokens by day').locator('canvas')).toBeVisible();
  const csv = await downloadCsv(page);
  expect(csv.name).toBe(`${CODE}_user_token_Android_${D[1]}_${D[5]}.csv`);
  expect(csv.lines).toEqual([
    'Date,Installed,Token Retrieved,Rate (%)',
    `${D[1]},2,1,50`,
    `${D[2]},0,0,`,
    `${D[3]},1,0,0`,
    `${D[4]},1,1,100`,
    `${D[5]},0,0,`,
  ]);

  // iOS (the default) is green from 22%.
  await page.getByRole('textbox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'iOS', exact: true }).click();
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(page).not.toHaveURL(/platform=/);
  await expect(cells(page, 'Daily user token', 1)).toHaveText([D[2], '1', '1', '100%']);
  await expect(cells(page, 'Daily user token', 1).nth(3).locator('[data-rate-color]')).toHaveAttribute('data-rate-color', 'green');
  await expect(page.getByRole('group', { name: 'Green from' })).toContainText('22%');
});
