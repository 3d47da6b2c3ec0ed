// Purchase orders end to end: an admin makes a server key in Manage projects, a game server
// reports an order with it, the order shows in the list once its env, platform and range are
// chosen, its JSON opens in the modal, and a refund report flips its state label.
import { expect, test } from './fixtures';
import { ADMIN, logIn, openScreen } from './helpers';

const CODE = 'pins';
const DAY = 86_400_000;

test('a reported order appears, opens as JSON, and shows its refund', async ({ page }) => {
  await logIn(page, ADMIN, '/admin/projects');
  await page.getByRole('button', { name: `Server key of ${CODE}` }).click();
  // A key made before (a rerun) is replaced only after a confirmation.
  const replace = page.getByRole('dialog').getByRole('button', { name: 'Replace' });
  const secret = page.getByTestId('secret');
  await expect(replace.or(secret)).toBeVisible();
  if (await replace.isVisible()) await replace.click();
  await expect(secret).toHaveText(/^sk_[A-Za-z0-9_-]{43}$/);
  const key = (await secret.textContent())!.trim();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Server key: set').first()).toBeVisible();

  const orderId = `E2E-${Date.now()}`;
  const bought = Date.now() - 10 * DAY;
  const headers = { authorization: `Bearer ${key}` };
  const order = {
    platform: 2,
    orderId,
    productName: 'Gem Chest 900',
    productId: 'com.studio.pins.gems_900',
    user_id: 'u_e2e',
    regionCode: 'JP',
    purchaseTimeMillis: bought,
    kind: 'appstore#transaction',
    purchaseState: 0,
    consumptionState: 1,
    info: { price: 1200, currency: 'JPY' },
  };
  const reported = await page.request.post(`/client/v1/${CODE}/sandbox/purchases`, { headers, data: { orders: [order] } });
  expect(reported.status()).toBe(200);
  expect(await reported.json()).toMatchObject({ accepted: 1, duplicates: 0 });
  expect((await page.request.post(`/client/v1/${CODE}/sandbox/purchases`, { data: { orders: [order] } })).status()).toBe(401);

  // Defaults: prod and Android. Choose sandbox, iOS, a range around the purchase, then search the product.
  const start = new Date(bought - 2 * DAY).toISOString().slice(0, 10);
  await openScreen(page, `/${CODE}/purchase-orders?start=${start}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase Orders' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Prod' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Android' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page
      .getByRole('textbox', { name: 'Date' })
      .or(page.getByRole('button', { name: /Date/ }))
      .first(),
  ).toContainText(start);
  await page.getByRole('tab', { name: 'Sandbox' }).click();
  await page.getByRole('tab', { name: 'iOS' }).click();
  await expect(page).toHaveURL(/env=sandbox/);
  await expect(page).toHaveURL(/platform=2/);
  await page.getByRole('textbox', { name: 'Product name' }).fill('gem chest');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/name=gem/);
  const row = page.getByRole('row').filter({ hasText: orderId });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Gem Chest 900');
  await expect(row).toContainText('Purchased');
  await expect(row).toContainText('Consumed');

  await row.getByRole('button', { name: `Order JSON of ${orderId}` }).click();
  const json = page.getByRole('dialog').getByTestId('order-json');
  await expect(json).toContainText(`"orderId": "${orderId}"`);
  await expect(json).toContainText('"currency": "JPY"');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const refunded = await page.request.post(`/client/v1/${CODE}/sandbox/purchases/${orderId}/refund`, {
    headers,
    data: { platform: 2, kind: 'refund', reason: 'Asked Apple' },
  });
  expect(refunded.status()).toBe(200);
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(row).toContainText('Canceled');
  await expect(row).toContainText('Refunded');

  // At 1280 and 1440 px the state (and its Refunded badge) is in view, the table inside the
  // viewport; the order id is cut to its column with a copy button.
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(row.getByText('Refunded', { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(row.getByText('Canceled', { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(row.getByRole('button', { name: `Copy order id ${orderId}` })).toBeInViewport({ ratio: 1 });
    const right = await page
      .getByRole('table')
      .first()
      .evaluate((t) => t.closest('.mrt-table-container')!.getBoundingClientRect().right);
    expect(right, `at ${width}`).toBeLessThanOrEqual(width);
  }
});
