/**
 * Usage from product to report: an operator consumes through the stand-in product
 * ('Fazer uma consulta' goes through the real authorize and ingestion calls), the administrator
 * opens the consolidated report with the demo data, sees the chart and the table with that
 * consumption, and downloads the CSV export through its signed link.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BACKOFFICE, PORTAL } from './playwright.config';
import { expectAccessible, signIn } from './fixtures';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function productUrl(request: APIRequestContext, id: number): Promise<string> {
  const config = (await (await request.get(`${PORTAL}/api/config`)).json()) as {
    productUrls: Record<string, string>;
  };
  const url = config.productUrls[String(id)];
  if (!url) throw new Error(`no address for product ${id}`);
  return url;
}

test.describe('consolidated report', () => {
  test('an operator consumes in Localize, the administrator sees it in the report and downloads the CSV', async ({
    browser,
    request,
  }) => {
    // The operator, in the stand-in product.
    const operatorContext = await browser.newContext();
    const operator = await operatorContext.newPage();
    await operator.goto('/');
    await signIn(operator, 'operador@empresa.example');
    await expect(operator).toHaveURL(/\/inicio$/);
    await operator.goto(`${await productUrl(request, 1)}/`);
    await operator.getByRole('button', { name: 'Fazer uma consulta' }).click();
    await expect(operator.getByRole('status')).toHaveText(/Consulta registrada: Consulta por CPF/);
    await operatorContext.close();

    // The administrator, in the portal.
    const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    await signIn(page, 'admin@empresa.example');
    await expect(page.getByRole('heading', { level: 1, name: 'Olá, Ana!' })).toBeVisible();
    await page.goto('/gestao-da-conta/relatorios');
    await page.getByRole('link', { name: /Consumo consolidado/ }).click();
    await expect(page).toHaveURL(/\/gestao-da-conta\/relatorios\/consumo-consolidado$/);
    // The trail ends at the report's name, Relatórios a link above it.
    const trail = page.getByRole('navigation', { name: 'Você está em' });
    await expect(trail.getByText('Consumo consolidado')).toHaveAttribute('aria-current', 'page');
    await expect(trail.getByRole('link', { name: 'Relatórios' })).toHaveAttribute(
      'href',
      '/gestao-da-conta/relatorios',
    );
    const table = page.getByRole('table', { name: 'Consumo consolidado' });
    await expect(table.getByRole('row').filter({ hasText: 'Consulta por CPF' }).first()).toBeVisible();
    await expect(
      page.getByRole('img', { name: /Gráfico do valor total por produto no período\. .*Localize: R\$/ }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Quantidade total' })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'relatorio-consumo-consolidado-1366');

    await page.getByRole('button', { name: 'EXTRAIR RELATÓRIO' }).click();
    const [answer] = await Promise.all([
      page.waitForResponse((res) => res.url().includes('/api/reports/consolidated-usage/export')),
      page.getByRole('menuitem', { name: 'CSV (Excel)' }).click(),
    ]);
    const { presignedUrl } = (await answer.json()) as { presignedUrl: string };
    // The signed link needs no session: a plain request downloads it.
    const file = await request.get(presignedUrl);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toMatch(
      /attachment; filename="consumo-consolidado-.*\.csv"/,
    );
    const text = (await file.body()).toString('utf8');
    expect(
      text.startsWith('\uFEFFData;Grupo;Produto;Funcionalidade;Valor unitário;Quantidade;Valor total\r\n'),
    ).toBe(true);
    expect(text).toContain(';Localize;Consulta por CPF;');
    for (const extra of context.pages()) if (extra !== page) await extra.close();

    // The week's exports list it, on a phone too.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/gestao-da-conta/relatorios');
    await expect(page.getByRole('list', { name: 'Exportações' }).getByRole('listitem').first()).toContainText(
      'CSV',
    );
    await expectAccessible(page);
    await shot(page, 'relatorios-390');
    await page.goto('/gestao-da-conta/relatorios/consumo-consolidado');
    // On a phone the rows are stacked cards, a list named like the table.
    const cards = page.getByRole('list', { name: 'Consumo consolidado' });
    await expect(cards.getByRole('listitem').filter({ hasText: 'Consulta por CPF' }).first()).toBeVisible();
    await shot(page, 'relatorio-consumo-consolidado-390');
    await page.goto('/gestao-da-conta/preco-unitario');
    await expect(page.getByRole('table', { name: 'Preços vigentes' })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'preco-unitario-390');
    // The month so far against the limits ('Saldo e extrato' with the demo's balance flag, else 'Consumo').
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/gestao-da-conta/saldo-e-extrato');
    await expect(
      page.getByRole('list', { name: 'Consumo do mês por grupo' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: /Consumo do mês por produto\. .*Localize: R\$/ }),
    ).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'consumo-1366');
    await context.close();
  });

  test('staff search a customer in the back office report', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: BACKOFFICE });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    await signIn(page, 'suporte@painel.example');
    await expect(page.getByRole('heading', { name: 'Olá, Sofia!' })).toBeVisible();
    await page.goto('/relatorios/consumo-consolidado');
    await expect(
      page.getByRole('navigation', { name: 'Você está em' }).getByText('Consumo consolidado'),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByText('Selecione um cliente para visualizar o seu consumo consolidado.'),
    ).toBeVisible();
    await page.getByRole('combobox', { name: /Cliente/ }).fill('Empresa Demo');
    await page.getByRole('option', { name: /Empresa Demonstração/ }).click();
    await page.getByRole('button', { name: 'BUSCAR' }).click();
    const table = page.getByRole('table', { name: 'Consumo consolidado' });
    await expect(table.getByRole('columnheader', { name: 'ID cliente' })).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText('Empresa Demonstração');
    await expectAccessible(page);
    await shot(page, 'backoffice-relatorio-1366');
    await context.close();
  });
});
