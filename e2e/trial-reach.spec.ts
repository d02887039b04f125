/**
 * What a trial reaches (docs/decisions.md 'What a trial reaches'), as a trial user meets it: a
 * running trial changes its password on '/alterar-senha' from the trial sidebar (no current
 * password asked) and signs in again with the new one; an expired trial is told why the solutions
 * are locked, can still ask for a plan, change its password and leave, and cannot open the account
 * area, whose entries its menu does not have. Each on a demo trial company of its own (senha@,
 * expirado@), so trial@'s password and trial stay as the other journeys expect.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './fixtures';
import { DEMO_PASSWORD, signIn, signInAs } from './support/sign-in';
import { PORTAL } from './playwright.config';

const NEW_PASSWORD = 'Basalto#Firme73';

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu lateral' });
/** The names of the side menu's links and buttons, in the order the keyboard meets them. */
const entries = (page: Page) =>
  sideMenu(page)
    .locator('a[href], [role="button"]')
    .evaluateAll((elements) => elements.map((element) => element.textContent));

test('a trial user changes the password from the trial sidebar and signs in with the new one', async ({
  page,
}) => {
  await signInAs(page, 'senha@teste.example', 'Sílvia');
  await sideMenu(page).getByRole('link', { name: 'Alterar senha' }).click();
  await expect(page).toHaveURL(`${PORTAL}/alterar-senha`);
  await expect(page.getByRole('heading', { level: 1, name: 'Alterar senha' })).toBeVisible();
  // PF 7.4: a trial user sets a new password without typing the current one.
  await expect(page.getByLabel('Senha atual')).toHaveCount(0);
  await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmar senha', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'CONFIRMAR TROCA DE SENHA' }).click();
  await expect(page.getByText('Senha alterada com sucesso!')).toBeVisible();
  // Still signed in, the form emptied for another change.
  await expect(page.getByLabel('Nova senha', { exact: true })).toHaveValue('');
  await expectAccessible(page);

  await sideMenu(page).getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByText('Sua sessão foi encerrada com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(`${PORTAL}/`);

  // The published password no longer opens the account; the new one does.
  await signIn(page, 'senha@teste.example', DEMO_PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'E-mail ou senha incorretos.' })).toBeVisible();
  await signIn(page, 'senha@teste.example', NEW_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Sílvia!' })).toBeVisible();
});

test('an expired trial sees the ways out and cannot reach the account area', async ({ page }) => {
  await signInAs(page, 'expirado@teste.example', 'Elisa');
  // Once per user, the expiry dialog offers the contract request or leaving.
  const expiry = page.getByRole('dialog', { name: 'Seu período de avaliação terminou' });
  await expect(expiry.getByRole('button', { name: 'SOLICITAR CONTRATAÇÃO' })).toBeVisible();
  await expect(expiry.getByRole('button', { name: 'Sair' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(expiry).toBeHidden();

  // The start page says why the solutions are locked and what is left.
  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'Seu período de avaliação terminou e as soluções' });
  await expect(notice.getByRole('link', { name: 'Contratar planos' })).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Alterar senha' })).toBeVisible();
  const localize = page
    .getByRole('region', { name: 'Cadastro e Onboarding' })
    .getByRole('button', { name: /Localize/ });
  await expect(localize).toHaveAttribute('aria-disabled', 'true');
  expect(await entries(page)).toEqual([
    'Voltar ao início',
    'Contratar planos',
    'Minhas Soluções',
    'Autentica',
    'Localize',
    'Alterar senha',
    'Sair',
  ]);
  await expectAccessible(page);

  // Typed addresses of the account area are refused: back to the start page.
  for (const address of [
    '/grupos-e-usuarios/grupos',
    '/grupos-e-usuarios/usuarios',
    '/gestao-da-conta/inicio',
  ]) {
    await page.goto(address);
    await expect(page).toHaveURL(`${PORTAL}/inicio`);
    await expect(notice).toBeVisible();
  }

  await notice.getByRole('link', { name: 'Contratar planos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contratar planos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contratar o plano Padrão' })).toBeVisible();

  await sideMenu(page).getByRole('link', { name: 'Alterar senha' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alterar senha' })).toBeVisible();
  await expect(page.getByLabel('Nova senha', { exact: true })).toBeEditable();

  await sideMenu(page).getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByText('Sua sessão foi encerrada com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(`${PORTAL}/`);
});
