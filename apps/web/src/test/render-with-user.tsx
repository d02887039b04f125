/**
 * Component tests of a feature: one of its parts rendered with the app's providers, a memory
 * router at `path` and a signed-in user, without the rest of the shell.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { SessionUser } from '@painel/contracts';
import { AppProviders } from '../app/providers';
import { CurrentUserContext } from '../lib/current-user';
import { createQueryClient } from '../lib/query-client';
import { maria } from './fake-api';

export function renderWithUser(
  ui: ReactNode,
  { path = '/inicio', user = maria }: { path?: string; user?: SessionUser } = {},
) {
  const queryClient = createQueryClient();
  // A failed call shows its error state at once: retries would only slow the tests down.
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(
    [{ path: '*', element: <CurrentUserContext value={user}>{ui}</CurrentUserContext> }],
    {
      initialEntries: [path],
    },
  );
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
