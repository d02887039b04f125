/**
 * The portal services as a user meets them: the ombudsman's request reaching its
 * mailbox, the connectivity notices, the trial indicator, the cookie bar, and a feature flag
 * switched by staff in the back office reaching a customer's shell.
 */
import { expect, test, type Page } from '@playwright/test';
import { BACKOFFICE, PORTAL } from './playwright.config';
import { expectAccessible } from './fixtures';
import { signInToBackOffice, signInToPortal } from './support/sign-in';

/** OMBUDSMAN_EMAIL's default (apps/api/src/config.ts). */
const OMBUDSMAN_EMAIL = 'ouvidoria@painel.example';

const cookieBar = (page: Page) => page.getByRole('region', { name: 'Aviso de cookies' });

test('an ombudsman request is sent and arrives in the ombudsman’s mailbox', async ({ page, request }) => {
  await signInToPortal(page, 'admin@empresa.example');
  await page.getByRole('button', { name: 'Ouvidoria Assertiva' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ouvidoria Assertiva' });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Telefone').pressSequentially('11987654321');
  await expect(dialog.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');
  await dialog.getByRole('radio', { name: 'Reclamação' }).check();
  await expect(dialog.getByText('Campo obrigatório.')).toBeVisible();
  await dialog.getByLabel('Número do protocolo').fill('00012345');
  const text = `Atendimento demorou demais no protocolo ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Solicitação' }).fill(text);
  await expect(dialog.getByText(`${text.length} / 2000`)).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'ENVIAR SOLICITAÇÃO' }).click();
  await expect(
    dialog.getByText('Sua solicitação foi enviada e será analisada pelo departamento responsável.'),
  ).toBeVisible();
  await expectAccessible(page);

  const mailbox = await request.get(
    `${PORTAL}/api/dev/caixa-de-saida?to=${encodeURIComponent(OMBUDSMAN_EMAIL)}`,
  );
  const { items } = (await mailbox.json()) as { items: { subject: string | null; body: string }[] };
  const mail = items.find((item) => item.body.includes(text));
  expect(mail?.subject).toBe('Ouvidoria Assertiva - Reclamação');
  expect(mail?.body).toContain('00012345');

  await dialog.getByRole('button', { name: 'FECHAR' }).click();
  await expect(dialog).toBeHidden();
});

test('going offline and back shows both notices', async ({ page, context }) => {
  await signInToPortal(page, 'gerente@empresa.example');
  await context.setOffline(true);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Sua conexão com a internet foi interrompida.' }),
  ).toBeVisible();
  await expectAccessible(page);
  await context.setOffline(false);
  await expect(
    page.getByRole('status').filter({ hasText: 'Sua conexão com a internet foi restabelecida.' }),
  ).toBeVisible();
  await expect(page.getByText('Sua conexão com a internet foi interrompida.')).toBeHidden();
});

test('the trial user sees the days left in the top bar', async ({ page }) => {
  await signInToPortal(page, 'trial@teste.example');
  // The seed gives the trial company three days from the server's start.
  await expect(
    page.getByRole('status').filter({ hasText: 'Período de avaliação: 3 dias restantes' }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('the cookie bar, once accepted, stays hidden after a reload', async ({ page }) => {
  await signInToPortal(page, 'operador@empresa.example');
  const bar = cookieBar(page);
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: /Política de Privacidade/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expectAccessible(page);
  await bar.getByRole('button', { name: 'ENTENDI' }).click();
  await expect(bar).toBeHidden();

  // The bar waits for the configuration: once it has arrived, a hidden bar means accepted.
  const config = page.waitForResponse((response) => response.url().endsWith('/api/config'));
  await page.reload();
  await config;
  await expect(page.getByRole('button', { name: 'Ouvidoria Assertiva' })).toBeVisible();
  await expect(bar).toBeHidden();
});

test('staff switch a flag off for a company and the customer’s menu follows', async ({ page, browser }) => {
  // The customer first: Empresa Demonstração has 'balance-session' on (db/seed/demo-services.ts).
  // Not financeiro@: the recovery journey (identity.spec.ts) gives that account a new password.
  await signInToPortal(page, 'admin@empresa.example');
  // 'Minha Conta' is the side menu of the account pages.
  await page.goto(`${PORTAL}/gestao-da-conta/inicio`);
  const menu = page.getByRole('navigation', { name: 'Menu lateral' });
  await expect(menu.getByRole('link', { name: 'Saldo e extrato' })).toBeVisible();

  const { context: staffContext, page: staff } = await signInToBackOffice(browser, 'suporte@painel.example');
  await staff.goto(`${BACKOFFICE}/backoffice/funcionalidades`);
  const flag = staff.getByRole('article', { name: 'balance-session' });
  await expect(flag).toBeVisible();
  await expectAccessible(staff);
  const companySwitch = flag.getByRole('switch', { name: 'Ligada para Empresa Demonstração Ltda' });
  await companySwitch.uncheck();
  await flag.getByRole('button', { name: 'SALVAR' }).click();
  await expect(staff.getByText('Funcionalidade atualizada com sucesso!')).toBeVisible();

  await page.reload();
  await expect(menu.getByRole('link', { name: 'Consumo' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Saldo e extrato' })).toBeHidden();

  // Back as the demo has it: later journeys (shell.spec.ts) read the administrator's menu.
  await companySwitch.check();
  await flag.getByRole('button', { name: 'SALVAR' }).click();
  await expect(staff.getByText('Funcionalidade atualizada com sucesso!').last()).toBeVisible();
  await staffContext.close();
});
