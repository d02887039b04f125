/**
 * The 'Atividade' view in Chromium: an administrator reads the company's trail
 * from the menu and filters it; staff read a customer's in the back office. Screenshots of both
 * widths land in the run's output folder for a person to look at.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './fixtures';
import { customerIdByDocument } from './support/customers';
import { signInAs, signInToBackOffice } from './support/sign-in';

test('an administrator reads and filters the company’s activity, on a desktop and a phone', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 800 });
  await signInAs(page, 'admin@empresa.example', 'Ana');
  await page.goto('/gestao-da-conta/atividade');
  await expect(page.getByRole('heading', { level: 1, name: 'Atividade' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Registro de atividade' });
  // The administrator's own sign-in just now is on the trail.
  await expect(table.getByRole('row').filter({ hasText: 'Início de sessão' }).first()).toContainText(
    'admin@empresa.example',
  );
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('atividade-1366.png'), fullPage: true });

  await page.getByRole('button', { name: 'FILTROS' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filtros' });
  await drawer.getByRole('combobox', { name: 'Ação' }).click();
  await page.getByRole('option', { name: 'Início de sessão' }).click();
  await drawer.getByRole('button', { name: 'FILTRAR' }).click();
  await expect(page).toHaveURL(/action=SESSION_START/);
  await expect(page.getByRole('button', { name: 'Remover filtro Ação: Início de sessão' })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('Início de sessão');

  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('atividade-390.png'), fullPage: true });
});

test('staff read a customer’s activity in the back office', async ({ browser }, info) => {
  const { context, page } = await signInToBackOffice(browser, 'suporte@painel.example', {
    viewport: { width: 1366, height: 800 },
  });
  const demoId = await customerIdByDocument(page, '11444777000161');
  await page.goto(`/clientes/${demoId}/atividade`);
  await expect(page.getByRole('heading', { level: 1, name: 'Atividade' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Registro de atividade' }).getByRole('row').nth(1),
  ).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('atividade-backoffice-1366.png'), fullPage: true });
  await context.close();
});
