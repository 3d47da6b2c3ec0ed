// The push task list as an operator uses it (002 "Push task list"): upload a Gnumeric workbook with
// errors (the three tables) then a good one, the filters, shutdown with its confirmation and toast,
// batch shutdown, the Shutdown panel, export (its messages and the file name), the stats chart, and
// the state kept in the URL and for the session.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN, logIn, openScreen } from './helpers';

const CODE = 'tiles';
const LIST = `/${CODE}/operate/push`;
const dialog = (page: Page) => page.getByRole('dialog');
const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const stamp = Date.now().toString(36);

/** An xlsx made by Gnumeric from CSV sheets. */
function gnumeric(sheets: Record<string, string[][]>): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-e2e-'));
  const csvs = Object.entries(sheets).map(([name, rows]) => {
    const file = path.join(dir, `${name}.csv`);
    writeFileSync(file, rows.map((r) => r.map((c) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\n'));
    return file;
  });
  const out = path.join(dir, 'tasks.xlsx');
  execFileSync('ssconvert', ['--merge-to', out, ...csvs], { stdio: 'ignore' });
  return readFileSync(out);
}
const header = ['taskName', 'platform', 'isCycle', 'startAt', 'endAt', 'country'];
const langs = (names: string[]) => [
  ['taskName', 'language', 'title', 'subtitle', 'body'],
  ...names.map((n) => [n, 'en', `${n} title`, '', `${n} body`]),
];
const A = `Alpha ${stamp}`;
const B = `Bravo ${stamp}`;
const C = `Daily ${stamp}`;

async function upload(page: Page, file: Buffer) {
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await dialog(page)
    .locator('input[type=file]')
    .setInputFiles({ name: 'tasks.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
  await dialog(page).getByRole('button', { name: 'Upload', exact: true }).click();
}

test('upload with errors then a good file; filters; shutdown, batch shutdown and the Shutdown panel', async ({ page }) => {
  await logIn(page, ADMIN, LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Push tasks' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'iOS' })).toHaveAttribute('aria-selected', 'true');

  await upload(
    page,
    gnumeric({
      Tasks: [header, [A, 'iOS', '0', 'soon', '', 'US'], [B, 'Windows', '0', '2026-12-20 18:00:00', '', 'US']],
      Languages: [...langs([A]), [B, 'xx', 'Bad', '', '']],
    }),
  );
  const errors = dialog(page).getByRole('region', { name: 'Upload errors' });
  await expect(errors.getByRole('table', { name: 'Cell Error' })).toContainText('D2');
  await expect(errors.getByRole('table', { name: 'Cell Error' })).toContainText('Please select Platform');
  await expect(errors.getByRole('table', { name: 'Task Language Error' })).toContainText('xx: not a supported language');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, A)).toHaveCount(0);

  await upload(
    page,
    gnumeric({
      Tasks: [
        header,
        [A, 'iOS', '0', '2026-12-20 18:00:00', '', 'US'],
        [B, 'iOS', '0', '2026-12-21 18:00:00', '', 'GB'],
        [C, 'iOS', '1', '2026-12-22 18:00:00', '2027-01-22 18:00:00', ''],
      ],
      Languages: langs([A, B, C]),
    }),
  );
  await expect(page.getByText('Upload success')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expect(row(page, A)).toContainText(`${A} title`);
  await expect(row(page, A)).toContainText('Ready');

  // Filters: keyword, isCycle; in the URL.
  await page.getByRole('textbox', { name: 'Keyword' }).fill(stamp);
  await page.getByRole('textbox', { name: 'Keyword' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`keyword=${stamp}`));
  await expect(row(page, stamp)).toHaveCount(3);
  await page.getByRole('textbox', { name: 'isCycle' }).click();
  await page.getByRole('option', { name: '1', exact: true }).click();
  await expect(row(page, stamp)).toHaveCount(1);
  await expect(row(page, C)).toBeVisible();
  await page.getByRole('textbox', { name: 'isCycle' }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await expect(row(page, stamp)).toHaveCount(3);

  // One shutdown: the spec's confirmation and toast.
  await page.getByRole('button', { name: `Shutdown ${C}` }).click();
  await expect(dialog(page)).toContainText('Are you sure shutdown this task?');
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('shutdown success!')).toBeVisible();
  await expect(row(page, C)).toHaveCount(0);

  // Batch shutdown with focus on selected.
  await page.getByRole('checkbox', { name: `Select ${A}` }).check();
  await page.getByRole('checkbox', { name: `Select ${B}` }).check();
  await page.getByText('Focus on selected').click();
  await expect(page.getByRole('switch', { name: 'Focus on selected' })).toBeChecked();
  await expect(row(page, stamp)).toHaveCount(2);
  await page.getByRole('button', { name: 'Shutdown selected (2)' }).click();
  await expect(dialog(page)).toContainText('Are you sure shutdown this task?');
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('shutdown success!').first()).toBeVisible();
  await expect(row(page, stamp)).toHaveCount(0);

  // The Shutdown panel lists them, with view and copy.
  await page.getByRole('button', { name: 'Shutdown', exact: true }).click();
  await expect(page).toHaveURL(/shut=1/);
  const panel = page.getByRole('table', { name: 'Shut-down tasks' });
  await expect(panel.getByRole('row').filter({ hasText: stamp })).toHaveCount(3);
  await expect(panel.getByRole('button', { name: `View ${A}` })).toBeVisible();
  await expect(panel.getByRole('button', { name: `Copy ${A}` })).toBeVisible();

  // The session remembers env and platform for the project: a bare address restores them.
  await page.getByRole('tab', { name: 'Android' }).click();
  await expect(page).toHaveURL(/platform=1/);
  // Typed into the address bar: a load of the page, not a move inside the app.
  await page.goto(LIST);
  await expect(page).toHaveURL(/platform=1/);
  await expect(page.getByRole('tab', { name: 'Android' })).toHaveAttribute('aria-selected', 'true');
});

test('export: the messages, then the file named from its choices; the stats chart', async ({ page }) => {
  await logIn(page, ADMIN, `${LIST}?env=prod&platform=2`);
  await expect(page.getByRole('region', { name: "Yesterday's token stats" })).toBeVisible();
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await dialog(page).getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog(page).getByText('Please select date range').first()).toBeVisible();
  await dialog(page).getByRole('textbox', { name: 'From' }).fill('2020-01-01');
  await dialog(page).getByRole('textbox', { name: 'To' }).fill('2020-01-31');
  await dialog(page).getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByText('No content!')).toBeVisible();
  await dialog(page).getByRole('textbox', { name: 'From' }).fill('2026-01-01');
  await dialog(page).getByRole('textbox', { name: 'To' }).fill('2027-01-01');
  await dialog(page).getByRole('textbox', { name: 'Env' }).click();
  await page.getByRole('option', { name: 'sandbox' }).click();
  const download = page.waitForEvent('download');
  await dialog(page).getByRole('button', { name: 'Export', exact: true }).click();
  expect((await download).suggestedFilename()).toBe('tiles_sandbox_iOS_2026-01-01_2027-01-01.xlsx');
  await expect(dialog(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Stats chart' }).click();
  await expect(dialog(page).getByRole('textbox', { name: 'From' })).toHaveValue(
    new Date(Date.now() - 14 * 86_400_000).toISOString().slice(0, 10),
  );
  await expect(dialog(page).getByText('Success rate')).toBeVisible();
  await expect(dialog(page).getByText('Token rate')).toBeVisible();
});

/** Fully in view and on top: the point at its right edge belongs to it (not to a pinned column over it). */
async function expectUncovered(page: Page, l: ReturnType<Page['locator']>): Promise<void> {
  await expect(l).toBeInViewport({ ratio: 1 });
  expect(
    await l.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return [r.left + 2, r.right - 2].every((x) => el.contains(document.elementFromPoint(x, r.top + r.height / 2)));
    }),
  ).toBe(true);
}

for (const width of [1280, 1440]) {
  test(`at ${width} px every row's Status is in view beside the pinned actions; a long name is cut, not widening the table`, async ({
    page,
  }) => {
    const long = `Long ${stamp} ${width} ${'x'.repeat(75)}`;
    await logIn(page, ADMIN, `/${CODE}/dashboard`);
    const res = await page.request.post(`/v1/${CODE}/pushServer/api/task`, {
      data: {
        env: 'sandbox',
        platform: 2,
        name: long,
        notification: { alert: { en: { title: `A long title ${'y'.repeat(120)}`, body: `https://example.com/${'z'.repeat(200)}` } } },
        scheduleRule: { isCycle: 0, startAt: '2026-12-30 10:00:00' },
        audienceRule: {},
        extraData: [],
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    await page.setViewportSize({ width, height: 900 });
    await openScreen(page, `${LIST}?env=sandbox&platform=2`);
    const table = page.getByRole('table', { name: 'sandbox iOS push tasks' });
    const mine = table.getByRole('row').filter({ hasText: `Long ${stamp} ${width}` });
    await expect(mine).toHaveCount(1);
    const rows = table.locator('tbody tr');
    const n = await rows.count();
    expect(n).toBeGreaterThan(0);
    for (let i = 0; i < n; i++) {
      const status = rows.nth(i).getByText(/^(Ready|Running|Completed)$/);
      await status.scrollIntoViewIfNeeded();
      await expectUncovered(page, status);
      await expectUncovered(page, rows.nth(i).getByRole('button', { name: /^View / }));
    }
    // The long name and title are cut with an ellipsis: their cells stay at the column's width.
    const nameCell = mine.getByRole('cell').filter({ hasText: long }).first();
    expect((await nameCell.boundingBox())!.width).toBeLessThan(200);
    const clipped = mine.getByText(long, { exact: true });
    expect(await clipped.evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).textOverflow === 'ellipsis')).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`push-list-${width}.png`) });
  });
}
