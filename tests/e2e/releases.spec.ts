// Puzzle-content releases as an operator works with them: the demo releases with their type tags,
// create (the name message), the detail with its diff, trying it on sandbox unpublished (the upload
// job builds its data file, with progress; the game client is served it; its puzzles stay
// unlocked), then prod with its confirmation, publishing (locking) later through the palette (then
// no edit and no upload), the data file (job progress, then download), the release panel's type;
// 'Please Retry!' when an upload reports no success; the upload check table with 800 rows.
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { ADMIN, logIn, palette } from './helpers';

const toast = (page: Page, text: string) => page.getByRole('alert').getByText(text, { exact: true });
const table = (page: Page) => page.getByRole('table', { name: 'Releases' });

/** Presses Tab (or Shift+Tab) until `target` has focus: the keyboard's way there, whatever lies between. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let i = 0; i < 40 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press(key);
  await expect(target).toBeFocused();
}

test('create, detail with diff, try it unpublished on sandbox (served, nothing locked), prod, publish later, data file', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, ADMIN, '/jigsaw/releases');
  await expect(page.getByRole('heading', { name: 'Releases', level: 1 })).toBeVisible();
  await expect(table(page).getByText('Spring content 1.0', { exact: true })).toBeVisible();

  // Create: the name is required.
  await page.getByRole('main').getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create release' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText("Please input release's name")).toBeVisible();
  const name = `e2e release ${Date.now()}`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('textbox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'event', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Type' })).toHaveValue('event');
  await dialog.getByRole('textbox', { name: 'boss_begin' }).fill('4');
  // A level pack: publishing a release locks its puzzles, and other specs edit the daily folder's.
  await dialog.getByRole('textbox', { name: 'Search Available folders' }).fill('Level pack 1');
  await dialog
    .getByRole('listbox', { name: 'Available folders' })
    .getByRole('option', { name: /^Level pack 1 / })
    .click();
  await dialog.getByRole('button', { name: 'Move marked to Chosen folders' }).click();
  await expect(dialog.getByRole('listbox', { name: 'Chosen folders' }).getByRole('option', { name: /^Level pack 1 / })).toBeVisible();
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, 'CREATED!')).toBeVisible();
  const row = table(page).getByRole('row').filter({ hasText: name });
  await expect(row.getByText('event', { exact: true })).toBeVisible();

  // Detail: everything is added (no earlier published release of the type); a folder link opens the puzzles in a new tab.
  await row.getByRole('button', { name: `Detail of ${name}` }).click();
  const detail = page.getByRole('dialog', { name: `Release: ${name}` });
  await expect(detail.getByText('Changes (no earlier published release of this type)')).toBeVisible();
  await expect(detail.getByRole('table', { name: 'Changed folders' }).getByText('added').first()).toBeVisible();
  // One diff for every content type: the translations of the names it ships, per language.
  await expect(detail.getByRole('table', { name: 'Changed translations' }).getByRole('cell', { name: 'en', exact: true })).toBeVisible();
  await expect(detail.getByRole('link').first()).toHaveAttribute('target', '_blank');
  await expect(detail.getByRole('link').first()).toHaveAttribute('href', /\/jigsaw\/puzzles/);
  await page.keyboard.press('Escape');

  // Try it on sandbox, unpublished: the check, then the upload job (it builds the data file) with its progress.
  await expect(row.getByText('unpublished', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Upload ${name}` }).click();
  const upload = page.getByRole('dialog', { name: `Upload release: ${name}` });
  await expect(upload.getByText('Nothing of type event is live on sandbox yet')).toBeVisible();
  await expect(upload.getByRole('table', { name: 'Upload check' })).toBeVisible();
  await upload.getByRole('button', { name: 'Upload to sandbox' }).click();
  await expect(toast(page, 'Uploaded')).toBeVisible({ timeout: 30_000 });
  // The game client is served it on sandbox; nothing is locked: the release is a draft, its puzzles editable.
  const id = Number((await row.getByRole('cell').first().textContent())?.trim());
  const key = (await (await page.request.get('/v1/admin/projects')).json()).projects.find((p: { code: string }) => p.code === 'jigsaw')
    .clientKey as string;
  const served = (
    await (await page.request.get('/client/v1/jigsaw/sandbox/content?type=event', { headers: { 'x-client-key': key } })).json()
  ).release;
  expect(served).toMatchObject({ id, name });
  await expect(row.getByText('unpublished', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Edit ${name}` })).toBeEnabled();
  const release = (await (await page.request.get(`/v1/jigsaw/puzzleReleases/${id}`)).json()).release as { folderIds: number[] };
  const puzzlesOf = async () =>
    (await (await page.request.get(`/v1/jigsaw/puzzles/folder/${release.folderIds[0]}?pn=1&ps=100`)).json()).puzzles as {
      isReleased: boolean;
    }[];
  expect((await puzzlesOf()).length).toBeGreaterThan(0);
  expect((await puzzlesOf()).some((p) => p.isReleased)).toBe(false);

  // Prod, with its confirmation (it takes what sandbox serves).
  await row.getByRole('button', { name: `Upload ${name}` }).click();
  await upload.getByText('prod', { exact: true }).click();
  await expect(upload.getByText(`Nothing of type event is live on prod yet`)).toBeVisible();
  await upload.getByRole('button', { name: 'Upload to prod' }).click();
  await expect(page.getByText('Are you sure to upload to prod ?')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(toast(page, 'Uploaded').first()).toBeVisible({ timeout: 30_000 });

  // Publish (lock) later, through the palette: its puzzles lock; edit and upload are then disabled.
  await palette(page, 'Publish (lock) a release');
  await page.keyboard.press('Enter');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Publish \(lock\) release #\d+\?/)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'SUCCEED!').first()).toBeVisible();
  await page.reload();
  await expect(row.getByText('published', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Edit ${name}` })).toBeDisabled();
  await expect(row.getByRole('button', { name: `Upload ${name}` })).toBeDisabled();
  expect((await puzzlesOf()).every((p) => p.isReleased)).toBe(true);
  expect((await page.request.post(`/v1/jigsaw/puzzleReleases/${id}/upload`, { data: { env: 'sandbox' } })).status()).toBe(409);

  // Data file: a job with progress, then its download.
  await row.getByRole('button', { name: `Data file of ${name}` }).click();
  const data = page.getByRole('dialog', { name: `Data file: ${name}` });
  await data.getByRole('button', { name: 'Build data file' }).click();
  const download = data.getByRole('link', { name: /^Download .*\.json$/ });
  await expect(download).toBeVisible({ timeout: 30_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/release-\d+\.json$/);
  await page.keyboard.press('Escape');

  // The release panel of the type shows it on both envs.
  await page.getByRole('textbox', { name: 'Releases served for type' }).click();
  await page.getByRole('option', { name: 'event', exact: true }).click();
  await expect(page).toHaveURL(/panelType=event/);
});

test("an upload that reports no success says 'Please Retry!'; the check table pages 800 rows at 100", async ({ page }) => {
  test.setTimeout(60_000);
  await logIn(page, ADMIN, '/jigsaw/releases');
  const name = 'Daily pack May';
  const row = table(page).getByRole('row').filter({ hasText: name });
  // The check answers 800 puzzles (the daily pack's check, made long); the upload job reports no success.
  const rows = Array.from({ length: 800 }, (_, i) => ({
    id: 100000 + i,
    folderId: 1,
    sort: i + 1,
    name: `Long ${i + 1}`,
    status: 'added',
    changes: [],
  }));
  await page.route(/\/v1\/jigsaw\/puzzleReleases\/\d+\/check\?env=sandbox$/, (route) =>
    route.fulfill({
      json: { previous: null, puzzleCount: 800, resultMaxSort: 800, lastMaxSort: 0, errors: [], warnings: [], puzzlesList: rows },
    }),
  );
  // No real upload (the per-puzzle test below needs nothing of type daily live): a job that reports no success.
  const jobId = 999999;
  await page.route(/\/v1\/jigsaw\/puzzleReleases\/\d+\/upload$/, (route) => route.fulfill({ json: { jobId } }));
  await page.route(/\/v1\/jobs\/\d+$/, (route) =>
    route.fulfill({
      json: {
        job: {
          id: jobId,
          kind: 'releases.upload',
          project: 'jigsaw',
          state: 'failed',
          progress: { done: 0, total: null, message: 'Uploading to sandbox' },
          error: 'The env did not take it',
          result: { isSuccess: false, env: 'sandbox', returnId: null, unchanged: false, message: 'The env did not take it' },
          attempts: 1,
          maxAttempts: 1,
          runAt: new Date().toISOString(),
          createdAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
          finishedAt: new Date().toISOString(),
        },
      },
    }),
  );
  // The palette opens an unpublished release's upload, its check first.
  await expect(row.getByText('unpublished', { exact: true })).toBeVisible();
  await palette(page, 'Upload a release to sandbox');
  await page.keyboard.press('Enter');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/upload=\d+/);
  const upload = page.getByRole('dialog', { name: `Upload release: ${name}` });
  const check = upload.getByRole('table', { name: 'Upload check' });
  // 800 rows: one page of 100 at once, then the next.
  await expect(check.getByRole('cell', { name: 'Long 100', exact: true })).toBeVisible();
  await expect(check.locator('tbody tr')).toHaveCount(100);
  await expect(check.getByRole('cell', { name: 'Long 101', exact: true })).toHaveCount(0);
  await upload.getByRole('button', { name: 'Next page' }).click();
  await expect(check.getByRole('cell', { name: 'Long 101', exact: true })).toBeVisible();
  await expect(check.locator('tbody tr')).toHaveCount(100);

  await upload.getByRole('button', { name: 'Upload to sandbox' }).click();
  await expect(upload.getByText('Please Retry!', { exact: true })).toBeVisible();
  await expect(toast(page, 'Uploaded')).toHaveCount(0);
  await expect(upload).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/upload=/);
});

test('the folder transfer table: folders chosen with the keyboard alone are the release’s, in the order chosen', async ({ page }) => {
  await logIn(page, ADMIN, '/jigsaw/releases');
  await page.getByRole('main').getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create release' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  const name = `keyboard release ${Date.now()}`;
  await page.keyboard.type(name);
  const search = dialog.getByRole('textbox', { name: 'Search Available folders' });
  const available = dialog.getByRole('listbox', { name: 'Available folders' });
  const chosen = dialog.getByRole('listbox', { name: 'Chosen folders' });
  await expect(available.getByRole('option').first()).toBeVisible();

  // Search, Tab into the list, Space marks the option, Tab to the named move button, Enter moves it.
  await tabTo(page, search);
  await page.keyboard.type('Landscapes collection');
  await tabTo(page, available);
  await page.keyboard.press('Space');
  await expect(available.getByRole('option', { name: /^Landscapes collection / })).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, dialog.getByRole('button', { name: 'Move marked to Chosen folders' }));
  await page.keyboard.press('Enter');
  await expect(chosen.getByRole('option', { name: /^Landscapes collection / })).toBeVisible();
  // Focus goes back to the list the folder left, to pick on.
  await expect(available).toBeFocused();

  // Enter in a list moves what it has marked; the chosen order is the order of choosing.
  for (const folder of ['Animals collection', 'Daily jigsaws']) {
    await tabTo(page, search, 'Shift+Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(folder);
    await tabTo(page, available);
    await page.keyboard.press('Home');
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await expect(chosen.getByRole('option', { name: new RegExp(`^${folder} `) })).toBeVisible();
  }
  await expect(chosen.getByRole('option')).toHaveText([/^Landscapes collection /, /^Animals collection /, /^Daily jigsaws /]);

  // Taken back: the last chosen one, marked in the chosen list and moved by the other button.
  await tabTo(page, chosen);
  await page.keyboard.press('End');
  await page.keyboard.press('Space');
  await expect(chosen.getByRole('option', { name: /^Daily jigsaws / })).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, dialog.getByRole('button', { name: 'Move marked to Available folders' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(chosen.getByRole('option')).toHaveText([/^Landscapes collection /, /^Animals collection /]);
  await expect(chosen).toBeFocused();

  // Save, and the release's detail names the two folders in that order.
  await tabTo(page, dialog.getByRole('button', { name: 'Create', exact: true }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'CREATED!')).toBeVisible();
  const row = table(page).getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `Detail of ${name}` }).click();
  const detail = page.getByRole('dialog', { name: `Release: ${name}` });
  await expect(detail.getByRole('link').nth(0)).toHaveText('Landscapes collection');
  await expect(detail.getByRole('link').nth(1)).toHaveText('Animals collection');
  await expect(detail.getByRole('link', { name: 'Daily jigsaws', exact: true })).toHaveCount(0);
});

test('per-puzzle selection: upload only the picked new or changed puzzles, and the client is told which', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, ADMIN, '/jigsaw/releases');
  // jigsaw's demo has no puzzleSelection: this test turns it on through the projects API, and back off.
  const detail = (await (await page.request.get('/v1/jigsaw/project')).json()).project;
  const config = detail.config as Record<string, unknown>;
  const put = (releases: unknown) =>
    page.request.put('/v1/admin/projects/jigsaw', {
      data: {
        nickname: detail.nickname,
        description: detail.description,
        domain: detail.domain,
        ownerIds: detail.owners.map((o: { id: number }) => o.id),
        serviceHost: detail.service.host,
        config: { ...config, releases },
        disabledPlugins: detail.disabledPlugins,
      },
    });
  expect((await put({ ...(config.releases as object), puzzleSelection: true })).status()).toBe(200);
  try {
    // An unpublished release of a level pack, made through the API (the other test covers those screens).
    const folders = (await (await page.request.get('/v1/jigsaw/puzzleReleases/choices')).json()).folders as { id: number; name: string }[];
    // The level pack the first test ships as 'event' (its puzzles already locked), here as 'daily', of which nothing is live: every puzzle is new.
    const pack = folders.find((f) => f.name === 'Level pack 1')!;
    const name = `picked ${Date.now()}`;
    const created = await page.request.post('/v1/jigsaw/puzzleReleases', { data: { name, type: 'daily', folderIds: [pack.id] } });
    const id = (await created.json()).release.id as number;

    await page.reload();
    const row = table(page).getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: `Upload ${name}` }).click();
    const upload = page.getByRole('dialog', { name: `Upload release: ${name}` });
    const check = upload.getByRole('table', { name: 'Upload check' });
    await expect(check).toBeVisible();
    // Nothing picked: nothing to upload.
    await expect(upload.getByText('0 selected')).toBeVisible();
    await expect(upload.getByRole('button', { name: 'Upload to sandbox' })).toBeDisabled();
    const boxes = check.getByRole('checkbox', { name: /^Upload puzzle \d+$/ });
    const picked = await Promise.all(
      [0, 1].map(async (i) => Number((await boxes.nth(i).getAttribute('aria-label'))!.replace('Upload puzzle ', ''))),
    );
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await expect(upload.getByText('2 selected')).toBeVisible();
    await upload.getByRole('button', { name: 'Upload to sandbox' }).click();
    await expect(toast(page, 'Uploaded')).toBeVisible({ timeout: 30_000 });

    // The game client reads the release with the two puzzles to refresh.
    const key = (await (await page.request.get('/v1/admin/projects')).json()).projects.find((p: { code: string }) => p.code === 'jigsaw')
      .clientKey as string;
    const live = (
      await (await page.request.get('/client/v1/jigsaw/sandbox/content?type=daily', { headers: { 'x-client-key': key } })).json()
    ).release;
    expect(live).toMatchObject({ id, puzzleIds: picked });
  } finally {
    expect((await put(config.releases)).status()).toBe(200);
  }
});
