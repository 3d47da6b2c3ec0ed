// The apply page of a v1 experiment as an operator works with it: the 'all scope puzzle are
// default' warning, create, config detail, deploy to sandbox (the game server then serves it,
// the deployment history shows it), the modification history, sync to prod after 'Are you sure to
// create this apply to Prod?', and the palette's pick step. It takes a demo v1 experiment of
// jigsaw that has no sandbox apply yet (the applies demo made one for the first).
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { ADMIN, logIn, palette, openScreen } from './helpers';

const CODE = 'jigsaw';
const toast = (page: Page, text: string) => page.getByRole('alert').getByText(text, { exact: true });

async function experimentWithoutApply(page: Page): Promise<{ id: number; name: string }> {
  const res = await page.request.get(`/v1/${CODE}/apply/experiments`);
  expect(res.ok()).toBe(true);
  const { rows } = (await res.json()) as { rows: { id: number; name: string }[] };
  for (const e of rows) {
    const list = await page.request.get(`/v1/${CODE}/apply?env=sandbox&experimentId=${e.id}`);
    if (((await list.json()) as { count: number }).count === 0) return e;
  }
  throw new Error('the demo has no v1 experiment without an apply');
}

test('apply: warning, create, config, deploy to sandbox, histories, sync to prod', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, ADMIN, `/${CODE}/dashboard`);
  const e = await experimentWithoutApply(page);
  await openScreen(page, `/${CODE}/experiment/${e.id}/apply`);
  await expect(page.getByRole('heading', { level: 1, name: `Apply · Experiment ${e.id} ${e.name}` })).toBeVisible();
  const table = page.getByRole('table', { name: 'sandbox applies' });
  await expect(table.getByText('No apply yet: create one')).toBeVisible();

  // Everything on Default: the warning, and nothing is created.
  await page.getByRole('main').getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Create apply · Experiment ${e.id}` });
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText('all scope puzzle are default')).toBeVisible();
  await expect(dialog).toBeVisible();

  // The first level takes group B's puzzle.
  const level = dialog.getByRole('textbox').first();
  await level.click();
  const option = page.getByRole('option', { name: /^Group B · puzzle \d+$/ });
  const optionText = (await option.textContent()) ?? '';
  const puzzleId = optionText.replace(/\D+/g, '');
  await option.click();
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, 'CREATED')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = table.getByRole('row').filter({ hasText: `→ ${puzzleId}` });
  await expect(row).toBeVisible();
  await expect(row.getByText('not deployed')).toBeVisible();

  // Config detail: the conf as a level/puzzle table.
  const applyId = (await row.getByRole('cell').first().textContent())!.trim();
  await row.getByRole('button', { name: `Config of apply ${applyId}` }).click();
  const config = page.getByRole('dialog', { name: `Apply ${applyId} config` });
  await expect(config.getByRole('cell', { name: puzzleId, exact: true })).toBeVisible();
  await expect(config.getByRole('cell', { name: 'B', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(config).toBeHidden();

  // The modification history has the creation.
  const modifications = page.getByRole('table', { name: 'Modification history' });
  await expect(modifications.getByRole('row').filter({ hasText: `→ ${puzzleId}` })).toHaveCount(1);

  // Deploy to sandbox: the game server serves it, the deployment history shows it.
  await row.getByRole('button', { name: `Deploy or replace apply ${applyId}` }).click();
  const deploy = page.getByRole('dialog', { name: `Deploy / Replace · apply ${applyId}` });
  await deploy.getByRole('button', { name: 'Deploy', exact: true }).click();
  await expect(toast(page, 'Deploy success')).toBeVisible();
  await expect(page.getByText(new RegExp(`The sandbox game server serves apply ${applyId} \\(returnId \\d+\\)`))).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Deployment history' })
      .getByRole('row')
      .filter({ hasText: `→ ${puzzleId}` }),
  ).toHaveCount(1);
  await expect(row.getByText(/^#\d+ · /)).toBeVisible();

  // Sync to prod asks first; then the prod tab has the apply.
  await row.getByRole('button', { name: `Sync apply ${applyId} to prod` }).click();
  await expect(page.getByText('Are you sure to create this apply to Prod?')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(toast(page, 'Sync success')).toBeVisible();
  await expect(page).toHaveURL(/env=prod/);
  const prodRow = page
    .getByRole('table', { name: 'prod applies' })
    .getByRole('row')
    .filter({ hasText: `→ ${puzzleId}` });
  await expect(prodRow).toBeVisible();
  await expect(prodRow.getByText('not deployed')).toBeVisible();
  await expect(page.getByText('Nothing of this experiment on the prod game server')).toBeVisible();
});

test('apply: the palette opens the applies of a picked experiment', async ({ page }) => {
  await logIn(page, ADMIN, `/${CODE}/dashboard`);
  const res = await page.request.get(`/v1/${CODE}/apply/experiments`);
  const { rows } = (await res.json()) as { rows: { id: number; name: string }[] };
  const e = rows[rows.length - 1];
  await palette(page, 'Applies of an experiment');
  await page.keyboard.press('Enter');
  await page.keyboard.type(e.name);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${CODE}/experiment/${e.id}/apply`));
  await expect(page.getByRole('heading', { level: 1, name: `Apply · Experiment ${e.id} ${e.name}` })).toBeVisible();
});

/** Presses Tab until the focused element is the button named `name` (a keyboard user's walk). */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : '';
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test('apply: create and deploy with the keyboard alone', async ({ page }) => {
  await logIn(page, ADMIN, `/${CODE}/dashboard`);
  const e = await experimentWithoutApply(page);
  await openScreen(page, `/${CODE}/experiment/${e.id}/apply`);
  await expect(page.getByRole('heading', { level: 1, name: `Apply · Experiment ${e.id} ${e.name}` })).toBeVisible();
  await tabTo(page, 'Create');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Create apply · Experiment ${e.id}` });
  await expect(dialog).toBeVisible();
  // Focus starts on the first level's select: open it, take the first group's puzzle.
  await expect(dialog.getByRole('textbox').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox').first()).toHaveValue(/^Group A · puzzle \d+$/);
  await tabTo(page, 'Create');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'CREATED')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The toast can come before the table's reload: wait for the new row before reading its id.
  const row = page.getByRole('table', { name: 'sandbox applies' }).getByRole('row').nth(1);
  await expect(row.getByRole('button', { name: /^Deploy or replace apply \d+$/ })).toBeVisible();
  const applyId = (await row.getByRole('cell').first().textContent())!.trim();
  await tabTo(page, `Deploy or replace apply ${applyId}`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: `Deploy / Replace · apply ${applyId}` })).toBeVisible();
  await tabTo(page, 'Deploy');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Deploy success')).toBeVisible();
  await expect(page.getByText(new RegExp(`The sandbox game server serves apply ${applyId} \\(returnId \\d+\\)`))).toBeVisible();
});

test("an ArrowDown that opens a modal's first select before the next frame keeps its list open", async ({ page }) => {
  await logIn(page, ADMIN, `/${CODE}/dashboard`);
  const { rows } = (await (await page.request.get(`/v1/${CODE}/apply/experiments`)).json()) as { rows: { id: number }[] };
  await openScreen(page, `/${CODE}/experiment/${rows[0].id}/apply`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Apply · Experiment ${rows[0].id} `) })).toBeVisible();
  // A quick key on a loaded machine: ArrowDown reaches the first field right after the modal put the
  // focus there, before the next frame (the frame in which a list opened by the focus alone is closed).
  await page.evaluate(() => {
    let sent = false;
    document.addEventListener(
      'focusin',
      (e) => {
        const el = e.target as HTMLElement;
        if (sent || el.getAttribute('aria-haspopup') !== 'listbox' || !el.closest('.mantine-Modal-content')) return;
        sent = true;
        queueMicrotask(() => el.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', code: 'ArrowDown', bubbles: true })));
      },
      true,
    );
  });
  await page.getByRole('main').getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Create apply · Experiment ${rows[0].id}` });
  await expect(dialog.getByRole('textbox').first()).toBeFocused();
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.getByRole('option').first()).toBeVisible();
  await expect(dialog.getByRole('textbox').first()).toHaveAttribute('data-expanded', 'true');
});
