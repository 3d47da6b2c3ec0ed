// The stats screens' per-project cases on the demo events: tiles numbers its levels from 1 while
// its client sends them from 0 (000 §9), and the shapes of a stage show the puzzle's thumbnail at
// the project's size.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { ADMIN, logInToOpenScreens, openScreen } from './helpers';

const DAY = 86_400_000;
const day = (ago: number) => new Date(Date.now() - ago * DAY).toISOString().slice(0, 10);
const START = day(59);
const TODAY = day(0);
const table = (page: Page, name: string) => page.getByRole('table', { name });
const bodyRows = (page: Page, name: string) => table(page, name).locator('tbody tr');
const firstCells = (page: Page, name: string) => bodyRows(page, name).locator('td:first-child');

async function pick(page: Page, label: string, option: string, scope = page.locator('body')) {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The warehouse's own answer (events' numbering), straight from the API: main game levels, as the level screen counts by default. */
async function apiLevels(page: Page, code: string, query: unknown[] = []): Promise<{ level: number; enterUv: number }[]> {
  const mainGame = { key: 'props.catalog', value: [''] };
  const r = await page.request.post(`/v1/${code}/stats/query`, {
    data: { filter: { dimension: 'level', query: [...query, mainGame], metrics: ['enterUv'], orderBy: 'level' }, start: START, end: TODAY },
  });
  expect(r.ok()).toBe(true);
  return (await r.json()).data;
}

test.beforeEach(async ({ page }) => {
  await logInToOpenScreens(page, ADMIN);
});

// Typed levels, conditions, split points, the CSV and the other level screens take the same offset:
// plugins/stats/web/levelOffset.test.ts (with statsDemo.test.ts for the events' numbering).
test('tiles: levels shown from 1 while its events count from 0; one-line headers', async ({ page }) => {
  const events = await apiLevels(page, 'tiles', [{ key: 'level', value: { max: 5 } }]);
  expect(events[0].level).toBe(0);

  await openScreen(page, `/tiles/stats/level?start=${START}`);
  await expect(firstCells(page, 'Level statistics').first()).toHaveText('1');
  // Shown level 1 is the events' level 0.
  await expect(bodyRows(page, 'Level statistics').first().locator('td').nth(1)).toHaveText(events[0].enterUv.toLocaleString('en-US'));

  // Every header sits on one line, so the header row is one line high (no empty band).
  const heights = await table(page, 'Level statistics')
    .locator('thead th')
    .evaluateAll((ths) => ths.map((th) => th.getBoundingClientRect().height));
  expect(Math.max(...heights)).toBeLessThan(50);
  await page.screenshot({ path: test.info().outputPath('tiles-level-stats.png') });
});

test('shapes of a stage: the chosen puzzle’s thumbnail at the project’s size, or why there is none', async ({ page }) => {
  await openScreen(page, `/jigsaw/stats/levelDiffs?start=${START}&index=3`);
  await page.getByRole('button', { name: 'Shapes of stage 3' }).click();
  const shapes = page.getByRole('dialog', { name: 'Shapes of stage: 3' });
  await expect(shapes.getByRole('img', { name: 'Puzzle thumbnail' })).toHaveText('Pick a puzzle id');
  await pick(page, 'Puzzle id', '30', shapes);
  const thumb = shapes.getByRole('img', { name: 'Puzzle 30 thumbnail' });
  await expect(thumb).toBeVisible();
  await expect(thumb).toHaveAttribute('src', '/cdn/jigsaw/puzzles/thumbs/30.svg');
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(750);
  const box = (await thumb.boundingBox())!;
  expect([Math.round(box.width), Math.round(box.height)]).toEqual([75, 133]);
  await page.screenshot({ path: test.info().outputPath('shapes-thumbnail.png') });
  await pick(page, 'Puzzle id', 'All', shapes);
  await expect(shapes.getByRole('img', { name: 'Puzzle thumbnail' })).toHaveText('Pick a puzzle id');
  await page.keyboard.press('Escape');

  // pins: the default 100x110 box.
  await openScreen(page, `/pins/stats/levelDiffs?start=${START}&index=2`);
  await page.getByRole('button', { name: 'Shapes of stage 2' }).click();
  const pins = page.getByRole('dialog', { name: 'Shapes of stage: 2' });
  await pick(page, 'Puzzle id', '20', pins);
  const pinThumb = pins.getByRole('img', { name: 'Puzzle 20 thumbnail' });
  await expect.poll(() => pinThumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(100);
  expect(Math.round((await pinThumb.boundingBox())!.height)).toBe(110);
  await page.keyboard.press('Escape');

  // words has no thumbnails configured.
  await openScreen(page, `/words/stats/levelDiffs?start=${START}&index=2`);
  await page.getByRole('button', { name: 'Shapes of stage 2' }).click();
  const words = page.getByRole('dialog', { name: 'Shapes of stage: 2' });
  await pick(page, 'Puzzle id', '20', words);
  await expect(words.getByRole('img', { name: 'Puzzle thumbnail' })).toHaveText('No thumbnail');
});
