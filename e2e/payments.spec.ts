/**
 * Pagamentos: the company blocked for non-payment opens Pagamentos, sees its overdue
 * invoices with boleto and PIX, pays them through the demo provider (the same signed webhook a
 * bank would call) and the last one by PIX (the charge's BR Code paid at the stand-in
 * PSP, which notifies the portal through the API Pix webhook), and gets its products back at once. It runs after every other journey (its own
 * project in playwright.config.ts): the others expect the demo company still blocked.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signIn } from './fixtures';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const card = (page: Page, trailTitle: string, product: string) =>
  page.getByRole('region', { name: trailTitle }).getByRole('button', { name: new RegExp(`^${product}`) });

test.describe('Pagamentos', () => {
  test("the blocked company's administrator pays through the demo provider and gets the products back", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    await signIn(page, 'bloqueado@inadimplente.example');
    await expect(card(page, 'Cadastro e Onboarding', 'Localize')).toHaveAttribute('aria-disabled', 'true');

    await page.goto('/gestao-da-conta/pagamentos');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamentos' })).toBeVisible();
    await expect(page.getByText(/suspenso por falta de pagamento/)).toBeVisible();
    const table = page.getByRole('table', { name: 'Pagamentos' });
    await expect(table.getByText('Vencida').first()).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'pagamentos-1366');

    // Every overdue invoice, one by one, through its dialog.
    const payButtons = table.getByRole('button', { name: /^Pagar a fatura/ });
    const count = await payButtons.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      await payButtons.first().click();
      const dialog = page.getByRole('dialog', { name: /^Pagar a fatura/ });
      await expect(dialog.getByText(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/)).toBeVisible();
      await expect(dialog.getByRole('img', { name: 'QR code do PIX' })).toBeVisible();
      if (i === 0) {
        await expectAccessible(page);
        await shot(page, 'pagamentos-pagar-1366');
      }
      if (i < count - 1) {
        await dialog.getByRole('button', { name: 'Simular pagamento' }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByText('Pagamento confirmado.').first()).toBeVisible();
        continue;
      }
      // The last one by PIX: the payer's bank pays the dynamic BR Code (one line, the QR code's
      // content) at the stand-in PSP, which notifies the portal's API Pix webhook.
      const title = await dialog.getByRole('heading').first().textContent();
      const code = (await dialog.getByText(/^000201/).textContent()) ?? '';
      expect(code).not.toMatch(/[\r\n]/);
      await dialog.getByRole('button', { name: 'Fechar' }).click();
      const paid = await page.request.post('/api/demo/pix/pagamentos', { data: { pixCopiaECola: code } });
      expect(paid.status()).toBe(200);
      expect(await paid.json()).toMatchObject({ webhookStatus: 200 });
      await page.reload();
      const number = /\d{4}-\d{2}-\d{6}/.exec(title ?? '')?.[0] ?? '';
      const receipts = page.getByRole('list', { name: `Pagamentos recebidos da fatura ${number}` });
      await expect(receipts.getByText(/PIX · R\$ [\d.,]+ · Quitou a fatura/)).toBeVisible();
    }
    await expect(table.getByRole('button', { name: /^Pagar a fatura/ })).toHaveCount(0);
    await expect(page.getByText(/suspenso por falta de pagamento/)).toBeHidden();
    // The demo's stand-in NFS-e provider (real HTTP) issued each paid invoice's NFS-e.
    await expect(table.getByText('Emitida').first()).toBeVisible();
    await expect(table.getByText(/^NFS-e \d{12}/).first()).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    // On phones one card per invoice, with its nota fiscal once paid.
    const cards = page.getByRole('list', { name: 'Pagamentos' });
    await expect(cards.getByText('Paga').first()).toBeVisible();
    await expect(cards.getByRole('button', { name: /^Recibo do portal/ }).first()).toBeVisible();
    await expect(cards.getByText('Emitida').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'pagamentos-390');
    await expectAccessible(page);

    await page.goto('/inicio');
    await expect(card(page, 'Cadastro e Onboarding', 'Localize')).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
