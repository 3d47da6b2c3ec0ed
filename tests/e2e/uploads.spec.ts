// The Upload page (002): every file of the project with its thumbnail, md5, size, operator, time
// and URL; copy the URL ('Copied'); only my uploads (in the URL).
import { createHash } from 'node:crypto';
import { expect, test } from './fixtures';
import { ADMIN, DEMO_USER, logIn, openScreen } from './helpers';

const CODE = 'tiles';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('lists the uploads with thumbnails, copies a URL, and shows only mine', async ({ page, context }) => {
  // The demo user uploads a text file; the admin an image.
  const user = await context
    .browser()!
    .newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: test.info().project.use.extraHTTPHeaders });
  expect((await user.request.post('/v1/auth/login', { data: { mail: DEMO_USER.mail, password: DEMO_USER.password } })).status()).toBe(200);
  const notes = `notes ${Date.now()}`;
  expect(
    (
      await user.request.post(`/v1/${CODE}/upload`, {
        multipart: { file: { name: 'e2e-notes.txt', mimeType: 'text/plain', buffer: Buffer.from(notes) } },
      })
    ).status(),
  ).toBe(200);
  await user.close();

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page, ADMIN, `/${CODE}/uploads`);
  const up = await page.request.post(`/v1/${CODE}/upload`, {
    multipart: { file: { name: 'e2e-dot.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(up.status()).toBe(200);
  const { url } = (await up.json()) as { url: string };
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Uploads', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Uploads' });
  const row = table.getByRole('row').filter({ hasText: 'e2e-dot.png' });
  await expect(row.getByRole('img', { name: 'Thumbnail of e2e-dot.png' })).toBeVisible();
  await expect(row.getByText(createHash('md5').update(PNG).digest('hex'))).toBeVisible();
  await expect(row.getByText(`${PNG.length} bytes`)).toBeVisible();
  await expect(row.getByText(ADMIN.mail)).toBeVisible();
  await expect(row.getByText(/UTC$/)).toBeVisible();
  const notesRow = table.getByRole('row').filter({ hasText: 'e2e-notes.txt' });
  await expect(notesRow.getByText(DEMO_USER.mail)).toBeVisible();
  await expect(notesRow.getByRole('img', { name: /text\/plain/ })).toBeVisible();

  // Copy the URL.
  await row.getByRole('button', { name: 'Copy the URL of e2e-dot.png' }).click();
  await expect(page.getByRole('alert').getByText('Copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(url, page.url()).href);

  // Only mine: the admin's image stays, the user's notes go; the switch is in the URL.
  await page.getByText('Only my uploads', { exact: true }).click();
  await expect(page).toHaveURL(/mine=1/);
  await expect(table.getByText('e2e-notes.txt', { exact: true })).toHaveCount(0);
  await expect(table.getByText('e2e-dot.png', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Only my uploads' })).toBeChecked();
  await expect(table.getByText('e2e-dot.png', { exact: true })).toBeVisible();
});

/** How far the table reaches past the viewport and past its own box (0 when it fits). */
async function overflow(page: import('@playwright/test').Page, name: string) {
  return page.getByRole('table', { name }).evaluate((table) => {
    const box = table.closest('.mrt-table-container') ?? table.parentElement!;
    return {
      pastViewport: Math.max(0, Math.ceil(table.getBoundingClientRect().right - window.innerWidth)),
      scrolls: Math.max(0, box.scrollWidth - box.clientWidth),
    };
  });
}

test('at 1280 and 1440 px the table fits: long URLs and hashes are cut with a copy button; operators by name', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page, ADMIN, `/jigsaw/uploads`);
  const long = `e2e-${'a-very-long-file-name-'.repeat(6)}${Date.now()}.png`;
  const up = await page.request.post(`/v1/jigsaw/upload`, {
    multipart: { file: { name: long, mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.from(long)]) } },
  });
  expect(up.status()).toBe(200);
  const { url } = (await up.json()) as { url: string };
  await page.reload();
  const table = page.getByRole('table', { name: 'Uploads' });
  const row = table.getByRole('row').filter({ hasText: long });
  // The admin's upload: their name, the mail under it.
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(row).toBeVisible();
    expect(await overflow(page, 'Uploads'), `at ${width}`).toEqual({ pastViewport: 0, scrolls: 0 });
    const copy = row.getByRole('button', { name: `Copy the URL of ${long}` });
    await expect(copy).toBeInViewport({ ratio: 1 });
    await expect(row.getByRole('button', { name: `Copy the md5 of ${long}` })).toBeInViewport({ ratio: 1 });
  }
  // The whole URL is still what is copied.
  await row.getByRole('button', { name: `Copy the URL of ${long}` }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(url, page.url()).href);
  // The demo's uploads (the folders' thumbnails) show their operator by name too, as every screen does.
  let pn = 1;
  for (; pn < 50; pn++) {
    const list = (await (await page.request.get(`/v1/jigsaw/uploads?pn=${pn}&ps=100`)).json()) as { rows: { fileName: string }[] };
    if (!list.rows.length || list.rows.some((r) => /^folder-\d+\.webp$/.test(r.fileName))) break;
  }
  await openScreen(page, `/jigsaw/uploads?ps=100&pn=${pn}`);
  const demoRow = table
    .getByRole('row')
    .filter({ hasText: /folder-\d+\.webp/ })
    .first();
  await expect(demoRow.getByText('Admin', { exact: true })).toBeVisible();
});
