// Issue 11, the keyboard walks: on activities, check-update, level statistics and users, with the
// keyboard alone every control of the screen's main gets focus while tabbing through, filter tabs
// move with the arrows, the main modal opens with Enter on its first field, one Escape closes it
// (even with an autocomplete's list open) and focus goes back to the button that opened it.
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { ADMIN, logIn } from './helpers';

/** The screen has drawn what it loads: the network is quiet and no loader spins. */
async function settled(page: Page, marker: Locator): Promise<void> {
  await expect(marker).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main .mantine-Loader-root')).toHaveCount(0, { timeout: 30_000 });
}

/**
 * Marks every control in `main` a keyboard user should reach with Tab (shown, enabled, in the tab
 * order: a roving tab list counts its selected tab, a radio group its checked radio) and returns their names, in page order.
 */
async function markControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]';
    const all = Array.from(document.querySelectorAll<HTMLElement>(`main ${selector}`));
    const controls = all.filter(
      (el) =>
        el.tabIndex >= 0 &&
        !(el as HTMLButtonElement).disabled &&
        // A radio group is one tab stop, its checked radio; the arrows move within (checked apart).
        !(
          el instanceof HTMLInputElement &&
          el.type === 'radio' &&
          !el.checked &&
          el.name &&
          document.querySelector(`input[type="radio"][name="${el.name}"]:checked`)
        ) &&
        !el.closest('[inert], [aria-hidden="true"]') &&
        el.checkVisibility({ visibilityProperty: true }) &&
        el.getClientRects().length > 0,
    );
    return controls.map((el, i) => {
      el.setAttribute('data-walk', String(i));
      const name =
        el.getAttribute('aria-label') ||
        el.textContent?.trim() ||
        (el as HTMLInputElement).placeholder ||
        el.getAttribute('role') ||
        el.tagName;
      return `${i}: ${el.tagName.toLowerCase()} ${name.slice(0, 40)} ${el.outerHTML.slice(0, 160)}`;
    });
  });
}

/** Tabs from the top of the page until every marked control had focus (or far enough to know one never will); returns those never reached. */
async function tabThrough(page: Page, controls: string[]): Promise<string[]> {
  await page.locator('body').evaluate((body) => {
    (document.activeElement as HTMLElement | null)?.blur();
    body.focus();
  });
  const reached = new Set<number>();
  // The header and the navigation come first; a generous bound stops a walk that loops.
  for (let i = 0; i < controls.length + 120 && reached.size < controls.length; i++) {
    await page.keyboard.press('Tab');
    const walk = await page.evaluate(() => document.activeElement?.getAttribute('data-walk'));
    if (walk != null) reached.add(Number(walk));
  }
  return controls.filter((_, i) => !reached.has(i));
}

/** Tabs (from wherever focus is) until `target` has focus. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 200 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/** Opens the main modal with Enter from its opener, checks the first field has focus, closes it with one Escape, checks focus is back. */
async function modalWalk(page: Page, opener: Locator): Promise<Locator> {
  await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The first field of the modal's body has focus (its close button only when the body has none).
  await expect
    .poll(() =>
      page.evaluate(() => {
        const content = document.activeElement?.closest('.mantine-Modal-content');
        if (!content) return 'focus outside the modal';
        const fields = Array.from(
          content.querySelectorAll<HTMLElement>(
            '.mantine-Modal-body :is(input:not([type="hidden"]), textarea, select, button, a[href], [tabindex])',
          ),
        ).filter((el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0);
        const first = fields[0] ?? content.querySelector('.mantine-Modal-close');
        return first === document.activeElement ? 'first field' : `focus on ${document.activeElement?.outerHTML.slice(0, 80)}`;
      }),
    )
    .toBe('first field');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  return dialog;
}

/** The filter tabs move with the arrow keys, and back. */
async function arrowsThroughTabs(page: Page, list: Locator, names: string[]): Promise<void> {
  const selected = list.getByRole('tab', { selected: true });
  await tabTo(page, selected);
  for (const name of names.slice(1)) {
    await page.keyboard.press('ArrowRight');
    await expect(list.getByRole('tab', { name, exact: true })).toBeFocused();
  }
  for (const name of names.slice(0, -1).reverse()) {
    await page.keyboard.press('ArrowLeft');
    await expect(list.getByRole('tab', { name, exact: true })).toBeFocused();
  }
  // The tabs own their panel: the selected one's shows the screen's content.
  const panel = page.getByRole('tabpanel', { name: names[0], exact: true });
  await expect(panel).toBeVisible();
}

/** A radio group moves with the arrow keys. */
async function arrowsThroughRadios(page: Page, group: Locator, names: string[]): Promise<void> {
  await tabTo(page, group.getByRole('radio', { checked: true }));
  for (const name of names.slice(1)) {
    await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('radio', { name, exact: true })).toBeFocused();
  }
}

test.beforeEach(async ({ page }) => {
  await logIn(page, ADMIN);
});

test('activities with the keyboard alone', async ({ page }) => {
  await page.goto('/jigsaw/activities');
  await settled(page, page.getByRole('button', { name: 'Create activity' }));
  const controls = await markControls(page);
  expect(controls.length).toBeGreaterThan(5);
  expect(await tabThrough(page, controls)).toEqual([]);
  await arrowsThroughTabs(page, page.getByRole('tablist'), ['Sandbox', 'Prod']);
  await modalWalk(page, page.getByRole('button', { name: 'Create activity' }));
});

test('check-update with the keyboard alone', async ({ page }) => {
  await page.goto('/jigsaw/check-update');
  await settled(page, page.getByRole('table', { name: 'Android rules' }));
  const controls = await markControls(page);
  expect(controls.length).toBeGreaterThan(5);
  expect(await tabThrough(page, controls)).toEqual([]);
  await arrowsThroughTabs(page, page.getByRole('tablist'), ['Android', 'Ios', 'Mac']);
  await modalWalk(page, page.getByRole('button', { name: 'Create', exact: true }));
});

test('level statistics with the keyboard alone', async ({ page }) => {
  await page.goto('/jigsaw/stats/level');
  await settled(page, page.getByRole('button', { name: 'Level 1 metrics' }));
  const controls = await markControls(page);
  expect(controls.length).toBeGreaterThan(5);
  expect(await tabThrough(page, controls)).toEqual([]);
  await modalWalk(page, page.getByRole('button', { name: 'Level 1 metrics' }));
  await arrowsThroughRadios(page, page.getByRole('radiogroup', { name: 'Catalog' }), ['Level', 'Event']);
});

test('users with the keyboard alone, and one Escape closes the modal with its autocomplete open', async ({ page }) => {
  await page.goto('/admin/users');
  await settled(page, page.getByRole('button', { name: 'Add', exact: true }));
  const controls = await markControls(page);
  expect(controls.length).toBeGreaterThan(5);
  expect(await tabThrough(page, controls)).toEqual([]);
  const add = page.getByRole('button', { name: 'Add', exact: true });
  await modalWalk(page, add);
  // Again, with the mail field's domain suggestions open.
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await expect(dialog.getByRole('textbox', { name: 'Mail' })).toBeFocused();
  await page.keyboard.type('ann');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
});
