/**
 * Registered boletos: in demo mode staff open the blocked company's Pagamentos in the back
 * office, exchange files with the stand-in bank (a CNAB 240 remittance registers every unpaid
 * invoice's boleto; its return confirms them), and pay boletos at the demo bank: its next return
 * settles them through the same payment function as the webhook. It pays every overdue invoice but
 * the newest, which payments.spec.ts pays by PIX and so lifts the block: between the two journeys
 * each path pays an invoice end to end and the company is unblocked. Its own project, after the
 * other journeys and before payments.spec.ts (playwright.config.ts).
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './fixtures';
import { customerIdByDocument } from './support/customers';
import { signInToBackOffice } from './support/sign-in';

test('staff register the blocked company’s boletos by remittance and the demo bank’s return settles them', async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const { context, page } = await signInToBackOffice(browser, 'suporte@painel.example', {
    viewport: { width: 1366, height: 900 },
  });
  const blockedId = await customerIdByDocument(page, '00000000000191');
  await page.goto(`/clientes/${blockedId}/pagamentos`);
  const files = page.getByRole('table', { name: 'Arquivos do banco (CNAB 240)' });
  await page.getByRole('button', { name: 'Trocar arquivos com o banco' }).click();
  await expect(page.getByText(/^Arquivos trocados com o banco:/)).toBeVisible();
  await expect(files.getByText('Remessa nº 1').first()).toBeVisible();
  await expect(files.getByText('Registrado').first()).toBeVisible();

  const payButtons = files.getByRole('button', {
    name: /^Pagar no banco de demonstração o boleto da fatura /,
  });
  await expect(payButtons.first()).toBeVisible();
  const labels = (
    await payButtons.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))
  ).sort();
  expect(labels.length).toBeGreaterThan(1);
  // Every one but the newest invoice (left for the PIX journey).
  for (const label of labels.slice(0, -1)) {
    await files.getByRole('button', { name: label }).click();
    await expect(
      page.getByText('Boleto pago no banco de demonstração; o retorno foi processado.').first(),
    ).toBeVisible();
    await expect(files.getByRole('button', { name: label })).toHaveCount(0);
  }
  await expect(files.getByText(/^Liquidado \(pago R\$/).first()).toBeVisible();
  const invoices = page.getByRole('table', { name: 'Pagamentos' });
  await expect(invoices.getByText('Paga', { exact: true })).toHaveCount(labels.length - 1);
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('boleto-arquivos-1366.png'), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone each file line is a stacked card, in a list named like the table.
  const cards = page.getByRole('list', { name: 'Arquivos do banco (CNAB 240)' });
  await expect(cards.getByText('Registrado').first()).toBeVisible();
  await page.screenshot({ path: info.outputPath('boleto-arquivos-390.png'), fullPage: true });
  await context.close();
});
