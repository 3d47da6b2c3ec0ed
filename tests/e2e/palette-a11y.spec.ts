// Issue 11 item 3, the palette for screen readers: a named dialog whose input is a combobox that
// controls a listbox of options, the active option named by aria-activedescendant as the arrows
// move; "Nothing found" and each step said in a status region; and focus back where it was on
// every way of closing it (Escape, Ctrl+K again, a click outside, a command that stays on the
// screen run with Enter or with a click).
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { ADMIN, logIn, palette } from './helpers';

const combobox = (page: Page) => page.getByRole('combobox', { name: 'Command palette' });
const status = (page: Page) => page.getByRole('dialog', { name: 'Command palette' }).getByRole('status');

/** The option the combobox names as active: it exists, is an option and is selected. */
async function activeOption(page: Page): Promise<Locator> {
  const id = await combobox(page).getAttribute('aria-activedescendant');
  expect(id, 'aria-activedescendant').toBeTruthy();
  const option = page.locator(`[id="${id}"]`);
  await expect(option).toHaveAttribute('role', 'option');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  return option;
}

test('the palette is a named dialog with a combobox, a listbox of options and the active one named', async ({ page }) => {
  await logIn(page, ADMIN);
  await palette(page, 'stat');
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
  const input = combobox(page);
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  const listId = await input.getAttribute('aria-controls');
  const listbox = page.locator(`[id="${listId}"]`);
  await expect(listbox).toHaveAttribute('role', 'listbox');
  const options = listbox.getByRole('option');
  expect(await options.count()).toBeGreaterThan(2);
  await expect(listbox.locator('[aria-selected="true"]')).toHaveCount(1);

  // The first option is active on open; the arrows move the active one, and only one is selected.
  await expect.poll(async () => (await activeOption(page)).getAttribute('id')).toBe(await options.nth(0).getAttribute('id'));
  await page.keyboard.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
  expect(await (await activeOption(page)).textContent()).toBe(await options.nth(1).textContent());
  await page.keyboard.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(2).getAttribute('id'))!);
  await page.keyboard.press('ArrowUp');
  await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
  await activeOption(page);
  await expect(listbox.locator('[aria-selected="true"]')).toHaveCount(1);
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');

  // Nothing found: said in the status region, and nothing is expanded or active.
  await page.keyboard.type('zzqqxx');
  await expect(status(page)).toHaveText('Nothing found');
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(input).not.toHaveAttribute('aria-activedescendant', /./);
});

test('a step change is said in the status region, with its title', async ({ page }) => {
  await logIn(page, ADMIN);
  await palette(page, 'switch project');
  await expect(status(page)).toHaveText('');
  await page.keyboard.press('Enter');
  await expect(status(page)).toContainText('Step 1 of 1');
  await expect(status(page)).toContainText('Switch project · Choose a project');
  // The step's choices are the listbox now, the current project's first.
  await activeOption(page);
  await page.keyboard.type('no such project');
  await expect(status(page)).toContainText('Nothing found');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await expect(status(page)).not.toContainText('Nothing found');
  // Back to the list: the status region empties.
  await page.keyboard.press('Backspace');
  await expect(status(page)).toHaveText('');
});

test.describe('focus returns where it was', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, ADMIN, '/tiles/overview');
    await expect(page.getByRole('button', { name: 'Open command palette' })).toBeVisible();
    // The screen's own title: opened inside the loaded app, it takes the focus as it shows (ScreenTitle).
    await expect(page.getByRole('heading', { level: 1, name: 'Tile Master' })).toBeVisible();
  });

  /** Focuses the user menu's button (a control in the header), opens the palette with Ctrl+K. */
  async function openFrom(page: Page): Promise<Locator> {
    const before = page.getByRole('button', { name: 'User menu' });
    await before.focus();
    await expect(before).toBeFocused();
    await page.keyboard.press('Control+K');
    await expect(combobox(page)).toBeFocused();
    return before;
  }

  test('after Escape', async ({ page }) => {
    const before = await openFrom(page);
    await page.keyboard.press('Escape');
    await expect(combobox(page)).toBeHidden();
    await expect(before).toBeFocused();
  });

  test('after Ctrl+K again', async ({ page }) => {
    const before = await openFrom(page);
    await page.keyboard.press('Control+K');
    await expect(combobox(page)).toBeHidden();
    await expect(before).toBeFocused();
  });

  test('after a click outside', async ({ page }) => {
    const before = await openFrom(page);
    await page.mouse.click(10, 790);
    await expect(combobox(page)).toBeHidden();
    await expect(before).toBeFocused();
  });

  test('after Enter on a command that stays on the screen', async ({ page }) => {
    const before = await openFrom(page);
    const scheme = await page.locator('html').getAttribute('data-mantine-color-scheme');
    await page.keyboard.type('toggle colour scheme');
    await page.keyboard.press('Enter');
    await expect(combobox(page)).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-mantine-color-scheme', scheme!);
    await expect(before).toBeFocused();
  });

  test('after a click on a command that stays on the screen, the first time the palette opens', async ({ page }) => {
    // Opened from the header's button this time; the palette's code loads on this first open.
    const before = page.getByRole('button', { name: 'Open command palette' });
    await before.focus();
    await page.keyboard.press('Enter');
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.type('toggle colour scheme');
    await page.getByRole('option', { name: /Toggle colour scheme/ }).click();
    await expect(combobox(page)).toBeHidden();
    await expect(before).toBeFocused();
  });
});
