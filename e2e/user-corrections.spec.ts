/**
 * Journeys of corrections on the users screen, as an administrator does them by clicking and typing:
 * correcting a user's e-mail and phone in 'Alterar usuário' (the new address confirms by the
 * e-mailed link, then signs in), leaving a form with unsaved data by a menu link (asked first,
 * with PF 2's sentence), and lifting
 * 'Bloqueado por segurança' from a user who typed three wrong second-factor codes. Each uses its
 * own seeded user (db/seed/demo.ts), since the journeys share one database.
 */
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { expectAccessible } from './fixtures';
import { PORTAL } from './playwright.config';
import { lastMessage } from './support/mailbox';
import { DEMO_PASSWORD, signIn, signInAs } from './support/sign-in';

const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Código de verificação').fill(code);
  await page.getByRole('button', { name: 'CONFIRMAR' }).click();
}

async function looksRightAtBothWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the administrator corrects a user’s e-mail and phone; the new address confirms and signs in', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const newEmail = `zuleica.${Date.now().toString(36)}@empresa.example`;
  await signInAs(page, 'admin@empresa.example', 'Ana');
  await page.goto(`/grupos-e-usuarios/usuarios?email=${encodeURIComponent('correcao@empresa.example')}`);
  const table = page.getByRole('table', { name: 'Usuários' });
  await expect(table.getByText('Zuleica Correção Lima')).toBeVisible();

  // Keyboard only: the row's menu, then 'Editar'.
  await page.getByRole('button', { name: 'Opções de Zuleica Correção Lima' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Editar' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Editar' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Alterar usuário' });
  await expect(dialog.getByRole('textbox', { name: 'CPF' })).toBeDisabled();
  await expect(dialog.getByRole('textbox', { name: 'CPF' })).toHaveValue(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);

  const email = dialog.getByRole('textbox', { name: /E-mail/ });
  await email.fill('zuleica');
  const phone = dialog.getByRole('textbox', { name: /Telefone fixo/ });
  await phone.focus();
  await page.keyboard.type('1132345678');
  await page.keyboard.press('Tab');
  await dialog.getByRole('button', { name: 'SALVAR' }).click();
  await expect(dialog.getByText('Informe um e-mail válido.')).toBeVisible();
  await expectAccessible(page);
  await looksRightAtBothWidths(page, 'alterar-usuario');

  await dialog.getByRole('textbox', { name: /E-mail/ }).fill(newEmail);
  await expect(dialog.getByRole('textbox', { name: /Telefone fixo/ })).toHaveValue('(11) 3234-5678');
  await dialog.getByRole('button', { name: 'SALVAR' }).click();
  await expect(page.getByText(/O novo e-mail só passa a valer/)).toBeVisible();
  // Not the login yet: the row keeps the old address until the new one confirms.
  await expect(table.getByText('correcao@empresa.example')).toBeVisible();
  expect(await lastMessage(request, 'correcao@empresa.example')).toContain(newEmail);

  const mail = await lastMessage(request, newEmail);
  const link = /https?:\/\/\S+\/confirmacao-de-email\?hash=[\w-]+/.exec(mail)?.[0] ?? '';
  expect(link).toContain('/confirmacao-de-email?hash=');
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Confirmação de e-mail' })).toBeVisible();
  await expect(page.getByText(/E-mail confirmado!/)).toBeVisible();
  await expectAccessible(page);
  await looksRightAtBothWidths(page, 'confirmacao-de-email');
  await page.getByRole('link', { name: 'IR PARA O LOGIN' }).click();
  await signIn(page, newEmail, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Zuleica!' })).toBeVisible();
});

test('leaving a form with unsaved data by the menu asks first, with PF 2’s sentence', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'gerente@empresa.example', 'Gustavo');
  await page.goto('/gestao-da-conta/editar/perfil');
  const phone = page.getByRole('textbox', { name: /Telefone fixo/ });
  await phone.fill('1132345678');
  const menu = page.getByRole('navigation', { name: 'Menu lateral' });
  await menu.getByRole('link', { name: 'Gerenciar usuários' }).click();
  const ask = page.getByRole('dialog', { name: 'Atenção' });
  await expect(
    ask.getByText('Você deseja realmente sair desta página? Todos os dados não salvos serão perdidos.'),
  ).toBeVisible();
  // Staying is the focused answer: Enter keeps the typing.
  await expect(ask.getByRole('button', { name: 'CONTINUAR EDITANDO' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
  await expect(phone).toHaveValue('(11) 3234-5678');
  await expect(page).toHaveURL(/\/gestao-da-conta\/editar\/perfil$/);
  await menu.getByRole('link', { name: 'Gerenciar usuários' }).click();
  await ask.getByRole('button', { name: 'FECHAR MESMO ASSIM' }).click();
  await expect(page).toHaveURL(/\/grupos-e-usuarios\/grupos/);
});

test('the administrator unblocks a user blocked by three wrong second-factor codes', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await signIn(page, 'bloqueio@seguro.example');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await expect(page.getByLabel('Código de verificação')).toBeEnabled();
    await enterCode(page, '000000');
    if (attempt < 2) await expect(page.getByLabel('Código de verificação')).toHaveValue('');
  }
  await expect(page).toHaveURL(/\/acesso-bloqueado$/);

  const adminContext = await browser.newContext({ baseURL: PORTAL });
  const admin = await adminContext.newPage();
  await admin.goto('/');
  await signIn(admin, 'mfa@seguro.example');
  await enterCode(admin, await generate({ secret: DEMO_TOTP_SECRET }));
  await expect(admin.getByRole('heading', { name: 'Olá, Marina!' })).toBeVisible();
  await admin.goto('/grupos-e-usuarios/usuarios?email=bloqueio%40seguro.example');
  const row = admin.getByRole('table', { name: 'Usuários' }).getByRole('row').filter({
    hasText: 'Beatriz Bloqueio Prado',
  });
  await expect(row).toContainText('Bloqueado por segurança');
  await row.getByRole('button', { name: 'Opções de Beatriz Bloqueio Prado' }).click();
  await admin.getByRole('menuitem', { name: 'Desbloquear' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Desbloquear usuário' });
  await expect(confirm).toContainText('Confirme antes com o próprio usuário');
  await expectAccessible(admin);
  await confirm.getByRole('button', { name: /CONFIRMAR/i }).click();
  await expect(admin.getByText('Usuário desbloqueado com sucesso!')).toBeVisible();
  await expect(row).toContainText('Ativo');
  await adminContext.close();

  // Unblocked: the user signs in with the password and the right code.
  await page.goto('/');
  await signIn(page, 'bloqueio@seguro.example');
  await enterCode(page, await generate({ secret: DEMO_TOTP_SECRET }));
  await expect(page.getByRole('heading', { name: 'Olá, Beatriz!' })).toBeVisible();
});
