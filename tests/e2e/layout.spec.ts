// Issue 9 item 19: the layout holds at 1280 and 1440 px wide and 900 px high: a long activity
// name is cut with an ellipsis, tables keep their actions and their Level column in view, the
// Country filter stays one line ("+N"), and the create-project modal keeps its buttons in view.
import { expect, test } from './fixtures';
import type { Locator } from '@playwright/test';
import { ADMIN, openScreen, logInToOpenScreens } from './helpers';

const LONG = 'A very long activity name for the spring festival of puzzles with many extra words to make it wider than any screen';

test.beforeEach(async ({ page }) => {
  await logInToOpenScreens(page, ADMIN);
});

/** Scrolls the table's scroll box (the nearest ancestor wider inside than out) to its right end. */
async function scrollRight(table: Locator): Promise<void> {
  await table.evaluate((el) => {
    let box: HTMLElement | null = el.parentElement;
    while (box && box.scrollWidth <= box.clientWidth) box = box.parentElement;
    if (!box) throw new Error('the table does not scroll sideways');
    box.scrollLeft = box.scrollWidth;
  });
}

/** Scrolls the page (only the page: scrollIntoView would also scroll a table sideways and hide a cut-off) to put `l` near the top. */
async function scrollPageTo(l: Locator): Promise<void> {
  await l.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 100));
}

/** The element's right edge is what the page shows there (no sticky column lies over it). */
async function expectUncovered(l: Locator): Promise<void> {
  await expect(l).toBeInViewport({ ratio: 1 });
  expect(
    await l.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.right - 2, r.top + r.height / 2));
    }),
  ).toBe(true);
}

for (const width of [1280, 1440]) {
  test(`at ${width} px: in-site messages keep every action in view`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openScreen(page, '/jigsaw/in-site-messages');
    const table = page.getByRole('table', { name: 'In-site messages' });
    // Rows with their actions, not the skeleton rows shown while the list loads.
    await expect(table.getByRole('button', { name: /^Detail of message/ }).first()).toBeVisible({ timeout: 30_000 });
    const rows = await table.locator('tbody tr').count();
    expect(rows).toBeGreaterThan(1);
    for (let i = 0; i < rows; i++) {
      const row = table.locator('tbody tr').nth(i);
      await scrollPageTo(row);
      for (const name of [/^Detail of message/, /^Edit message/, /^Upload message/])
        await expect(row.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
    }
    for (const env of ['sandbox', 'prod']) {
      const config = page.getByRole('table', { name: `Online config on ${env}` });
      const clear = config.getByRole('button', { name: /^Clear / });
      await expect(clear.first()).toBeVisible();
      await scrollPageTo(config);
      for (const button of await clear.all()) await expect(button).toBeInViewport({ ratio: 1 });
      await expect(config.getByText(/\d\d:\d\d:\d\d UTC/).first()).toBeInViewport({ ratio: 1 });
    }
    await page.screenshot({ path: test.info().outputPath(`in-site-messages-${width}.png`), fullPage: true });
  });

  test(`at ${width} px: a long activity name is cut with an ellipsis and pushes no column off screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const name = `${LONG} ${width}`;
    await openScreen(page, '/colors/activities');
    await page.getByRole('button', { name: 'Create activity' }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Android version' }).fill('1.2.0');
    await dialog.getByRole('textbox', { name: 'iOS version' }).fill('1.3.0');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'pack.zip', mimeType: 'application/zip', buffer: Buffer.from('level pack') });
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Created')).toBeVisible();
    const row = page
      .getByRole('row')
      .filter({ hasText: 'A very long activity name' })
      .filter({ hasText: String(width) })
      .first();
    const shown = row.getByTitle(name);
    await expect(shown).toBeVisible();
    // Cut: the text box is narrower than its text, and the whole name is its title.
    expect(await shown.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(row.getByText(/UTC$/).first()).toBeInViewport({ ratio: 1 });
    await expect(row.getByRole('button', { name: `Edit ${name}` })).toBeInViewport({ ratio: 1 });
    // The Status column is neither pushed off nor slid under the pinned actions.
    await expectUncovered(row.getByText('Unpublished', { exact: true }));
    await page.screenshot({ path: test.info().outputPath(`activities-${width}.png`) });
  });

  test(`at ${width} px: the Level column stays in view when the level table scrolls sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openScreen(page, '/jigsaw/stats/level');
    const table = page.getByRole('table', { name: 'Level statistics' });
    const level1 = table.getByRole('button', { name: 'Level 1 metrics' });
    await expect(level1).toBeVisible({ timeout: 30_000 });
    await scrollRight(table);
    // The last column came into view, and the Level column with it.
    await expect(table.locator('thead th').last()).toBeInViewport();
    await expect(level1).toBeInViewport({ ratio: 1 });
    await expect(table.locator('thead th').first()).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: test.info().outputPath(`level-scrolled-${width}.png`) });
  });
}

async function heightOf(l: Locator) {
  return (await l.boundingBox())!.height;
}

test('many countries keep the Country field one line high, the rest as "+N"', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openScreen(page, '/jigsaw/stats/level');
  const bar = page.getByRole('form', { name: 'Query' });
  const country = bar.getByRole('textbox', { name: 'Country' });
  await expect(country).toBeVisible({ timeout: 30_000 });
  const platformHeight = await heightOf(bar.getByRole('textbox', { name: 'Platform' }));
  await country.click();
  const options = page.getByRole('option');
  await expect(options.nth(5)).toBeVisible();
  const picked = (await options.allTextContents()).slice(0, 6).map((t) => t.trim());
  for (const name of picked) await page.getByRole('option', { name, exact: true }).click();
  await page.keyboard.press('Escape');
  const countryBox = bar.locator('.mantine-PillsInput-input').filter({ has: page.getByRole('textbox', { name: 'Country' }) });
  // Two pills, then "+4" naming the other four on hover.
  const pills = countryBox.locator('.mantine-Pill-root');
  await expect(pills).toHaveCount(3);
  await expect(pills.nth(0)).toHaveText(picked[0]);
  await expect(pills.nth(1)).toHaveText(picked[1]);
  await expect(pills.nth(0)).toBeInViewport({ ratio: 1 });
  await expect(countryBox.getByTitle(picked.slice(2).join(', '), { exact: true })).toHaveText('+4');
  expect(Math.abs((await heightOf(countryBox)) - platformHeight)).toBeLessThanOrEqual(2);
  // Applied, the six countries are in the URL.
  await bar.getByRole('button', { name: 'Query' }).click();
  await expect(page).toHaveURL(new RegExp(`country=${picked.map(encodeURIComponent).join('%2C')}`));
  await page.screenshot({ path: test.info().outputPath('country.png') });
});

test('the create-project modal keeps its buttons in view at 900 px high', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openScreen(page, '/admin/projects');
  await page.getByRole('button', { name: 'Create', exact: true }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Create project' });
  await expect(dialog.getByRole('textbox', { name: 'Code' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create', exact: true })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
  // A longer config keeps them there too: the fields scroll, not the buttons.
  await dialog
    .getByRole('textbox', { name: 'Config' })
    .fill(`{\n${Array.from({ length: 12 }, (_, i) => `  "k${i}": ${i}`).join(',\n')}\n}`);
  await expect(dialog.getByRole('button', { name: 'Create', exact: true })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: test.info().outputPath('create-project.png') });
});
