/**
 * Contratar planos: a trial user picks a plan and asks for it (the indicator reads 'Em
 * contratação.', the sales address gets the e-mail), staff convert the company in the back
 * office, and the user is no longer on trial. On its own demo trial company (contratar@), so
 * trial@'s journeys keep their trial.
 */
import { expect, test, type Page } from '@playwright/test';
import { BACKOFFICE, PORTAL } from './playwright.config';
import { expectAccessible, signIn } from './fixtures';

/** SALES_EMAIL's default (apps/api/src/config.ts). */
const SALES_EMAIL = 'comercial@painel.example';
const COMPANY = 'Avaliação Contratação Serviços Ltda';

async function signInAt(page: Page, base: string, email: string) {
  await page.goto(base);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/inicio$/);
}

test('a trial user asks for a plan and staff turn the company into it', async ({
  page,
  browser,
  request,
}) => {
  // Two sign-ins, two environments and axe on six screens.
  test.setTimeout(240_000);
  await signInAt(page, PORTAL, 'contratar@teste.example');
  await page
    .getByRole('navigation', { name: 'Menu lateral' })
    .getByRole('link', { name: 'Contratar planos' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contratar planos' })).toBeVisible();
  await expect(page.getByText('R$ 1.490,00')).toBeVisible();
  await page.screenshot({ path: '/tmp/plans-portal-desktop.png', fullPage: true });
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Contratar o plano Express' }).click();
  await expect(page.getByRole('textbox', { name: 'Nome completo *' })).toBeFocused();
  await page.getByRole('button', { name: 'ENVIAR SOLICITAÇÃO' }).click();
  await expect(page.getByText('Campo obrigatório.').first()).toBeVisible();
  await page.getByLabel('Telefone *').pressSequentially('11987654321');
  await expect(page.getByLabel('Telefone *')).toHaveValue('(11) 98765-4321');
  await page.getByRole('textbox', { name: 'Cargo' }).fill('Diretora financeira');
  await page.getByRole('radiogroup').getByRole('radio').first().check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'ENVIAR SOLICITAÇÃO' }).click();

  const sent = page.getByRole('region', { name: 'Solicitação enviada' });
  await expect(sent).toBeVisible();
  await expect(sent.getByText('Express — R$ 490,00 por mês')).toBeVisible();
  await expect(page.getByText('Em contratação.')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/plans-portal-phone.png', fullPage: true });
  await expectAccessible(page);

  const mailbox = await request.get(`${PORTAL}/api/dev/caixa-de-saida?to=${encodeURIComponent(SALES_EMAIL)}`);
  const { items } = (await mailbox.json()) as { items: { subject: string | null; body: string }[] };
  expect(items.find((item) => item.subject === `Solicitação de contratação: ${COMPANY}`)?.body).toContain(
    '(11) 98765-4321',
  );

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAt(staff, BACKOFFICE, 'suporte@painel.example');
  await staff
    .getByRole('navigation', { name: 'Menu lateral' })
    .getByRole('link', { name: 'Solicitações de contratação' })
    .click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Solicitações de contratação' })).toBeVisible();
  const card = staff.getByRole('listitem', { name: COMPANY });
  await expect(card.getByText('Express — R$ 490,00 por mês')).toBeVisible();
  await staff.screenshot({ path: '/tmp/plans-backoffice-desktop.png', fullPage: true });
  await expectAccessible(staff);
  await card.getByRole('button', { name: `Converter ${COMPANY}` }).click();
  const dialog = staff.getByRole('dialog', { name: 'Converter em plano' });
  await expect(dialog).toContainText('passa ao plano Express');
  await expectAccessible(staff);
  await dialog.getByRole('button', { name: 'CONVERTER' }).click();
  await expect(staff.getByText('Empresa convertida em plano.')).toBeVisible();
  await expect(card.getByText('Contratado: Express')).toBeVisible();
  await staff.setViewportSize({ width: 390, height: 844 });
  await staff.screenshot({ path: '/tmp/plans-backoffice-phone.png', fullPage: true });
  await staffContext.close();

  // The same account, no longer on trial: no indicator, no Contratar planos, the account area open.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${PORTAL}/inicio`);
  await expect(page.getByText('Em contratação.')).toBeHidden();
  await page.goto(`${PORTAL}/contratar/planos`);
  await expect(page).toHaveURL(`${PORTAL}/inicio`);
  await page.goto(`${PORTAL}/gestao-da-conta/inicio`);
  await expect(page).toHaveURL(`${PORTAL}/gestao-da-conta/inicio`);
});
