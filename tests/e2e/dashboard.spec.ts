// The dashboard as an operator opens it on the demo events: every card with its latest value and
// its day-over-day and week-over-week change (green up, red down), its chart, a card opening its
// statistics screen with the window as the route's params, and the palette's "Open dashboard".
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { ADMIN, logInToOpenScreens, openScreen } from './helpers';

const CARDS = ['totalUsers', 'androidDnu', 'iosDnu', 'newAccount', 'androidDau', 'iosDau', 'finishPerUser'];
const card = (page: Page, id: string) => page.getByTestId(`card-${id}`);

/** The colour of an element as [r, g, b]. */
async function rgb(page: Page, selector: ReturnType<Page['locator']>): Promise<number[]> {
  const color = await selector.evaluate((el) => getComputedStyle(el).color);
  return (color.match(/\d+/g) ?? []).slice(0, 3).map(Number);
}

test.beforeEach(async ({ page }) => {
  await logInToOpenScreens(page, ADMIN);
});

test('the cards: latest values as the API has them, changes green up and red down, charts', async ({ page }) => {
  const started = Date.now();
  await openScreen(page, '/jigsaw/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  for (const id of CARDS) await expect(card(page, id).getByRole('figure').locator('canvas')).toBeVisible();
  console.log(`dashboard: cards with charts visible ${Date.now() - started} ms after navigation (jigsaw, demo events)`);

  const api = await (await page.request.get('/v1/jigsaw/dashboard')).json();
  expect(api.days).toHaveLength(10);
  await expect(page.getByText(`${api.start} to ${api.end}`)).toBeVisible();
  const fmt = (v: number | null, digits = 0) =>
    v === null ? '–' : v.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  await expect(page.getByTestId('figure-androidDau').locator('p').first()).toHaveText(fmt(api.figures.androidDau.latest));
  await expect(page.getByTestId('figure-allUser')).toContainText(fmt(api.figures.allUser.latest));
  await expect(page.getByTestId('figure-percent')).toContainText(`${fmt(api.figures.percent.latest, 2)}%`);
  await expect(page.getByTestId('figure-finishPerUser')).toContainText(fmt(api.figures.finishPerUser.latest, 2));
  const dod = api.figures.allUser.dod as number | null;
  await expect(page.getByTestId('figure-allUser').getByLabel(/^DoD /)).toHaveAttribute(
    'aria-label',
    `DoD ${dod === null ? '–' : `${dod > 0 ? '+' : ''}${dod.toFixed(2)}%`}`,
  );

  // Every change is coloured by its sign; the demo has some of each on its two busiest projects.
  const seen = new Set<string>();
  for (const code of ['jigsaw', 'tiles']) {
    if (code !== 'jigsaw') await openScreen(page, `/${code}/dashboard`);
    await expect(card(page, 'iosDau').getByRole('figure')).toBeVisible();
    for (const change of await page.locator('[data-trend]').all()) {
      const trend = await change.getAttribute('data-trend');
      const label = (await change.getAttribute('aria-label'))!;
      const [r, g] = await rgb(page, change);
      seen.add(trend!);
      if (trend === 'up') expect(label, label).toMatch(/ \+\d/);
      if (trend === 'down') expect(label, label).toMatch(/ -\d/);
      if (trend === 'up') expect(g, `${label} is green`).toBeGreaterThan(r + 40);
      if (trend === 'down') expect(r, `${label} is red`).toBeGreaterThan(g + 40);
    }
  }
  expect([...seen].sort()).toEqual(expect.arrayContaining(['down', 'up']));
  await page.screenshot({ path: test.info().outputPath('dashboard.png'), fullPage: true });
});

test('a card opens its statistics screen with the window (and platform) as route params', async ({ page }) => {
  await openScreen(page, '/jigsaw/dashboard');
  const api = await (await page.request.get('/v1/jigsaw/dashboard')).json();
  const range = `start=${api.start}&end=${api.end}`;
  await expect(card(page, 'androidDau')).toHaveAttribute('href', `/jigsaw/stats/dailyActiveUser?${range}&platform=1`);
  await expect(card(page, 'iosDnu')).toHaveAttribute('href', `/jigsaw/stats/dailyNewUser?${range}&platform=2`);
  await expect(card(page, 'totalUsers')).toHaveAttribute('href', `/jigsaw/stats/totalUserAndAccount?${range}`);
  await expect(card(page, 'newAccount')).toHaveAttribute('href', `/jigsaw/stats/dailyNewAccount?${range}`);
  await expect(card(page, 'finishPerUser')).toHaveAttribute('href', `/jigsaw/stats/event?${range}&finishEvtName=game_finish`);

  await card(page, 'androidDau').click();
  await expect(page).toHaveURL(new RegExp(`/jigsaw/stats/dailyActiveUser\\?start=${api.start}&end=${api.end}&platform=1$`));
  await expect(page.getByRole('heading', { name: /daily active/i })).toBeVisible();
  await page.goBack();
  await card(page, 'finishPerUser').click();
  await expect(page).toHaveURL(/\/jigsaw\/stats\/event\?.*finishEvtName=game_finish/);
});
