// Common Translate as an admin works with it (000 §2.2, §4, §5): create with the spec's messages
// (en plus one empty row), tags, sync to projects with the sync check, an edit answered by the
// question to sync it to the linked projects with a three-way conflict (the demo's project-edited
// French "Continue"), rename ('lack of key'), tag management, the Excel import of a Gnumeric file,
// delete with 'Are you sure delete this task?'.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN, logIn } from './helpers';

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').getByText(text, typeof text === 'string' ? { exact: true } : undefined);
const menu = async (page: Page, key: string, action: string) => {
  await page.getByRole('button', { name: `Actions for ${key}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action }).click();
};
const search = async (page: Page, text: string) => {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/\./g, '\\.')}`));
};

test('create, sync, edit with the sync prompt and a conflict, tags, rename, import, delete', async ({ page }) => {
  test.setTimeout(150_000);
  await logIn(page, ADMIN, '/admin/translations');
  await expect(page.getByRole('heading', { name: 'Common Translate', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Actions for button.continue' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Translator' })).toHaveAttribute('href', '/adminManage/multiLang/translator?code=common');

  // Create: en plus one empty row; the messages; then a key with a French text and a tag.
  await page.getByRole('main').getByRole('button', { name: 'Create', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Create common key' });
  await expect(form.getByRole('textbox', { name: 'Language 1' })).toHaveValue('en · English');
  await expect(form.getByRole('textbox', { name: 'Language 1' })).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Remove language 1' })).toBeDisabled();
  await expect(form.getByRole('textbox', { name: 'Language 2' })).toHaveValue('');
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(form.getByText('can not be null', { exact: true })).toBeVisible();
  await expect(form.getByText("can't be null", { exact: true })).toHaveCount(2);
  await form.getByRole('textbox', { name: 'Key' }).fill('e2e.greeting');
  await form.getByRole('textbox', { name: 'Text 1' }).fill('Settings');
  // Translation memory: the French other keys use for "Settings".
  await expect(form.getByRole('button', { name: /^Use Paramètres for/ })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Language 2' }).click();
  await page.getByRole('option', { name: 'fr · French' }).click();
  await form.getByRole('button', { name: /^Use Paramètres for fr/ }).click();
  await expect(form.getByRole('textbox', { name: 'Text 2' })).toHaveValue('Paramètres');
  await form.getByRole('textbox', { name: 'Text 1' }).fill('Hello friend');
  await form.getByRole('textbox', { name: 'Text 2' }).fill('Bonjour ami');
  await form.getByRole('textbox', { name: 'Tags' }).fill('e2e');
  await form.getByRole('textbox', { name: 'Tags' }).press('Enter');
  await form.getByRole('textbox', { name: 'Tags' }).press('Tab');
  await form.getByRole('textbox', { name: 'Max length' }).fill('40');
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, 'CREATED!')).toBeVisible();
  await search(page, 'e2e.greeting');
  const row = page.getByRole('row').filter({ hasText: 'e2e.greeting' });
  await expect(row.getByText('Hello friend')).toBeVisible();
  await expect(row.getByText('Unfinished')).toBeVisible();
  await expect(row.getByText('e2e', { exact: true })).toBeVisible();

  // Sync to projects: the check says Sync (create), then it is synced into two projects.
  await row.getByRole('checkbox', { name: 'Select e2e.greeting' }).check();
  await page.getByRole('button', { name: 'Sync to projects (1)' }).click();
  const sync = page.getByRole('dialog', { name: 'Sync 1 key(s) to projects' });
  await sync.getByRole('textbox', { name: 'Projects' }).click();
  await page.getByRole('option', { name: /\(jigsaw\)/ }).click();
  await page.getByRole('option', { name: /\(words\)/ }).click();
  await sync.getByRole('textbox', { name: 'Projects' }).press('Tab');
  await sync.getByRole('button', { name: 'Sync check' }).click();
  const check = sync.getByRole('table', { name: 'Sync check' });
  await expect(check.getByText('create')).toHaveCount(2);
  await sync.getByRole('button', { name: 'Sync', exact: true }).click();
  await expect(toast(page, 'SUCCESS!')).toBeVisible();
  // Two languages, and now two projects.
  await expect(row.getByRole('cell', { name: '2', exact: true })).toHaveCount(2);

  // The demo's button.continue: jigsaw reworded its French itself. Edit the common French, then
  // the question to sync shows the conflict; take the common text for jigsaw.
  await search(page, 'button.continue');
  await page.getByRole('button', { name: 'Edit button.continue' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit button.continue' });
  await expect(edit.getByRole('textbox', { name: 'Key' })).toBeDisabled();
  const langs = await edit
    .getByRole('textbox', { name: /^Language \d+$/ })
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  const frIndex = langs.indexOf('fr · French') + 1;
  await edit.getByRole('textbox', { name: `Text ${frIndex}` }).fill('Continuez');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'UPDATED!')).toBeVisible();
  const ask = page.getByRole('dialog', { name: 'Sync the edit of button.continue to all linked projects?' });
  await expect(ask.getByText('1 conflict(s)')).toBeVisible();
  const askTable = ask.getByRole('table', { name: 'Sync check' });
  await expect(askTable.getByRole('row').filter({ hasText: 'Poursuivre' })).toBeVisible();
  await expect(askTable.getByText('takes common')).toBeVisible();
  await ask.getByText('Take common').click();
  await ask.getByRole('button', { name: 'Sync', exact: true }).click();
  await expect(toast(page, 'SUCCESS!').last()).toBeVisible();
  await menu(page, 'button.continue', 'Detail');
  const detail = page.getByRole('dialog', { name: 'Detail: button.continue' });
  const linked = detail.getByRole('table', { name: 'Linked projects' });
  await expect(linked.getByRole('row')).toHaveCount(3);
  await expect(linked.getByRole('cell', { name: 'none' })).toHaveCount(2);
  await page.keyboard.press('Escape');

  await search(page, 'e2e.greeting');
  await menu(page, 'e2e.greeting', 'Detail');
  await expect(page.getByRole('dialog', { name: 'Detail: e2e.greeting' }).getByText('Max length: 40')).toBeVisible();
  await page.keyboard.press('Escape');

  // Rename: 'lack of key', then a new key (the synced project keys follow).
  await search(page, 'e2e.greeting');
  await menu(page, 'e2e.greeting', 'Rename key');
  const rename = page.getByRole('dialog', { name: 'Rename e2e.greeting' });
  await rename.getByRole('textbox', { name: 'New key' }).fill('');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename.getByText('lack of key')).toBeVisible();
  await rename.getByRole('textbox', { name: 'New key' }).fill('e2e.welcome');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(toast(page, 'UPDATED! (2 project keys renamed too)')).toBeVisible();
  await search(page, 'e2e.welcome');
  await expect(page.getByRole('button', { name: 'Actions for e2e.welcome' })).toBeVisible();

  // Tag management: create, rename, delete.
  await page.getByRole('button', { name: 'Tags', exact: true }).click();
  const tags = page.getByRole('dialog', { name: 'Tag management' });
  await tags.getByRole('textbox', { name: 'New tag' }).fill('e2e-popup');
  await tags.getByRole('button', { name: 'Create tag' }).click();
  await expect(toast(page, 'CREATED!').last()).toBeVisible();
  await tags.getByRole('button', { name: 'Rename tag e2e-popup' }).click();
  await tags.getByRole('textbox', { name: 'New name of e2e-popup' }).fill('e2e-dialog');
  await tags.getByRole('button', { name: 'Save the name of e2e-popup' }).click();
  await expect(tags.getByRole('cell', { name: 'e2e-dialog', exact: true })).toBeVisible();
  await tags.getByRole('button', { name: 'Delete tag e2e-dialog' }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'OK' }).click();
  await expect(tags.getByRole('cell', { name: 'e2e-dialog', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Excel import: another kind is refused at once; a Gnumeric file creates its keys (a job the
  // modal follows to its end).
  await page.getByRole('button', { name: 'Excel import' }).click();
  const imp = page.getByRole('dialog', { name: 'Excel import' });
  const input = imp.locator('input[type="file"]');
  await input.setInputFiles({ name: 'keys.csv', mimeType: 'text/csv', buffer: Buffer.from('key,en\na,b') });
  await expect(imp.getByText('Only xlsx files can be uploaded')).toBeVisible();
  await expect(imp.getByRole('button', { name: 'Upload' })).toBeDisabled();
  await input.setInputFiles(path.resolve('tests/fixtures/common-keys.gnumeric.xlsx'));
  await imp.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page, 'Uploaded: 4 created, 0 updated, 0 unchanged')).toBeVisible();
  await search(page, 'menu.quit');
  await expect(page.getByRole('row').filter({ hasText: 'menu.quit' }).getByText('Quit', { exact: true })).toBeVisible();

  // Filter by tag and state: in the URL.
  await page.getByRole('textbox', { name: 'Search' }).fill('');
  await page.getByRole('textbox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Completed' }).click();
  await expect(page).toHaveURL(/state=completed/);
  await expect(page.getByRole('button', { name: 'Actions for menu.quit' })).toHaveCount(0);

  // Delete with the spec's confirmation.
  await page.getByRole('textbox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await search(page, 'e2e.welcome');
  await menu(page, 'e2e.welcome', 'Delete');
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm.getByText('Are you sure delete this task?')).toBeVisible();
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(toast(page, 'DELETED!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Actions for e2e.welcome' })).toHaveCount(0);
});

test('the palette opens the create form', async ({ page }) => {
  await logIn(page, ADMIN, '/admin/translations');
  await expect(page.getByRole('heading', { name: 'Common Translate', level: 1 })).toBeVisible();
  await page.keyboard.press('Control+K');
  await page.keyboard.type('Create common key');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Create common key' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/admin\/translations$/);
});
