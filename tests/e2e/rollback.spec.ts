// Rollback from the release panel (core/web/release): two sandbox releases of jigsaw's Mac
// check-update rules, then "Roll back" on the earlier one after the confirmation naming the env
// and the snapshot; the history marks the new rollback snapshot live.
import { expect, test } from './fixtures';
import { ADMIN, openScreen, logInToOpenScreens } from './helpers';

const rule = (startVersion: string, endVersion: string) => ({
  platform: 3,
  startVersion,
  endVersion,
  data: { title: { en: 'Update' }, msg: { en: 'Please update' }, buttons: [{ action: 'update', title: { en: 'Go' } }] },
});

test('roll back sandbox to an earlier release from the history panel', async ({ page }) => {
  await logInToOpenScreens(page, ADMIN);
  const publish = async () => {
    const r = await page.request.get('/v1/jigsaw/checkUpdateRules/publish?env=Sandbox&platform=3');
    expect(r.status()).toBe(200);
    return ((await r.json()) as { returnId: number }).returnId;
  };
  expect((await page.request.post('/v1/jigsaw/checkUpdateRules', { data: rule('8.0.0', '8.0.9') })).status()).toBe(200);
  const first = await publish();
  expect((await page.request.post('/v1/jigsaw/checkUpdateRules', { data: rule('8.1.0', '8.1.9') })).status()).toBe(200);
  const second = await publish();

  await openScreen(page, '/jigsaw/check-update?platform=3');
  await page.getByRole('button', { name: 'Releases' }).click();
  const panel = page.getByRole('table', { name: 'check-update rules on sandbox' });
  await expect(panel.getByTestId(`release-live-${second}`)).toBeVisible();
  await expect(page.getByTestId('release-last-sandbox')).toContainText(`#${second} publish`);

  await panel.getByRole('button', { name: `Roll back sandbox to #${first}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Roll back sandbox to #${first}?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Roll back' }).click();
  await expect(page.getByText(new RegExp(`^Rolled back sandbox to #${first} \\(returnId \\d+\\)$`))).toBeVisible();

  // The rollback is a new snapshot, live now; the one before it is not.
  await expect(panel.getByText(`rollback from #${first}`)).toBeVisible();
  await expect(panel.getByTestId(`release-live-${second}`)).toHaveCount(0);
  await expect(page.getByTestId('release-last-sandbox')).toContainText('rollback');
  // The live one offers no roll back; the earlier ones do.
  await expect(panel.getByRole('button', { name: `Roll back sandbox to #${second}` })).toBeVisible();
});
