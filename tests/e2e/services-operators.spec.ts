// Services for a project's operators (issue 29 #13): the demo USER, once an admin grants the
// `services` right in jigsaw (through the API), finds Project services in the project's nav and sees
// jigsaw's services (not words'), their status and latest deploys, and a service's api logs;
// no deploy, edit, token or Check now is offered (the screen says why), and the admin screens
// stay closed to them.
import { expect, test } from './fixtures';
import { ADMIN, DEMO_USER, logIn, logInToOpenScreens } from './helpers';

test('a USER with the services right reads the project services, latest deploys and api logs, read-only', async ({ page, browser }) => {
  await logInToOpenScreens(page, ADMIN);
  const { users } = await (await page.request.get('/v1/jigsaw/users')).json();
  const demo = users.find((u: { mail: string }) => u.mail === DEMO_USER.mail);
  const held = (await (await page.request.get(`/v1/jigsaw/authorize?userId=${demo.id}`)).json()).rights as string[];
  expect(
    (await page.request.post('/v1/jigsaw/authorize', { data: { userId: demo.id, rights: [...new Set([...held, 'services'])] } })).ok(),
  ).toBe(true);

  const context = await browser.newContext();
  const user = await context.newPage();
  try {
    await logIn(user, DEMO_USER, '/jigsaw/services');
    await expect(user.getByRole('link', { name: 'Project services', exact: true })).toBeVisible();
    await expect(user.getByRole('heading', { level: 1, name: 'Project services' })).toBeVisible();
    await expect(user.getByText('Servers, credentials and deploys (deploy, roll back, cancel) are for admins')).toBeVisible();

    const row = user.getByRole('row', { name: /jigsaw-api/ }).first();
    await expect(row).toContainText(/Running|Error!/);
    await expect(user.getByRole('row', { name: /words-api/ })).toHaveCount(0);
    for (const action of ['Deploy jigsaw-api', 'Edit jigsaw-api', 'API token of jigsaw-api', 'Check jigsaw-api now'])
      await expect(user.getByRole('button', { name: action })).toHaveCount(0);
    await expect(user.getByRole('button', { name: 'Create', exact: true })).toHaveCount(0);

    await row.getByRole('button', { name: 'Expand' }).click();
    const nested = user.getByRole('table', { name: 'Latest deployments of jigsaw-api' });
    await expect(nested).toBeVisible();
    await expect(nested.getByRole('row', { name: /prod/ })).toBeVisible();

    await row.getByRole('button', { name: 'Api logs of jigsaw-api' }).click();
    await expect(user).toHaveURL(/service=\d+/);
    const logs = user.getByRole('table', { name: 'Api logs of jigsaw-api' });
    await expect(logs.getByRole('row').nth(1)).toBeVisible();
    await expect(user.getByText('Errors counted')).toBeVisible();

    // The admin screens stay closed: no Admin links, and the address shows no data.
    await expect(user.getByRole('link', { name: 'Service api logs' })).toHaveCount(0);
    await user.goto('/admin/services');
    await expect(user.getByRole('heading', { level: 1, name: 'Services Info' })).toBeHidden();
    await expect(user.getByText("Sorry, you don't have access to this page.")).toBeVisible();
  } finally {
    await context.close();
    await page.request.post('/v1/jigsaw/authorize', { data: { userId: demo.id, rights: held } });
  }
});
