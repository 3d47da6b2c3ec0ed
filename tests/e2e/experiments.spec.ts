// Experiments v1 as an operator works with them: create through the three steps (each step's
// validation, the duplicate-puzzle check), deploy to sandbox, switch it off, the detail page with
// its groups table, a cell's puzzle modal and the env history; others than owners and admins see
// deploy and the switches disabled with the reason.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { ADMIN, DEMO_USER, logIn, palette } from './helpers';

const toast = (page: Page, text: string) => page.getByRole('alert').getByText(text, { exact: true });

/** Six distinct puzzle ids of the project: the demo experiment's. */
async function puzzleIds(page: Page, code: string): Promise<number[]> {
  const res = await page.request.get(`/v1/${code}/experiment?ps=100`);
  expect(res.ok()).toBe(true);
  const { experiments } = (await res.json()) as { experiments: { groups: { data: { puzzleId: number }[] }[] }[] };
  const ids = [...new Set(experiments.flatMap((e) => e.groups.flatMap((g) => g.data.map((d) => d.puzzleId))))];
  expect(ids.length).toBeGreaterThanOrEqual(6);
  return ids;
}

test('create in three steps, deploy to sandbox, switch off, detail with a puzzle and the history', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, ADMIN, '/jigsaw/experiment');
  await expect(page.getByRole('heading', { name: 'Experiments', level: 1 })).toBeVisible();
  const ids = await puzzleIds(page, 'jigsaw');
  let name = `e2e scope ${Date.now()}`;

  await page.getByRole('main').getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create experiment' });
  // Step 1: name and filter.
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Please input Experiment name!')).toBeVisible();
  await dialog.getByLabel('Experiment name').fill(name);
  await dialog.getByLabel('Client version').fill('1.0.0');
  await dialog.getByRole('button', { name: 'Next' }).click();
  // Step 2: scope, groups, weights.
  await dialog.getByLabel('Scope start level').fill('30');
  await dialog.getByLabel('Scope end level').fill('29');
  await dialog.getByLabel('Groups').fill('A, B');
  await expect(dialog.getByLabel('Weight of group B (percent)')).toHaveValue('50%');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('The start value should be less than the end value!')).toBeVisible();
  await dialog.getByLabel('Scope end level').fill('32');
  await dialog.getByLabel('Weight of group A (percent)').fill('60');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('The weights must add up to 100!')).toBeVisible();
  await dialog.getByLabel('Weight of group B (percent)').fill('40');
  await dialog.getByRole('button', { name: 'Next' }).click();
  // Step 3: a puzzle per group and level; a puzzle twice in one group is refused.
  const cellOf = (tag: string, level: number) => dialog.getByLabel(`Puzzle id of group ${tag} at level ${level}`);
  // Typed and left with Tab, as an operator moves on: an id that is part of another (51 in 1951) opens
  // the release's suggestions, whose list would cover the Create button.
  const cell = (tag: string, level: number) => ({
    fill: async (value: string) => {
      await cellOf(tag, level).fill(value);
      await cellOf(tag, level).press('Tab');
    },
  });
  await cell('A', 30).fill(String(ids[0]));
  await cell('A', 31).fill(String(ids[1]));
  await cell('A', 32).fill(String(ids[0]));
  for (const [i, level] of [30, 31, 32].entries()) await cell('B', level).fill(String(ids[3 + i]));
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText(`duplicate puzzle ${ids[0]} in group A: levels 30, 32`)).toBeVisible();
  await cell('A', 32).fill(String(ids[2]));
  // A puzzle id the project does not have: the server says so, at its cell.
  await cell('B', 31).fill('99999999');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText('Puzzle 99999999 is not in this project (group B, level 31)')).toBeVisible();
  await cell('B', 31).fill(String(ids[4]));
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, 'Created')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const table = page.getByRole('table', { name: 'Experiments' });
  let row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('30 – 32');
  await expect(row.getByRole('switch', { name: new RegExp(`^Prod of ${name}: not deployed`) })).toBeDisabled();

  // Edit: the steps keep what was saved; a new name.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit experiment: ${name}` });
  await expect(edit.getByLabel('Client version')).toHaveValue('1.0.0');
  await edit.getByLabel('Experiment name').fill(`${name}!`);
  await edit.getByRole('button', { name: 'Next' }).click();
  await expect(edit.getByLabel('Groups')).toHaveValue('A, B');
  await expect(edit.getByLabel('Weight of group A (percent)')).toHaveValue('60%');
  await edit.getByRole('button', { name: 'Next' }).click();
  await expect(edit.getByLabel('Puzzle id of group A at level 32')).toHaveValue(String(ids[2]));
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Updated')).toBeVisible();
  name = `${name}!`;
  row = table.getByRole('row').filter({ hasText: name });

  // Deploy to sandbox: the env is required.
  await row.getByRole('button', { name: `Deploy ${name}` }).click();
  const deploy = page.getByRole('dialog', { name: `Deploy experiment: ${name}` });
  await deploy.getByRole('button', { name: 'Deploy' }).click();
  await expect(deploy.getByText('Please select Env!')).toBeVisible();
  await deploy.getByLabel('Env').click();
  await page.getByRole('option', { name: 'Sandbox' }).click();
  await deploy.getByRole('button', { name: 'Deploy' }).click();
  await expect(toast(page, 'SUCCESS!')).toBeVisible();
  const sandbox = row.getByRole('switch', { name: `Sandbox of ${name}: Running` });
  await expect(sandbox).toBeChecked();

  // Switch it off, from the keyboard.
  await sandbox.focus();
  await page.keyboard.press('Space');
  await expect(toast(page, 'Success')).toBeVisible();
  await expect(row.getByRole('switch', { name: `Sandbox of ${name}: Closed` })).not.toBeChecked();

  // The detail page.
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Experiment detail', level: 1 })).toBeVisible();
  await expect(page.getByText('Levels 30 – 32')).toBeVisible();
  await expect(page.getByText('Group A: 60%')).toBeVisible();
  await page.getByRole('button', { name: `Puzzle ${ids[1]} of group A at level 31` }).click();
  const puzzle = page.getByRole('dialog', { name: `Puzzle ${ids[1]}` });
  await expect(puzzle.getByRole('img', { name: `Picture of puzzle ${ids[1]}` })).toBeVisible();
  await expect(puzzle.getByText('Folders')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(puzzle).toHaveCount(0);
  const history = page.getByRole('table', { name: /^Deployments to/ });
  await expect(page.getByText('Never deployed to prod')).toBeVisible();
  await page.getByRole('tab', { name: 'Sandbox' }).click();
  await expect(page).toHaveURL(/env=sandbox/);
  await expect(history.getByText('Closed')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Experiments', level: 1 })).toBeVisible();
});

// A user who owns no project sees the prod controls disabled: prod-access.spec.ts proves the shared lock,
// tests/api/prodAccess.test.ts and v1.test.ts the server's refusal.
test('the palette opens the create modal', async ({ page }) => {
  await logIn(page, DEMO_USER, '/tiles/dashboard');
  await palette(page, 'Create experiment');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tiles\/experiment\?create=1/);
  await expect(page.getByRole('dialog', { name: 'Create experiment' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/create=1/);
});
