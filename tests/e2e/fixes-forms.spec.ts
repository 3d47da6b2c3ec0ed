// Issue 9, screens: bad URL state, rights assignment for an admin or unknown user, and focus in a
// modal the palette opens. Its form messages are the forms' unit tests (core/web/form.test.ts, each
// plugin's formValues tests) and the API tests that answer them; the dashboard's cards linking only
// to screens the user may open, tests/unit/links.test.ts (allowedHref) and dashboard's cards.test.ts.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { ADMIN, logIn, palette, openScreen, logInToOpenScreens } from './helpers';

const dialog = (page: Page) => page.getByRole('dialog');

test.describe('bad URL state falls back to defaults with a notice (item 14)', () => {
  test('level statistics with ?start=garbage and ?ps=100000', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await logIn(page, ADMIN, '/jigsaw/stats/level?start=garbage&ps=100000');
    await expect(page.getByRole('heading', { name: 'Level statistics' })).toBeVisible();
    await expect(page.getByText('Link not understood')).toBeVisible();
    await expect(page.getByText(/Ignored start=garbage, ps=100000/)).toBeVisible();
    // The address now says what the screen shows; the page size is the default.
    await expect(page).not.toHaveURL(/start=garbage|ps=100000/);
    await expect(page.getByRole('textbox', { name: 'Rows per page' }).first()).toHaveValue('10');
    await expect(page.getByRole('table', { name: 'Level statistics' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test('rights assignment for an ADMIN or an unknown user id stays disabled until a real user is chosen (item 15)', async ({ page }) => {
  await logInToOpenScreens(page, ADMIN);
  const { users } = (await (await page.request.get('/v1/user')).json()) as { users: { id: number; mail: string }[] };
  const admin = users.find((u) => u.mail === ADMIN.mail)!;
  for (const id of [admin.id, 987654]) {
    await openScreen(page, `/words/rights/${id}`);
    await expect(page.getByRole('heading', { name: 'Rights' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: `User id ${id} cannot be given rights here` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Check all' })).toBeDisabled();
    await expect(page.getByRole('checkbox').first()).toBeDisabled();
  }
  await page.getByRole('textbox', { name: 'User' }).click();
  await page.getByRole('option', { name: /user@example\.com/ }).click();
  await expect(page).toHaveURL(/\/words\/rights\/\d+$/);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await expect(page.getByRole('checkbox').first()).toBeEnabled();
});

test.describe('palette (item 17)', () => {
  test('Create activity opens with focus on its first field', async ({ page }) => {
    await logIn(page, ADMIN, '/colors/activities');
    await palette(page, 'Create activity');
    await page.keyboard.press('Enter');
    await expect(dialog(page).getByText('Create New Activity')).toBeVisible();
    await expect(dialog(page).getByRole('textbox', { name: 'Name' })).toBeFocused();
    // The same for a modal opened with the mouse.
    await page.keyboard.press('Escape');
    await openScreen(page, '/admin/users');
    await page.getByRole('button', { name: 'Mail domains' }).click();
    await expect(page.getByRole('dialog', { name: 'Mail domains' }).getByLabel('Internal domains')).toBeFocused();
  });
});
