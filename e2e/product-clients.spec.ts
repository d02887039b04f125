/**
 * 'Produtos integrados': staff register a product's client, see its secret once, rotate
 * it and revoke the previous one, in the real back office.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './fixtures';
import { signInToBackOffice } from './support/sign-in';

test('staff register a product client, see its secret once, rotate it and revoke the previous one', async ({
  browser,
}) => {
  const { context, page } = await signInToBackOffice(browser, 'suporte@painel.example');
  await page.goto('/backoffice/produtos-integrados');
  await expect(page.getByRole('heading', { level: 1, name: 'Produtos integrados' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Aplicações cliente dos produtos' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Cadastrar produto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastrar produto integrado' });
  await dialog.getByRole('textbox', { name: 'Nome' }).fill('Dossiê (jornada)');
  await dialog.getByRole('combobox', { name: 'Produto' }).click();
  await page.getByRole('option', { name: 'Dossiê' }).click();
  await dialog.getByRole('textbox', { name: 'Identificador (client_id)' }).fill('produto-dossie-jornada');
  await dialog
    .getByRole('textbox', { name: 'Endereços de retorno' })
    .fill('https://dossie.painel.example/oauth/retorno');
  await dialog.getByRole('button', { name: 'Cadastrar produto' }).click();

  const secret = page.getByRole('dialog', { name: 'Segredo da aplicação cliente' });
  await expect(secret.getByTestId('product-client-secret')).not.toBeEmpty();
  const first = await secret.getByTestId('product-client-secret').innerText();
  await expectAccessible(page);
  await secret.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByText(first)).toHaveCount(0);

  const actions = table.getByRole('button', { name: 'Ações de Dossiê (jornada)' });
  await actions.click();
  await page.getByRole('menuitem', { name: 'Gerar novo segredo' }).click();
  await page
    .getByRole('dialog', { name: 'Gerar novo segredo?' })
    .getByRole('button', { name: 'Gerar novo segredo' })
    .click();
  await expect(secret).toContainText('O segredo anterior continua valendo até');
  await expect(secret.getByTestId('product-client-secret')).not.toHaveText(first);
  await secret.getByRole('button', { name: 'Fechar' }).click();

  await actions.click();
  await page.getByRole('menuitem', { name: 'Revogar segredo anterior' }).click();
  await page
    .getByRole('dialog', { name: 'Revogar o segredo anterior?' })
    .getByRole('button', { name: 'Revogar segredo anterior' })
    .click();
  await expect(page.getByText('Segredo anterior revogado.')).toBeVisible();
  await actions.click();
  await expect(page.getByRole('menuitem', { name: 'Gerar novo segredo' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Revogar segredo anterior' })).toHaveCount(0);
  await context.close();
});
