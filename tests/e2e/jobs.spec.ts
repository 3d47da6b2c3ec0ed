// Issue 10: the admin's Jobs screen: opened from the palette, filtered in the URL, a queued job
// cancelled and a failed one retried (run again by the server's worker until it succeeds).
import { expect, test } from './fixtures';
import { ADMIN, logIn, palette, openScreen, logInToOpenScreens } from './helpers';

test('an admin cancels a queued job and retries a failed one from the Jobs screen', async ({ page }) => {
  await logIn(page, ADMIN);
  await palette(page, 'Open jobs');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();

  // The kind filter lives in the URL.
  await page.getByRole('textbox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'jobs.prune' }).click();
  await expect(page).toHaveURL(/kind=jobs\.prune/);
  const table = page.getByRole('table', { name: 'Jobs' });
  const rows = table.locator('tbody tr');

  const queued = rows.filter({ hasText: 'queued' }).first();
  await expect(queued).toContainText('jobs.prune');
  // The id from the row's own button (its label waits for the row to render, its text may not).
  const idOf = async (button: ReturnType<typeof queued.getByRole>) => (await button.getAttribute('aria-label'))!.replace(/\D+/g, '');
  const queuedId = await idOf(queued.getByRole('button', { name: /^Cancel job \d+$/ }));
  await queued.getByRole('button', { name: `Cancel job ${queuedId}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Cancel job ${queuedId} (jobs.prune)?`);
  await confirm.getByRole('button', { name: 'Cancel job' }).click();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  const cancelled = rows.filter({ has: page.getByRole('button', { name: `Retry job ${queuedId}` }) });
  await expect(cancelled).toContainText('cancelled');

  const failed = rows.filter({ hasText: 'failed' }).first();
  await expect(failed).toContainText('3 / 3');
  const failedId = await idOf(failed.getByRole('button', { name: /^Retry job \d+$/ }));
  // The error is in the opened row, as its progress's alert (the table keeps to the page's width at 1280 px).
  await failed.getByRole('button', { name: 'Expand' }).click();
  await expect(page.getByTestId('job-progress').getByRole('alert')).toHaveText('canceling statement due to statement timeout');
  // The same button closes it again, named for what it does now (core's DataTable).
  await expect(failed.getByRole('button', { name: 'Expand' })).toHaveCount(0);
  await failed.getByRole('button', { name: 'Collapse' }).click();
  await expect(page.getByTestId('job-progress')).toHaveCount(0);
  await failed.getByRole('button', { name: `Retry job ${failedId}` }).click();
  await expect(page.getByRole('dialog')).toContainText(`Run job ${failedId} (jobs.prune) again?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Queued again', { exact: true })).toBeVisible();
  // The server's worker takes it; the screen refreshes while it is under way.
  const retried = rows.filter({ has: page.getByRole('cell', { name: failedId, exact: true }) });
  await expect(retried).toContainText('succeeded', { timeout: 20_000 });
  await expect(retried).toContainText('1 / 3');
  await expect(retried.getByRole('progressbar', { name: `Progress of job ${failedId}` })).toHaveAttribute('aria-valuenow', '100');

  // Opened, the row follows the job live through core's JobProgress, with its result.
  await retried.getByRole('button', { name: 'Expand' }).click();
  const detail = page.getByTestId('job-progress');
  await expect(detail).toContainText('succeeded');
  await expect(detail).toContainText('0 removed');
  await expect(page.getByText('"removed": 0')).toBeVisible();

  // The state filter too.
  await openScreen(page, '/admin/jobs?state=cancelled');
  await expect(rows.filter({ has: page.getByRole('cell', { name: queuedId, exact: true }) })).toContainText('cancelled');
  // One job row (a job row's detail panel is a row of its own, without actions).
  await expect(rows.filter({ has: page.getByRole('button', { name: /^(Retry|Cancel) job \d+$/ }) })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('jobs.png'), fullPage: true });
});

test('scheduled runs stay off the default list (Source shows them); a failed deploy job shows its project and offers no retry (issue 28 #14)', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await logInToOpenScreens(page, ADMIN);
  // The every-minute schedules fire at the next minute: wait for one scheduled run to exist.
  await expect
    .poll(async () => (await (await page.request.get('/v1/admin/jobs?source=scheduled')).json()).total, { timeout: 90_000 })
    .toBeGreaterThan(0);
  await openScreen(page, '/admin/jobs');
  const table = page.getByRole('table', { name: 'Jobs' });
  const rows = table.locator('tbody tr');
  await expect(page.getByRole('textbox', { name: 'Source' })).toHaveValue("Operators' jobs");
  await expect(rows.filter({ hasText: 'jobs.prune' }).first()).toBeVisible();
  await expect(table.getByText('scheduled', { exact: true })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Source' }).click();
  await page.getByRole('option', { name: 'Scheduled runs' }).click();
  await expect(page).toHaveURL(/source=scheduled/);
  await expect(rows.first()).toContainText('scheduled');
  await expect(rows.filter({ hasText: 'jobs.prune' })).toHaveCount(0);

  // The demo's broken-build deploy: its job failed with the deploy, in the service's project.
  await openScreen(page, '/admin/jobs?kind=services.deploy&state=failed');
  const failed = rows.filter({ hasText: 'services.deploy' }).first();
  await expect(failed).toContainText('failed');
  await expect(failed).toContainText('jigsaw');
  const retry = failed.getByRole('button', { name: /^Retry job \d+: A deploy runs once/ });
  await expect(retry).toHaveAttribute('aria-disabled', 'true');
  await retry.hover();
  await expect(page.getByRole('tooltip')).toHaveText('A deploy runs once: start a new deploy (or a rollback) from Deploy Info');
  await retry.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
