// Online releases as an operator works with them: v1 (create with the form's messages, upload to
// sandbox, sync to prod, upload to staging, switch after 'Are you sure to publish to Prod?'),
// v2 (create a general release from a file, its detail with step progress, deploy to sandbox),
// and v2 in tiles, the demo project with the flags multipart and quickDeploy: it opens on the
// Multipart tab; a multipart release made with the keyboard alone, deployed to sandbox then prod;
// quick deploy on the Release tab; prod locked for a user who is not an owner.
import axe from 'axe-core';
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { ADMIN, logIn, palette, openScreen } from './helpers';

const toast = (page: Page, text: string) => page.getByRole('alert').getByText(text, { exact: true });
/** The table row whose name cell is exactly `name`. */
const byName = (table: Locator, name: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('cell', { name, exact: true }) });
const zip = (name: string) => ({ name, mimeType: 'application/zip', buffer: Buffer.from(`e2e ${name} ${Date.now()}`) });

test('online release: create, upload, sync, staging, switch to prod', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, ADMIN, '/words/online_release');
  await expect(page.getByRole('heading', { name: 'Online release' })).toBeVisible();
  const table = page.getByRole('table', { name: 'sandbox online releases' });
  await expect(table.getByText('Spring levels', { exact: true })).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create online release' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Please input name')).toBeVisible();
  await expect(dialog.getByText('Please select Release Type')).toBeVisible();
  await expect(dialog.getByText('Please select a file')).toBeVisible();
  await dialog.getByLabel('Name').fill('e2e online');
  await dialog.getByLabel('Type').fill('main');
  await dialog.getByLabel('Min client version').fill('1.2.0');
  await dialog.locator('input[type="file"]').setInputFiles(zip('e2e_online.zip'));
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'CREATED!')).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: 'e2e online' });
  await expect(row.getByText('1.2.0 – 0.0.0')).toBeVisible();

  await row.getByRole('button', { name: 'Upload e2e online' }).click();
  await expect(toast(page, 'Uploaded')).toBeVisible();
  await expect(row.getByText(/returnId \d+/)).toBeVisible();
  await row.getByRole('button', { name: 'Sync e2e online to prod' }).click();
  await expect(toast(page, 'SUCCESS!')).toBeVisible();

  await page.getByRole('tab', { name: 'Prod' }).click();
  await expect(page).toHaveURL(/env=prod/);
  const prodRow = page.getByRole('table', { name: 'prod online releases' }).getByRole('row').filter({ hasText: 'e2e online' });
  await prodRow.getByRole('button', { name: 'Upload e2e online to staging' }).click();
  await expect(prodRow.getByText(/staging #\d+/)).toBeVisible();
  await prodRow.getByRole('button', { name: 'Switch e2e online to prod' }).click();
  await expect(page.getByText('Are you sure to publish to Prod?')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(prodRow.getByText(/returnId \d+/)).toBeVisible();
  await expect(prodRow.getByRole('button', { name: /to staging|to prod/ })).toHaveCount(0);

  // The palette uploads a sandbox release not uploaded yet (the demo's draft).
  await palette(page, 'Upload online release to sandbox');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Winter levels');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').getByText(/^Uploaded \(returnId \d+\)$/)).toBeVisible();
});

test('online releases v2: create a general release, see its steps, deploy to sandbox', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, ADMIN, '/words/online_release_v2');
  await expect(page.getByRole('heading', { name: 'Online releases V2' })).toBeVisible();
  await page.getByRole('button', { name: 'Create release' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create release' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Please input name')).toBeVisible();
  await expect(dialog.getByText('Please select From Type')).toBeVisible();
  await expect(dialog.getByText('Please input Version Tag')).toBeVisible();
  await dialog.getByLabel('Name').fill('e2e general');
  await dialog.getByRole('textbox', { name: 'From Type' }).click();
  await page.getByRole('option', { name: 'Manual upload' }).click();
  await dialog.getByLabel('Release Type').fill('main');
  await dialog.getByLabel('Version Tag').fill('v9');
  await dialog.locator('input[type="file"]').setInputFiles(zip('e2e_general.zip'));
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Created')).toBeVisible();
  const row = page.getByRole('table', { name: 'General releases' }).getByRole('row').filter({ hasText: 'e2e general' });
  await expect(row.getByText('Resource Ready')).toBeVisible();

  await row.getByRole('button', { name: 'Detail of e2e general' }).click();
  const detail = page.getByRole('dialog', { name: /e2e general/ });
  await expect(detail.getByRole('table', { name: 'Resources' }).getByText('Available')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Deploy to Staging' })).toBeDisabled();
  await detail.getByRole('button', { name: 'Deploy to Sandbox' }).click();
  await expect(toast(page, 'SUCCESS!')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Deploy to Staging' })).toBeEnabled();
  await expect(detail.getByRole('table', { name: 'Deploys' }).getByText('sandbox')).toBeVisible();
});

test('online releases v2 multipart: the project opens on Multipart; create with the keyboard, deploy to sandbox then prod', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, ADMIN, '/tiles/online_release_v2');
  await expect(page.getByRole('heading', { name: 'Online releases V2' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Multipart' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Release' })).toHaveAttribute('aria-selected', 'false');
  const table = page.getByRole('table', { name: 'Multipart releases' });
  await expect(byName(table, 'Tiles levels 1.0 in parts').getByText('Sandbox deployed')).toBeVisible();
  await expect(byName(table, 'Tiles levels 1.0 in parts (next)').getByText('Init')).toBeVisible();

  // The keyboard alone: the create button, the form's messages, the fields in tab order, Enter.
  await page.getByRole('button', { name: 'Create multipart release' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create multipart release' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Enter');
  for (const m of ['Please input name', 'Please select Release Type', 'Please select a release', 'Please input Version Tag'])
    await expect(dialog.getByText(m, { exact: true })).toBeVisible();
  const name = `e2e parts ${Date.now()}`;
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Release', exact: true })).toBeFocused();
  await page.keyboard.type('Tiles levels');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'Release', exact: true })).toHaveValue(/Tiles levels 1\.0 \(main\)$/);
  // The release type follows the chosen release's.
  await expect(dialog.getByRole('textbox', { name: 'Release Type' })).toHaveValue('main');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Release Type' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('v9.1');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Country' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Cut size (bytes)' })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('4096');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1.3.0');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Created')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Init')).toBeVisible();
  await expect(row.getByText('1.3.0 – 0.0.0')).toBeVisible();
  await expect(row.getByRole('button', { name: `Deploy ${name} to Prod` })).toBeDisabled();

  // The detail: step progress and parts; sandbox, then prod after 'Are you sure to publish to Prod?'.
  await row.getByRole('button', { name: `Detail of ${name}` }).click();
  const detail = page.getByRole('dialog', { name: new RegExp(`Multipart release \\d+: ${name}`) });
  const parts = detail.getByRole('table', { name: 'Parts' });
  await expect(parts.getByRole('row')).not.toHaveCount(0);
  expect(await parts.getByRole('row').count()).toBeGreaterThan(2); // the header and at least two parts of 4096 bytes
  await expect(detail.getByRole('button', { name: 'Deploy to Prod' })).toBeDisabled();
  await detail.getByRole('button', { name: 'Deploy to Sandbox' }).click();
  await expect(toast(page, 'SUCCESS!')).toBeVisible();
  await expect(detail.getByText(/Sandbox returnId \d+/)).toBeVisible();
  await expect(row.getByText('Sandbox deployed')).toBeVisible();
  await detail.getByRole('button', { name: 'Deploy to Prod' }).click();
  await expect(page.getByText('Are you sure to publish to Prod?')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(detail.getByText(/Prod returnId \d+/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(row.getByText('Prod deployed')).toBeVisible();

  // What the game client reads on prod: the parts in order, for a client the rule takes.
  const key = (await (await page.request.get('/v1/tiles/project')).json()).project.clientKey;
  const read = await (
    await page.request.get('/client/v1/tiles/prod/releases?platform=android&version=1.4.0', { headers: { 'x-client-key': key } })
  ).json();
  const live = read.multipart.find((m: { name: string }) => m.name === name);
  expect(live.resources.map((p: { sort: number }) => p.sort)).toEqual(live.resources.map((_: unknown, i: number) => i + 1));
});

test('online releases v2 quick deploy: the Release tab of the project that has it, not the others', async ({ page }) => {
  await logIn(page, ADMIN, '/tiles/online_release_v2');
  await page.getByRole('tab', { name: 'Release' }).click();
  await expect(page).toHaveURL(/tab=release/);
  const row = page.getByRole('table', { name: 'General releases' }).getByRole('row').filter({ hasText: 'Level pack 2026.2' });
  await expect(row.getByText('Resource Ready')).toBeVisible();
  // A release already on prod offers none.
  await expect(page.getByRole('button', { name: 'Quick deploy Level pack 2026.1 to sandbox' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Quick deploy Level pack 2026.2 to sandbox' }).click();
  await expect(toast(page, 'SUCCESS!')).toBeVisible();
  await expect(row.getByText('Sandbox deployed')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Quick deploy/ })).toHaveCount(0);
  // The detail shows the deploy, and staging is next.
  await row.getByRole('button', { name: 'Detail of Level pack 2026.2' }).click();
  const detail = page.getByRole('dialog', { name: /Level pack 2026\.2/ });
  await expect(detail.getByRole('table', { name: 'Deploys' }).getByText('sandbox')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Deploy to Staging' })).toBeEnabled();
  await page.keyboard.press('Escape');

  // words has neither the Multipart tab nor quick deploy.
  await openScreen(page, '/words/online_release_v2');
  await expect(page.getByRole('table', { name: 'General releases' }).getByText('Level pack 2026.2')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Multipart' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Quick deploy/ })).toHaveCount(0);
});

/** Critical or serious axe violations inside `scope` (the a11y gate's rules; it runs on jigsaw, which has no Multipart tab). */
async function axeViolations(page: Page, scope: string): Promise<string[]> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  if (!(await page.evaluate(() => !!(window as Window & { axe?: unknown }).axe))) await page.evaluate(axe.source);
  const found = await page.evaluate(
    (include) =>
      (window as Window & { axe?: typeof axe }).axe!.run({ include: [include] } as axe.ElementContext, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
        resultTypes: ['violations'],
      }),
    scope,
  );
  return found.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}`));
}

test('online releases v2 multipart: the tab, its create modal and its detail pass the a11y rules', async ({ page }) => {
  await logIn(page, ADMIN, '/tiles/online_release_v2');
  const table = page.getByRole('table', { name: 'Multipart releases' });
  await expect(byName(table, 'Tiles levels 1.0 in parts').getByText('Sandbox deployed')).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
  await page.getByRole('button', { name: 'Create multipart release' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create multipart release' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  // As the gate scans a main modal: open, before a Save (Mantine's red validation text is below AA
  // contrast in every form of the console; the theme's to fix, reported).
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await byName(table, 'Tiles levels 1.0 in parts').getByRole('button', { name: 'Detail of Tiles levels 1.0 in parts' }).click();
  const detail = page.getByRole('dialog', { name: /Multipart release \d+: Tiles levels 1\.0 in parts$/ });
  await expect(detail.getByRole('table', { name: 'Parts' })).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
});
