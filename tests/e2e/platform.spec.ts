// The platform as an operator meets it: sign-in, projects, the switcher, the palette,
// access pages and managing projects.
import { expect, test } from './fixtures';
import { ADMIN, DEMO_USER, expectCurrentProject, logIn, logInWithForm, palette, projectSwitcher } from './helpers';

test.describe('login', () => {
  test('validates the form and shows the server message', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please enter correct mail')).toBeVisible();
    await expect(page.getByText('Please enter your password')).toBeVisible();

    await page.getByLabel('Mail').fill('not-a-mail');
    await page.getByLabel('Password', { exact: true }).fill('x');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please enter correct mail')).toBeVisible();
    await expect(page.getByText('Please enter your password')).toBeHidden();

    await page.getByLabel('Mail').fill(DEMO_USER.mail);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Wrong mail or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('greets the user and returns to the page asked for', async ({ page }) => {
    await page.goto('/tiles/overview');
    await expect(page).toHaveURL(/\/login\?next=%2Ftiles%2Foverview$/);
    await logInWithForm(page, DEMO_USER, page.url());
    await expect(page).toHaveURL(/\/tiles\/overview$/);
    await expect(page.getByRole('heading', { name: 'Tile Master' })).toBeVisible();

    await page
      .getByRole('link', { name: 'Home' })
      .or(page.getByRole('button', { name: 'Home' }))
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Hello!' })).toBeVisible();
    await expect(page.getByRole('main').getByText(DEMO_USER.name)).toBeVisible();
  });

  test('logs out from the user menu', async ({ page }) => {
    await logIn(page, DEMO_USER);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/projects');
    await expect(page).toHaveURL(/\/login\?next=/);
  });
});

test('projects page shows one panel per domain that has projects', async ({ page }) => {
  await logIn(page, ADMIN);
  await page.getByRole('link', { name: 'Projects', exact: true }).click();
  await expect(page).toHaveURL(/\/projects$/);
  const panels = page.getByRole('button', { name: /^Domain \d/ });
  await expect(panels).toHaveCount(3);
  await expect(panels.nth(0)).toContainText('Domain 1');
  await expect(panels.nth(1)).toContainText('Domain 2');
  await expect(panels.nth(2)).toContainText('Domain 3');
  await expect(page.getByText('Domain 4')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open Jigsaw Journey' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open Block Blast' })).toBeVisible();

  // Panels collapse; choosing a card makes it current and opens its overview.
  await panels.nth(0).click();
  await expect(page.getByRole('button', { name: 'Open Jigsaw Journey' })).toBeHidden();
  await page.getByRole('button', { name: 'Open Word Garden' }).click();
  await expect(page).toHaveURL(/\/words\/overview$/);
  await expectCurrentProject(page, 'words · Word Garden');
});

test('the switcher opens the same screen of the other project', async ({ page }) => {
  await logIn(page, DEMO_USER, '/jigsaw/overview');
  await expect(page.getByRole('heading', { name: 'Jigsaw Journey' })).toBeVisible();
  await expectCurrentProject(page, 'jigsaw · Jigsaw Journey');
  await projectSwitcher(page).click();
  // The switcher lists only the projects the demo user holds rights in, then Back.
  await expect(page.getByText('Step 1 of 1')).toBeVisible();
  const actions = page.locator('[data-action]');
  await expect(actions).toHaveCount(3);
  await expect(actions.nth(0)).toContainText('jigsaw · Jigsaw Journey');
  await expect(actions.nth(0)).toContainText('Current project');
  await expect(actions.nth(1)).toContainText('tiles · Tile Master');
  await actions.nth(1).click();
  await expect(page).toHaveURL(/\/tiles\/overview$/);
  await expect(page.getByRole('heading', { name: 'Tile Master' })).toBeVisible();
  await expectCurrentProject(page, 'tiles · Tile Master');

  // By keyboard: Enter on the switcher, type, Enter. Outside project screens the page stays.
  await page.getByRole('link', { name: 'Projects', exact: true }).click();
  // The new screen takes focus to its title once it shows: go to the switcher after that.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await projectSwitcher(page).focus();
  await page.keyboard.press('Enter');
  // Typing before the search has focus is palette-typeahead.spec.ts's; here, the switch itself.
  await expect(page.getByRole('combobox', { name: 'Command palette' })).toBeFocused();
  await page.keyboard.type('jigs');
  await page.keyboard.press('Enter');
  await expectCurrentProject(page, 'jigsaw · Jigsaw Journey');
  await expect(page).toHaveURL(/\/projects$/);

  // The choice is remembered.
  await page.goto('/');
  await expectCurrentProject(page, 'jigsaw · Jigsaw Journey');
});

test('the palette reaches screens and runs step commands by keyboard only', async ({ page }) => {
  await logIn(page, ADMIN);
  await palette(page, 'manage proj');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/projects$/);
  await expect(page.getByRole('heading', { name: 'Manage projects' })).toBeVisible();

  // A command with a step: pick the project, Backspace goes back, Escape closes.
  await palette(page, 'switch project');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Step 1 of 1')).toBeVisible();
  await page.keyboard.press('Backspace');
  await expect(page.getByText('Step 1 of 1')).toBeHidden();
  await expect(page.getByText('Search screens and commands…').or(page.getByPlaceholder('Search screens and commands…'))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox', { name: 'Command palette' })).toBeHidden();

  await palette(page, 'switch project');
  await page.keyboard.press('Enter');
  await page.keyboard.type('pins');
  await page.keyboard.press('Enter');
  await expectCurrentProject(page, 'pins · Pin Rescue');

  await palette(page, 'project overview');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pins\/overview$/);

  // Recently run commands come first (titled as the nav says: Overview).
  await page.keyboard.press('Control+K');
  await expect(page.locator('[data-action]').first()).toContainText('Overview');
  await page.keyboard.press('Escape');
});

test('a screen without the right shows 403, an unknown path 404', async ({ page }) => {
  await logIn(page, DEMO_USER, '/pins/overview');
  await expect(page.getByText("Sorry, you don't have access to this page.")).toBeVisible();
  await page.getByRole('button', { name: 'Back Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Hello!' })).toBeVisible();

  await page.goto('/admin/projects');
  await expect(page.getByText("Sorry, you don't have access to this page.")).toBeVisible();
  // Admin items are not offered to a user.
  await expect(page.getByRole('link', { name: 'Manage projects' })).toHaveCount(0);

  await page.goto('/no/such/page');
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  await page.getByRole('button', { name: 'Back Home' }).click();
  await expect(page.getByRole('heading', { name: 'Hello!' })).toBeVisible();
});

test('the 500 page and the refresh route', async ({ page }) => {
  await logIn(page, DEMO_USER, '/500');
  await expect(page.getByText('Sorry, the server is reporting an error')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back Home' })).toBeVisible();

  await page.goto('/refresh?path=%2Fprojects');
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto('/refresh?path=https%3A%2F%2Fexample.com%2F');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('the colour scheme toggles and is remembered', async ({ page }) => {
  await logIn(page, DEMO_USER);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Dark scheme' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await palette(page, 'toggle colour');
  await page.keyboard.press('Enter');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('an admin creates and edits a project', async ({ page }) => {
  const code = `e2e${Date.now().toString(36)}`;
  await logIn(page, ADMIN);
  await page.getByRole('link', { name: 'Manage projects' }).click();
  await page.getByRole('main').getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create project' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText("Please input project's code")).toBeVisible();
  await expect(dialog.getByText("Please input project's description")).toBeVisible();

  await dialog.getByLabel('Code').fill(`  ${code} `);
  await dialog.getByLabel('Nickname').fill('  E2E Quest ');
  await dialog.getByLabel('Description').fill('Made by the browser test');
  await dialog.getByRole('textbox', { name: 'Domain' }).click();
  await page.getByRole('option', { name: 'Domain 2' }).click();
  await dialog.getByLabel('Service host').fill('https://e2e.game.example.com');
  await dialog.getByRole('textbox', { name: 'Owners' }).click();
  await page.getByRole('option', { name: /Demo User/ }).click();
  await dialog.getByRole('textbox', { name: 'Config' }).fill('[1, 2]');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Config must be a JSON object')).toBeVisible();
  // The server checks the config against core's and the plugins' keys; its message shows at the field.
  await dialog.getByRole('textbox', { name: 'Config' }).fill('{"countries": "US"}');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('countries: a list of country codes')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Config' }).fill('{"tracking": false}');
  await dialog.getByRole('button', { name: 'Create' }).click();

  await expect(page.getByText('CREATED!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByText('E2E Quest', { exact: true })).toBeVisible();

  // Edit: the code is fixed, the rest changes.
  await page.getByRole('button', { name: `Edit ${code}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit project ${code}` });
  await expect(edit.getByLabel('Code')).toBeDisabled();
  await expect(edit.getByLabel('Code')).toHaveValue(code);
  await expect(edit.getByLabel('Nickname')).toHaveValue('E2E Quest');
  await expect(edit.getByRole('textbox', { name: 'Config' })).toHaveValue(/"tracking": false/);
  await edit.getByLabel('Nickname').fill('E2E Quest Renamed');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('UPDATED!')).toBeVisible();
  await expect(page.getByRole('main').getByText('E2E Quest Renamed', { exact: true })).toBeVisible();

  // The new project is in the switcher and has an overview.
  await page.goto(`/${code}/overview`);
  await expect(page.getByRole('heading', { name: 'E2E Quest Renamed' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Demo User')).toBeVisible();
  await expectCurrentProject(page, `${code} · E2E Quest Renamed`);

  // The palette's "Create project" opens the modal directly.
  await palette(page, 'create project');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Create project' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/admin\/projects$/);
});
