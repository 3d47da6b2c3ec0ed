// Deploy Info as an admin uses it: opened at the path the services table links to, a deploy on the
// local runner (the demo's harmless template) followed to success, its log, a rollback of its exact
// image, the state labels (the demo's failed deploy), and the not-found screen for another key.
import net from 'node:net';
import { expect, test } from './fixtures';
import { ADMIN, logIn, openScreen } from './helpers';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

test('deploy on the local runner, follow it to success, its log, roll back', async ({ page }) => {
  test.setTimeout(120_000);
  // The services table's deploy action links to ManDeployments with key=service and the id.
  await logIn(page, ADMIN, '/admin/deployments/service/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Deploy Info' })).toBeVisible();
  const table = page.getByRole('table');
  // The demo's deployments of this service: real ones, their labels from 000 §4.
  await expect(table.getByText('failed !')).toBeVisible();
  await expect(table.getByText('success').first()).toBeVisible();

  await page.getByRole('button', { name: 'Deploy', exact: true }).click();
  const modal = page.getByRole('dialog');
  await expect(modal).toBeVisible();
  // The spec's messages for what is missing.
  await modal.getByLabel('Branch').fill('');
  await modal.getByRole('button', { name: 'Deploy', exact: true }).click();
  await expect(modal.getByText('Please select env')).toBeVisible();
  await expect(modal.getByText('Please select server')).toBeVisible();
  await expect(modal.getByText('Please input port')).toBeVisible();
  await expect(modal.getByText('Please input branch')).toBeVisible();

  // The Env select takes typing (issue 28 #20), as a native select: "p" picks prod, "d" dev.
  await modal.getByRole('textbox', { name: 'Env' }).focus();
  await page.keyboard.press('p');
  await expect(modal.getByRole('textbox', { name: 'Env' })).toHaveValue('prod');
  await page.keyboard.press('d');
  await expect(modal.getByRole('textbox', { name: 'Env' })).toHaveValue('dev');
  await expect(modal.getByText('Please select env')).toBeHidden();
  await modal.getByRole('textbox', { name: 'Server' }).click();
  await page
    .getByRole('option', { name: /127\.0\.0\.1|localhost/ })
    .first()
    .click();
  await modal.getByLabel('Port').fill(String(await freePort()));
  await modal.getByLabel('Branch').fill('main');
  await expect(modal.getByLabel('ccNamespace')).toHaveValue('default');
  await modal.getByLabel('Docker image').fill('registry.example.com/studio/e2e:2.0.0');
  await modal.getByRole('button', { name: 'Deploy', exact: true }).click();
  await expect(page.getByText('Deploy started')).toBeVisible();
  await expect(modal).toBeHidden();

  // The newest deploy is the first row; the list refreshes while it is active.
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText('registry.example.com/studio/e2e:2.0.0');
  await expect(first.getByText('success')).toBeVisible({ timeout: 60_000 });
  const id = (await first.getByRole('cell').first().innerText()).trim();

  await first.getByRole('button', { name: `Log of deploy #${id}` }).click();
  const log = page.getByRole('dialog').getByLabel('Deploy log');
  await expect(log).toContainText('started');
  await expect(log).toContainText('# probe answered 200');
  await log.focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await first.getByRole('button', { name: `Roll back to deploy #${id}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Redeploy the image registry.example.com/studio/e2e:2.0.0 to dev');
  await confirm.getByRole('button', { name: 'Roll back' }).click();
  await expect(page.getByText('Rollback started')).toBeVisible();
  const rolled = table.getByRole('row').nth(1);
  await expect(rolled).toContainText(`(rollback of #${id})`);
  await expect(rolled.getByText('success')).toBeVisible({ timeout: 60_000 });
});

test('another key than service is the not-found screen; the selector changes the address', async ({ page }) => {
  await logIn(page, ADMIN, '/admin/deployments/server/1');
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  await openScreen(page, '/admin/deployments/service/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Deploy Info' })).toBeVisible();
  // The services have loaded (the selector shows the route's one) before the list is opened.
  await expect(page.getByRole('textbox', { name: 'Service' })).not.toHaveValue('');
  await page.getByRole('textbox', { name: 'Service' }).click();
  // Another service by name: other specs add services that sort before the demo's.
  const other = page
    .getByRole('option')
    .filter({ hasNotText: /^jigsaw-api$/ })
    .first();
  await expect(other).toBeVisible();
  await other.click();
  await expect(page).toHaveURL(/\/admin\/deployments\/service\/(?!1$)\d+$/);
});
