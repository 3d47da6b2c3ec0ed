// The Upload page (002): every file of the project with its thumbnail, md5, size, operator, time
// and URL; copy the URL ('Copied'); only my uploads (in the URL).
import { createHash } from 'node:crypto';
import { expect, test } from './fixtures';
import { ADMIN, DEMO_USER, logIn } from './helpers';

const CODE = 'tiles';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('lists the uploads with thumbnails, copies a URL, and shows only mine', async ({ page, context }) => {
  // The demo user uploads a text file; the admin an image.
  const user = await context.browser()!.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: test.info().project.use.extraHTTPHeaders });
  expect((await user.request.post('/v1/auth/login', { data: { mail: DEMO_USER.mail, password: DEMO_USER.password } })).status()).toBe(200);
  const notes = `notes ${Date.now()}`;
  expect((await user.request.post(`/v1/${CODE}/upload`, { multipart: { file: { name: 'e2e-notes.txt', mimeType: 'text/plain', buffer: Buffer.from(notes) } } })).status()).toBe(200);
  await user.close();

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page, ADMIN, `/${CODE}/uploads`);
  const up = await page.request.post(`/v1/${CODE}/upload`, { multipart: { file: { name: 'e2e-dot.png', mimeType: 'image/png', buffer: PNG } } });
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
