// Issue 9, screens: forms that said nothing on Save, misleading messages, bad URL state, rights
// assignment for an admin or unknown user, the dashboard's cards, and the palette.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, logIn, palette } from './helpers';

const dialog = (page: Page) => page.getByRole('dialog');

test.describe('every invalid field shows its message (item 12)', () => {
  test('Edit user: a bad alias mail of a LIMIT user', async ({ page }) => {
    await logIn(page, ADMIN, '/login?next=%2Fadmin%2Fusers');
    await page.getByRole('button', { name: 'Actions for limit@example.com' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit limit@example.com' });
    await edit.getByRole('radio', { name: 'LIMIT' }).check();
    await edit.getByLabel('Alias').fill('not-a-mail');
    await edit.getByLabel('Alias').press('Enter');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('Please enter the correct email address!')).toBeVisible();
  });

  test('Mail domains: a bad domain', async ({ page }) => {
    await logIn(page, ADMIN, '/login?next=%2Fadmin%2Fusers');
    await page.getByRole('button', { name: 'Mail domains' }).click();
    const modal = page.getByRole('dialog', { name: 'Mail domains' });
    await modal.getByLabel('Internal domains').fill('not a domain');
    await modal.getByLabel('Internal domains').press('Enter');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText('Not a domain', { exact: true })).toBeVisible();
  });

  test('Create activity: rule text that is not JSON', async ({ page }) => {
    await logIn(page, ADMIN, '/login?next=%2Fcolors%2Factivities');
    await page.getByRole('button', { name: 'Create activity' }).click();
    await dialog(page).getByRole('textbox', { name: 'Rule' }).fill('{ not json');
    await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog(page).getByText('Invalid JSON')).toBeVisible();
  });

  test('Create bundle: an empty loop interval says it is required with the other messages', async ({ page }) => {
    await logIn(page, ADMIN, '/login?next=%2Fwords%2Fbundles');
    await page.getByRole('main').getByRole('button', { name: 'Create' }).click();
    const modal = page.getByRole('dialog', { name: 'Create bundle' });
    await modal.getByLabel('Name').fill('e2e_interval');
    await modal.getByText('Loop', { exact: true }).click();
    await modal.getByLabel('Loop interval days').fill('');
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(modal.getByText('Please select start date')).toBeVisible();
    await expect(modal.getByText('Please input loop interval days')).toBeVisible();
  });
});

test.describe('bad URL state falls back to defaults with a notice (item 14)', () => {
  test('level statistics with ?start=garbage and ?ps=100000', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await logIn(page, ADMIN, '/login?next=%2Fjigsaw%2Fstats%2Flevel%3Fstart%3Dgarbage%26ps%3D100000');
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
