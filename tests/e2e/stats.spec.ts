// The statistics screens as an analyst uses them on the demo events: each screen's query (state in
// the URL), its table, its chart and its CSV download; the level and shape modals; the event
// catalog override; the palette's "Stats for level …"; the stats config edit.
import fs from 'node:fs';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { ADMIN, logInToOpenScreens, openScreen } from './helpers';

const DAY = 86_400_000;
const day = (ago: number) => new Date(Date.now() - ago * DAY).toISOString().slice(0, 10);
/** The demo events cover the last 60 days. */
const START = day(59);
const table = (page: Page, name: string) => page.getByRole('table', { name });
const bodyRows = (page: Page, name: string) => table(page, name).locator('tbody tr');
const chart = (page: Page, name: string) => page.getByRole('figure', { name });
const queryBar = (page: Page) => page.getByRole('form', { name: 'Query' });

/** Clicks the `nth` Download CSV (in `scope`) and answers the file name and its lines. */
async function downloadCsv(page: Page, scope = page.locator('body'), nth = 0): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByRole('button', { name: 'Download CSV' }).nth(nth).click(),
  ]);
  const text = fs.readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '');
  await expect(page.getByText('Downloaded').first()).toBeVisible();
  return { name: download.suggestedFilename(), lines: text.split('\r\n').filter(Boolean) };
}

/** `timeout`: how long the option may take to show (inside a retried block, shorter than the block's). */
async function pick(page: Page, label: string, option: string, scope = page.locator('body'), timeout?: number) {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click({ timeout });
}

test.beforeEach(async ({ page }) => {
  await logInToOpenScreens(page, ADMIN);
});

test('level statistics: query, table, page, CSV, level and difficulty charts', async ({ page }) => {
  await openScreen(page, `/tiles/stats/level?start=${START}`);
  await expect(page.getByRole('heading', { name: 'Level statistics' })).toBeVisible();
  await expect(bodyRows(page, 'Level statistics')).toHaveCount(10);
  await expect(bodyRows(page, 'Level statistics').first()).toContainText('1');
  // No event catalog for this project.
  await expect(queryBar(page).getByText('Catalog', { exact: true })).toHaveCount(0);

  // A bad custom condition is named; a good one filters; the filters go to the URL.
  const cond = page.getByRole('textbox', { name: 'Custom condition' });
  await cond.fill('colour=red');
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Custom condition: Unknown key: colour' })).toBeVisible();
  await cond.fill('level=3..7');
  await pick(page, 'Platform', 'Android');
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(page).toHaveURL(/platform=1/);
  await expect(page).toHaveURL(/cond=level%3D3\.\.7/);
  await expect(bodyRows(page, 'Level statistics')).toHaveCount(5);
  await expect(bodyRows(page, 'Level statistics').first().locator('td').first()).toHaveText('3');

  // The page lives in the URL.
  await cond.fill('');
  await page.getByRole('button', { name: 'Query' }).click();
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/pn=2/);
  await expect(bodyRows(page, 'Level statistics').first().locator('td').first()).toHaveText('11');
  await page.reload();
  await expect(bodyRows(page, 'Level statistics').first().locator('td').first()).toHaveText('11');

  const csv = await downloadCsv(page);
  expect(csv.name).toMatch(new RegExp(`^tiles_level_stats_${START}_\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  expect(csv.lines[0]).toBe(
    'Level,Enter UV,Enter PV,Section UV,Section PV,Half UV,Half PV,Finish UV,Finish PV,Give Up UV,Give Up PV,UV Lost (%),Enter UV Lost (%),Finish UV Rate (%),Finish PV Rate (%),Enter Per User,Duration Median (s),Duration PV (s),Hint,Lv Num,Coins per finish,Seconds played before giving up',
  );
  expect(csv.lines.length).toBeGreaterThan(20); // every level, not only the page
  // Raw numbers: no grouping, no % or s (issue 9 item 21).
  expect(csv.lines[1]).toMatch(/^1,\d+,\d+,(\d+,){8}-?[\d.e-]*,-?[\d.e-]*,[\d.]*,[\d.]*,[\d.]*,[\d.]*,[\d.]*,/);

  // A level's metrics by day.
  await page.getByRole('button', { name: 'Level 12 metrics' }).click();
  const levelModal = page.getByRole('dialog', { name: 'Level 12 metrics' });
  await expect(levelModal.getByRole('figure', { name: 'Level 12 players by day' }).locator('canvas')).toBeVisible();
  await expect(levelModal.getByRole('figure', { name: 'Level 12 durations by day' }).locator('canvas')).toBeVisible();
  await expect(levelModal.getByText('Finish UV Rate')).toBeVisible();
  await levelModal.getByRole('button').first().click();
  await expect(levelModal).toBeHidden();

  // The new-difficulty distribution: Easy, Medium, Hard, Expert from props.difficulty.
  await page.getByRole('button', { name: 'New difficulty' }).click();
  const diff = page.getByRole('dialog', { name: 'New difficulty distribution' });
  await expect(diff.getByRole('figure', { name: 'New difficulty distribution' }).locator('canvas')).toBeVisible();
  const figures = diff.getByRole('table', { name: 'Difficulty figures' }).locator('tbody tr');
  await expect(figures).toHaveCount(4);
  await expect(figures.nth(0)).toContainText('Easy');
  await expect(figures.nth(3)).toContainText('Expert');
  await expect(figures.nth(0).locator('td').nth(2)).not.toHaveText('0');
  await page.keyboard.press('Escape');

  // Level types (no config.levelTypes here): Folder and Release from the events.
  await openScreen(page, `/tiles/stats/level?start=${START}`);
  await pick(page, 'Folder', 'F2');
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(page).toHaveURL(/lt=props\.folder%3DF2/);
  await expect(bodyRows(page, 'Level statistics').first().locator('td').first()).toHaveText('51');
  await page.getByRole('textbox', { name: 'Release' }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
});

test('histogram: finish durations with the median, split points, users, CSV', async ({ page }) => {
  await openScreen(page, `/words/stats/histogram?start=${START}`);
  const hist = chart(page, 'Finish duration histogram');
  await expect(hist.locator('canvas')).toBeVisible();
  await expect(hist).toHaveAttribute('data-series', 'Finishes|Cumulative share');
  await expect(page.getByTestId('median')).toHaveText(/^Median \(fraction 0\.5\): [\d,.]+ s · [\d,]+ finishes by [\d,]+ users$/);
  await expect(bodyRows(page, 'Histogram buckets')).toHaveCount(7);

  await page.getByRole('textbox', { name: 'Split points (s)' }).fill('120, 60');
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(page).toHaveURL(/points=120%2C\+60/);
  await expect(bodyRows(page, 'Histogram buckets')).toHaveCount(3);
  await expect(bodyRows(page, 'Histogram buckets').nth(1).locator('td').first()).toHaveText('60-120');
  await page.getByRole('radiogroup', { name: 'Count' }).getByText('Users', { exact: true }).click();
  await expect(page).toHaveURL(/unit=uv/);
  await expect(hist).toHaveAttribute('data-series', 'Users|Cumulative share');

  const csv = await downloadCsv(page);
  expect(csv.lines[0]).toBe('Duration (s),Users,Share (%),Cumulative share (%)');
  expect(csv.lines.map((l) => l.split(',')[0])).toEqual(['Duration (s)', '<60', '60-120', '>=120']);
  expect(csv.lines[3]).toMatch(/,100$/);
});

test('level achievement: input index, configured columns, level chart, CSV', async ({ page }) => {
  await openScreen(page, `/tiles/stats/levelAchievement?start=${START}`);
  await page.getByRole('textbox', { name: 'Input index' }).fill('1-5');
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(page).toHaveURL(/index=1-5/);
  await expect(bodyRows(page, 'Level achievement')).toHaveCount(5);
  const headers = table(page, 'Level achievement').locator('thead th');
  await expect(headers.nth(0)).toHaveText('Level');
  await expect(headers.nth(1)).toHaveText('Lost');
  await expect(headers.nth(2)).toHaveText('UV');
  await expect(headers.nth(3)).toHaveText('PV');
  await expect(table(page, 'Level achievement').getByRole('columnheader', { name: 'Coins per finish' })).toBeVisible();

  await page.getByRole('button', { name: 'Level 2 metrics' }).click();
  const modal = page.getByRole('dialog', { name: 'Level 2 metrics' });
  await expect(modal.getByRole('figure', { name: 'Level 2 metrics' })).toHaveAttribute('data-series', 'UV|PV');
  await expect(modal.getByRole('figure', { name: 'Level 2 metrics' }).locator('canvas')).toBeVisible();
  await expect(modal.getByText('Coins per finish')).toBeVisible();
  await page.keyboard.press('Escape');

  const csv = await downloadCsv(page);
  expect(csv.lines[0]).toBe('Level,Lost,UV,PV,Duration (s),Duration PV (s),Coins per finish,Seconds played before giving up');
  expect(csv.lines).toHaveLength(6);
});

test('level stats diffs: 15 a page, metrics chart, shapes of a stage with a puzzle id, CSVs', async ({ page }) => {
  await openScreen(page, `/jigsaw/stats/levelDiffs?start=${START}`);
  await expect(bodyRows(page, 'Level stats diffs')).toHaveCount(15);
  await page.getByRole('textbox', { name: 'Level index' }).fill('3');
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(bodyRows(page, 'Level stats diffs')).toHaveCount(1);

  await page.getByRole('button', { name: 'Level 3 metrics' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Level 3 metrics' }).getByRole('figure', { name: 'Level 3 metrics' }).locator('canvas'),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Shapes of stage 3' }).click();
  const shapes = page.getByRole('dialog', { name: 'Shapes of stage: 3' });
  await expect(shapes.getByRole('textbox', { name: 'Puzzle id' })).toHaveValue('All');
  const shapeRows = shapes.getByRole('table', { name: 'Shapes of stage 3' }).locator('tbody tr');
  await expect(shapeRows.first().locator('td').first()).toHaveText('1');
  const allCount = await shapeRows.count();
  expect(allCount).toBeGreaterThanOrEqual(4);
  await expect(shapes.getByRole('table', { name: 'Shapes of stage 3' }).locator('thead th')).toHaveText([
    'Shape Index',
    'Duration',
    'Click Count',
    'Finish Rate',
    'hint Rate',
  ]);
  await pick(page, 'Puzzle id', '30', shapes);
  await expect(shapes.getByRole('textbox', { name: 'Puzzle id' })).toHaveValue('30');
  const csv = await downloadCsv(page, shapes);
  expect(csv.name).toMatch(/^jigsaw_stage_3_shapes_30_/);
  expect(csv.lines[0]).toBe('Shape Index,Duration (s),Click Count,Finish Rate (%),hint Rate (%)');
  expect(csv.lines[1]).toMatch(/^1,[\d.]+,\d+,[\d.]+,[\d.]+$/);
  await page.keyboard.press('Escape');

  const tableCsv = await downloadCsv(page);
  expect(tableCsv.lines[0]).toBe(
    'Level,Enter UV,Enter PV,Finish UV,Finish PV,Duration (s),Duration PV (s),UV Lost (%),Enter UV Lost (%),Finish UV Rate (%),Finish PV Rate (%),Enter Per User,Hint,Lv Num,Coins per finish,Seconds played before giving up',
  );
  expect(tableCsv.lines[1]).toMatch(/^3,/);
});

test('activity level stats: the levels of an event catalog, CSV', async ({ page }) => {
  // An activity's levels arrive from the game client with their catalog.
  const key = (await (await page.request.get('/v1/pins/project')).json()).project.clientKey as string;
  const ts = Date.now() - 3_600_000;
  const events = ['a', 'b', 'c'].flatMap((u, i) =>
    [1, 2].flatMap((level) => [
      {
        event: 'game_enter',
        userId: `e2e-${u}`,
        ts: ts + level * 1000,
        platform: 1,
        level,
        puzzleId: `H${level}`,
        props: { catalog: 'halloween' },
      },
      ...(i < 2
        ? [
            {
              event: 'game_finish',
              userId: `e2e-${u}`,
              ts: ts + level * 1000 + 500,
              platform: 1,
              level,
              puzzleId: `H${level}`,
              duration: 30 + i,
              props: { catalog: 'halloween' },
            },
          ]
        : []),
    ]),
  );
  const sent = await page.request.post('/client/v1/pins/events', { data: { events }, headers: { 'x-client-key': key } });
  expect(await sent.json()).toEqual({ accepted: events.length });

  await openScreen(page, '/pins/stats/activityLevel');
  await expect(page.getByText('Choose an event catalog and press Query')).toBeVisible();
  // The events are queryable within 2 s; the list loaded before that lacks the catalog until a reload.
  // The option's wait is short so that a list without it is reloaded, not waited on for the whole block.
  await expect(async () => {
    await page.reload();
    await pick(page, 'Event catalog', 'halloween', undefined, 3_000);
  }).toPass({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(page).toHaveURL(/ecat=halloween/);
  const rows = bodyRows(page, 'Activity level stats');
  await expect(rows).toHaveCount(2);
  await expect(rows.first().locator('td').nth(1)).toHaveText('3'); // Enter UV
  await expect(rows.first().locator('td').nth(7)).toHaveText('2'); // Finish UV

  const csv = await downloadCsv(page);
  expect(csv.name).toMatch(/^pins_activity_halloween_levels_/);
  expect(csv.lines[0]).toBe(
    'Level,Enter UV,Enter PV,Section UV,Section PV,Half UV,Half PV,Finish UV,Finish PV,Give Up UV,Give Up PV,Finish UV Rate (%),Duration (s),Duration PV (s)',
  );
  expect(csv.lines[1]).toBe('1,3,3,0,0,0,0,2,2,0,0,66.6667,30.5,30.5');
});

test('funnel: users and event count tabs, the chart, no event type, CSV', async ({ page }) => {
  await openScreen(page, `/colors/stats/funnel?start=${START}`);
  const steps = bodyRows(page, 'Funnel steps');
  await expect(steps).toHaveCount(4);
  await expect(steps.first().locator('td').first()).toHaveText('game_enter');
  // The steps are listed (with zeros) before the answer: wait for its counts, not the names.
  await expect(steps.first().locator('td').nth(1)).toHaveText(/[1-9]/);
  await expect(chart(page, 'Funnel: Users').locator('canvas')).toBeVisible();
  await page.getByRole('tab', { name: 'Event count' }).click();
  await expect(page).toHaveURL(/tab=count/);
  await expect(chart(page, 'Funnel: Event count')).toHaveAttribute('data-series', 'Event count|Conversion from first step');

  const csv = await downloadCsv(page);
  expect(csv.lines[0]).toBe('Event type,UV,PV,Duration Avg (s),Event count: from first step (%),Event count: from previous step (%)');
  expect(csv.lines[1]).toMatch(/^game_enter,\d+,\d+,[\d.]*,100,$/);

  await page.getByRole('textbox', { name: 'Event types' }).click();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'event type should not be null' })).toBeVisible();
});

test('find-item retention: retention chart, found and item tables with their page sizes and CSVs', async ({ page }) => {
  await openScreen(page, `/blocks/stats/findItemRetention?start=${START}`);
  await page.getByRole('textbox', { name: 'Level index' }).fill('1-3');
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(chart(page, 'Find-item retention')).toHaveAttribute('data-series', 'Retention|User retention|Hint Rate');
  await expect(chart(page, 'Find-item retention').locator('canvas')).toBeVisible();
  await expect(bodyRows(page, 'Found').first().locator('td').first()).toHaveText('1');
  await expect(bodyRows(page, 'Items')).toHaveCount(3);
  await page.getByRole('textbox', { name: 'Rows per page' }).first().click();
  await expect(page.getByRole('option')).toHaveText(['10', '50', '100', '175']);
  await page.keyboard.press('Escape');
  const found = await downloadCsv(page, page.locator('body'), 0);
  expect(found.lines[0]).toBe('Item,Found UV,Found PV,Retention (%),User retention (%),Duration (s),Duration Avg (s),Hint Rate (%)');
  expect(found.lines[1]).toMatch(/^1,/);
  const items = await downloadCsv(page, page.locator('body'), 1);
  expect(items.lines[0]).toBe('Level,Enter UV,Enter PV,Found UV,Items found,Items per attempt,Duration (s),Duration Avg (s),Hint Rate (%)');
  expect(items.lines.slice(1).map((l) => l.split(',')[0])).toEqual(['1', '2', '3']);
});

test('like/dislike: UV and PV per level, table and CSV', async ({ page }) => {
  await openScreen(page, `/words/stats/likeDislike?start=${START}&index=1-20`);
  await expect(chart(page, 'Likes and dislikes per level')).toHaveAttribute('data-series', 'Like UV|Like PV|Dislike UV|Dislike PV');
  await expect(chart(page, 'Likes and dislikes per level').locator('canvas')).toBeVisible();
  await expect(bodyRows(page, 'Likes and dislikes').first()).toBeVisible();
  const csv = await downloadCsv(page);
  expect(csv.lines[0]).toBe('Level,Like UV,Like PV,Dislike UV,Dislike PV');
  for (const line of csv.lines.slice(1)) expect(Number(line.split(',')[0])).toBeLessThanOrEqual(20);
});

test('stats config: edit the country list; the query bars offer it', async ({ page }) => {
  await openScreen(page, '/blocks/stats/config');
  const card = page.getByLabel('Country config');
  await expect(card.getByText('OTHER', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Edit Country' }).click();
  const modal = page.getByRole('dialog', { name: 'Edit Country' });
  await modal.getByRole('button', { name: 'Add' }).click();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('country can not be null').first()).toBeVisible();
  await modal.getByRole('textbox', { name: 'Country 12' }).fill('ca');
  await modal.getByRole('button', { name: 'Remove Country 11' }).click(); // OTHER
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('update SUCCEED!')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(card.getByText('CA', { exact: true })).toBeVisible();
  await expect(card.getByText('OTHER', { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Country config').getByText('CA', { exact: true })).toBeVisible();

  await openScreen(page, '/blocks/stats/level');
  await page.getByRole('textbox', { name: 'Country' }).click();
  await expect(page.getByRole('option', { name: 'CA', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'OTHER', exact: true })).toHaveCount(0);
});
