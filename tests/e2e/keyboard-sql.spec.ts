// Issue 11 items 1 and 5, the SQL keyboard walk: with the keyboard alone an operator reaches every
// control of the SQL page (the field tree, Run, Beauty, Query History, Export, the editor, the result
// table's headers and its pager), leaves the editor with Escape (after Monaco's own widgets) and with
// Ctrl+M then Tab, and opens the palette with Ctrl+K from inside the editor. Every step waits on focus.
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { ADMIN, logIn } from './helpers';

const editorInput = (page: Page) => page.getByRole('textbox', { name: 'SQL query' });
const editorText = async (page: Page) => (await page.locator('.monaco-editor .view-lines').innerText()).replace(/\u00a0/g, ' ');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Presses Tab (Shift+Tab with `back`) until `target` has focus, at most `max` times. */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

test('every control of the SQL page is reached with the keyboard, and the editor lets go', async ({ page }) => {
  await logIn(page, ADMIN, '/tiles/sql');
  const tree = page.getByRole('tree', { name: 'Fields' });
  await expect(tree.getByRole('treeitem', { name: 'events_tiles' })).toBeVisible();
  await expect(editorInput(page)).toBeVisible();
  const original = await editorText(page);
  // The editor does not take the focus on load.
  await expect(editorInput(page)).not.toBeFocused();

  // The field tree: fold and unfold by keyboard, insert a name with Enter (it lands in the editor).
  const fold = tree.getByRole('button', { name: 'Fold events_tiles' });
  await tabTo(page, fold);
  await page.keyboard.press('Enter');
  await expect(tree.getByRole('treeitem', { name: 'events_tiles' })).toHaveAttribute('aria-expanded', 'false');
  await expect(tree.getByRole('button', { name: 'Unfold events_tiles' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tree.getByRole('treeitem', { name: 'events_tiles' })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(tree.getByRole('button', { name: 'events_tiles', exact: true })).toBeFocused();
  await tabTo(page, tree.getByRole('button', { name: /^country/ }));
  await page.keyboard.press('Enter');
  await expect(editorInput(page)).toBeFocused();
  await expect.poll(() => editorText(page)).toMatch(/^country/);
  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(() => editorText(page)).toBe(original);

  // In the editor Tab is the editor's (it indents) until Ctrl+M.
  await page.keyboard.press('Tab');
  await expect(editorInput(page)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(() => editorText(page)).toBe(original);

  // Escape closes Monaco's suggestions first, then leaves the editor for the next control after it
  // (issue 28 item 24; with no result below yet the screen's first control, as Tab would wrap).
  await page.keyboard.press('Control+Space');
  await expect(page.locator('.monaco-editor .suggest-widget.visible')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.monaco-editor .suggest-widget.visible')).toBeHidden();
  await expect(editorInput(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(editorInput(page)).not.toBeFocused();
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  await tabTo(page, button(page, 'Run'));

  // Shift+Tab from Run goes back to the field tree's last control (the prop expression).
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: /^A prop:/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(button(page, 'Run')).toBeFocused();

  // Run with Enter: the result comes and focus stays on Run.
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Row count')).toHaveText('100 rows');
  await expect(button(page, 'Run')).toBeFocused();

  // Run's neighbours in order, then the editor.
  await page.keyboard.press('Tab');
  await expect(button(page, 'Beauty')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(button(page, 'Query History')).toBeFocused();
  await page.keyboard.press('Enter');
  const firstQuery = page.getByRole('menuitem').first();
  await expect(firstQuery).toBeVisible();
  // The menu takes focus a task after it shows (Mantine's focus trap); a user sees it open first.
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="menu"]') != null)).toBe(true);
  await page.keyboard.press('ArrowDown');
  await expect(firstQuery).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(firstQuery).toBeHidden();
  await expect(button(page, 'Query History')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(button(page, 'Export')).toBeEnabled();
  await expect(button(page, 'Export')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(editorInput(page)).toBeFocused();

  // Ctrl+M: Tab moves focus (said in the status region), on to the result's headers and pager.
  await page.keyboard.press('Control+M');
  await expect(page.getByRole('status').filter({ hasText: /^Tab moves focus$/ })).toHaveCount(1);
  await expect(page.getByText('Tab moves focus · Ctrl+M: Tab inserts a tab')).toBeVisible();
  // Tab leaves for the result: its scroll region first when it scrolls (a focusable region, so
  // keyboard users can scroll it), then the first header's button.
  const result = page.getByRole('table', { name: 'Query result' });
  await tabTo(page, result.getByRole('button').first(), { max: 2 });
  // Shift+Tab goes back through the editor to Export.
  await tabTo(page, editorInput(page), { back: true, max: 2 });
  await page.keyboard.press('Shift+Tab');
  await expect(button(page, 'Export')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(editorInput(page)).toBeFocused();
  // The pager's controls by position: their names are the table's own business.
  await tabTo(page, page.getByRole('textbox', { name: 'Rows per page' }));
  await tabTo(page, page.locator('.mantine-Pagination-control').filter({ hasText: /^2$/ }));
  await tabTo(page, page.locator('.mantine-Pagination-control').last());

  // Ctrl+M again: Tab is the editor's once more.
  await tabTo(page, editorInput(page), { back: true });
  await page.keyboard.press('Control+M');
  await expect(page.getByRole('status').filter({ hasText: /^Tab inserts a tab$/ })).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(editorInput(page)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(() => editorText(page)).toBe(original);
});

test('Ctrl+K in the editor opens the palette, and closing it returns to the editor', async ({ page }) => {
  await logIn(page, ADMIN, '/tiles/sql');
  await expect(editorInput(page)).toBeVisible();
  await page.locator('.monaco-editor .view-lines').click();
  await expect(editorInput(page)).toBeFocused();
  await page.keyboard.press('Control+K');
  const search = page.getByRole('combobox', { name: 'Command palette' });
  await expect(search).toBeFocused();
  // Monaco did not take Ctrl+K as the start of a chord: typing goes to the palette.
  await page.keyboard.type('toggle colour');
  await expect(search).toHaveValue('toggle colour');
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();
  await expect(editorInput(page)).toBeFocused();
  expect(await editorText(page)).not.toContain('toggle');
});
