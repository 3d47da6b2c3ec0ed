// Push settings as an operator uses them: the form's messages, a pasted FCM service account and a
// chosen .p8 key saved (the screen then says "Set", never shows the secret), the env in the URL,
// Clear with its confirmation, prod read-only with the reason for a non-owner, the palette command.
import { generateKeyPairSync } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN, logIn } from './helpers';

const CODE = 'tiles';
const URL = `/${CODE}/operate/push/settings`;

function serviceAccount(projectId: string) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return {
    pem,
    json: JSON.stringify({
      type: 'service_account',
      project_id: projectId,
      private_key_id: 'abc',
      private_key: pem,
      client_email: `push@${projectId}.iam.gserviceaccount.com`,
      token_uri: 'https://oauth2.googleapis.com/token',
    }),
  };
}
const p8 = () => generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

const card = (page: Page, title: RegExp) => page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: title }) });

test('settings: messages, credentials saved write-only, env in the URL, clear', async ({ page }) => {
  await logIn(page, ADMIN, URL);
  await expect(page.getByRole('heading', { level: 1, name: 'Push settings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sandbox' })).toHaveAttribute('aria-selected', 'true');
  const fcm = card(page, /^FCM/);
  const apns = card(page, /^APNs/);
  await expect(fcm.getByLabel('FCM service account not set')).toBeVisible();
  await expect(apns.getByLabel('APNs key not set')).toBeVisible();

  // The form's own messages (the shared schema's).
  const cap = page.getByRole('textbox', { name: /Frequency cap/ });
  // The field clamps to 0..100 itself (the API's messages are in its test).
  await cap.fill('101');
  await cap.blur();
  await expect(cap).toHaveValue('100');
  await page.getByText(/^Quiet hours \(/).click();
  await expect(page.getByRole('switch', { name: /Quiet hours/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'Quiet from' }).fill('23:00');
  await page.getByRole('textbox', { name: 'Quiet until' }).fill('23:00');
  await page.getByRole('textbox', { name: 'Service account JSON' }).fill('{not json');
  await page.getByRole('textbox', { name: 'Key ID' }).fill('short');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Quiet hours must not start and end at the same time')).toBeVisible();
  await expect(page.getByText('The FCM service account is not JSON')).toBeVisible();
  await expect(page.getByText('The key ID is the 10 letters and digits Apple shows with the key')).toBeVisible();

  const account = serviceAccount('tiles-e2e');
  const key = p8();
  await cap.fill('2');
  await page.getByRole('textbox', { name: 'Quiet until' }).fill('07:30');
  await page.getByRole('textbox', { name: 'Service account JSON' }).fill(account.json);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose the .p8 key' }).click();
  await (await chooser).setFiles({ name: 'AuthKey_ABCDE12345.p8', mimeType: 'application/octet-stream', buffer: Buffer.from(key) });
  await expect(page.getByText('AuthKey_ABCDE12345.p8 chosen: saved with the settings')).toBeVisible();
  // A new key needs its ids.
  await page.getByRole('textbox', { name: 'Key ID' }).fill('');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('An APNs key needs its key ID, team ID and bundle ID').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Key ID' }).fill('ABCDE12345');
  await page.getByRole('textbox', { name: 'Team ID' }).fill('TEAM123456');
  await page.getByRole('textbox', { name: 'Bundle ID' }).fill('com.studio.tiles');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Push settings saved')).toBeVisible();
  await expect(fcm.getByLabel('FCM service account set')).toBeVisible();
  await expect(fcm.getByText('Firebase project tiles-e2e')).toBeVisible();
  await expect(apns.getByLabel('APNs key set')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Service account JSON' })).toHaveValue('');
  const keyLine = account.pem.split('\n')[1];
  expect(await page.content()).not.toContain(keyLine);
  expect(await page.content()).not.toContain(key.split('\n')[1]);

  // Stored: a reload shows them; prod is another env with its own (default) settings.
  await page.reload();
  await expect(page.getByRole('textbox', { name: /Frequency cap/ })).toHaveValue('2');
  await expect(page.getByRole('textbox', { name: 'Quiet until' })).toHaveValue('07:30');
  await expect(page.getByRole('textbox', { name: 'Bundle ID' })).toHaveValue('com.studio.tiles');
  await page.getByRole('tab', { name: 'Prod' }).click();
  await expect(page).toHaveURL(/env=prod/);
  await expect(card(page, /^FCM/).getByLabel('FCM service account not set')).toBeVisible();
  await expect(page.getByRole('switch', { name: /Production APNs/ })).toBeChecked();
  await page.getByRole('tab', { name: 'Sandbox' }).click();

  // Clear asks first; the badge then says so.
  await fcm.getByRole('button', { name: 'Clear FCM credentials' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('Push settings saved')).toBeVisible();
  await expect(fcm.getByLabel('FCM service account not set')).toBeVisible();
  await expect(apns.getByLabel('APNs key set')).toBeVisible();
});
