// The services catalog as an admin uses it: a server created with its credential (shown as set,
// never echoed by the screen or any answer), a service created and checked (Running), its API
// token shown once and used to report errors, its api logs with the red counts and the statistic;
// the api logs screen without an id opens the first service (a USER is refused them: catalog.test.ts).
import { expect, test } from './fixtures';
import { ADMIN, logIn, palette, openScreen, logInToOpenScreens } from './helpers';
import { e2eServer } from './server.mjs';

const MARK = `E2eCatalogKeyMaterial${Date.now()}`;
const KEY = [
  '-----BEGIN OPENSSH PRIVATE KEY-----',
  `b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW${MARK}`,
  '-----END OPENSSH PRIVATE KEY-----',
].join('\n');

test('servers: the required messages, a credential saved write-only, edit keeps it', async ({ page }) => {
  const answers: string[] = [];
  page.on('response', async (r) => {
    if (r.url().includes('/v1/admin/servers')) answers.push(await r.text().catch(() => ''));
  });
  await logIn(page, ADMIN, '/admin/servers');
  await expect(page.getByRole('heading', { level: 1, name: 'Servers' })).toBeVisible();
  await expect(page.getByRole('row', { name: /local/ })).toBeVisible();

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create server' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Please input name')).toBeVisible();
  await expect(dialog.getByText('Please input ip')).toBeVisible();
  await expect(dialog.getByText('Please input service root dir')).toBeVisible();

  const name = `e2e-server-${Date.now() % 100000}`;
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`  ${name} `);
  await dialog.getByRole('textbox', { name: 'IP', exact: true }).fill('not a host!');
  await dialog.getByRole('textbox', { name: 'Service root dir' }).fill('/srv/e2e');
  await dialog.getByRole('textbox', { name: /Credential/ }).fill(KEY);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Use an IPv4 or IPv6 address or a host name')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'IP', exact: true }).fill('10.9.8.7');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('10.9.8.7');
  await expect(row).toContainText('set');
  await row.getByRole('button', { name: `Edit server ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit server ${name}` });
  const credential = edit.getByRole('textbox', { name: /Credential/ });
  await expect(credential).toHaveValue('');
  await expect(credential).toHaveAttribute('placeholder', 'Leave empty to keep the current one');
  await expect(edit.getByLabel('A credential is set')).toBeVisible();
  await edit.getByRole('textbox', { name: 'SSH port' }).fill('2222');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('root@:2222');
  await expect(row).toContainText('set');

  expect(await page.content()).not.toContain(MARK);
  expect(answers.length).toBeGreaterThan(1);
  expect(answers.join('\n')).not.toContain(MARK);
});

test('services: create, check now, a token shown once, the api logs with red counts', async ({ page }) => {
  await logIn(page, ADMIN, '/admin/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services Info' })).toBeVisible();
  await expect(page.getByText(/^Last refreshed /)).toBeVisible();
  await expect(page.getByRole('row', { name: /jigsaw-push-gateway/ })).toBeVisible();

  const name = `e2e-svc-${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create service' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Please input name')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(` ${name} `);
  await dialog.getByRole('textbox', { name: 'Liveness probe' }).fill('ftp://nope');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('The liveness probe is an http(s) URL (or leave it empty)')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Liveness probe' }).fill(`${e2eServer().url}/healthz`);
  await dialog.getByRole('textbox', { name: 'Repository' }).fill('git@github.com:studio/e2e.git');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('git@github.com:studio/e2e.git');
  await expect(row).toContainText('Error!');
  await row.getByRole('button', { name: `Check ${name} now` }).click();
  await expect(row).toContainText('Running');

  // The deploy action goes to ManDeployments (key=service, id).
  await expect(row.getByRole('link', { name: `Deploy ${name}` })).toHaveAttribute('href', /\/admin\/deployments\/service\/\d+$/);

  // A token, shown once; the service reports with it.
  await row.getByRole('button', { name: `API token of ${name}` }).click();
  const token = (await page.getByTestId('secret').textContent())?.trim() ?? '';
  expect(token).toMatch(/^svc_/);
  await page.getByRole('button', { name: 'Done' }).click();
  const report = await page.request.post('/client/v1/services/apiLogs', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      server: 'game-e2e',
      entries: [
        { api: '/v1/login', errCode: '500', count: 7 },
        { api: '/v1/shop', errCode: 'E_RECEIPT', count: 2 },
        { api: '/v1/login', errCode: '500' },
      ],
    },
  });
  expect(report.status()).toBe(200);
  expect(await page.content()).not.toContain(token);

  await row.getByRole('link', { name: `Api logs of ${name}` }).click();
  await expect(page).toHaveURL(/\/admin\/services\/apiLogs\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Service api logs' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Service' })).toHaveValue(name);
  const table = page.getByRole('table', { name: `Api logs of ${name}` });
  const hot = table.getByRole('row', { name: /\/v1\/login/ });
  await expect(hot).toContainText('8');
  await expect(hot).toContainText('(at or above 5)');
  await expect(table.getByRole('row', { name: /\/v1\/shop/ })).not.toContainText('at or above');
  await expect(page.getByText('Rows at or above 5').locator('..')).toContainText('1');
  await expect(page.getByText('Errors counted').locator('..')).toContainText('10');

  // Another service through the selector: the URL follows.
  await page.getByRole('textbox', { name: 'Service' }).click();
  await page.getByRole('option', { name: /^jigsaw-api/ }).click();
  await expect(page.getByRole('table', { name: 'Api logs of jigsaw-api' }).getByText('(at or above 5)').first()).toBeVisible();
});

test('api logs without an id open the first service; the palette reaches the screens', async ({ page }) => {
  await logIn(page, ADMIN, '/admin/services/apiLogs');
  await expect(page).toHaveURL(/\/admin\/services\/apiLogs\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Service api logs' })).toBeVisible();
  await palette(page, 'Create server');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Create server' })).toBeVisible();
});

test('the nested latest-deployments table stays within the screen at 1280 and 1440, long images cut with a copy button (issue 28 #19)', async ({
  page,
}) => {
  await logInToOpenScreens(page, ADMIN);
  const name = `a-e2e-wide-${Date.now() % 100000}`;
  const made = await page.request.post('/v1/admin/services', {
    data: {
      name,
      projectCode: 'jigsaw',
      repository: 'git@github.com:studio/a-very-long-repository-name-for-the-layout-check.git',
      host: '',
      livenessProbe: '',
      deployTemplate: 'exit 1',
    },
  });
  expect(made.status()).toBe(200);
  const id = (await made.json()).result.id as number;
  const servers = (await (await page.request.get(`/v1/admin/services/${id}/deployInfo`)).json()).servers as { id: number; ip: string }[];
  const image = `registry.example.com/studio/${name}@sha256:${'0123456789abcdef'.repeat(4)}`;
  const deployed = await page.request.post(`/v1/admin/services/${id}/deploy`, {
    data: {
      env: 'prod',
      serverId: (servers.find((s) => s.ip === '127.0.0.1') ?? servers[0]).id,
      port: 4321,
      branch: 'release/2026-12-with-a-rather-long-branch-name',
      ccNamespace: 'default',
      deployOnly: false,
      dockerImageUrl: image,
    },
  });
  expect(deployed.status()).toBe(200);
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await openScreen(page, '/admin/services');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByRole('button', { name: 'Expand' }).click();
    const nested = page.getByRole('table', { name: `Latest deployments of ${name}` });
    await expect(nested).toBeVisible();
    // Every column, Updated included, inside the window; the state beside the env.
    for (const header of ['Env', 'State', 'Server', 'Port', 'Branch', 'Image', 'Updated']) {
      const box = (await nested.getByRole('columnheader', { name: header, exact: true }).boundingBox())!;
      expect(box.x + box.width, `${header} at ${width}`).toBeLessThanOrEqual(width);
    }
    await expect(nested.getByRole('button', { name: 'Copy image of prod' })).toBeVisible();
    await expect(nested.getByText(image)).toBeVisible();
  }
});
