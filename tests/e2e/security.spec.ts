// The console under its own Content-Security-Policy (issue 9 item 9): the login page, the shell
// and the SQL page's Monaco editor (with its worker and font) work, and the browser reports no
// violation; the page refuses to be framed and sends the hardening headers.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { ADMIN, logIn } from './helpers';

/** CSP violations as the page sees them (the securitypolicyviolation event) and as console errors. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  await page.exposeFunction('reportViolation', (v: string) => void seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      ),
    );
  });
  return seen;
}

test('pages carry the policy and the console works under it, Monaco included', async ({ page }) => {
  const violations = await watchViolations(page);
  const login = await page.goto('/login');
  const headers = login!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('same-origin');
  // The inline script ran (it sets the colour scheme before the first paint).
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', /light|dark/);

  await logIn(page, ADMIN, '/tiles/sql');
  await expect(page.getByRole('heading', { name: 'SQL' })).toBeVisible();
  const editor = page.locator('.monaco-editor').first();
  await expect(editor).toBeVisible();
  await expect.poll(async () => (await editor.locator('.view-lines').innerText()).replace(/\u00a0/g, ' ')).toContain('LIMIT 100');
  // Monaco's worker does the editor's background work; typing and running a query goes through it all.
  await editor.locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('SELECT count(*) AS n FROM events_tiles');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByLabel('Row count')).toHaveText(/^1 row/);
  expect(violations).toEqual([]);
});
