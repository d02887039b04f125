/**
 * Journeys of custom profiles: an administrator edits a custom profile and its signed-in holder
 * (another browser) loses the right on the next request; a user with an authenticator app changes
 * their password on the own profile through the MFA challenge and is logged out with the message.
 * TOTP codes come from otplib, the server's library, with the demo secret (db/seed/demo.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { expectAccessible } from './fixtures';
import { DEMO_PASSWORD, signIn, signInAs } from './support/sign-in';

const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const PEOPLE_SEARCH = 'LOCALIZE:PESSOAS:CONSULTAR';

/** The code of the authenticator step `steps` away from now (the server accepts one step either side). */
const totpAt = (steps: number) =>
  generate({ secret: DEMO_TOTP_SECRET, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function sessionPermissions(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/oauth2/session');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { permissions: string[] }).permissions;
}

test('an administrator edits a custom profile and its signed-in holder loses the right on the next request', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const holderContext = await browser.newContext();
  const holder = await holderContext.newPage();
  await signInAs(holder, 'analista@empresa.example', 'Alice');
  expect(await sessionPermissions(holder)).toContain(PEOPLE_SEARCH);

  await signInAs(page, 'admin@empresa.example', 'Ana');
  await page.goto('/grupos-e-usuarios/perfis');
  const grid = page.getByRole('list', { name: 'Perfis de acesso' });
  const card = grid
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Analista de cadastro' }) });
  // Its holders: analista@ and the 'Plantão' group's member (seed/demo-groups.ts).
  await expect(card).toContainText('2 usuários');
  await card.getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Permissões do perfil Analista de cadastro' });
  const peopleSearch = dialog.getByRole('switch', { name: 'Consulta de pessoas' });
  await expect(peopleSearch).toBeChecked();
  await peopleSearch.uncheck();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'SALVAR' }).click();
  await expect(page.getByText('Perfil atualizado com sucesso!')).toBeVisible();

  // The holder did nothing but ask again: the session already carries the profile as it is now.
  await expect.poll(async () => (await sessionPermissions(holder)).includes(PEOPLE_SEARCH)).toBe(false);
  expect(await sessionPermissions(holder)).toContain('LOCALIZE:EMPRESAS:CONSULTAR');
  await holderContext.close();
});

test('a user with an authenticator app changes their password through the challenge and is logged out', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signIn(page, 'troca@seguro.example');
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  // One step back for the login, one ahead for the change: each code works once, and a later step than the last.
  await page.getByLabel('Código de verificação').fill(await totpAt(-1));
  await page.getByRole('button', { name: 'CONFIRMAR' }).click();
  await expect(page.getByRole('heading', { name: 'Olá, Tereza!' })).toBeVisible();

  await page.goto('/gestao-da-conta/editar/perfil');
  await expect(page.getByLabel('E-mail')).toHaveValue('troca@seguro.example');
  await page.getByRole('button', { name: 'ALTERAR SENHA' }).click();
  const change = page.getByRole('dialog', { name: 'Troca de senha' });
  await change.getByLabel('Senha atual', { exact: true }).fill(DEMO_PASSWORD);
  await change.getByLabel('Nova Senha', { exact: true }).fill('Pedra#Dura2026');
  await change.getByLabel('Confirmar nova senha').fill('Pedra#Dura2026');
  await expectAccessible(page);
  await change.getByRole('button', { name: 'CONFIRMAR' }).click();

  const verify = page.getByRole('dialog', { name: 'Validação autenticação por dois fatores' });
  await expect(verify.getByLabel('Código de verificação')).toBeVisible();
  await expectAccessible(page);
  const valid = new Set(await Promise.all([-1, 0, 1, 2].map(totpAt)));
  await verify
    .getByLabel('Código de verificação')
    .fill(['000000', '111111', '222222', '333333', '444444'].find((code) => !valid.has(code)) ?? '');
  await verify.getByRole('button', { name: 'CONFIRMAR' }).click();
  await expect(verify.getByText(/Código inválido/)).toBeVisible();
  await verify.getByLabel('Código de verificação').fill(await totpAt(1));
  await verify.getByRole('button', { name: 'CONFIRMAR' }).click();

  await expect(page.getByText('Sua senha foi alterada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // The new password opens the account (to its code step).
  await signIn(page, 'troca@seguro.example', 'Pedra#Dura2026');
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
});
