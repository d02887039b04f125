import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_IDS } from '@painel/domain';
import { LAST_CHOICE_COOKIE } from '../../../lib/product-launch';
import { deleteCookie, readCookie } from '../../../lib/cookies';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithUser, userWith } from '../testing/render-launcher';
import { TrailSwitcher } from './trail-switcher';

const P = PRODUCT_IDS;
const QUESTION = 'Em qual etapa você quer atuar?';

afterEach(() => deleteCookie(LAST_CHOICE_COOKIE));

describe('top-bar trail switcher', () => {
  it.each([
    {
      who: 'a portal user',
      user: userWith({ productIds: [P.localize] }),
      environment: 'portal',
      shown: true,
    },
    {
      who: 'a trial user',
      user: userWith({ productIds: [P.localize], trial: true }),
      environment: 'portal',
      shown: false,
    },
    {
      who: 'back-office staff',
      user: userWith({ productIds: [P.accountManagement] }),
      environment: 'backoffice',
      shown: false,
    },
  ] as const)('$who: shown $shown', ({ user, environment, shown }) => {
    renderWithUser(<TrailSwitcher />, user, environment);
    // The text button (wide screens) and the icon button (small ones) are the same control.
    expect(screen.queryAllByRole('button', { name: QUESTION }).length > 0).toBe(shown);
  });

  it('lists the trails with their products and launches the chosen one with the SUGESTÃO origin', async () => {
    const { user, calls } = renderWithUser(
      <TrailSwitcher />,
      userWith({ productIds: [P.localize, P.baseCerta] }),
    );
    await waitFor(() => expect(calls.some((c) => c.key === 'GET /api/config')).toBe(true));
    await user.click(screen.getAllByRole('button', { name: QUESTION })[0]!);
    const menu = screen.getByRole('menu', { name: QUESTION });
    for (const title of [
      'Cadastro e Onboarding',
      'Crédito e Fraude',
      'Relacionamento',
      'Recuperação',
      'Mais soluções',
    ]) {
      expect(within(menu).getByText(title)).toBeInTheDocument();
    }
    const baseCerta = within(menu).getAllByRole('menuitem', { name: 'Base Certa' });
    expect(baseCerta.map((item) => item.getAttribute('aria-describedby'))).toEqual([
      'trilhas-menu-rel',
      'trilhas-menu-rec',
    ]);
    expect(baseCerta[1]).toHaveAccessibleDescription('Recuperação');
    await expectNoAxeViolations();

    await user.click(baseCerta[1]!);
    await waitFor(() => expect(window.location.hash).toBe(`#produto-${P.baseCerta}`));
    expect(JSON.parse(readCookie(LAST_CHOICE_COOKIE) ?? '')).toEqual({
      productId: P.baseCerta,
      trail: 'rec',
      feature: null,
    });
    const analytics = calls
      .filter((c) => c.key === 'POST /api/analytics/v3/metric')
      .map((c) => JSON.parse(String(c.init.body)) as unknown);
    expect(analytics).toEqual([expect.objectContaining({ productId: P.baseCerta, eventAction: 'SUGESTÃO' })]);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('offers nothing to launch while the company is blocked for non-payment, and says why', async () => {
    const { user } = renderWithUser(<TrailSwitcher />, userWith({ productIds: [P.localize], blocked: true }));
    await user.click(screen.getAllByRole('button', { name: QUESTION })[0]!);
    const menu = screen.getByRole('menu', { name: QUESTION });
    expect(menu).toHaveAccessibleDescription(/Acesso suspenso por pendência de pagamento/);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.getAttribute('aria-disabled') === 'true')).toBe(true);
  });
});
