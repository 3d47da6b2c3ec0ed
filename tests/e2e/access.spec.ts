// Access as an admin gives it and as the new user lives it (issue "Access").
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { ADMIN, logIn, palette, openScreen, logInToOpenScreens } from './helpers';

const NEW_USER = { mail: `tester.${Date.now()}@example.com`, name: 'Tess Tester' };

async function readSecret(page: Page): Promise<string> {
  const secret = page.getByTestId('secret');
  await expect(secret).toBeVisible();
  const value = (await secret.textContent())!.trim();
  await page.getByRole('button', { name: 'Done' }).click();
  return value;
}

test('an admin creates a user and grants a group of rights in one project; the user sees only that', async ({ page, browser }) => {
  await logIn(page, ADMIN, '/admin/users');
  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Please input the mail')).toBeVisible();
  await expect(dialog.getByText('Please input the displayName')).toBeVisible();
  await dialog.getByLabel('Mail').fill('not-a-mail');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Please enter the correct email address!')).toBeVisible();
  await dialog.getByLabel('Mail').fill(NEW_USER.mail);
  await dialog.getByLabel('Display name').fill(NEW_USER.name);
  await dialog.getByRole('button', { name: 'Add' }).click();
  const password = await readSecret(page);
  expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
  await expect(page.getByText(NEW_USER.mail, { exact: true })).toBeVisible();

  // Grant the group "Everything" in project words.
  await openScreen(page, '/words/rights');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'User', exact: true }).fill('Tess');
  await page.getByRole('option', { name: new RegExp(NEW_USER.name) }).click();
  await expect(page).toHaveURL(/\/words\/rights\/\d+$/);
  await page.getByPlaceholder('Pick groups').click();
  await page.getByRole('option', { name: 'Everything' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('checkbox', { name: 'projectOverview' })).toBeChecked();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('SUCCESS')).toBeVisible();

  // The audit log shows the assignment with its before/after.
  await openScreen(page, '/admin/audit?area=rights');
  await expect(page.getByRole('cell', { name: NEW_USER.mail }).first()).toBeVisible();

  // A second browser: the new user.
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await logIn(theirs, { mail: NEW_USER.mail, password });
  await expect(theirs.getByRole('heading', { name: 'Hello!' })).toBeVisible();
  await expect(theirs.getByRole('main').getByText(NEW_USER.name)).toBeVisible();
  await theirs.goto('/projects');
  const main = theirs.getByRole('main');
  await expect(main.getByText('Word Garden')).toBeVisible();
  await expect(main.getByText('Jigsaw Journey')).toHaveCount(0);
  const nav = theirs.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Overview' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Manage projects' })).toHaveCount(0);
  await theirs.goto('/words/overview');
  await expect(main.getByText('Word Garden').first()).toBeVisible();
  for (const forbidden of ['/admin/users', '/jigsaw/overview', '/words/rights']) {
    await theirs.goto(forbidden);
    await expect(theirs.getByText("Sorry, you don't have access to this page.")).toBeVisible();
  }
  await other.close();
});

test('an admin resets a password from the palette; the old one stops working', async ({ page, browser }) => {
  await logInToOpenScreens(page, ADMIN);
  // A user of this test's own, so other specs' demo users keep their passwords.
  const mail = `reset.${Date.now()}@example.com`;
  const created = await page.request.post('/v1/admin/user/createUser', { data: { mail, displayName: 'Reset Me' } });
  const first = (await created.json()).password as string;
  await palette(page, 'reset password');
  await page.keyboard.press('Enter');
  await page.keyboard.type(mail.split('@')[0]);
  await expect(page.getByText('Reset Me · USER')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Are you sure to reset the password?')).toBeVisible();
  await page.keyboard.press('Enter');
  const password = await readSecret(page);
  expect(password).not.toBe(first);
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await theirs.goto('/login');
  await theirs.getByLabel('Mail').fill(mail);
  await theirs.getByLabel('Password', { exact: true }).fill(first);
  await theirs.getByRole('button', { name: 'Log in' }).click();
  await expect(theirs.getByText('Wrong mail or password')).toBeVisible();
  await logIn(theirs, { mail, password });
  await other.close();
});

test('rights admin: create a right and a group; built-in rights cannot be deleted', async ({ page }) => {
  await logIn(page, ADMIN, '/admin/rights');
  await expect(page.getByRole('button', { name: 'Delete projectOverview' })).toBeDisabled();
  await page.getByRole('button', { name: 'Create Right' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please input Right name!')).toBeVisible();
  await dialog.getByLabel('Name').fill('exportReports');
  await dialog.getByLabel('Url').fill('/:code/reports');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('cell', { name: 'exportReports', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Group' }).click();
  await expect(page).toHaveURL(/tab=group/);
  await page.getByRole('button', { name: 'Create Group' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please input Group name!')).toBeVisible();
  await page.getByRole('dialog').getByLabel('Name').fill('Reporters');
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('cell', { name: 'Reporters', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Reporters' }).click();
  await expect(page.getByText('Are you sure delete it?')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Delete 1 row successfully')).toBeVisible();
});
