import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { PORTAL, SHORT_SESSION_PORTAL } from './playwright.config';
import { expectAccessible } from './fixtures';
import { lastMessage } from './support/mailbox';
import { DEMO_PASSWORD, signIn, signInAs } from './support/sign-in';

/** The demo TOTP secret printed by `npm start` (db/seed/demo.ts). */
const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Código de verificação').fill(code);
  await page.getByRole('button', { name: 'CONFIRMAR' }).click();
}

test.describe('second factor', () => {
  test('signs in with an authenticator app code', async ({ page }) => {
    await page.goto('/');
    await signIn(page, 'mfa@seguro.example');
    await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
    await expect(page.getByText('O código do aplicativo muda a cada 30 segundos.')).toBeVisible();
    await expectAccessible(page);
    await enterCode(page, await generate({ secret: DEMO_TOTP_SECRET }));
    await expect(page.getByText('Código verificado com sucesso!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Olá, Marina!' })).toBeVisible();
  });

  test('signs in with the code sent by SMS', async ({ page, request }) => {
    await page.goto('/');
    await signIn(page, 'sms@seguro.example');
    await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
    const sms = await lastMessage(request, '11987654321');
    const code = /\b(\d{6})\b/.exec(sms)?.[1] ?? '';
    await enterCode(page, code);
    await expect(page.getByRole('heading', { name: 'Olá, Sérgio!' })).toBeVisible();
  });

  test('three wrong codes block the account and show the blocked-access screen', async ({ page }) => {
    await page.goto('/');
    await signIn(page, 'sms@seguro.example');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expect(page.getByLabel('Código de verificação')).toBeEnabled();
      await enterCode(page, '000000');
      if (attempt < 2) await expect(page.getByLabel('Código de verificação')).toHaveValue('');
    }
    await expect(page).toHaveURL(/\/acesso-bloqueado$/);
    await expect(page.getByText(/três tentativas incorretas/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'VOLTAR' }).click();
    await expect(page).toHaveURL(`${PORTAL}/`);
    await signIn(page, 'sms@seguro.example');
    await expect(page.getByText(/bloqueado por segurança/)).toBeVisible();
  });
});

test('recovers a forgotten password through the e-mailed link', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Esqueci minha senha?' }).click();
  await expect(page.getByRole('heading', { name: 'Solicitação de troca de senha' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('CNPJ ou CPF').fill('98765432100');
  await page.getByLabel('E-mail').fill('financeiro@empresa.example');
  await page.getByRole('button', { name: 'SOLICITAR TROCA DE SENHA' }).click();
  await expect(page.getByText(/receberá/)).toBeVisible();

  const mail = await lastMessage(request, 'financeiro@empresa.example');
  const link = /https?:\/\/\S+\/alteracao-de-senha\?hash=[\w-]+/.exec(mail)?.[0] ?? '';
  expect(link).toContain('/alteracao-de-senha?hash=');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Alteração de senha' })).toBeVisible();
  const newPassword = 'Granito!Verde58';
  await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmar senha', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'CONFIRMAR TROCA DE SENHA' }).click();
  await expect(page.getByText('Senha alterada com sucesso!')).toBeVisible();
  await page.getByRole('button', { name: 'CONTINUAR' }).click();

  await signIn(page, 'financeiro@empresa.example', DEMO_PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'E-mail ou senha incorretos.' })).toBeVisible();
  await signIn(page, 'financeiro@empresa.example', newPassword);
  await expect(page.getByRole('heading', { name: 'Olá, Fernanda!' })).toBeVisible();
});

test('a session that expires comes back through LOGIN', async ({ page }) => {
  // SHORT_SESSION_PORTAL's sessions last 30 s, all of it inside the 120 s warning. The waits below
  // are bounds for a hang (the session really runs out on the server's clock), not speed targets.
  test.setTimeout(180_000);
  await page.goto(SHORT_SESSION_PORTAL);
  await signIn(page, 'gerente@empresa.example');
  await expect(page).toHaveURL(`${SHORT_SESSION_PORTAL}/inicio`);
  // The whole session is inside the warning: the modal countdown opens at once.
  await expect(page.getByRole('dialog', { name: 'Sua sessão está expirando.' })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByRole('button', { name: 'CONTINUAR SESSÃO' })).toBeVisible();
  await expect(page).toHaveURL(/\/sessao-expirada\?redirectURL=%2Finicio$/, { timeout: 90_000 });
  await expectAccessible(page);
  await page
    .getByRole('link', { name: 'LOGIN' })
    .or(page.getByRole('button', { name: 'LOGIN' }))
    .click();
  await expect(page).toHaveURL(/redirectURL=%2Finicio/);
  await signIn(page, 'gerente@empresa.example');
  await expect(page).toHaveURL(`${SHORT_SESSION_PORTAL}/inicio`);
});

test('a second login elsewhere ends the first, which then sees the shared-login notice', async ({
  browser,
}) => {
  const first = await (await browser.newContext()).newPage();
  await signInAs(first, 'operador@empresa.example', 'Otávio', PORTAL);

  const second = await (await browser.newContext()).newPage();
  await signInAs(second, 'operador@empresa.example', 'Otávio', PORTAL);

  await first.reload();
  await expect(first.getByText(/seu login pode estar sendo compartilhado/)).toBeVisible();
  await expect(first.getByRole('button', { name: 'Entrar' })).toBeVisible();
});
