/**
 * Journeys of user administration: a gerente invites an operador from the users page;
 * the operador opens the 'Cadastrar Senha' link from the development mailbox, sets a password and
 * signs in. Addresses carry a per-run suffix, since the journeys share one database. A user with
 * an authenticator app sets their own security question on the profile page, and staff check the
 * caller's answer in the back office (TOTP codes from otplib with the demo secret, db/seed/demo.ts).
 */
import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { expectAccessible } from './fixtures';
import { customerIdByDocument } from './support/customers';
import { lastMessage } from './support/mailbox';
import { DEMO_PASSWORD, signIn, signInAs, signInToBackOffice } from './support/sign-in';

test('a gerente invites an operador who sets a password from the e-mailed link and signs in', async ({
  page,
  request,
}) => {
  // A bound for a hang, not a speed target: axe passes on a shared 2-core machine.
  test.setTimeout(120_000);
  const email = `operador.${Date.now().toString(36)}@empresa.example`;
  await signInAs(page, 'gerente@empresa.example', 'Gustavo');
  await page.goto('/grupos-e-usuarios/usuarios');
  const table = page.getByRole('table', { name: 'Usuários' });
  await expect(table.getByText('Otávio Operador Reis')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'ADICIONAR USUÁRIO' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar usuário(s)' });
  await dialog.getByLabel(/E-mails/).fill(email);
  await dialog.getByLabel(/E-mails/).press('Enter');
  // A gerente places users only in their own group (chosen and locked) and only as Operador (the
  // base profile or a custom one based on it).
  await expect(dialog.getByRole('combobox', { name: 'Grupo' })).toHaveAttribute('aria-disabled', 'true');
  await dialog.getByRole('combobox', { name: 'Perfil de acesso' }).click();
  await expect(page.getByRole('option', { name: 'Administrador' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Operador', exact: true }).click();
  await expect(dialog.getByText('Permissões do perfil: Operador')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'ADICIONAR' }).click();
  await expect(page.getByText(`${email}: Convite enviado`)).toBeVisible();
  // The new user is Pendente; the exact e-mail filter finds them whatever page they fall on.
  await page.goto(`/grupos-e-usuarios/usuarios?email=${encodeURIComponent(email)}`);
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Pendente');

  const mail = await lastMessage(request, email);
  const link = /https?:\/\/\S+\/cadastro-de-senha\?hash=[\w-]+/.exec(mail)?.[0] ?? '';
  expect(link).toContain('/cadastro-de-senha?hash=');
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Cadastrar Senha' })).toBeVisible();
  const password = 'Basalto!Claro93';
  await page.getByLabel('Nova senha', { exact: true }).fill(password);
  await page.getByLabel('Confirmar senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'CONFIRMAR CADASTRO DE SENHA' }).click();
  // The invitation ends on the registration-success screen.
  await expect(page.getByRole('heading', { name: 'Cadastro realizado com sucesso!' })).toBeVisible();
  await expect(page.getByText('Senha cadastrada com sucesso!')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'ACESSAR PLATAFORMA ASSERTIVA' }).click();

  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/inicio$/);
});

const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

test('a user sets their security question on the profile, and staff check the caller’s answer in the back office', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const spoken = `Ribeirão  Preto ${Date.now().toString(36)}`;
  // The user: a second factor Ativo, so the profile offers the question.
  await page.goto('/');
  await signIn(page, 'pergunta@seguro.example');
  await page.getByLabel('Código de verificação').fill(await generate({ secret: DEMO_TOTP_SECRET }));
  await page.getByRole('button', { name: 'CONFIRMAR' }).click();
  await expect(page.getByRole('heading', { name: 'Olá, Paulo!' })).toBeVisible();
  await page.goto('/gestao-da-conta/editar/perfil');
  const section = page.getByRole('region', { name: 'Pergunta de segurança' });
  await expect(section.getByText('Você ainda não cadastrou uma pergunta de segurança.')).toBeVisible();
  await section.getByRole('combobox', { name: 'Pergunta' }).click();
  await page.getByRole('option', { name: 'Em que cidade você nasceu?' }).click();
  await section.getByRole('textbox', { name: 'Resposta' }).fill(spoken);
  await section.getByLabel('Senha atual', { exact: true }).fill('Errada#2026');
  await section.getByRole('button', { name: 'SALVAR PERGUNTA' }).click();
  await expect(section.getByText('A senha atual está incorreta.')).toBeVisible();
  await expectAccessible(page);
  await section.getByLabel('Senha atual', { exact: true }).fill(DEMO_PASSWORD);
  await section.getByRole('button', { name: 'SALVAR PERGUNTA' }).click();
  await expect(page.getByText('Pergunta de segurança salva com sucesso!')).toBeVisible();
  await expect(section.getByText('Pergunta cadastrada: Em que cidade você nasceu?')).toBeVisible();
  await expect(section.getByRole('textbox', { name: 'Resposta' })).toHaveValue('');
  await expectAccessible(page);
  // The section at a desktop and a phone width: nothing wider than the screen.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const shot = testInfo.outputPath(`pergunta-de-seguranca-${width}.png`);
    await page.screenshot({ path: shot, fullPage: true });
    await testInfo.attach(`pergunta-de-seguranca-${width}`, { path: shot, contentType: 'image/png' });
  }

  // Staff: the caller says the answer in their own way.
  const staff = await signInToBackOffice(browser, 'suporte@painel.example');
  const secureId = await customerIdByDocument(staff.page, '33000167000101');
  await staff.page.goto(`/clientes/${secureId}/editar/usuarios`);
  const users = staff.page.getByRole('table', { name: 'Usuários' });
  await users.getByRole('button', { name: 'Opções de Paulo Pergunta Prado' }).click();
  await staff.page.getByRole('menuitem', { name: 'Pergunta de segurança' }).click();
  const check = staff.page.getByRole('dialog', { name: 'Pergunta de segurança' });
  await expect(check.getByText('Pergunte ao usuário: Em que cidade você nasceu?')).toBeVisible();
  const answer = check.getByLabel(/Resposta informada pelo usuário/);
  await answer.fill('Ribeirão');
  await check.getByRole('button', { name: 'VERIFICAR' }).click();
  await expect(check.getByText('A resposta não confere.')).toBeVisible();
  await answer.fill(spoken.toLowerCase().replace('ã', 'a').replace('  ', ' '));
  await check.getByRole('button', { name: 'VERIFICAR' }).click();
  await expect(check.getByText('A resposta confere.')).toBeVisible();
  await expectAccessible(staff.page);
  await staff.context.close();
});

test('staff check a customer user’s security answer in the back office', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await signInToBackOffice(browser, 'suporte@painel.example');
  const secureId = await customerIdByDocument(page, '33000167000101');
  await page.goto(`/clientes/${secureId}/editar/usuarios`);
  const table = page.getByRole('table', { name: 'Usuários' });
  await expect(table.getByRole('columnheader', { name: 'Autenticação' })).toBeVisible();
  await expectAccessible(page);
  await table.getByRole('button', { name: 'Opções de Marina Fatores Prado' }).click();
  await page.getByRole('menuitem', { name: 'Pergunta de segurança' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pergunta de segurança' });
  await dialog.getByLabel(/Resposta informada pelo usuário/).fill('rex');
  await dialog.getByRole('button', { name: 'VERIFICAR' }).click();
  await expect(dialog.getByText('A resposta confere.')).toBeVisible();
  await expectAccessible(page);
  await context.close();
});

test('staff find a customer in the back office and reset a user’s MFA there', async ({ browser }) => {
  test.setTimeout(120_000);
  // A dedicated demo user (recadastro@seguro.example, MFA Ativo): no other journey signs in as them.
  const name = 'Renata Recadastro Prado';
  const { context, page } = await signInToBackOffice(browser, 'suporte@painel.example');
  await page.goto('/clientes');
  await page.getByLabel('Buscar cliente').fill('Seguro Pagamentos');
  await page.getByRole('button', { name: 'BUSCAR' }).click();
  const customers = page.getByRole('table', { name: 'Clientes' });
  await customers.getByRole('link', { name: /Abrir Seguro Pagamentos/ }).click();
  await expect(page).toHaveURL(/\/clientes\/\d+$/);
  await expectAccessible(page);
  await page
    .getByRole('navigation', { name: 'Áreas do cliente' })
    .getByRole('link', { name: 'Usuários' })
    .click();
  await expect(page).toHaveURL(/\/clientes\/\d+\/editar\/usuarios/);
  const table = page.getByRole('table', { name: 'Usuários' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Ativo');
  await expectAccessible(page);

  await table.getByRole('button', { name: `Opções de ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Resetar autenticação por dois fatores' }).click();
  const confirm = page.getByRole('dialog', { name: 'Resetar autenticação por dois fatores' });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'CONFIRMAR' }).click();
  const done = page.getByRole('dialog', { name: 'Solicitação de recadastro concluída com sucesso!' });
  await expect(
    done.getByText('O acesso do usuário ficará suspenso até que ele realize um novo cadastro.'),
  ).toBeVisible();
  await expectAccessible(page);
  await done.getByRole('button', { name: 'FECHAR' }).click();
  await expect(row).toContainText('Suspenso');
  await context.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the users pager shows both page buttons, and the next one turns the page', async ({ page }) => {
    await page.goto('/grupos-e-usuarios/usuarios');
    await signIn(page, 'admin@empresa.example');
    await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar usuários' })).toBeVisible();
    const pager = page.locator('.MuiTablePagination-root');
    await expect(pager.getByText(/^1 - 5 de \d+$/)).toBeVisible();
    const next = pager.getByRole('button', { name: 'Ir para a próxima página' });
    // Wholly inside the pager's visible box: a button past its edge is one a person never sees to tap.
    const [button, box] = await Promise.all([next.boundingBox(), pager.boundingBox()]);
    expect(button && box && button.x + button.width).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0));
    expect(await pager.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    await next.click();
    await expect(pager.getByText(/^6 - \d+ de \d+$/)).toBeVisible();
  });
});
