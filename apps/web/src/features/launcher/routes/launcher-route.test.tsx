import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_IDS, TOAST_MS, launcherMessages, screenMessages } from '@painel/domain';
import { LAST_CHOICE_COOKIE } from '../../../lib/product-launch';
import { deleteCookie, readCookie, writeCookie } from '../../../lib/cookies';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithUser, userWith } from '../testing/render-launcher';
import { LauncherRoute } from './launcher-route';
import { startTestClock } from '../../../test/test-clock';

const P = PRODUCT_IDS;
const SUITE = [P.localize, P.autentica, P.signatures, P.sms, P.analysis360, P.accountManagement];

const trail = (name: string) => screen.getByRole('region', { name });
const card = (trailName: string, product: string) =>
  within(trail(trailName)).getByRole('button', { name: new RegExp(`^${product}`) });

function analyticsSent(calls: ReturnType<typeof renderWithUser>['calls']) {
  return calls
    .filter((c) => c.key === 'POST /api/analytics/v3/metric')
    .map((c) => JSON.parse(String(c.init.body)) as Record<string, unknown>);
}

afterEach(() => deleteCookie(LAST_CHOICE_COOKIE));

describe('/inicio launcher', () => {
  it('greets the user and shows the five trails with their product cards', async () => {
    renderWithUser(<LauncherRoute />, userWith({ productIds: SUITE }));
    expect(screen.getByRole('heading', { level: 1, name: 'Olá, Maria!' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Cadastro e Onboarding',
      'Crédito e Fraude',
      'Relacionamento',
      'Recuperação',
      'Mais soluções',
    ]);
    expect(
      within(trail('Cadastro e Onboarding')).getByText('Conheça seu cliente desde o primeiro contato.'),
    ).toBeInTheDocument();
    expect(card('Cadastro e Onboarding', 'Localize')).toHaveAccessibleName(
      /Encontre e atualize dados de pessoas e empresas\./,
    );
    expect(card('Crédito e Fraude', 'Análise 360')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('launches an owned product through its address, recording the choice and the HOME origin', async () => {
    const { user, calls } = renderWithUser(<LauncherRoute />, userWith({ productIds: SUITE }));
    await waitFor(() => expect(calls.some((c) => c.key === 'GET /api/config')).toBe(true));
    await user.click(card('Recuperação', 'SMS'));
    await waitFor(() => expect(window.location.hash).toBe(`#produto-${P.sms}`));
    expect(JSON.parse(readCookie(LAST_CHOICE_COOKIE) ?? '')).toEqual({
      productId: P.sms,
      trail: 'rec',
      feature: null,
    });
    expect(analyticsSent(calls)).toEqual([
      expect.objectContaining({ productId: P.sms, eventAction: 'HOME', eventLabel: 'SMS' }),
    ]);
  });

  it('answers a product the company does not own with the 5 s info toast, and stays', async () => {
    const operator = { id: 3, name: 'Operador', isCustomProfile: false, base: { id: 3, name: 'Operador' } };
    const { calls } = renderWithUser(<LauncherRoute />, {
      ...userWith({ productIds: SUITE }),
      profile: operator,
    });
    await waitFor(() => expect(calls.some((c) => c.key === 'GET /api/config')).toBe(true));
    const user = startTestClock();
    await user.click(card('Relacionamento', 'Webphone'));
    const toast = await screen.findByText(/^Ops! Parece que você não possui acesso ao produto escolhido\./);
    expect(window.location.hash).toBe('');
    expect(analyticsSent(calls)).toEqual([]);
    act(() => vi.advanceTimersByTime(TOAST_MS.info - 100));
    expect(toast).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    act(() => vi.runOnlyPendingTimers());
    expect(toast).not.toBeInTheDocument();
  });

  // The card says it before the click; the administrator is not told to ask themself.
  it('marks a product the account does not have on its card, before any click', () => {
    renderWithUser(<LauncherRoute />, userWith({ productIds: SUITE }));
    expect(card('Relacionamento', 'Webphone')).toHaveAccessibleName(
      new RegExp(`${launcherMessages.notOwned}$`),
    );
    expect(card('Recuperação', 'SMS')).not.toHaveAccessibleName(new RegExp(launcherMessages.notOwned));
  });

  it.each([
    [false, launcherMessages.notOwnedAdministrator],
    [true, launcherMessages.notOwnedTrialAdministrator],
  ])(
    "tells an administrator (trial: %s) PF 6.6's text and how the account gets a product it lacks",
    async (trial, message) => {
      const { user, calls } = renderWithUser(<LauncherRoute />, userWith({ productIds: SUITE, trial }));
      await waitFor(() => expect(calls.some((c) => c.key === 'GET /api/config')).toBe(true));
      await user.click(card('Relacionamento', 'Webphone'));
      // PF 6.6's text verbatim first, then how the account gets the product.
      expect(await screen.findByText(`${screenMessages.productDenied} ${message}`)).toBeInTheDocument();
    },
  );

  // A product the company has but the user's access profile does not: not 'Não contratado', and the spec's toast.
  it('marks a product the access profile withholds as such, and tells even an administrator to ask the account administrator', async () => {
    const { user, calls } = renderWithUser(
      <LauncherRoute />,
      userWith({ productIds: [P.localize], ownedProductIds: [P.localize, P.sms] }),
    );
    expect(card('Recuperação', 'SMS')).toHaveAccessibleName(new RegExp(`${launcherMessages.notGranted}$`));
    expect(card('Relacionamento', 'Webphone')).toHaveAccessibleName(
      new RegExp(`${launcherMessages.notOwned}$`),
    );
    await waitFor(() => expect(calls.some((c) => c.key === 'GET /api/config')).toBe(true));
    await user.click(card('Recuperação', 'SMS'));
    expect(
      await screen.findByText(/^Ops! Parece que você não possui acesso ao produto escolhido\./),
    ).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });

  it('lists Análise 360 only to its owners', () => {
    renderWithUser(<LauncherRoute />, userWith({ productIds: [P.localize] }));
    expect(
      within(trail('Crédito e Fraude')).queryByRole('button', { name: /^Análise 360/ }),
    ).not.toBeInTheDocument();
    expect(card('Crédito e Fraude', 'Autentica')).toBeInTheDocument();
  });

  it('disables every card while the company is blocked for non-payment, and says why', async () => {
    const { user, calls } = renderWithUser(
      <LauncherRoute />,
      userWith({ productIds: [P.localize], blocked: true }),
    );
    const localize = card('Cadastro e Onboarding', 'Localize');
    expect(localize).toHaveAttribute('aria-disabled', 'true');
    expect(card('Mais soluções', 'Veículos')).toHaveAttribute('aria-disabled', 'true');
    expect(localize).toHaveAccessibleDescription(/Acesso suspenso por pendência de pagamento/);
    expect(screen.getByRole('alert')).toHaveTextContent('Acesso suspenso por pendência de pagamento');
    await user.click(localize);
    expect(window.location.hash).toBe('');
    expect(screen.queryByText(/^Ops!/)).not.toBeInTheDocument();
    expect(analyticsSent(calls)).toEqual([]);
    await user.hover(localize);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Acesso suspenso por pendência de pagamento',
    );
    await expectNoAxeViolations();
  });

  it('marks the trail of the last choice', () => {
    writeCookie(LAST_CHOICE_COOKIE, JSON.stringify({ productId: P.sms, trail: 'rec', feature: null }), {
      maxAgeSeconds: 60,
    });
    renderWithUser(<LauncherRoute />, userWith({ productIds: SUITE }));
    expect(within(trail('Recuperação')).getByText('Sua última escolha')).toBeInTheDocument();
    expect(screen.getAllByText('Sua última escolha')).toHaveLength(1);
  });

  it('ignores a last-choice cookie it cannot read', () => {
    writeCookie(LAST_CHOICE_COOKIE, '{"trail":"nenhuma"', { maxAgeSeconds: 60 });
    renderWithUser(<LauncherRoute />, userWith({ productIds: SUITE }));
    expect(screen.queryByText('Sua última escolha')).not.toBeInTheDocument();
    expect(trail('Recuperação')).toBeInTheDocument();
  });

  it('shows trial users the trails, with a word about the trial', () => {
    renderWithUser(<LauncherRoute />, userWith({ productIds: [P.localize, P.autentica], trial: true }));
    expect(screen.getByText(/Você está no período de teste/)).toBeInTheDocument();
    expect(card('Cadastro e Onboarding', 'Localize')).not.toHaveAttribute('aria-disabled');
  });

  it('shows an expired trial its locked cards and the ways out', async () => {
    const { user, calls } = renderWithUser(
      <LauncherRoute />,
      userWith({ productIds: [P.localize], trial: true, expired: true }),
    );
    const notice = screen.getByRole('alert');
    expect(within(notice).getByRole('heading', { name: 'Período expirado.' })).toBeInTheDocument();
    // The trial's invitation to try the solutions would contradict the notice right below it.
    expect(screen.queryByText(/Você está no período de teste/)).not.toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Contratar planos' })).toHaveAttribute(
      'href',
      '/contratar/planos',
    );
    expect(within(notice).getByRole('link', { name: 'Alterar senha' })).toHaveAttribute(
      'href',
      '/alterar-senha',
    );
    const localize = card('Cadastro e Onboarding', 'Localize');
    expect(localize).toHaveAttribute('aria-disabled', 'true');
    expect(localize).toHaveAccessibleDescription(/Seu período de avaliação terminou/);
    await user.click(localize);
    expect(window.location.hash).toBe('');
    expect(analyticsSent(calls)).toEqual([]);
    await user.hover(localize);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Período de avaliação encerrado.');
    await expectNoAxeViolations();
  });

  it('shows back-office staff their own areas instead of products', async () => {
    renderWithUser(<LauncherRoute />, userWith({ productIds: [P.accountManagement] }), 'backoffice');
    expect(screen.queryByRole('region', { name: 'Cadastro e Onboarding' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Notificações dos clientes/ })).toHaveAttribute(
      'href',
      '/backoffice/notificacoes',
    );
    expect(screen.getByRole('link', { name: /Funcionalidades/ })).toHaveAttribute(
      'href',
      '/backoffice/funcionalidades',
    );
    await expectNoAxeViolations();
  });
});
