import { launcherMessages, screenMessages } from '@painel/domain';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExtraNotification, VirtualSellerContent } from '@painel/contracts';
import { json, maria, stubApi, type Handler, type RecordedCall } from '../../../test/fake-api';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithUser } from '../test/render-with-user';
import { seenExtrasKey } from '../lib/seen-extras';
import { ExtraNotifications } from './extra-notifications';
// Loaded up front, so the lazy chunk resolves within the fake clock's steps.
import './extra-notifications-dock';

const base = {
  priority: 1,
  productId: null,
  productIds: [],
  allowedRoutes: [],
  blockedRoutes: [],
  variant: null,
  eventCategory: null,
  eventLabel: null,
  targetRoute: null,
};

function sellerContent(title: string): VirtualSellerContent {
  return {
    title,
    text: `Texto de ${title}.`,
    buttonText: 'QUERO CONHECER',
    image: '/favicon.svg',
    color: { background: '#6A1B9A', title: '#FFFFFF', text: '#F3E5F5', button: ['#FFFFFF', '#6A1B9A'] },
    campaignId: `campanha-${title}`,
    productId: 17,
  };
}

const firstSeller: ExtraNotification = {
  ...base,
  id: 1,
  componentType: 'VIRTUAL_SELLER',
  content: sellerContent('Conheça o Análise 360'),
  allowedRoutes: ['/inicio'],
  eventCategory: 'Vendedor virtual',
  eventLabel: 'analise-360',
};
const secondSeller: ExtraNotification = {
  ...base,
  id: 2,
  priority: 2,
  componentType: 'VIRTUAL_SELLER',
  content: sellerContent('Assinaturas'),
};
const banner: ExtraNotification = {
  ...base,
  id: 3,
  priority: 3,
  componentType: 'BANNER',
  content:
    '<p><strong>Novidade:</strong> relatórios por grupo. <a href="https://painel.example/novidades">Saiba mais</a><script>alert(1)</script></p>',
  allowedRoutes: ['/inicio', '/gestao-da-conta/*'],
  blockedRoutes: ['/gestao-da-conta/pagamentos'],
  eventCategory: 'Banner',
  eventLabel: 'relatorios-por-grupo',
};
const redirect: ExtraNotification = {
  ...base,
  id: 4,
  componentType: 'REDIRECT',
  content: '/contratar/planos',
  allowedRoutes: ['/gestao-da-conta/preco-unitario'],
};

/** Moves the fake clock and lets React, the queries and the stubbed calls settle. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(() => vi.advanceTimersByTimeAsync(0));
}

function setup({
  extras = [firstSeller, secondSeller, banner],
  path = '/inicio',
  handlers = {},
  canFollow,
}: {
  extras?: ExtraNotification[];
  path?: string;
  handlers?: Record<string, Handler>;
  canFollow?: (path: string) => boolean;
} = {}) {
  const calls = stubApi({
    'GET /api/notifications/extra': () => json(200, extras),
    'POST /api/analytics/v3/metric': () => new Response(null, { status: 204 }),
    ...handlers,
  });
  const view = renderWithUser(<ExtraNotifications canFollow={canFollow} />, { path });
  return { ...view, calls };
}

/** axe runs on timers of its own: the fake clock stops here, so call it after the last step that needs it. */
async function expectAccessibleNow() {
  vi.useRealTimers();
  await expectNoAxeViolations();
}

const extraCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.key === 'GET /api/notifications/extra');
const sellerCard = (title: string) => screen.queryByRole('complementary', { name: title });

/** Wide screen: the card shows at once (below md the seller starts as a round button). */
function screenWidth(wide: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: wide && query.includes('min-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    })),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  screenWidth(true);
});
afterEach(() => vi.useRealTimers());

describe('ExtraNotifications', () => {
  it('fetches the extra notifications about 650 ms after load, once', async () => {
    const { calls } = setup();
    await advance(649);
    expect(extraCalls(calls)).toHaveLength(0);
    await advance(1);
    expect(extraCalls(calls)).toHaveLength(1);
    await advance(10_000);
    expect(extraCalls(calls)).toHaveLength(1);
  });

  it('shows the virtual sellers one at a time: the first 5 s after load, the next 1.5 s after the previous is closed', async () => {
    setup();
    await advance(4999);
    expect(sellerCard('Conheça o Análise 360')).not.toBeInTheDocument();
    await advance(1);
    const card = sellerCard('Conheça o Análise 360');
    expect(card).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText('Texto de Conheça o Análise 360.')).toBeInTheDocument();
    expect(sellerCard('Assinaturas')).not.toBeInTheDocument();

    await act(() =>
      within(card as HTMLElement)
        .getByRole('button', { name: 'Fechar sugestão' })
        .click(),
    );
    expect(sellerCard('Conheça o Análise 360')).not.toBeInTheDocument();
    await advance(1499);
    expect(sellerCard('Assinaturas')).not.toBeInTheDocument();
    await advance(1);
    expect(sellerCard('Assinaturas')).toBeInTheDocument();
    await expectAccessibleNow();
  });

  it('keeps room at the page’s end while a seller floats, so it covers no text for good', async () => {
    setup();
    const inset = () => document.documentElement.style.getPropertyValue('--painel-seller-inset');
    await advance(5000);
    const card = sellerCard('Conheça o Análise 360') as HTMLElement;
    expect(inset()).toMatch(/^\d+px$/);
    await act(() => within(card).getByRole('button', { name: 'Fechar sugestão' }).click());
    expect(inset()).toBe('');
  });

  it('on its button: sends the analytics event, makes way for the next seller and launches the product', async () => {
    const { calls } = setup();
    await advance(5000);
    const card = sellerCard('Conheça o Análise 360') as HTMLElement;
    await act(() => within(card).getByRole('button', { name: 'QUERO CONHECER' }).click());
    await advance(0);

    const events = calls
      .filter((call) => call.key === 'POST /api/analytics/v3/metric')
      .map((call) => JSON.parse(String(call.init.body)) as Record<string, unknown>);
    expect(events).toContainEqual(
      expect.objectContaining({
        eventCategory: 'Vendedor virtual',
        eventAction: 'clique',
        eventLabel: 'analise-360',
      }),
    );
    // Maria does not own product 17: the launcher says so instead of leaving the portal,
    // in words for the administrator she is.
    expect(
      screen.getByText(`${screenMessages.productDenied} ${launcherMessages.notOwnedAdministrator}`),
    ).toBeInTheDocument();
    expect(sellerCard('Conheça o Análise 360')).not.toBeInTheDocument();
    await advance(1500);
    expect(sellerCard('Assinaturas')).toBeInTheDocument();
  });

  it('does not show a seller again once closed (remembered for the user)', async () => {
    window.localStorage.setItem(seenExtrasKey(maria.id), JSON.stringify({ sellers: [1] }));
    setup();
    await advance(5000);
    expect(sellerCard('Conheça o Análise 360')).not.toBeInTheDocument();
    expect(sellerCard('Assinaturas')).toBeInTheDocument();
  });

  it('shows a seller only on its routes', async () => {
    const { router } = setup({ path: '/gestao-da-conta/inicio' });
    await advance(5000);
    // The first seller is for /inicio only; the second one, for everywhere, comes first here.
    expect(sellerCard('Conheça o Análise 360')).not.toBeInTheDocument();
    expect(sellerCard('Assinaturas')).toBeInTheDocument();
    await act(() => router.navigate('/inicio'));
    expect(sellerCard('Conheça o Análise 360')).toBeInTheDocument();
  });

  it('on small screens starts as a round button that opens the card', async () => {
    screenWidth(false);
    setup();
    await advance(5000);
    expect(sellerCard('Conheça o Análise 360')).not.toBeInTheDocument();
    await act(() => screen.getByRole('button', { name: 'Abrir sugestão: Conheça o Análise 360' }).click());
    const card = sellerCard('Conheça o Análise 360') as HTMLElement;
    expect(within(card).getByRole('button', { name: 'QUERO CONHECER' })).toHaveFocus();
    await expectAccessibleNow();
  });

  it('shows the banner, cleaned, where its routes allow, and closing it is remembered', async () => {
    setup({ extras: [banner] });
    await advance(650);
    const shown = screen.getByRole('status');
    expect(shown).toHaveTextContent('Novidade: relatórios por grupo. Saiba mais');
    expect(shown.querySelector('script')).toBeNull();
    expect(within(shown).getByRole('link', { name: 'Saiba mais' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    await expectAccessibleNow();

    await act(() => within(shown).getByRole('button', { name: 'Fechar aviso' }).click());
    expect(screen.queryByText(/Novidade/)).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(seenExtrasKey(maria.id)) ?? '{}')).toMatchObject({
      banners: [3],
    });
  });

  it('shows an announcement that leads to a page only to who may open that page', async () => {
    const leadsToReports: ExtraNotification = { ...banner, targetRoute: '/gestao-da-conta/relatorios' };
    const notReports = (path: string) => path !== '/gestao-da-conta/relatorios';
    const { router } = setup({
      extras: [leadsToReports, { ...redirect, allowedRoutes: [] }],
      canFollow: (path) => notReports(path) && path !== '/contratar/planos',
    });
    await advance(650);
    // Nor a redirect to a page the reader may not open.
    expect(router.state.location.pathname).toBe('/inicio');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(/Novidade/)).not.toBeInTheDocument();
  });

  it('shows it to who may open the page it leads to', async () => {
    setup({ extras: [{ ...banner, targetRoute: '/gestao-da-conta/relatorios' }], canFollow: () => true });
    await advance(650);
    expect(screen.getByRole('status')).toHaveTextContent('Novidade: relatórios por grupo.');
  });

  it('puts the banner at the top of the page’s main content, ahead of the page', async () => {
    stubApi({ 'GET /api/notifications/extra': () => json(200, [banner]) });
    renderWithUser(
      <>
        <main>
          <h1>Olá, Maria!</h1>
        </main>
        <ExtraNotifications />
      </>,
    );
    await advance(650);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('status')).toHaveTextContent('Novidade: relatórios por grupo.');
    expect(main.firstElementChild).toContainElement(within(main).getByRole('status'));
  });

  it('sends the banner’s analytics event when one of its links is clicked', async () => {
    const { calls } = setup({ extras: [banner] });
    await advance(650);
    const link = within(screen.getByRole('status')).getByRole('link', { name: 'Saiba mais' });
    // jsdom does not open the new tab; the click still bubbles to the banner.
    link.addEventListener('click', (event) => event.preventDefault());
    await act(() => link.click());
    await advance(0);
    const events = calls
      .filter((call) => call.key === 'POST /api/analytics/v3/metric')
      .map((call) => JSON.parse(String(call.init.body)) as Record<string, unknown>);
    expect(events).toContainEqual(
      expect.objectContaining({ eventCategory: 'Banner', eventLabel: 'relatorios-por-grupo' }),
    );
  });

  it.each([
    ['/gestao-da-conta/relatorios', true],
    ['/gestao-da-conta/pagamentos', false],
    ['/grupos-e-usuarios/grupos', false],
  ])('on %s shows the banner: %s', async (path, shown) => {
    setup({ extras: [banner], path });
    await advance(650);
    expect(screen.queryByText(/Novidade/) !== null).toBe(shown);
  });

  it('follows a redirect on its route, once', async () => {
    const { router } = setup({ extras: [redirect], path: '/gestao-da-conta/preco-unitario' });
    await advance(650);
    expect(router.state.location.pathname).toBe('/contratar/planos');
    expect(JSON.parse(window.localStorage.getItem(seenExtrasKey(maria.id)) ?? '{}')).toMatchObject({
      redirects: [4],
    });
    await act(() => router.navigate('/gestao-da-conta/preco-unitario'));
    await advance(0);
    expect(router.state.location.pathname).toBe('/gestao-da-conta/preco-unitario');
  });

  it('does not redirect elsewhere', async () => {
    const { router } = setup({ extras: [redirect], path: '/inicio' });
    await advance(650);
    expect(router.state.location.pathname).toBe('/inicio');
  });

  it('does nothing in the back office', async () => {
    document.documentElement.dataset.environment = 'backoffice';
    const { calls } = setup();
    await advance(6000);
    expect(calls).toEqual([]);
  });
});
