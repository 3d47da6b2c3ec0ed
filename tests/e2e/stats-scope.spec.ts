// Issue 9 item 18: every level screen says which levels it counts, under its query bar: the main
// game's only (live-event catalog levels left out) on the level screens, all of them on funnel,
// event stats and daily stats, the chosen catalog's on activity level stats.
import { expect, test } from './fixtures';
import { ADMIN, logInToOpenScreens, openScreen } from './helpers';

const MAIN = 'Main game levels only; live-event (catalog) levels are excluded';
const ALL = 'All levels counted: main game and live-event (catalog) levels alike';
const note = (page: import('@playwright/test').Page) =>
  page.getByRole('form', { name: 'Query' }).getByRole('note', { name: 'Levels counted' });

test.beforeEach(async ({ page }) => {
  await logInToOpenScreens(page, ADMIN);
});

const SCREENS: [string, string, string][] = [
  ['level', 'Level statistics', MAIN],
  ['histogram', 'Histogram', MAIN],
  ['levelAchievement', 'Level achievement', MAIN],
  ['levelDiffs', 'Level stats diffs', MAIN],
  ['likeDislike', 'Like/dislike', MAIN],
  ['findItemRetention', 'Find-item retention', MAIN],
  ['funnel', 'Funnel', ALL],
  ['event', 'Event stats', ALL],
  ['daily', 'Daily stats', ALL],
];

test('each level screen names the levels it counts under its query bar', async ({ page }) => {
  for (const [path, heading, text] of SCREENS) {
    await openScreen(page, `/jigsaw/stats/${path}`);
    // The server may still be playing its demo events in right after start: a first screen can be slow.
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(note(page), path).toHaveText(text);
  }
  await openScreen(page, '/jigsaw/stats/activityLevel');
  await expect(note(page)).toHaveText('Live-event (catalog) levels of the chosen event catalog only; main game levels are excluded');
});

test('the counts differ as the notes say: event stats count the live event’s finishes, the histogram does not', async ({ page }) => {
  // spring_festival runs over the last 7 days, the screens' default range.
  await openScreen(page, '/jigsaw/stats/histogram');
  const median = page.getByTestId('median');
  await expect(page.getByRole('heading', { name: 'Histogram', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(median).toContainText(/: [\d.,]+ s · [\d,]+ finishes/);
  const finishes = Number((/· ([\d,]+) finishes/.exec((await median.textContent()) ?? '')?.[1] ?? '').replace(/,/g, ''));
  await openScreen(page, '/jigsaw/stats/event');
  const value = page.getByRole('group', { name: 'Event Count' }).locator('p').nth(1);
  await expect(value).toHaveText(/^[\d,]+$/);
  const events = Number(((await value.textContent()) ?? '').replace(/,/g, ''));
  expect(finishes).toBeGreaterThan(0);
  expect(events).toBeGreaterThan(finishes);
});
