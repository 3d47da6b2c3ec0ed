// Push tasks (002 "Push task wizard", "Push Task Detail"): the detail page in a new tab, the
// wizard through edit (a failing Next shows the message; a header click jumps back to the first
// failing step; the English tab has no close; isCycle 0 clears the end) and copy (a new task).
import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN, logIn, openScreen } from './helpers';

const CODE = 'jigsaw';
const API = `/v1/${CODE}/pushServer/api`;
const toast = (page: Page, text: string) => page.getByRole('alert').getByText(text, { exact: true });

async function seedTask(page: Page, name: string): Promise<number> {
  const res = await page.request.post(`${API}/task`, {
    data: {
      env: 'sandbox',
      platform: 2,
      name,
      description: 'Seeded by the browser spec',
      notification: { alert: { en: { title: 'Weekend sale', subtitle: 'Gems', body: 'Gems 50% off' } }, notification_priority: 4 },
      scheduleRule: { isCycle: 7, startAt: '2026-12-01 10:00:00', endAt: '2026-12-29 10:00:00', countryScope: ['US'] },
      audienceRule: { country: ['US', 'GB'], language: ['en'] },
      extraData: [{ key: 'screen', value: 'shop' }],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { ids: number[] }).ids[0];
}

test('the detail page in a new tab, edit through the wizard, copy as a new task', async ({ page, context }) => {
  test.setTimeout(120_000);
  await logIn(page, ADMIN, `/${CODE}/dashboard`);
  const id = await seedTask(page, `e2e push ${Date.now()}`);
  const name = (await (await page.request.get(`${API}/task/${id}/detail?env=sandbox`)).json()).name as string;

  // 002: the detail opens in a new tab at /operate/push/detail/{code}/{env}/{platform}/{taskId}.
  const tab = await context.newPage();
  await tab.goto(`/operate/push/detail/${CODE}/sandbox/2/${id}`);
  await expect(tab.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(tab.getByRole('link', { name: 'Back to the push tasks' })).toHaveAttribute(
    'href',
    `/${CODE}/operate/push?env=sandbox&platform=2`,
  );
  const facts = tab.getByRole('table', { name: 'Schedule' });
  await expect(facts.getByRole('row', { name: /isCycle 7 \(Weekly\)/ })).toBeVisible();
  await expect(facts.getByRole('row', { name: /End at 2026-12-29 10:00:00/ })).toBeVisible();
  await expect(tab.getByRole('table', { name: 'Alert per language' }).getByRole('cell', { name: 'Gems 50% off' })).toBeVisible();
  await expect(tab.getByRole('table', { name: 'Extra data' }).getByRole('row', { name: 'screen shop' })).toBeVisible();
  for (const table of ['Sub-tasks', 'Country scope', 'Country stats'])
    await expect(tab.getByRole('heading', { level: 2, name: table })).toBeVisible();

  // Edit: every step refuses with its message.
  await tab.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = tab.getByRole('dialog', { name: `Edit push task #${id} (sandbox)` });
  await expect(dialog.getByRole('textbox', { name: 'Task name', exact: true })).toHaveValue(name);
  await dialog.getByRole('textbox', { name: 'Task name', exact: true }).fill('');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Please input Task name')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Task name', exact: true }).fill(`${name} edited`);
  await dialog.getByRole('button', { name: 'Next' }).click();

  // Translation: English cannot be closed; a language from the picker can.
  await expect(dialog.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText('English is required and cannot be removed.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Remove English/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add language' }).click();
  const picker = tab.getByRole('dialog', { name: 'Add a language' });
  await picker.getByLabel('Language', { exact: true }).click();
  await tab.getByRole('option', { name: 'French (fr)' }).click();
  await picker.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByRole('tab', { name: 'French' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('button', { name: 'Remove French' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('title can not be null')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title (fr)', exact: true }).fill('Soldes !');
  await dialog.getByRole('button', { name: 'Next' }).click();

  // Extra data: an empty row.
  await dialog.getByRole('button', { name: 'Add key/value' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('key can not be null')).toBeVisible();
  await expect(dialog.getByText('value can not be null')).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove row 2' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();

  // Schedule: isCycle 0 hides and clears the end; back to 7 the end is empty and required.
  await expect(dialog.getByRole('button', { name: 'End at' })).toHaveText('2026-12-29 10:00:00');
  await dialog.getByRole('textbox', { name: 'isCycle', exact: true }).fill('0');
  await expect(dialog.getByRole('button', { name: 'End at' })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'isCycle', exact: true }).fill('7');
  await expect(dialog.getByRole('button', { name: 'End at' })).toHaveText('Pick date and time');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Please select date')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'isCycle', exact: true }).fill('0');
  await dialog.getByRole('button', { name: 'Next' }).click();

  // Audience: last login between needs both bounds.
  await dialog.getByLabel('Last login', { exact: true }).click();
  await tab.getByRole('option', { name: /^Between/ }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Last Login Less Than can not be null.')).toBeVisible();
  await expect(dialog.getByText('Last Login More Than can not be null.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Last Login More Than (days)', exact: true }).fill('9');
  await dialog.getByRole('textbox', { name: 'Last Login Less Than (days)', exact: true }).fill('3');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('The value of min must be smaller than the value of max.')).toBeVisible();
  await expect(dialog.getByText('The value of max must be greater than the value of min.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Last Login More Than (days)', exact: true }).fill('2');
  await dialog.getByRole('textbox', { name: 'Last Login Less Than (days)', exact: true }).fill('30');

  // A header click validates the steps before it and stops at the first failing one.
  await dialog.getByRole('button', { name: /Translation/ }).click();
  await dialog.getByRole('tab', { name: 'French' }).click();
  await dialog.getByRole('textbox', { name: 'Title (fr)', exact: true }).fill('');
  await dialog.getByRole('button', { name: /Want To Statistics/ }).click();
  await expect(dialog.getByText('title can not be null')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Title (fr)', exact: true })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title (fr)', exact: true }).fill('Soldes !');
  await dialog.getByRole('button', { name: /Want To Statistics/ }).click();
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Last login More than 2 and less than 30 days ago/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(toast(tab, 'success')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(tab.getByRole('heading', { level: 1, name: `${name} edited` })).toBeVisible();
  await expect(tab.getByRole('table', { name: 'Schedule' }).getByRole('row', { name: /isCycle 0 \(Once\)/ })).toBeVisible();
  await expect(tab.getByRole('table', { name: 'Alert per language' }).getByRole('cell', { name: 'Soldes !' })).toBeVisible();

  // Copy: the task loaded as a new one (name unchanged), saved as another id.
  await tab.getByRole('button', { name: 'Copy', exact: true }).click();
  const copy = tab.getByRole('dialog', { name: `Copy push task #${id} as a new task (sandbox)` });
  await expect(copy.getByRole('textbox', { name: 'Task name', exact: true })).toHaveValue(`${name} edited`);
  await copy.getByRole('button', { name: /Want To Statistics/ }).click();
  const created = tab.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`${API}/task`));
  await copy.getByRole('button', { name: 'Done' }).click();
  const ids = ((await (await created).json()) as { ids: number[] }).ids;
  expect(ids).toHaveLength(1);
  expect(ids[0]).not.toBe(id);
  await expect(toast(tab, 'success')).toBeVisible();
  const copied = await (await page.request.get(`${API}/task/${ids[0]}/detail?env=sandbox`)).json();
  expect(copied).toMatchObject({ name: `${name} edited`, status: 0, isCycle: 0 });
  expect(Object.keys(copied.notification.alert)).toEqual(['en', 'fr']);
});

test('a task of another env or an address that names none shows why', async ({ page }) => {
  await logIn(page, ADMIN, `/${CODE}/dashboard`);
  const id = await seedTask(page, 'e2e other env');
  await openScreen(page, `/operate/push/detail/${CODE}/prod/2/${id}`);
  await expect(page.getByText('This push task could not be loaded: it may belong to another project or env, or not exist.')).toBeVisible();
  await openScreen(page, `/operate/push/detail/${CODE}/staging/2/${id}`);
  await expect(page.getByText('This address does not name a push task (env sandbox or prod, a task id).')).toBeVisible();
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

test('every step of the wizard passes the a11y rules', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, ADMIN, `/${CODE}/dashboard`);
  const id = await seedTask(page, 'e2e a11y wizard');
  await openScreen(page, `/operate/push/detail/${CODE}/sandbox/2/${id}`);
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Copy push task #${id} as a new task (sandbox)` });
  await expect(dialog.getByRole('textbox', { name: 'Task name', exact: true })).toHaveValue('e2e a11y wizard');
  const found: string[] = [];
  for (const step of ['Task Info', 'Translation', 'Extra Data For Client', 'Schedule Rule', 'Audience Rule', 'Want To Statistics']) {
    await dialog.getByRole('button', { name: new RegExp(step) }).click();
    await expect(dialog.getByRole('button', { name: step === 'Want To Statistics' ? 'Done' : 'Next' })).toBeVisible();
    found.push(...(await axeViolations(page, '[role="dialog"]')).map((v) => `${step}: ${v}`));
  }
  expect(found).toEqual([]);
});

test('the image upload takes a png into the image URL and refuses another type', async ({ page }) => {
  test.setTimeout(60_000);
  await logIn(page, ADMIN, `/${CODE}/dashboard`);
  const id = await seedTask(page, 'e2e image');
  await openScreen(page, `/operate/push/detail/${CODE}/sandbox/2/${id}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Edit push task #${id} (sandbox)` });
  // The steps take clicks once the task has loaded.
  await expect(dialog.getByRole('textbox', { name: 'Task name' })).toHaveValue('e2e image');
  await dialog.getByRole('button', { name: /Translation/ }).click();
  const choose = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload image' }).click();
    await (await chooser).setFiles(file);
  };
  await choose({ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) });
  await expect(dialog.getByText('Only png images can be uploaded')).toBeVisible();
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d6c2f10000000049454e44ae426082',
    'hex',
  );
  await choose({ name: 'banner.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('textbox', { name: 'Image URL', exact: true })).toHaveValue(
    /\/cdn\/jigsaw\/push\/[0-9a-f]{64}\/banner\.png$/,
  );
  await expect(dialog.getByText('Only png images can be uploaded')).toHaveCount(0);
});

test('Create from the list: Both makes two tasks, one per platform tab, after the delivery preview', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `e2e both ${Date.now()}`;
  await logIn(page, ADMIN, `/${CODE}/operate/push?env=sandbox&platform=2`);
  await page.getByRole('main').getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create push task (sandbox)' });
  await dialog.getByRole('textbox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'Both' }).click();
  await dialog.getByRole('textbox', { name: 'Task name', exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('title can not be null')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title (en)', exact: true }).fill('Both platforms');
  for (let i = 0; i < 3; i++) await dialog.getByRole('button', { name: 'Next' }).click();
  // Each step takes the focus to its first field, the review (no field) to its heading; the
  // current step is marked for screen readers.
  await expect(dialog.getByRole('heading', { name: 'Step 5 of 6: Audience Rule' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Audience Rule/ })).toHaveAttribute('aria-current', 'step');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement) && document.activeElement !== document.body)).toBe(true);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('heading', { name: 'Step 6 of 6: Want To Statistics' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: /Want To Statistics/ })).toHaveAttribute('aria-current', 'step');
  await expect(dialog.getByRole('button', { name: /Audience Rule/ })).not.toHaveAttribute('aria-current', 'step');
  // The review: the delivery preview counts each zone's devices before anything is saved.
  await expect(dialog.getByRole('table', { name: 'Delivery per zone' }).getByRole('row').nth(1)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(toast(page, 'success')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByText(name, { exact: true })).toBeVisible();
  await openScreen(page, `/${CODE}/operate/push?env=sandbox&platform=1`);
  await expect(page.getByRole('main').getByText(name, { exact: true })).toBeVisible();
});
