// Experiments v2 as an operator works with them: the wizard through its steps (each step refuses
// with its message), deploy at a percent (gray publish), shutdown after 'Are you sure shutdown this
// task?', the Finished section, the detail page; and prod locked for a user who is not an owner.
import axe from 'axe-core';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { ADMIN, logIn, openScreen } from './helpers';

const toast = (page: Page, text: string) => page.getByRole('alert').getByText(text, { exact: true });

test('wizard, deploy, shutdown, finished, detail', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, ADMIN, '/jigsaw/experimentV2?env=sandbox&platform=ios');
  await expect(page.getByRole('heading', { level: 1, name: 'Experiments v2' })).toBeVisible();
  const active = page.getByRole('table', { name: 'Active experiments on ios sandbox' });
  await expect(active.getByText('Hard start', { exact: true })).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create experiment v2 (ios sandbox)' });
  // Base Info
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Please input Experiment name!')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('e2e wizard');
  await dialog.getByRole('button', { name: 'Next' }).click();
  // Rules: the join rule must lie within the filter's levels.
  await dialog.getByRole('textbox', { name: 'Level from', exact: true }).fill('200');
  await dialog.getByRole('textbox', { name: 'Level to', exact: true }).fill('300');
  await dialog.getByRole('textbox', { name: 'Join at level from', exact: true }).fill('100');
  await dialog.getByRole('textbox', { name: 'Join at level to', exact: true }).fill('220');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('加入规则的关卡范围必须在过滤条件的关卡范围内')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Join at level from', exact: true }).fill('210');
  await dialog.getByRole('button', { name: 'Next' }).click();
  // Group Detail
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText('Please input Group!')).toBeVisible();
  await expect(dialog.getByText('Please input puzzle length!')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Puzzle length', exact: true }).fill('2');
  await dialog.getByRole('textbox', { name: 'Group', exact: true }).fill('A,B,C');
  await expect(dialog.getByRole('textbox', { name: 'Weight of A', exact: true })).toHaveValue('34 %');
  await expect(dialog.getByRole('textbox', { name: 'Weight of C', exact: true })).toHaveValue('33 %');
  await dialog.getByRole('textbox', { name: 'Weight of C', exact: true }).fill('40');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText('The weights must sum to 100% !')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Weight of C', exact: true }).fill('33');
  // A folder fills B's levels with its first puzzles.
  await dialog.getByLabel('Folder of B', { exact: true }).click();
  await page.getByRole('option').last().click();
  await expect(
    dialog.getByLabel('Levels of B (puzzle ids)', { exact: true }).locator('xpath=..').locator('.mantine-Pill-root'),
  ).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, 'CREATED!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const row = active.getByRole('row').filter({ hasText: 'e2e wizard' });
  await expect(row.getByText('Ready')).toBeVisible();

  // Deploy at 50 %: a gray publish.
  await row.getByRole('button', { name: 'Deploy e2e wizard' }).click();
  const deploy = page.getByRole('dialog', { name: /Deploy experiment #\d+/ });
  await deploy.getByRole('textbox', { name: 'Percent', exact: true }).fill('50');
  await deploy.getByRole('button', { name: 'Deploy' }).click();
  await expect(toast(page, 'Deploy success')).toBeVisible();
  await expect(row.getByText('Gray publish')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Edit e2e wizard' })).toHaveCount(0);

  // Adjust while running: new weights start phase 2.
  await row.getByRole('button', { name: 'Adjust e2e wizard' }).click();
  const adjust = page.getByRole('dialog', { name: /Adjust running experiment #\d+/ });
  await expect(adjust.getByText(/Starts phase 2/)).toBeVisible();
  await adjust.getByRole('textbox', { name: 'Weight of A', exact: true }).fill('50');
  await adjust.getByRole('button', { name: 'Adjust' }).click();
  await expect(adjust.getByText('The weights must sum to 100% !')).toBeVisible();
  await adjust.getByRole('textbox', { name: 'Weight of B', exact: true }).fill('17');
  await adjust.getByRole('button', { name: 'Adjust' }).click();
  await expect(toast(page, 'UPDATED!')).toBeVisible();
  await expect(row.getByText('A 50% · B 17% · C 33%')).toBeVisible();
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();

  // Shutdown: confirmed, then listed under Finished.
  await row.getByRole('button', { name: 'Shutdown e2e wizard' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm.getByText('Are you sure shutdown this task?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Shutdown' }).click();
  await expect(toast(page, 'shutdown success!')).toBeVisible();
  await expect(active.getByText('e2e wizard')).toHaveCount(0);
  await page.getByRole('button', { name: /^Finished \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/finished=1/);
  const finished = page.getByRole('table', { name: 'Finished experiments on ios sandbox' });
  const done = finished.getByRole('row').filter({ hasText: 'e2e wizard' });
  await expect(done.getByText('Finished')).toBeVisible();

  // Detail
  await done.getByRole('link', { name: /Experiment \d+ detail/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Experiment #\d+ e2e wizard/ })).toBeVisible();
  const groups = page.getByRole('table', { name: 'Groups' });
  await expect(groups.getByRole('row')).toHaveCount(4);
  await expect(groups.getByRole('row').filter({ hasText: 'C' }).getByText('33 %')).toBeVisible();
  await expect(page.getByText('210 – 220')).toBeVisible();
  await expect(page.getByRole('link', { name: /Statistics of experiment #\d+/ })).toHaveAttribute(
    'href',
    /\/jigsaw\/experiment\/\d+\/stats$/,
  );
});

test('the wizard marks its step, announces its messages, splits countries, has weight sliders; a folder’s ids clear an invalid id’s message', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await logIn(page, ADMIN, '/jigsaw/experimentV2?env=sandbox&platform=android');
  await page.getByRole('main').getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create experiment v2 (android sandbox)' });
  const current = dialog.locator('[aria-current="step"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('Base Info');
  await dialog.getByRole('button', { name: 'Next' }).click();
  // The refusal is announced: the message is an alert.
  await expect(dialog.getByRole('alert').filter({ hasText: 'Please input Experiment name!' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('e2e wizard 28');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(current).toContainText('Rules');
  await expect(current).toHaveCount(1);

  // Countries: 'us, gb' is two chips, upper-cased.
  const countries = dialog.getByRole('textbox', { name: 'Countries', exact: true });
  await countries.fill('us, gb');
  await countries.press('Enter');
  const chips = countries.locator('xpath=..').locator('.mantine-Pill-root');
  await expect(chips).toHaveText(['US', 'GB']);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(current).toContainText('Group Detail');

  await dialog.getByRole('textbox', { name: 'Puzzle length', exact: true }).fill('2');
  await dialog.getByRole('textbox', { name: 'Group', exact: true }).fill('A,B');
  // A weight has a slider 0-100 beside its number (001 §9).
  const sliderA = dialog.getByRole('slider', { name: 'Weight of A (slider)' });
  await expect(sliderA).toHaveAttribute('aria-valuenow', '50');
  await expect(sliderA).toHaveAttribute('aria-valuemax', '100');
  await sliderA.focus();
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('textbox', { name: 'Weight of A', exact: true })).toHaveValue('60 %');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  const sumMessage = dialog.getByRole('alert').filter({ hasText: 'The weights must sum to 100% !' });
  await expect(sumMessage).toBeVisible();
  // Checked again as the weights move: still wrong at 105, gone at 100.
  const sliderB = dialog.getByRole('slider', { name: 'Weight of B (slider)' });
  await sliderB.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('textbox', { name: 'Weight of B', exact: true })).toHaveValue('45 %');
  await expect(sumMessage).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Weight of B', exact: true }).fill('40');
  await expect(sliderB).toHaveAttribute('aria-valuenow', '40');
  await expect(sumMessage).toHaveCount(0);

  // An invalid puzzle id is refused; a folder's valid ids take the message away, and Create creates at once.
  const levelsB = dialog.getByRole('textbox', { name: 'Levels of B (puzzle ids)', exact: true });
  await levelsB.fill('abc');
  await levelsB.press('Enter');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'A puzzle id is a whole number from 1' })).toBeVisible();
  await dialog.getByLabel('Folder of B', { exact: true }).click();
  await page.getByRole('option').last().click();
  await expect(levelsB.locator('xpath=..').locator('.mantine-Pill-root')).toHaveCount(2);
  await expect(dialog.getByText('A puzzle id is a whole number from 1')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, 'CREATED!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const row = page
    .getByRole('table', { name: 'Active experiments on android sandbox' })
    .getByRole('row')
    .filter({ hasText: 'e2e wizard 28' });
  await expect(row.getByText('A 60% · B 40%')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

/** Critical or serious axe violations inside `scope` (the a11y gate's rules). */
async function axeViolations(page: Page, scope: string): Promise<string[]> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  if (!(await page.evaluate(() => !!(window as Window & { axe?: unknown }).axe))) await page.evaluate(axe.source);
  const found = await page.evaluate(
    (include) =>
      (window as Window & { axe?: typeof axe }).axe!.run({ include: [include] } as axe.ElementContext, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
        resultTypes: ['violations'],
      }),
    scope,
  );
  return found.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}`));
}

test('the wizard’s later steps, the deploy and adjust modals and the open Finished section pass the a11y rules', async ({ page }) => {
  await logIn(page, ADMIN, '/jigsaw/experimentV2?env=sandbox&platform=ios&finished=1');
  await expect(page.getByRole('table', { name: 'Finished experiments on ios sandbox' }).getByText('Old onboarding AA')).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
  await page.getByRole('main').getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create experiment v2 (ios sandbox)' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('a11y');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Client version from' })).toBeFocused();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('textbox', { name: 'Group', exact: true }).fill('A,B,C');
  await expect(dialog.getByRole('textbox', { name: 'Weight of C', exact: true })).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const active = page.getByRole('table', { name: 'Active experiments on ios sandbox' });
  await active.getByRole('button', { name: 'Adjust Hard start' }).click();
  await expect(page.getByRole('dialog', { name: /Adjust running experiment/ })).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await openScreen(page, '/jigsaw/experimentV2?env=sandbox&platform=android');
  await page.getByRole('button', { name: 'Deploy Bigger pieces early' }).click();
  await expect(page.getByRole('dialog', { name: /Deploy experiment/ })).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
});
