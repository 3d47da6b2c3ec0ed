// Experiments v1 read releases (issue 29 item 7): the form's puzzles step and the detail show each
// level's default puzzle from the latest published release with its boss levels (jigsaw's demo
// release: boss_begin 10, boss_interval 5), and an operator picks a group's puzzles from the
// release with the keyboard (Use defaults; type a name, arrow down, Enter) instead of typing ids.
import axe from 'axe-core';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { ADMIN, logIn } from './helpers';

/** Critical or serious axe violations inside the open dialog (the a11y suite checks the form's first step only). */
async function dialogViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => !!(window as { axe?: unknown }).axe))) await page.evaluate(axe.source);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const found = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run({ include: [['[role="dialog"]']] } as axe.ElementContext, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    }),
  );
  return found.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

interface Level {
  level: number;
  puzzleId: number;
  name: string;
  boss: boolean;
}

async function releaseLevels(page: Page, code: string) {
  const res = await page.request.get(`/v1/${code}/experiment/release/levels`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as {
    release: { id: number; name: string } | null;
    boss: { begin: number; interval: number } | null;
    levels: Level[];
  };
}

test("an operator picks a group's puzzles from the latest release with the keyboard; boss levels are marked", async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, ADMIN, '/jigsaw/experiment');
  await expect(page.getByRole('heading', { name: 'Experiments', level: 1 })).toBeVisible();
  const release = await releaseLevels(page, 'jigsaw');
  expect(release.release, 'the demo publishes a jigsaw release').not.toBeNull();
  expect(release.boss).toEqual({ begin: 10, interval: 5 });
  const at = (level: number) => release.levels.find((l) => l.level === level)!;
  expect(release.levels.length).toBeGreaterThanOrEqual(14);
  const name = `e2e from release ${Date.now()}`;

  await page.getByRole('main').getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create experiment' });
  await dialog.getByLabel('Experiment name').fill(name);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Scope start level').fill('9');
  await dialog.getByLabel('Scope end level').fill('11');
  await dialog.getByLabel('Groups').fill('A, B');
  await dialog.getByRole('button', { name: 'Next' }).click();

  // The puzzles step: where the defaults come from, each level's default, the boss level 10.
  await expect(dialog.getByText(`Default puzzles from release #${release.release!.id} ${release.release!.name}`)).toBeVisible();
  const table = dialog.getByRole('table', { name: 'Puzzle per level and group' });
  const row = (level: number) =>
    table.getByRole('row').filter({ has: page.getByRole('cell', { name: new RegExp(`^${level}\\s*(Boss)?$`) }) });
  await expect(row(10).getByText('Boss', { exact: true })).toBeVisible();
  await expect(row(9).getByText('Boss', { exact: true })).toHaveCount(0);
  await expect(row(11).getByText('Boss', { exact: true })).toHaveCount(0);
  for (const level of [9, 10, 11]) await expect(row(level)).toContainText(`${at(level).puzzleId} ${at(level).name}`);

  // Group A: the release's defaults, from the keyboard.
  const fillA = dialog.getByRole('button', { name: 'Fill group A with the default puzzles' });
  await fillA.focus();
  await page.keyboard.press('Enter');
  const cell = (tag: string, level: number) => dialog.getByLabel(`Puzzle id of group ${tag} at level ${level}`);
  for (const level of [9, 10, 11]) await expect(cell('A', level)).toHaveValue(String(at(level).puzzleId));
  expect(await dialogViolations(page)).toEqual([]);

  // Group B: each cell picks the puzzle of level 12, 13, 14 by typing its name, arrow down, Enter.
  for (const [i, level] of [9, 10, 11].entries()) {
    const want = at(12 + i);
    await cell('B', level).focus();
    await page.keyboard.type(want.name);
    const first = page.getByRole('option').first();
    await expect(first).toContainText(String(want.puzzleId));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(cell('B', level)).toHaveValue(String(want.puzzleId));
    await expect(page.getByRole('listbox')).not.toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('alert').getByText('Created', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The detail: default puzzles beside the groups, the boss level marked, the picked puzzles saved.
  await page
    .getByRole('table', { name: 'Experiments' })
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Experiment detail', level: 1 })).toBeVisible();
  const groups = page.getByRole('table', { name: 'Groups by scope level' });
  await expect(groups.getByRole('button', { name: `Default puzzle ${at(10).puzzleId} at level 10` })).toBeVisible();
  await expect(groups.getByText('Boss', { exact: true })).toHaveCount(1);
  await expect(groups.getByRole('button', { name: `Puzzle ${at(13).puzzleId} of group B at level 10` })).toBeVisible();
  await expect(groups.getByRole('button', { name: `Puzzle ${at(9).puzzleId} of group A at level 9` })).toBeVisible();
});

test('a project with no published release says so where the default puzzles would be', async ({ page }) => {
  await logIn(page, ADMIN, '/pins/experiment');
  const release = await releaseLevels(page, 'pins');
  expect(release.release).toBeNull();
  await page.getByRole('main').getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create experiment' });
  await dialog.getByLabel('Experiment name').fill('no release');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Scope start level').fill('1');
  await dialog.getByLabel('Scope end level').fill('2');
  await dialog.getByLabel('Groups').fill('A');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText(/^No published release( of type \w+)? yet: no default puzzles to show\.$/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Fill group A/ })).toHaveCount(0);
  await expect(dialog.getByLabel('Puzzle id of group A at level 1')).toBeVisible();
});
