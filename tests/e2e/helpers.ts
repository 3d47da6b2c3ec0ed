import { expect, type Page } from '@playwright/test';
import { appLoaded, canMoveInApp, canOpenInApp, moveInApp, PARKED_PATH } from './keptPage';

export const ADMIN = { mail: 'admin@example.com', password: 'admin-pass-123' };
export const DEMO_USER = { mail: 'user@example.com', password: 'user-pass-123', name: 'Demo User' };
export const LIMIT_USER = { mail: 'limit@example.com', password: 'limit-pass-123', name: 'Limited User' };

/** Signs in through the login form and waits for the console (the tests of the form itself). */
export async function logInWithForm(page: Page, who: { mail: string; password: string }, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Mail').fill(who.mail);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

/**
 * Signs in through the API (the page's context keeps the session cookie) and opens `path`: one page
 * load per test instead of three (the form, the landing screen, then the screen under test). The
 * form has its own tests (platform.spec.ts). On the worker's kept page, when the last test parked the
 * app signed in as the same user and nothing the shell loaded has changed since (keptPage.ts), the
 * screen opens inside that app as a nav link opens it, without loading the app again.
 */
export async function logIn(page: Page, who: { mail: string; password: string }, path = '/'): Promise<void> {
  const context = page.context();
  // '/' goes to the stored current project's screen on a load: that takes a new load.
  const inApp = path !== '/' && canOpenInApp(context, page, who.mail);
  const res = await page.request.post('/v1/auth/login', { data: { mail: who.mail, password: who.password } });
  expect(res.status(), `sign in as ${who.mail}`).toBe(200);
  if (inApp) await moveInApp(page, path);
  else await page.goto(path);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  appLoaded(context, page, who.mail);
}

/**
 * Signs in for a test whose every step opens its own screen (openScreen): on the parked app it stays
 * on the parking screen, which asks the server nothing; otherwise that screen is the one page load.
 * Signing in to '/' would load the app again to land on the current project's screen.
 */
export async function logInToOpenScreens(page: Page, who: { mail: string; password: string }): Promise<void> {
  await logIn(page, who, PARKED_PATH);
}

/**
 * Opens `path` in the signed-in app as a nav link does (wouter follows history.pushState): the new
 * screen mounts and loads its data, the shell stays. A load of the page instead when this test has
 * not signed the app in, `path` is the address shown, or a write changed what the shell loaded.
 */
export async function openScreen(page: Page, path: string): Promise<void> {
  if (!canMoveInApp(page.context(), page, path) || !(await page.getByRole('button', { name: 'User menu' }).count())) {
    await page.goto(path);
    return;
  }
  await moveInApp(page, path);
}

/** Opens the command palette with the keyboard and types a query. */
export async function palette(page: Page, query: string): Promise<void> {
  // The shell (and its Ctrl+K listener) is ready once its palette button shows.
  await expect(page.getByRole('button', { name: 'Open command palette' })).toBeVisible();
  await page.keyboard.press('Control+K');
  const search = page.getByRole('combobox', { name: 'Command palette' });
  await expect(search).toBeFocused();
  await page.keyboard.type(query);
}

/** The header's project switcher (a button showing code · nickname). */
export function projectSwitcher(page: Page) {
  return page.getByRole('button', { name: /^Current project:/ });
}

/** Checks the header shows `label` ("code · nickname") as the current project. */
export async function expectCurrentProject(page: Page, label: string): Promise<void> {
  await expect(projectSwitcher(page)).toHaveAttribute('aria-label', `Current project: ${label}. Switch project`);
}
