/**
 * Journeys of access profiles: an administrator builds a custom profile through the
 * wizard and finds it in the grid; staff open a customer's profiles in the back office. Names
 * carry a per-run suffix, since the journeys share one database.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './fixtures';
import { customerIdByDocument } from './support/customers';
import { signInAs, signInToBackOffice } from './support/sign-in';

const suffix = () => Date.now().toString(36);

test('an administrator creates a custom profile with the wizard and finds it in the grid', async ({
  page,
}) => {
  // A bound for a hang, not a speed target: four axe passes on a shared 2-core machine.
  test.setTimeout(120_000);
  const name = `Analista ${suffix()}`;
  await signInAs(page, 'admin@empresa.example', 'Ana');
  await page.goto('/grupos-e-usuarios/perfis');
  const grid = page.getByRole('list', { name: 'Perfis de acesso' });
  await expect(grid.getByRole('heading', { name: 'Administrador' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Criar novo perfil' }).click();
  const drawer = page.getByRole('dialog', { name: 'Criar perfil personalizado' });
  await expect(drawer.getByRole('radio', { name: 'Administrador' })).toBeChecked();
  await drawer.getByLabel('Nome do perfil').fill(name);
  await drawer.getByLabel('Descrição').fill('Consultas de cadastro');
  await drawer.getByRole('radio', { name: 'Operador' }).check();
  await expectAccessible(page);
  await drawer.getByRole('button', { name: 'AVANÇAR' }).click();

  // The wizard's defaults among the demo company's products: Localize, SMS, Base Certa, Autentica.
  await expect(drawer.getByRole('checkbox', { name: 'Localize' })).toBeChecked();
  await expect(drawer.getByRole('checkbox', { name: 'Administrativo' })).not.toBeChecked();
  for (const product of ['SMS', 'Base Certa'])
    await drawer.getByRole('checkbox', { name: product }).uncheck();
  await drawer.getByRole('button', { name: 'AVANÇAR' }).click();

  await drawer.getByRole('switch', { name: 'Histórico de consultas' }).uncheck();
  await expectAccessible(page);
  await drawer.getByRole('button', { name: 'AVANÇAR' }).click();
  await expect(drawer.getByRole('heading', { name: 'Finalizando o perfil' })).toBeVisible();
  await drawer.getByRole('button', { name: 'CRIAR PERFIL' }).click();

  const done = page.getByRole('dialog', { name: 'Perfil criado com sucesso!' });
  await expect(done).toBeVisible();
  await expectAccessible(page);
  await done.getByRole('button', { name: 'AGORA NÃO' }).click();

  const card = grid.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toContainText('Personalizado');
  await expect(card).toContainText('0 usuários');
  await card.getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: `Permissões do perfil ${name}` });
  await expect(dialog.getByRole('tab', { name: 'Localize' })).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Consulta de pessoas' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Histórico de consultas' })).not.toBeChecked();
  await expectAccessible(page);
});

test('staff see a customer’s access profiles in the back office', async ({ browser }) => {
  const { context, page } = await signInToBackOffice(browser, 'suporte@painel.example');
  const demoId = await customerIdByDocument(page, '11444777000161');
  await page.goto(`/clientes/${demoId}/editar/perfis`);
  const grid = page.getByRole('list', { name: 'Perfis de acesso' });
  await expect(grid.getByRole('heading', { name: 'Gerente' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Criar novo perfil' })).toBeVisible();
  await expectAccessible(page);
  await context.close();
});

test('a manager changes their own landline and birth date', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'gerente@empresa.example', 'Gustavo');
  await page.goto('/gestao-da-conta/editar/perfil');
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue('gerente@empresa.example');
  await page.getByLabel('Data de nascimento').fill('21/04/1988');
  await page.getByLabel('Telefone fixo').fill('1140041234');
  await page.getByLabel('Celular').fill('11912345678');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'SALVAR' }).click();
  await expect(page.getByText('Dados atualizados com sucesso!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Data de nascimento')).toHaveValue('21/04/1988');
  await expect(page.getByLabel('Telefone fixo')).toHaveValue('(11) 4004-1234');
});
