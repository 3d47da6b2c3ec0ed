// Issue 9, screens: forms that said nothing on Save, misleading messages, bad URL state, rights
// assignment for an admin or unknown user, the dashboard's cards, and the palette.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { ADMIN, logIn, palette, openScreen } from './helpers';

const dialog = (page: Page) => page.getByRole('dialog');

test.describe('every invalid field shows its message (item 12)', () => {
  test('Edit user: a bad alias mail of a LIMIT user', async ({ page }) => {
    await logIn(page, ADMIN, '/admin/users');
    await page.getByRole('button', { name: 'Actions for limit@example.com' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit limit@example.com' });
    await edit.getByRole('radio', { name: 'LIMIT' }).check();
    await edit.getByLabel('Alias').fill('not-a-mail');
    await edit.getByLabel('Alias').press('Enter');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('Please enter the correct email address!')).toBeVisible();
  });

  test('Mail domains: a bad domain', async ({ page }) => {
    await logIn(page, ADMIN, '/admin/users');
    await page.getByRole('button', { name: 'Mail domains' }).click();
    const modal = page.getByRole('dialog', { name: 'Mail domains' });
    await modal.getByLabel('Internal domains').fill('not a domain');
    await modal.getByLabel('Internal domains').press('Enter');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText('Not a domain', { exact: true })).toBeVisible();
  });

  test('Create activity: rule text that is not JSON', async ({ page }) => {
    await logIn(page, ADMIN, '/colors/activities');
    await page.getByRole('button', { name: 'Create activity' }).click();
    await dialog(page).getByRole('textbox', { name: 'Rule' }).fill('{ not json');
    await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog(page).getByText('Invalid JSON')).toBeVisible();
  });

  test('Create bundle: an empty loop interval says it is required with the other messages', async ({ page }) => {
    await logIn(page, ADMIN, '/words/bundles');
    await page.getByRole('main').getByRole('button', { name: 'Create' }).click();
    const modal = page.getByRole('dialog', { name: 'Create bundle' });
    await modal.getByLabel('Name').fill('e2e_interval');
    await modal.getByText('Loop', { exact: true }).click();
    await modal.getByLabel('Loop interval days').fill('');
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(modal.getByText('Please select start date')).toBeVisible();
    await expect(modal.getByText('Please input loop interval days')).toBeVisible();
  });
});

test.describe('bad URL state falls back to defaults with a notice (item 14)', () => {
  test('level statistics with ?start=garbage and ?ps=100000', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await logIn(page, ADMIN, '/jigsaw/stats/level?start=garbage&ps=100000');
    await expect(page.getByRole('heading', { name: 'Level statistics' })).toBeVisible();
    await expect(page.getByText('Link not understood')).toBeVisible();
    await expect(page.getByText(/Ignored start=garbage, ps=100000/)).toBeVisible();
    // The address now says what the screen shows; the page size is the default.
    await expect(page).not.toHaveURL(/start=garbage|ps=100000/);
    await expect(page.getByRole('textbox', { name: 'Rows per page' }).first()).toHaveValue('10');
    await expect(page.getByRole('table', { name: 'Level statistics' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test('rights assignment for an ADMIN or an unknown user id stays disabled until a real user is chosen (item 15)', async ({ page }) => {
  await logIn(page, ADMIN);
  const { users } = (await (await page.request.get('/v1/user')).json()) as { users: { id: number; mail: string }[] };
  const admin = users.find((u) => u.mail === ADMIN.mail)!;
  for (const id of [admin.id, 987654]) {
    await openScreen(page, `/words/rights/${id}`);
    await expect(page.getByRole('heading', { name: 'Rights' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: `User id ${id} cannot be given rights here` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Check all' })).toBeDisabled();
    await expect(page.getByRole('checkbox').first()).toBeDisabled();
  }
  await page.getByRole('textbox', { name: 'User' }).click();
  await page.getByRole('option', { name: /user@example\.com/ }).click();
  await expect(page).toHaveURL(/\/words\/rights\/\d+$/);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await expect(page.getByRole('checkbox').first()).toBeEnabled();
});

/** Calls the API from the signed-in page (same origin, its cookie). */
async function call<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ([p, b]) => {
      const r = await fetch(`/v1${p}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(b) });
      if (!r.ok) throw new Error(`${p}: ${r.status} ${await r.text()}`);
      return r.json();
    },
    [path, body] as const,
  ) as Promise<T>;
}

test.describe('dashboard (item 16)', () => {
  test('the Total users card opens its screen over the dashboard’s window', async ({ page }) => {
    await logIn(page, ADMIN, '/jigsaw/dashboard');
    const window = await page.getByText(/^\d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d /).textContent();
    const [, start, end] = /^(\S+) to (\S+)/.exec(window ?? '')!;
    await page.getByTestId('card-totalUsers').click();
    await expect(page.getByRole('heading', { name: 'Total users and accounts' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`start=${start}&end=${end}`));
    await expect(page.getByRole('button', { name: 'Date' })).toHaveText(`${start} – ${end}`);
    await expect(
      page.getByRole('table', { name: 'Total users and accounts' }).getByRole('cell', { name: start, exact: true }),
    ).toBeVisible();
  });

  test('cards link only to screens the user may open', async ({ page, browser }) => {
    await logIn(page, ADMIN);
    const mail = `dash${Date.now()}@example.com`;
    const made = await call<{ id: number; password: string }>(page, '/admin/user/createUser', { mail, displayName: 'Dash Viewer' });
    await call(page, '/jigsaw/authorize', { userId: made.id, rights: ['dashboard', 'dailyActiveUser'] });
    const other = await browser.newPage();
    await logIn(other, { mail, password: made.password }, '/jigsaw/dashboard');
    await expect(other.getByTestId('card-androidDau')).toHaveAttribute('href', /\/jigsaw\/stats\/dailyActiveUser\?/);
    for (const id of ['totalUsers', 'androidDnu', 'newAccount', 'finishPerUser']) {
      await expect(other.getByTestId(`card-${id}`)).toBeVisible();
      await expect(other.getByTestId(`card-${id}`)).not.toHaveAttribute('href', /.*/);
    }
    await other.close();
  });
});

test.describe('palette (item 17)', () => {
  const actions = (page: Page) => page.locator('#command-palette-actions [data-action]');

  test('finds a screen by its sidebar label', async ({ page }) => {
    await logIn(page, ADMIN, '/words/bundles');
    await palette(page, 'In-house ads');
    await expect(actions(page).first()).toContainText('In-house ads');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/words\/in-house-ads$/);
  });

  test('"upload bundles" offers sandbox first, and the platform step starts on the tab the user is on', async ({ page }) => {
    await logIn(page, ADMIN, '/words/bundles');
    await page.getByRole('tab', { name: 'iOS' }).click();
    await expect(page).toHaveURL(/platform=2/);
    await palette(page, 'upload bundles');
    await expect(actions(page).first()).toContainText('Upload bundles to sandbox');
    await page.keyboard.press('Enter');
    await expect(actions(page).first()).toContainText('iOS');
    await expect(actions(page).first()).toContainText('On this screen');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Upload the iOS bundles to sandbox?')).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('Create activity opens with focus on its first field', async ({ page }) => {
    await logIn(page, ADMIN, '/colors/activities');
    await palette(page, 'Create activity');
    await page.keyboard.press('Enter');
    await expect(dialog(page).getByText('Create New Activity')).toBeVisible();
    await expect(dialog(page).getByRole('textbox', { name: 'Name' })).toBeFocused();
    // The same for a modal opened with the mouse.
    await page.keyboard.press('Escape');
    await openScreen(page, '/admin/users');
    await page.getByRole('button', { name: 'Mail domains' }).click();
    await expect(page.getByRole('dialog', { name: 'Mail domains' }).getByLabel('Internal domains')).toBeFocused();
  });
});

test.describe('messages say what is wrong (item 13)', () => {
  test('activity priority too big', async ({ page }) => {
    await logIn(page, ADMIN, '/colors/activities');
    await page.getByRole('button', { name: 'Create activity' }).click();
    await dialog(page).getByRole('textbox', { name: 'Priority' }).fill('99999999999');
    await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog(page).getByText('Priority must be at most 2147483647')).toBeVisible();
  });

  test('a loop interval beyond 366 days is refused, not saved as 366', async ({ page }) => {
    await logIn(page, ADMIN, '/words/bundles');
    await page.getByRole('main').getByRole('button', { name: 'Create' }).click();
    const modal = page.getByRole('dialog', { name: 'Create bundle' });
    await modal.getByText('Loop', { exact: true }).click();
    await modal.getByLabel('Loop interval days').fill('99999999');
    await modal.getByLabel('Name').click();
    await expect(modal.getByLabel('Loop interval days')).toHaveValue('99999999');
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(modal.getByText('Loop interval days can not be more than 366')).toBeVisible();
  });

  test('reward types: too long keeps what was typed; an existing one says so', async ({ page }) => {
    await logIn(page, ADMIN, '/colors/bonus/reward-types');
    const input = page.getByRole('textbox', { name: 'New reward type' });
    await input.fill('x'.repeat(300));
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('A reward type is at most 60 characters')).toBeVisible();
    await expect(input).toHaveValue('x'.repeat(300));
    await input.fill('coins');
    await input.press('Enter');
    await expect(page.getByText("Reward type 'coins' already exists")).toBeVisible();
    await expect(page.getByText('Create reward type successfully')).toHaveCount(0);
  });

  test('a reversed level range says so instead of "No data"', async ({ page }) => {
    await logIn(page, ADMIN, '/jigsaw/stats/level');
    await page.getByRole('textbox', { name: 'Custom condition' }).fill('level=5..1');
    await page.getByRole('button', { name: 'Query' }).click();
    await expect(page.getByText('Custom condition: The start level must not be greater than the end level')).toBeVisible();
  });
});
