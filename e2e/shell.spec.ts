/**
 * The shell by account type (PF 2 'Shell', PF 6 menu keys): the side menu's variants, levels and
 * widths, the profile menu, route rules, the access-denied countdown, the back office, small
 * screens, and the whole of it by keyboard alone, with axe on every screen.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './fixtures';
import { signInAs } from './support/sign-in';
import { BACKOFFICE, PORTAL } from './playwright.config';

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu lateral' });
/** The side menu's width in whole pixels, once its width transition has ended. */
const sidebarWidth = async (page: Page) =>
  Math.round((await page.locator('#menu-lateral').boundingBox())?.width ?? 0);
/** The names of the side menu's links and buttons, in the order the keyboard meets them. */
const entries = (page: Page) =>
  sideMenu(page)
    .locator('a[href], [role="button"]')
    .evaluateAll((elements) => elements.map((element) => element.textContent));

async function openProfileMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Menu do perfil de ${name}` }).click();
  return page.getByRole('menu', { name: 'MEU PERFIL' });
}

/** Presses Tab until `target` has the focus; fails if it is not reached within `max` presses. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
    await page.keyboard.press('Tab');
  }
  throw new Error('not reachable by Tab');
}

test.describe('side menu and profile menu by account type', () => {
  test('a trial user: the trial sidebar, no Minha plataforma, only Sair in the profile menu', async ({
    page,
  }) => {
    await signInAs(page, 'trial@teste.example', 'Tiago');
    await expect(sideMenu(page).getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await entries(page)).toEqual([
      'Voltar ao início',
      'Contratar planos',
      'Minhas Soluções',
      'Autentica',
      'Localize',
      'Alterar senha',
      'Sair',
    ]);
    await expect(page.locator('[data-variant="trial"]')).toHaveCount(1);
    await expect.poll(() => sidebarWidth(page)).toBe(270);
    await expectAccessible(page);

    const profile = await openProfileMenu(page, 'Tiago Teste Moura');
    await expect(profile.getByRole('menuitem')).toHaveText(['Sair']);
    await expect(page.getByText('MEU PERFIL')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    // No common panel routes for trial users.
    await page.goto('/gestao-da-conta/inicio');
    await expect(page).toHaveURL(`${PORTAL}/inicio`);
    await sideMenu(page).getByRole('link', { name: 'Contratar planos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contratar planos' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contratar o plano Padrão' })).toBeVisible();
    await expectAccessible(page);

    // PF 7.4: the trial user's own password screen, from the trial sidebar (not submitted: other
    // journeys of this worker sign in as this user).
    await sideMenu(page).getByRole('link', { name: 'Alterar senha' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Alterar senha' })).toBeVisible();
    await expect(page.getByLabel('Nova senha', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test("a company blocked for non-payment: Pagamentos with '!' and only the payments", async ({ page }) => {
    await signInAs(page, 'bloqueado@inadimplente.example', 'Bruno');
    await sideMenu(page).getByRole('button', { name: 'Minha plataforma' }).click();
    const payments = sideMenu(page).getByRole('link', { name: /Pagamentos/ });
    await expect(payments).toContainText('!');
    expect(await entries(page)).toEqual([
      'Menu Principal',
      'Gestão da conta',
      expect.stringContaining('Pagamentos'),
      'Sair',
    ]);

    await sideMenu(page).getByRole('link', { name: 'Gestão da conta' }).click();
    await expect(page).toHaveURL(`${PORTAL}/gestao-da-conta/inicio`);
    await expect(page.getByText(/suspenso por falta de pagamento/)).toBeVisible();
    const cards = page.getByRole('main').getByRole('list', { name: 'Minha Conta' });
    await expect(cards.getByRole('link')).toHaveCount(1);
    await expect(cards.getByRole('img', { name: 'Pagamento pendente' })).toHaveText('!');
    await expectAccessible(page);

    await page.goto('/gestao-da-conta/preco-unitario');
    await expect(page).toHaveURL(`${PORTAL}/inicio`);
  });

  test("an administrator: the full 'Minha Conta', the new sidebar's widths, minimise and maximise as analytics", async ({
    page,
  }) => {
    await signInAs(page, 'admin@empresa.example', 'Ana');
    await expect(page.locator('[data-variant="new"]')).toHaveCount(1);
    await expect.poll(() => sidebarWidth(page)).toBe(270);
    const help = page.getByRole('link', { name: 'Central de ajuda (abre em uma nova aba)' });
    await expect(help).toHaveAttribute('target', '_blank');

    await sideMenu(page).getByRole('button', { name: 'Minha plataforma' }).click();
    await expect(sideMenu(page).getByRole('button', { name: 'Menu Principal' })).toBeFocused();
    expect(await entries(page)).toEqual([
      'Menu Principal',
      'Gestão da conta',
      'Saldo e extrato',
      'Gerenciar usuários',
      'Usuários',
      'Perfis de acesso',
      'Relatórios',
      'Perfil',
      'Pagamentos',
      'Preço Unitário',
      'Privacidade e Segurança',
      'API',
      'Atividade',
      'Sair',
    ]);
    await sideMenu(page).getByRole('link', { name: 'API' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Área do desenvolvedor' })).toBeVisible();
    const trail = page.getByRole('navigation', { name: 'Você está em' });
    await expect(trail.getByRole('link')).toHaveText(['Início', 'Gestão da conta']);
    await expect(sideMenu(page).getByRole('link', { name: 'API' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);

    const minimised = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/analytics/v3/metric') &&
        request.postDataJSON().eventAction === 'minimizar',
    );
    await page.getByRole('button', { name: 'Minimizar menu' }).click();
    expect((await minimised).postDataJSON()).toMatchObject({
      eventCategory: 'menu-lateral',
      eventAction: 'minimizar',
    });
    await expect.poll(() => sidebarWidth(page)).toBe(65);
    // Minimised, the entries keep their names (and show them in a tooltip).
    await sideMenu(page).getByRole('link', { name: 'Relatórios' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Relatórios' })).toBeVisible();
    await expectAccessible(page);

    const maximised = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/analytics/v3/metric') &&
        request.postDataJSON().eventAction === 'maximizar',
    );
    await page.getByRole('button', { name: 'Maximizar menu' }).click();
    await maximised;
    await expect.poll(() => sidebarWidth(page)).toBe(270);
  });

  test('the old sidebar (no new-sidebar flag): 225 px open, 54 px closed', async ({ page }) => {
    // The blocked company has none of the demo flags on.
    await signInAs(page, 'bloqueado@inadimplente.example', 'Bruno');
    await expect(page.locator('[data-variant="old"]')).toHaveCount(1);
    await expect.poll(() => sidebarWidth(page)).toBe(225);
    await page.getByRole('button', { name: 'Minimizar menu' }).click();
    await expect.poll(() => sidebarWidth(page)).toBe(54);
  });

  test('less motion when the system asks for it: the side menu folds at once', async ({ page }) => {
    // Every transition of the side menu's panel, as the browser computes them ('0.001s, 0.001s').
    const durations = async () =>
      (
        await page
          .locator('#menu-lateral')
          .evaluate((element) => getComputedStyle(element).transitionDuration)
      )
        .split(', ')
        .map((duration) => Number.parseFloat(duration));
    // The journeys run under reduced motion (playwright.config.ts): first as everyone else.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await signInAs(page, 'admin@empresa.example', 'Ana');
    expect(Math.max(...(await durations()))).toBeGreaterThanOrEqual(0.1);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(Math.max(...(await durations()))).toBeLessThan(0.01);
    await page.getByRole('button', { name: 'Minimizar menu' }).click();
    await expect.poll(() => sidebarWidth(page)).toBe(65);
  });
});

test.describe('routes', () => {
  test('a route the user may not open redirects to the start', async ({ page }) => {
    await signInAs(page, 'operador@empresa.example', 'Otávio');
    await page.goto('/gestao-da-conta/relatorios');
    await expect(page).toHaveURL(`${PORTAL}/inicio`);
    await page.goto('/gestao-da-conta/inicio');
    await expect(
      page.getByRole('main').getByRole('list', { name: 'Minha Conta' }).getByRole('heading'),
    ).toHaveText(['Perfil', 'Preço Unitário', 'Privacidade e Segurança']);
    await expectAccessible(page);
  });

  test('the access-denied page counts about 9 s down to /inicio', async ({ page }) => {
    await signInAs(page, 'gerente@empresa.example', 'Gustavo');
    // axe on the real clock first (well inside the 9 s), then the countdown on a clock moved by hand.
    await page.goto('/acesso-negado');
    await expect(page.getByRole('heading', { name: 'Acesso Negado!' })).toBeVisible();
    await expectAccessible(page);
    await page.clock.install();
    await page.goto('/acesso-negado');
    await expect(page.getByRole('heading', { name: 'Acesso Negado!' })).toBeVisible();
    // The page's clock follows the real one since install(): stop it a second after the page's own
    // now (the test process's Date.now can be behind the page's: 'Cannot fast-forward to the past'
    // under load), then move it by hand.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await expect(page.getByText('Parece que você não possui acesso ao produto escolhido!')).toBeVisible();
    const bar = page.getByRole('progressbar', { name: 'Tempo até voltar ao início' });
    const start = Number(await bar.getAttribute('aria-valuenow'));
    await page.clock.runFor(4_000);
    // 80 ticks of 0.56 %.
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')) - start)
      .toBeCloseTo(44.8, 0);
    await expect(page).toHaveURL(`${PORTAL}/acesso-negado`);
    await page.clock.runFor(5_000);
    // The bar is full; the navigation it starts runs after React renders (and its loader may use
    // timers), possibly after runFor returns, so time flows again for it.
    await page.clock.resume();
    await expect(page).toHaveURL(`${PORTAL}/inicio`);
  });
});

test('the shell by keyboard alone: skip link, profile menu, levels, a page', async ({ page }) => {
  await signInAs(page, 'gerente@empresa.example', 'Gustavo');
  await page.goto('/inicio');
  await expect(page.getByRole('heading', { name: 'Olá, Gustavo!' })).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // Back to the start of the page.
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  const avatar = page.getByRole('button', { name: 'Menu do perfil de Gustavo Gerente Lima' });
  const toAvatar = await tabTo(page, avatar);
  await page.keyboard.press('Enter');
  const profile = page.getByRole('menu', { name: 'MEU PERFIL' });
  await expect(profile.getByRole('menuitem', { name: 'Editar perfil' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(profile.getByRole('menuitem', { name: 'Gestão da conta' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();
  await expect(avatar).toBeFocused();

  // The side menu comes after the top bar.
  const platform = sideMenu(page).getByRole('button', { name: 'Minha plataforma' });
  expect(await tabTo(page, platform)).toBeGreaterThan(0);
  expect(toAvatar).toBeGreaterThan(0);
  await page.keyboard.press('Enter');
  await expect(sideMenu(page).getByRole('button', { name: 'Menu Principal' })).toBeFocused();
  const users = sideMenu(page).getByRole('link', { name: 'Gerenciar usuários' });
  await tabTo(page, users, 5);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${PORTAL}/grupos-e-usuarios/grupos`);
  await expect(page.getByRole('heading', { level: 1, name: 'Grupos e usuários' })).toBeVisible();
  await expect(users).toHaveAttribute('aria-current', 'page');

  // Back to all products, and the solutions group opens and closes.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  const back = sideMenu(page).getByRole('button', { name: 'Menu Principal' });
  await expect(back).toBeFocused();
  await page.keyboard.press('Enter');
  const solutions = sideMenu(page).getByRole('button', { name: 'Minhas Soluções' });
  await tabTo(page, solutions, 5);
  await page.keyboard.press('Enter');
  await expect(solutions).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(solutions).toHaveAttribute('aria-expanded', 'true');
});

test('the back office: its staff screens, no help centre, the old sidebar', async ({ page }) => {
  await signInAs(page, 'suporte@painel.example', 'Sofia', BACKOFFICE);
  expect(await entries(page)).toEqual([
    'Voltar ao início',
    'Clientes',
    'Notificações',
    'Funcionalidades',
    'Produtos integrados',
    'Relatórios',
    'Solicitações de contratação',
    'Meu perfil',
    'Sair',
  ]);
  await expect(page.locator('[data-variant="old"]')).toHaveCount(1);
  await expect(page.getByRole('link', { name: /Central de ajuda/ })).toHaveCount(0);
  await expect(page.getByRole('banner').getByText('BACKOFFICE', { exact: true })).toBeVisible();
  await expectAccessible(page);
  const profile = await openProfileMenu(page, 'Sofia Suporte Andrade');
  await expect(profile.getByRole('menuitem')).toHaveText(['Meu perfil', 'Sair']);
  // The back office's own profile: the portal's page, from the staff call.
  await profile.getByRole('menuitem', { name: 'Meu perfil' }).click();
  await expect(page).toHaveURL(`${BACKOFFICE}/backoffice/meu-perfil`);
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue('suporte@painel.example');
  await expect(page.getByRole('button', { name: 'ALTERAR SENHA' })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`${BACKOFFICE}/gestao-da-conta/inicio`);
  await expect(page).toHaveURL(`${BACKOFFICE}/inicio`);
  await sideMenu(page).getByRole('link', { name: 'Funcionalidades' }).click();
  await expect(page).toHaveURL(`${BACKOFFICE}/backoffice/funcionalidades`);
  await expect(sideMenu(page).getByRole('link', { name: 'Funcionalidades' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Nothing of the page runs past a phone's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'ADICIONAR' }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const button of await page.getByRole('button', { name: 'ADICIONAR' }).all()) {
    const box = await button.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the hamburger opens the menu over the whole width; following a link closes it', async ({ page }) => {
    await signInAs(page, 'admin@empresa.example', 'Ana');
    await expect(page.locator('#menu-lateral')).toHaveCount(0);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu lateral' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => sidebarWidth(page)).toBe(390);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await dialog.getByRole('button', { name: 'Minha plataforma' }).click();
    await dialog.getByRole('link', { name: 'Privacidade e Segurança' }).click();
    await expect(page).toHaveURL(`${PORTAL}/gestao-da-conta/privacidade-e-seguranca`);
    await expect(dialog).toBeHidden();
    await expectAccessible(page);
  });
});
