/**
 * 'Saldo e extrato': the administrator of a prepaid (PONTUAL) company sees the
 * balance of its monthly top-ups against seven months of usage, pages the statement, narrows it
 * to a period that goes into the address, meets the empty state, and the page reads well at
 * 390 px and on a desktop, axe-clean.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signIn } from './fixtures';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a prepaid company reads its balance and statement', async ({ browser }) => {
  // Two viewports, paging, a filter and three axe passes on a shared machine.
  test.setTimeout(180_000);
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await signIn(page, 'admin@pontual.example');
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Paula!' })).toBeVisible();

  // A PONTUAL plan always has the balance section: the menu entry says so, without the flag.
  await page.goto('/gestao-da-conta/inicio');
  await page.getByRole('navigation').getByRole('link', { name: 'Saldo e extrato' }).first().click();
  await expect(page).toHaveURL(/\/gestao-da-conta\/saldo-e-extrato$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saldo e extrato' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Saldo atual' });
  await expect(card.getByText(/^-?R\$\s[\d.]+,\d{2}$/).first()).toBeVisible();
  await expect(card.getByText(/Recarga mensal de créditos/)).toBeVisible();

  const table = page.getByRole('table', { name: 'Extrato' });
  await expect(table.getByRole('row').filter({ hasText: 'Consumo dos produtos' }).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Consumo do mês por grupo' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'saldo-e-extrato-1366');

  // The next page goes into the address.
  await page.getByRole('button', { name: /próxima página/i }).click();
  await expect(page).toHaveURL(/[?&]page=1/);
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // A period without entries: the address holds it, the empty state says so.
  await page.getByLabel('De', { exact: true }).fill('01/01/2020');
  await page.getByLabel('Até', { exact: true }).fill('31/01/2020');
  await page.getByRole('button', { name: 'FILTRAR' }).click();
  await expect(page).toHaveURL(/[?&]de=2020-01-01&ate=2020-01-31(&|$)/);
  await expect(page).toHaveURL(/[?&]page=0(&|$)/);
  await expect(page.getByText('Nenhum lançamento no período.')).toBeVisible();
  await expectAccessible(page);

  // On a phone: the statement is a list, the same facts.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/gestao-da-conta/saldo-e-extrato');
  await expect(page.getByRole('list', { name: 'Extrato' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Saldo atual' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'saldo-e-extrato-390');
  await context.close();
});
