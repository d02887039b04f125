/**
 * Renders a launcher component as the shell would (providers, router, the signed-in user) for the
 * launcher's component tests. Products "live" at hash addresses of this page, so a launch is a
 * navigation jsdom can follow and a test can read back.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { PublicConfig, SessionUser } from '@painel/contracts';
import { AppProviders } from '../../../app/providers';
import { CurrentUserContext } from '../../../lib/current-user';
import { createQueryClient } from '../../../lib/query-client';
import { json, maria, stubApi } from '../../../test/fake-api';

export const config: PublicConfig = {
  environment: 'portal',
  helpCenterUrl: null,
  privacyPolicyUrl: 'https://painel.example/politica-de-privacidade',
  loginContacts: { phones: [], emails: [] },
  securitySeal: null,
  loginBanner: null,
  productUrls: Object.fromEntries(
    [1, 5, 9, 10, 13, 14, 16, 17, 18, 19, 12].map((id) => [
      String(id),
      `http://localhost:3000/#produto-${id}`,
    ]),
  ),
};

/** Maria with these products (her profile's; `ownedProductIds`: her company's, default the same) and company flags. */
export function userWith(options: {
  productIds: number[];
  ownedProductIds?: number[];
  blocked?: boolean;
  trial?: boolean;
  /** A trial whose period is over. */
  expired?: boolean;
  api?: boolean;
}): SessionUser {
  return {
    ...maria,
    trial: options.trial ?? false,
    plan: { id: options.trial ? 4 : 3, planType: options.trial ? 'TRIAL' : 'PADRAO' },
    company: {
      ...maria.company,
      blockedForNonPayment: options.blocked ?? false,
      trialExpired: options.expired ?? false,
      api: options.api ?? false,
      productIds: options.ownedProductIds ?? options.productIds,
    },
    products: options.productIds.map((id) => ({ id, name: String(id) })),
  };
}

export function renderWithUser(
  ui: ReactNode,
  user: SessionUser,
  environment: 'portal' | 'backoffice' = 'portal',
) {
  document.documentElement.dataset.environment = environment;
  window.location.hash = '';
  const calls = stubApi({
    'GET /api/config': () => json(200, { ...config, environment }),
    'POST /api/analytics/v3/metric': () => json(200, {}),
  });
  const events = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <CurrentUserContext value={user}>{ui}</CurrentUserContext>
      </MemoryRouter>
    </AppProviders>,
  );
  return { calls, user: events };
}
