// Check-update rules as an operator meets them: the Mac tab (never released in the demo),
// create with the form's messages and the Json view, edit by tabs, release to Sandbox and,
// after the WARNING, to Prod; delete; and the palette's publish command.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { ADMIN, logIn, palette } from './helpers';

const dialog = (page: Page) => page.getByRole('dialog');

test('create, edit, release and delete a Mac rule', async ({ page }) => {
  await logIn(page, ADMIN, '/colors/check-update');
  await page.getByRole('tab', { name: 'Mac' }).click();
  await expect(page).toHaveURL(/platform=3/);
  await expect(page.getByTestId('last-release-sandbox')).toContainText('waiting for sync');
  await expect(page.getByTestId('last-release-prod')).toContainText('waiting for sync');

  // Create: the spec's messages, then a valid rule; the Json view keeps a second language.
  await page.getByRole('main').getByRole('button', { name: 'Create', exact: true }).click();
  await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog(page).getByText('Please input version!')).toHaveCount(2);
  await expect(dialog(page).getByText('Please input title!')).toBeVisible();
  await expect(dialog(page).getByText('Please input message!')).toBeVisible();
  await expect(dialog(page).getByText("Need title for button 'update'")).toBeVisible();
  await dialog(page).getByRole('textbox', { name: 'Start Version' }).fill('3.1.0');
  await dialog(page).getByRole('textbox', { name: 'End Version' }).fill('3.0.0');
  await dialog(page).getByRole('textbox', { name: 'Title', exact: true }).fill('Time to update');
  await dialog(page).getByRole('textbox', { name: 'Message', exact: true }).fill('A better game is waiting.');
  await dialog(page).getByRole('textbox', { name: 'Button 1 title' }).fill('Update');
  await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog(page).getByText('startVersion must be smaller than endVersion!')).toBeVisible();
  await dialog(page).getByRole('textbox', { name: 'End Version' }).fill('3.9.9');

  await dialog(page).getByText('Json', { exact: true }).click();
  const json = dialog(page).getByRole('textbox', { name: 'Rule JSON' });
  await expect(json).toHaveValue(/"startVersion": "3.1.0"/);
  await json.fill('{"platform": 3,');
  await expect(dialog(page).getByText('Fix the JSON syntax to switch back to the form')).toBeVisible();
  await expect(dialog(page).getByRole('radio', { name: 'Form' })).toBeDisabled();
  await json.fill(
    JSON.stringify({
      platform: 3,
      startVersion: '3.1.0',
      endVersion: '3.9.9',
      data: {
        title: { en: 'Time to update', fr: 'Mettez à jour' },
        msg: { en: 'A better game is waiting.' },
        buttons: [{ action: 'update', title: { en: 'Update' } }],
      },
    }),
  );
  await dialog(page).getByText('Form', { exact: true }).click();
  await expect(dialog(page).getByText('Also in fr: edit those texts in the Json view.')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Created')).toBeVisible();
  const row = page.getByRole('row', { name: /3\.1\.0\s+3\.9\.9/ });
  await expect(row).toBeVisible();

  // Edit: the title tab holds both languages; an empty language code is refused.
  await row.getByRole('button', { name: /^Edit rule/ }).click();
  await expect(dialog(page).getByRole('tab', { name: 'update' })).toBeVisible();
  await dialog(page).getByRole('tab', { name: 'title' }).click();
  await expect(dialog(page).getByRole('textbox', { name: 'title text fr' })).toHaveValue('Mettez à jour');
  await expect(dialog(page).getByRole('button', { name: 'Remove title en' })).toBeDisabled();
  await dialog(page).getByRole('button', { name: 'Add language' }).click();
  await dialog(page).getByRole('textbox', { name: 'title text 3' }).fill('Aktualisieren');
  await dialog(page).getByRole('tab', { name: 'version' }).click();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByText('title language can not be null')).toBeVisible();
  await dialog(page).getByRole('textbox', { name: 'title language 3' }).fill('de');
  await dialog(page).getByRole('tab', { name: 'version' }).click();
  await dialog(page).getByRole('textbox', { name: 'End Version' }).fill('3.5.0');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('update SUCCEED!')).toBeVisible();
  await expect(page.getByRole('row', { name: /3\.1\.0\s+3\.5\.0/ })).toBeVisible();

  // Release: Sandbox at once, Prod after the WARNING (Cancel first: nothing happens).
  await page.getByRole('button', { name: 'Publish Mac to Sandbox' }).click();
  await expect(page.getByText('SUCCESS!')).toBeVisible();
  await expect(page.getByTestId('last-release-sandbox')).toContainText('by Admin');
  await page.getByRole('button', { name: 'Publish Mac to Prod' }).click();
  await expect(dialog(page).getByText('WARNING!')).toBeVisible();
  await expect(dialog(page).getByText('Are you sure you want to release Mac to Prod')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('last-release-prod')).toContainText('waiting for sync');
  await page.getByRole('button', { name: 'Publish Mac to Prod' }).click();
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('last-release-prod')).toContainText('by Admin');

  // Delete asks first.
  await page
    .getByRole('row', { name: /3\.1\.0\s+3\.5\.0/ })
    .getByRole('button', { name: /^Delete rule/ })
    .click();
  await expect(dialog(page).getByText('Are you sure you want to delete?')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('row', { name: /3\.1\.0\s+3\.5\.0/ })).toHaveCount(0);
});

test('the palette publishes a platform after its steps', async ({ page }) => {
  await logIn(page, ADMIN, '/colors/check-update?platform=2');
  await expect(page.getByTestId('last-release-sandbox')).toContainText('by Admin');
  await expect(page.getByTestId('last-release-prod')).toContainText('waiting for sync');
  await palette(page, 'Publish check-update rules');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Ios');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Prod');
  await page.keyboard.press('Enter');
  await expect(page.getByText('WARNING! Are you sure you want to release Ios to Prod')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('SUCCESS!')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('last-release-prod')).toContainText('by Admin');
});

// Beyond the spec: rules that know releases. Block Blast's demo has two releases live on prod for
// every platform: 'Spring levels' (1.0.0+) and the general 'Level pack 2026.1' (all versions).
test('a Mac rule that forces every version strands the live releases, and the Prod WARNING names them', async ({ page }) => {
  await logIn(page, ADMIN, '/blocks/check-update?platform=3');
  const row = page.getByRole('row', { name: /2\.0\.0\s+2\.3\.9/ });
  // The demo's skippable 2.0.0 – 2.3.9 rule only prompts.
  await expect(row.getByText('Prod: Prompts clients of Spring levels 1.0.0+')).toBeVisible();
  await expect(row.getByText('Prod: Prompts clients of Level pack 2026.1 all versions')).toBeVisible();

  // Edit it into a forcing rule for every version: the version tab says so as it is typed.
  await row.getByRole('button', { name: /^Edit rule/ }).click();
  const reach = dialog(page).getByTestId('rule-reach');
  await expect(reach.getByText('Prod: Prompts clients of Spring levels 1.0.0+')).toBeVisible();
  await dialog(page).getByRole('tab', { name: 'skip' }).click();
  await dialog(page).getByRole('button', { name: "Remove button 'skip'" }).click();
  await dialog(page).getByRole('tab', { name: 'version' }).click();
  await dialog(page).getByRole('textbox', { name: 'Start Version' }).fill('0.0.0');
  await dialog(page).getByRole('textbox', { name: 'End Version' }).fill('9.9.9');
  await expect(reach.getByText('Prod: Strands clients of Spring levels 1.0.0+')).toBeVisible();
  await expect(reach.getByText('Prod: Strands clients of Level pack 2026.1 all versions')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('update SUCCEED!')).toBeVisible();
  const forcing = page.getByRole('row', { name: /0\.0\.0\s+9\.9\.9/ });
  await expect(forcing.getByText('Prod: Strands clients of Spring levels 1.0.0+')).toBeVisible();

  // Sandbox: no confirmation (001), the reach told as information after.
  await page.getByRole('button', { name: 'Publish Mac to Sandbox' }).click();
  await expect(page.getByText('SUCCESS!')).toBeVisible();
  const notice = page.locator('.mantine-Notification-root').filter({ has: page.getByText('Live releases on Sandbox', { exact: true }) });
  await expect(notice).toContainText('Level pack 2026.1');

  // The palette's publish asks once more before a Prod publish that strands, naming the releases.
  await palette(page, 'Publish check-update rules');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Mac');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Prod');
  await page.keyboard.press('Enter');
  await expect(page.getByText('WARNING! Are you sure you want to release Mac to Prod')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByText(/no way to play on without updating .* on Prod: Level pack 2026\.1, Spring levels$/)).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('last-release-prod')).toContainText('waiting for sync');

  // Prod: the spec's WARNING, and below it the stranded releases by name.
  await page.getByRole('button', { name: 'Publish Mac to Prod' }).click();
  await expect(dialog(page).getByText('Are you sure you want to release Mac to Prod')).toBeVisible();
  const warning = dialog(page).getByTestId('strand-warning');
  await expect(warning).toContainText("Strands live releases' clients");
  await expect(warning).toContainText('Spring levels');
  await expect(warning).toContainText('Level pack 2026.1');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('last-release-prod')).toContainText('waiting for sync');
  await page.getByRole('button', { name: 'Publish Mac to Prod' }).click();
  await expect(dialog(page).getByTestId('strand-warning')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('last-release-prod')).toContainText('by Admin');
});
