// The experiment stats screen on the demo exposures (001 "Experiment stats"): the title with id and
// name, group tabs, the level table with the difference column, the puzzle detail, the level
// metrics and retention chart modals, the query bar in the URL, and the SRM banner once the split
// is skewed (exposures sent through the game client's events endpoint).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN, logIn, openScreen } from './helpers';

const CODE = 'jigsaw';

/** The first experiment of the project whose stats have exposed users (the demo's). */
async function demoExperiment(request: APIRequestContext): Promise<{ id: number; name: string; tags: string[]; users: number[] }> {
  for (let id = 1; id <= 50; id++) {
    const res = await request.post(`/v1/${CODE}/experiment/${id}/stats`, { data: {} });
    if (!res.ok()) continue;
    const body = await res.json();
    const users = body.groups.map((g: { users: number }) => g.users);
    if (users.length >= 2 && users.every((n: number) => n > 0))
      return { id, name: body.experiment.name, tags: body.groups.map((g: { tag: string }) => g.tag), users };
  }
  throw new Error('no demo experiment with exposures');
}

const title = (page: Page) => page.getByRole('heading', { level: 1 });

test('an experiment’s stats: title, tabs, level table, puzzle, charts, URL state and the SRM banner', async ({ page }) => {
  await logIn(page, ADMIN, `/${CODE}/dashboard`);
  const exp = await demoExperiment(page.request);
  const [first, second] = exp.tags;
  await openScreen(page, `/${CODE}/experiment/${exp.id}/stats`);
  await expect(title(page)).toHaveText(`Experiment ${exp.id} · ${exp.name}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Sample ratio mismatch' })).toHaveCount(0);
  await expect(page.getByText('The users follow the weights')).toBeVisible();

  // Group tabs: the first group's table, then the second's with the difference to the first.
  const tabA = page.getByRole('tab', { name: `Group ${first} · ${exp.users[0].toLocaleString('en-US')} users` });
  await expect(tabA).toHaveAttribute('aria-selected', 'true');
  const tableA = page.getByRole('table', { name: `Levels of group ${first}` });
  await expect(tableA.locator('tbody tr')).toHaveCount(10);
  await expect(tableA.getByRole('columnheader', { name: 'Puzzle' })).toBeVisible();
  await page.getByRole('tab', { name: new RegExp(`^Group ${second} · `) }).click();
  await expect(page).toHaveURL(new RegExp(`tab=${second}`));
  const tableB = page.getByRole('table', { name: `Levels of group ${second}` });
  await expect(tableB.getByRole('columnheader', { name: `Finish rate vs ${first}` })).toBeVisible();
  await expect(tableB.locator('tbody tr').first()).toContainText('pts (95% CI');

  // A puzzle of the scope opens its detail.
  await tableB
    .getByRole('button', { name: /^Puzzle \d+ detail$/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The level metrics chart: one line per group.
  await page.getByRole('button', { name: 'Level metrics' }).click();
  const levelDialog = page.getByRole('dialog', { name: 'Level metrics' });
  await expect(levelDialog.getByRole('figure', { name: /by level, one line per group/ })).toBeVisible();
  await expect(levelDialog.getByText(`Group ${second}`, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // Retention: stacked by default, D1 and D7 per group in the table.
  await page.getByRole('button', { name: 'Retention' }).click();
  const retention = page.getByRole('dialog', { name: 'Retention' });
  await expect(retention.getByRole('figure', { name: /stacked by group/ })).toBeVisible();
  await expect(retention.getByRole('table', { name: 'D1 and D7 retention per group' }).locator('tbody tr')).toHaveCount(exp.tags.length);
  await retention.getByText('Retention rate per group').click();
  await expect(retention.getByRole('figure', { name: /Retention rate on each day/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // The query bar's platform goes to the URL and stays after a reload.
  const bar = page.getByRole('form', { name: 'Query' });
  await bar.getByRole('textbox', { name: 'Platform', exact: true }).click();
  await page.getByRole('option', { name: 'iOS', exact: true }).click();
  await bar.getByRole('button', { name: 'Query' }).click();
  await expect(page).toHaveURL(/platform=2/);
  await page.reload();
  await expect(title(page)).toHaveText(`Experiment ${exp.id} · ${exp.name}`);
  await expect(bar.getByRole('textbox', { name: 'Platform', exact: true })).toHaveValue('iOS');

  // Skew the split: many more users exposed to the second group (through the client endpoint).
  const key = (await (await page.request.get(`/v1/${CODE}/project`)).json()).project.clientKey as string;
  const extra = exp.users.reduce((a, b) => a + b, 0) + 400;
  const now = Date.now();
  for (let from = 0; from < extra; from += 1000) {
    const events = Array.from({ length: Math.min(1000, extra - from) }, (_, i) => ({
      event: 'experiment_exposure',
      userId: `srm-e2e-${from + i}`,
      ts: now - 60_000,
      platform: 2,
      props: { experiment: exp.id, group: second },
    }));
    const res = await page.request.post(`/client/v1/${CODE}/events`, { data: { events }, headers: { 'x-client-key': key } });
    expect(res.status()).toBe(200);
  }
  await expect
    .poll(
      async () =>
        (await (await page.request.post(`/v1/${CODE}/experiment/${exp.id}/stats`, { data: { platform: 2 } })).json()).srm.mismatch,
    )
    .toBe(true);
  await page.reload();
  const banner = page.getByRole('alert').filter({ hasText: 'Sample ratio mismatch' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(`The weights expect ${first} `);
  await expect(banner).toContainText('the exposed users split');
});
