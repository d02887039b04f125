/**
 * Journeys of navigation: an administrator finds the users list and Perfis de acesso by
 * clicking, and closes a right-hand drawer by its X on a desktop screen; a gerente sees his group's
 * restrictions read-only; staff go from Clientes to a customer's groups and back. They only read
 * (the drawer is closed unsaved), so they depend on no other journey's data and leave none.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './fixtures';
import { customerIdByDocument } from './support/customers';
import { signInAs, signInToBackOffice } from './support/sign-in';

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu lateral' });

test('an administrator reaches the users list and Perfis de acesso from the menu, and closes the wizard by its X', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'admin@empresa.example', 'Ana');
  await sideMenu(page).getByRole('button', { name: 'Minha plataforma' }).click();
  await sideMenu(page).getByRole('link', { name: 'Perfis de acesso' }).click();
  await expect(page).toHaveURL(/\/grupos-e-usuarios\/perfis$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Perfis de acesso' })).toBeVisible();
  const section = page.getByRole('navigation', { name: 'Seções de Gerenciar usuários' });
  await expect(section.getByRole('link', { name: 'Perfis de acesso' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectAccessible(page);

  // The drawer opens over the top bar: its X is what a click there reaches (not the avatar menu).
  await page.getByRole('button', { name: 'Criar novo perfil' }).click();
  const drawer = page.getByRole('dialog', { name: 'Criar perfil personalizado' });
  await expect(drawer.getByRole('heading', { name: 'Criar perfil personalizado' })).toBeInViewport();
  await drawer.getByRole('button', { name: 'Fechar' }).click();
  await expect(drawer).toHaveCount(0);
  await expect(page.getByRole('menu')).toHaveCount(0);

  await section.getByRole('link', { name: 'Usuários', exact: true }).click();
  await expect(page).toHaveURL(/\/grupos-e-usuarios\/usuarios$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
  await sideMenu(page).getByRole('link', { name: 'Gerenciar usuários' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grupos e usuários' })).toBeVisible();
  await sideMenu(page).getByRole('link', { name: 'Usuários', exact: true }).click();
  await expect(page).toHaveURL(/\/grupos-e-usuarios\/usuarios$/);
  await expectAccessible(page);
});

test('a gerente sees the limit, IPs, days, hours and status of his group read-only, with the reason', async ({
  page,
}) => {
  // A bound for a hang on a shared 2-core machine, not a speed target.
  test.setTimeout(180_000);
  await signInAs(page, 'gerente@empresa.example', 'Gustavo');
  await sideMenu(page).getByRole('button', { name: 'Minha plataforma' }).click();
  await expect(sideMenu(page).getByRole('link', { name: 'Perfis de acesso' })).toHaveCount(0);
  await sideMenu(page).getByRole('link', { name: 'Gerenciar usuários' }).click();
  await page.getByRole('button', { name: 'Editar grupo' }).click();
  await page
    .getByRole('list', { name: 'Grupos' })
    .getByRole('button', { name: /Comercial/ })
    .click();
  await expect(page.getByText('são definidos por um administrador da empresa')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Limite de consumo/ })).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Ativo' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Segunda' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: /Nome do grupo/ })).toBeEnabled();
  await expectAccessible(page);
});

test('staff go from Clientes to a customer’s groups, named, and back to the customer', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { context, page } = await signInToBackOffice(browser, 'suporte@painel.example');
  await page.goto('/clientes');
  await expect(
    page
      .getByRole('table', { name: 'Clientes' })
      .getByText(/^Teste: \d+ dias? restantes?$/)
      .first(),
  ).toBeVisible();
  // The trial chips' colour included: axe's colour-contrast runs here, in Chromium.
  await expectAccessible(page);
  const demoId = await customerIdByDocument(page, '11444777000161');
  await page.goto(`/clientes/${demoId}`);
  await page
    .getByRole('navigation', { name: 'Áreas do cliente' })
    .getByRole('link', { name: 'Grupos' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/clientes/${demoId}/editar/grupos$`));
  const trail = page.getByRole('navigation', { name: 'Você está em' });
  await expect(trail.getByRole('link', { name: 'Empresa Demonstração Ltda' })).toBeVisible();
  await expect(page.getByTestId('customer-caption')).toContainText('11.444.777/0001-61');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Voltar para o cliente' }).click();
  await expect(page).toHaveURL(new RegExp(`/clientes/${demoId}$`));
  await context.close();
});
