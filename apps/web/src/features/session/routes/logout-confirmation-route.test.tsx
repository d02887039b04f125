import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionMessages } from '@painel/domain';
import { json, maria, stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const confirmKey = 'POST /api/oauth2/oauth/logout/confirmacao';
const request = {
  client_id: 'produto',
  post_logout_redirect_uri: 'https://produto.example/saiu',
  state: 'volta',
};

describe('logout a product asked for, confirmed by the person', () => {
  it('asks first; "Sair" posts what end_session validated and leaves for where the server says', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = stubApi({
      'GET /api/oauth2/session': () => json(200, maria),
      [confirmKey]: () =>
        json(200, {
          redirectTo: 'https://produto.example/saiu?state=volta',
          message: sessionMessages.loggedOut,
        }),
    });
    const { user } = renderApp(`/sair?${new URLSearchParams(request).toString()}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: sessionMessages.logoutConfirmTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(sessionMessages.logoutConfirmBody)).toBeInTheDocument();
    // Nothing ends before the person says so.
    expect(calls.some((call) => call.key === confirmKey)).toBe(false);
    await user.click(screen.getByRole('button', { name: sessionMessages.logoutConfirmAction }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://produto.example/saiu?state=volta'));
    const confirm = calls.find((call) => call.key === confirmKey);
    expect(JSON.parse(String(confirm?.init.body))).toEqual(request);
  });

  it('"Continuar conectado" keeps the session and goes to the start page', async () => {
    const calls = stubApi({ 'GET /api/oauth2/session': () => json(200, maria) });
    const { user, router } = renderApp('/sair?client_id=produto');
    await user.click(await screen.findByRole('link', { name: sessionMessages.logoutStayAction }));
    await screen.findByRole('heading', { name: 'Olá, Maria!' });
    expect(router.state.location.pathname).toBe('/inicio');
    expect(calls.some((call) => call.key === confirmKey)).toBe(false);
  });
});
