/**
 * Signing in, for every journey (import from here, not a copy in the spec file):
 * - `DEMO_PASSWORD`: the password of every demo account (apps/api/src/seed/demo.ts).
 * - `signIn(page, email, password?)`: fills and sends the login form already on screen.
 * - `signInAs(page, email, firstName, at?)`: opens `at` (default '/', the portal), signs in and
 *   waits for the home page's 'Olá, <firstName>!'.
 * - `signInToPortal(page, email)`: opens the portal, signs in and waits only for the /inicio
 *   address (not for the page to render: for journeys that act at once, e.g. going offline).
 * - `signInToBackOffice(browser, email, options?)`: a new back-office browser context signed in as
 *   staff, past the login page; returns `{ context, page }` (close the context when done).
 */
import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { BACKOFFICE, PORTAL } from '../playwright.config';

export const DEMO_PASSWORD = 'Quartzo#Azul47';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export async function signInAs(page: Page, email: string, firstName: string, at = '/') {
  await page.goto(at);
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: `Olá, ${firstName}!` })).toBeVisible();
}

export async function signInToPortal(page: Page, email: string) {
  await page.goto(PORTAL);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/inicio$/);
}

export async function signInToBackOffice(
  browser: Browser,
  email: string,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({ ...options, baseURL: BACKOFFICE });
  const page = await context.newPage();
  await page.goto('/');
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname !== '/');
  return { context, page };
}
