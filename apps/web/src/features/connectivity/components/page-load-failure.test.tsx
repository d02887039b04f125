import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectivityMessages } from '@painel/domain';
import { reloadPage } from '../../../lib/reload-page';
import { PageLoadFailure } from './page-load-failure';

vi.mock('../../../lib/reload-page', () => ({ reloadPage: vi.fn() }));

function Shell() {
  return (
    <div>
      <nav aria-label="Menu">Menu do Painel</nav>
      <Outlet />
    </div>
  );
}

function renderFailingPage(error: Error) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: Shell,
        ErrorBoundary: () => <p>Tela de falha</p>,
        children: [
          {
            ErrorBoundary: PageLoadFailure,
            children: [{ path: 'pagina', lazy: () => Promise.reject(error) }],
          },
        ],
      },
    ],
    { initialEntries: ['/pagina'] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.mocked(reloadPage).mockClear();
});

describe('a page that cannot be downloaded', () => {
  it('keeps the shell, says why and loads again by itself when the connection returns', async () => {
    renderFailingPage(new TypeError('Failed to fetch dynamically imported module: /assets/pagina.js'));
    expect(
      await screen.findByRole('heading', { name: connectivityMessages.pageOfflineTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.queryByText('Tela de falha')).not.toBeInTheDocument();
    // The router renders in a transition, so the listener (a passive effect) may attach after the
    // heading shows; on a busy machine an event sent once could come too early. The connection
    // 'returns' until the page answers, and the first return reloads it exactly once.
    await waitFor(() => {
      window.dispatchEvent(new Event('online'));
      expect(reloadPage).toHaveBeenCalledTimes(1);
    });
  });

  it('leaves any other error to the failure screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderFailingPage(new Error('quebrou'));
    expect(await screen.findByText('Tela de falha')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
