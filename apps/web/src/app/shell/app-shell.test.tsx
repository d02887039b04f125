import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@painel/contracts';
import { baseProfilePermissions } from '@painel/domain';
import { expectNoAxeViolations } from '../../test/axe';
import { json, maria, stubApi, type Handler } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { startTestClock } from '../../test/test-clock';

const sessionKey = 'GET /api/oauth2/session';
const FULL_SUITE = [1, 5, 6, 7, 9, 10, 11, 12, 13, 14, 16, 17, 18].map((id) => ({
  id,
  name: `Produto ${id}`,
}));

function person(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    ...maria,
    permissions: [...baseProfilePermissions(1)],
    products: FULL_SUITE,
    group: { id: 3, name: 'Comercial' },
    ...overrides,
  };
}

const trial = person({
  trial: true,
  plan: { id: 4, planType: 'TRIAL' },
  products: [1, 10, 6].map((id) => ({ id, name: `Produto ${id}` })),
});
const operator = person({
  profile: { id: 3, name: 'Operador', isCustomProfile: false, base: { id: 3, name: 'Operador' } },
  permissions: [...baseProfilePermissions(3)],
});
const blocked = person({
  plan: { id: 1, planType: 'PONTUAL' },
  company: { ...maria.company, blockedForNonPayment: true },
  permissions: ['FINANCEIRO:BOLETOENOTAFISCAL:VISUALIZAR'],
  products: [{ id: 6, name: 'Gestão da conta' }],
  blockedState: 'nonPayment',
});
const staff = person({
  name: 'Sofia Suporte Andrade',
  firstName: 'Sofia',
  profile: { id: 5, name: 'Administrativo', isCustomProfile: false, base: { id: 5, name: 'Administrativo' } },
  company: { ...maria.company, id: 1 },
  permissions: [...baseProfilePermissions(5)],
  products: [{ id: 6, name: 'Gestão da conta' }],
  systemId: 2,
});

const config = {
  environment: 'portal',
  helpCenterUrl: 'https://ajuda.painel.example',
  privacyPolicyUrl: 'https://painel.example/privacidade',
  loginContacts: { phones: [], emails: [] },
  securitySeal: null,
  loginBanner: null,
  productUrls: { '1': 'https://localize.painel.example', '100': 'https://protesto.painel.example' },
};

function stubShell(
  user: SessionUser,
  flags: Record<string, boolean> = {},
  extra: Record<string, Handler> = {},
) {
  return stubApi({
    [sessionKey]: () => json(200, user),
    'GET /api/feature-flags': () => json(200, { flags }),
    'GET /api/config': () => json(200, config),
    'POST /api/analytics/v3/metric': () => new Response(null, { status: 204 }),
    ...extra,
  });
}

/** Desktop widths: the permanent side menu (jsdom has no matchMedia; MUI then assumes small screens). */
function desktop() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

const sideMenu = () => screen.findByRole('navigation', { name: 'Menu lateral' });
/** The names of the menu's links and buttons, in the order a keyboard meets them. */
const entryNames = (menu: HTMLElement) =>
  Array.from(menu.querySelectorAll('a[href], [role="button"]')).map((element) => element.textContent);

describe('side menu per account type (desktop)', () => {
  beforeEach(desktop);

  it('an administrator: all products, then Minha plataforma opens Minha Conta with the focus on the way back', async () => {
    stubShell(person());
    const { user } = renderApp('/inicio');
    const menu = await sideMenu();
    expect(entryNames(menu)).toEqual([
      'Voltar ao início',
      'Minha plataforma',
      'Minhas Soluções',
      'Análise 360',
      'Assinaturas',
      'Autentica',
      'Base Certa',
      'Crédito Mix',
      'Dossiê',
      'Geotimize',
      'Gestão de Cobrança',
      'Localize',
      'SMS',
      'Veículos',
      'Webphone',
      'Meu perfil',
      'Sair',
    ]);
    expect(within(menu).getByRole('button', { name: 'Minhas Soluções' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(menu).getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(menu).getByRole('button', { name: 'Minha plataforma' }));
    expect(within(menu).getByRole('button', { name: 'Menu Principal' })).toHaveFocus();
    expect(entryNames(menu)).toEqual([
      'Menu Principal',
      'Gestão da conta',
      'Consumo',
      'Gerenciar usuários',
      'Usuários',
      'Perfis de acesso',
      'Relatórios',
      'Perfil',
      'Pagamentos',
      'Preço Unitário',
      'Privacidade e Segurança',
      'Atividade',
      'Sair',
    ]);
    await user.click(within(menu).getByRole('button', { name: 'Menu Principal' }));
    expect(within(menu).getByRole('button', { name: 'Minha plataforma' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('a trial user: the trial sidebar with Alterar senha, no Minha plataforma, and only Sair in the profile menu', async () => {
    stubShell(trial, { 'new-sidebar': true });
    const { user } = renderApp('/inicio');
    const menu = await sideMenu();
    expect(entryNames(menu)).toEqual([
      'Voltar ao início',
      'Contratar planos',
      'Minhas Soluções',
      'Autentica',
      'Localize',
      'Alterar senha',
      'Sair',
    ]);
    expect(menu.closest('[data-variant]')).toHaveAttribute('data-variant', 'trial');

    await user.click(screen.getByRole('button', { name: 'Menu do perfil de Maria Souza' }));
    const profile = await screen.findByRole('menu', { name: 'MEU PERFIL' });
    expect(
      within(profile)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Sair']);
    await user.keyboard('{Escape}');

    // PF 7.4's trial password call has its screen, reached from the trial sidebar.
    await user.click(within(menu).getByRole('link', { name: 'Alterar senha' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Alterar senha' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nova senha')).toBeInTheDocument();
  });

  it("a company blocked for non-payment: Pagamentos carries '!', and the page is highlighted", async () => {
    stubShell(blocked);
    renderApp('/gestao-da-conta/inicio');
    const menu = await sideMenu();
    const payments = within(menu).getByRole('link', { name: /Pagamentos/ });
    expect(payments).toHaveTextContent('!');
    expect(payments).toHaveAccessibleName('Pagamentos (Pagamento pendente)');
    expect(within(menu).getByRole('link', { name: 'Gestão da conta' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).queryByRole('link', { name: 'Consumo' })).not.toBeInTheDocument();
  });

  it('the new sidebar by flag, Saldo e extrato by the balance flag, Protesto by its flag in a new tab', async () => {
    stubShell(person(), { 'new-sidebar': true, 'balance-session': true, 'sidebar-mostrar-protestos': true });
    const { user } = renderApp('/inicio');
    const menu = await sideMenu();
    await waitFor(() => expect(menu.closest('[data-variant]')).toHaveAttribute('data-variant', 'new'));
    const protest = await within(menu).findByRole('link', { name: /Protesto/ });
    expect(protest).toHaveAttribute('href', 'https://protesto.painel.example');
    expect(protest).toHaveAttribute('target', '_blank');
    expect(protest).toHaveAccessibleName('Protesto (abre em uma nova aba)');
    await user.click(within(menu).getByRole('button', { name: 'Minha plataforma' }));
    expect(within(menu).getByRole('link', { name: 'Saldo e extrato' })).toBeInTheDocument();
  });

  it('the back office: the staff screens, no help centre, no Minha plataforma', async () => {
    document.documentElement.dataset.environment = 'backoffice';
    stubShell(staff, { 'new-sidebar': true });
    renderApp('/inicio');
    const menu = await sideMenu();
    expect(entryNames(menu)).toEqual([
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
    expect(menu.closest('[data-variant]')).toHaveAttribute('data-variant', 'old');
    expect(screen.queryByRole('link', { name: /Central de ajuda/ })).not.toBeInTheDocument();
  });

  it('minimising and maximising are sent as analytics events and keep every entry named', async () => {
    const calls = stubShell(person());
    const { user } = renderApp('/inicio');
    const menu = await sideMenu();
    await user.click(screen.getByRole('button', { name: 'Minimizar menu' }));
    expect(within(menu).getByRole('link', { name: 'Voltar ao início' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Maximizar menu' }));
    const events = calls
      .filter((call) => call.key === 'POST /api/analytics/v3/metric')
      .map((call) => JSON.parse(String(call.init.body)));
    expect(events).toEqual([
      { productId: 6, eventCategory: 'menu-lateral', eventAction: 'minimizar' },
      { productId: 6, eventCategory: 'menu-lateral', eventAction: 'maximizar' },
    ]);
  });

  it('a solution launches the product with origin MENU', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = stubShell(person());
    const { user } = renderApp('/inicio');
    const menu = await sideMenu();
    await screen.findByRole('link', { name: /Central de ajuda/ }); // the configuration has arrived
    await user.click(within(menu).getByRole('button', { name: 'Localize' }));
    expect(assign).toHaveBeenCalledWith('https://localize.painel.example');
    const launch = calls.find((call) => call.key === 'POST /api/analytics/v3/metric');
    expect(JSON.parse(String(launch?.init.body))).toMatchObject({ productId: 1, eventAction: 'MENU' });
  });
});

describe('top bar', () => {
  beforeEach(desktop);

  it('opens the configured help centre in a new tab', async () => {
    stubShell(person());
    renderApp('/inicio');
    const help = await screen.findByRole('link', { name: 'Central de ajuda (abre em uma nova aba)' });
    expect(help).toHaveAttribute('href', 'https://ajuda.painel.example');
    expect(help).toHaveAttribute('target', '_blank');
  });

  it("the profile menu: 'MEU PERFIL', name, profile and group; Escape closes it and returns the focus", async () => {
    stubShell(person());
    const { user, router } = renderApp('/inicio');
    const avatar = await screen.findByRole('button', { name: 'Menu do perfil de Maria Souza' });
    expect(avatar).toHaveTextContent('MS');
    await user.click(avatar);
    const menu = await screen.findByRole('menu', { name: 'MEU PERFIL' });
    const popover = menu.parentElement as HTMLElement; // the menu's paper holds the header above it
    expect(popover).toHaveTextContent('Maria Souza');
    expect(popover).toHaveTextContent('Administrador');
    expect(popover).toHaveTextContent('Comercial');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Editar perfil', 'Gestão da conta', 'Sair']);
    expect(within(menu).getByRole('menuitem', { name: 'Editar perfil' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(avatar).toHaveFocus();

    await user.click(avatar);
    await user.click(await screen.findByRole('menuitem', { name: 'Gestão da conta' }));
    expect(router.state.location.pathname).toBe('/gestao-da-conta/inicio');
  });

  it("reads 'NU', 'No User' and 'Sem grupo' for an unreadable user", async () => {
    stubShell(person({ name: '', firstName: '', lastName: '', group: null }));
    const { user } = renderApp('/inicio');
    const avatar = await screen.findByRole('button', { name: 'Menu do perfil de No User' });
    expect(avatar).toHaveTextContent('NU');
    await user.click(avatar);
    const popover = (await screen.findByRole('menu', { name: 'MEU PERFIL' })).parentElement as HTMLElement; // as above
    expect(popover).toHaveTextContent('No User');
    expect(popover).toHaveTextContent('Sem grupo');
  });
});

describe('small screens', () => {
  it('the hamburger opens the menu full width; a link or Escape closes it', async () => {
    stubShell(person());
    const { user, router } = renderApp('/inicio');
    const hamburger = await screen.findByRole('button', { name: 'Abrir menu' });
    expect(screen.queryByRole('navigation', { name: 'Menu lateral' })).not.toBeInTheDocument();
    await user.click(hamburger);
    const dialog = await screen.findByRole('dialog', { name: 'Menu lateral' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu lateral' })).not.toBeInTheDocument(),
    );

    await user.click(hamburger);
    const menu = await screen.findByRole('dialog', { name: 'Menu lateral' });
    expect(menu).not.toBe(dialog);
    await user.click(within(menu).getByRole('button', { name: 'Minha plataforma' }));
    await user.click(within(menu).getByRole('link', { name: 'Relatórios' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gestao-da-conta/relatorios'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu lateral' })).not.toBeInTheDocument(),
    );
  });
});

describe('route rules', () => {
  it.each<[string, SessionUser, string, string]>([
    ['an operator may not open the reports', operator, '/gestao-da-conta/relatorios', '/inicio'],
    ['a trial user gets no account routes', trial, '/gestao-da-conta/inicio', '/inicio'],
    ['a non-trial user has no plans to contract', person(), '/contratar/planos', '/inicio'],
    ['a customer does not open staff screens', person(), '/backoffice/notificacoes', '/inicio'],
    [
      'a pending MFA validation lands on the account home',
      person({ blockedState: 'mfaPending' }),
      '/inicio',
      '/gestao-da-conta/inicio',
    ],
    [
      'a blocked company keeps the payments',
      blocked,
      '/gestao-da-conta/pagamentos',
      '/gestao-da-conta/pagamentos',
    ],
  ])('%s', async (_name, who, from, to) => {
    stubShell(who);
    const { router } = renderApp(from);
    await screen.findByRole('banner');
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it('the back office sends customer routes to its start', async () => {
    document.documentElement.dataset.environment = 'backoffice';
    stubShell(staff);
    const { router } = renderApp('/gestao-da-conta/inicio');
    await screen.findByRole('banner');
    expect(router.state.location.pathname).toBe('/inicio');
  });

  it('a user blocked by MFA validation is logged out and told why', async () => {
    const calls = stubShell(
      person({ blockedState: 'mfaBlocked', permissions: [], products: [] }),
      {},
      {
        'DELETE /api/oauth2/session': () => json(200, { message: 'ok' }),
      },
    );
    localStorage.setItem('painel:outra-coisa', 'x');
    const { router } = renderApp('/inicio');
    expect(await screen.findByText(/três tentativas incorretas/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/acesso-bloqueado');
    expect(calls.map((call) => call.key)).toContain('DELETE /api/oauth2/session');
    expect(localStorage.length).toBe(0);
  });
});

describe('pages of the shell', () => {
  beforeEach(desktop);

  // Contratar planos was the last area of a later version: every area is built now, and
  // none shows the "not available yet" screen.
  it("the trial user's plans: its own page under its name, with breadcrumbs and the side menu marking it", async () => {
    stubShell(
      trial,
      {},
      {
        'GET /api/trial/contract-request': () => json(200, { request: null }),
        'GET /api/lgpd/purpose-of-use': () => json(200, []),
      },
    );
    renderApp('/contratar/planos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contratar planos' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Contratar o plano Padrão' })).toBeInTheDocument();
    expect(
      screen.queryByText('Esta área ainda não está disponível nesta versão do Painel.'),
    ).not.toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Você está em' });
    expect(within(trail).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/inicio');
    expect(within(trail).getByText('Contratar planos')).toHaveAttribute('aria-current', 'page');
    expect(within(await sideMenu()).getByRole('link', { name: 'Contratar planos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoAxeViolations();
  });

  it.each(['/gestao-da-conta/inicio', '/gestao-da-conta/pagina-inicial'])(
    'the account home at %s: a card per Minha Conta entry the user may open',
    async (path) => {
      stubShell(operator);
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Maria!' })).toBeInTheDocument();
      const cards = within(screen.getByRole('main')).getByRole('list', { name: 'Minha Conta' });
      expect(
        within(cards)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual([
        '/gestao-da-conta/editar/perfil',
        '/gestao-da-conta/preco-unitario',
        '/gestao-da-conta/privacidade-e-seguranca',
      ]);
      expect(within(cards).getByRole('heading', { name: 'Perfil' })).toBeInTheDocument();
      await expectNoAxeViolations();
    },
  );

  it('the account home of a blocked company says why and shows the payments', async () => {
    stubShell(blocked);
    renderApp('/gestao-da-conta/inicio');
    expect(await screen.findByText(/suspenso por falta de pagamento/)).toBeInTheDocument();
    const cards = within(screen.getByRole('main')).getByRole('list', { name: 'Minha Conta' });
    expect(within(cards).getAllByRole('link')).toHaveLength(1);
    expect(within(cards).getByRole('img', { name: 'Pagamento pendente' })).toHaveTextContent('!');
  });
});

describe('access denied', () => {
  afterEach(() => vi.useRealTimers());

  it('fills its bar 0.56 % every 50 ms and goes to /inicio after about 9 s', async () => {
    startTestClock();
    stubShell(person());
    const { router } = renderApp('/acesso-negado');
    expect(await screen.findByRole('heading', { name: 'Acesso Negado!' })).toBeInTheDocument();
    expect(screen.getByText('Parece que você não possui acesso ao produto escolhido!')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Tempo até voltar ao início' });
    const start = Number(bar.getAttribute('aria-valuenow'));
    await act(() => vi.advanceTimersByTimeAsync(50 * 50));
    // 50 ticks later: 28 % more.
    expect(Number(bar.getAttribute('aria-valuenow')) - start).toBeCloseTo(28);
    expect(router.state.location.pathname).toBe('/acesso-negado');
    await act(() => vi.advanceTimersByTimeAsync(8950 - 50 * 50));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inicio'));
  });
});
