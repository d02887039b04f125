import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { loginMessages, screenMessages, sessionMessages } from '@painel/domain';
import { PURPOSES_OF_USE_STORAGE_KEY } from '../config/storage-keys';
import { json, maria, stubApi, unauthenticated } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const sessionKey = 'GET /api/oauth2/session';
const logoutKey = 'DELETE /api/oauth2/session';

describe('routing', () => {
  it('shows a loading state while the session is being checked', async () => {
    stubApi({ [sessionKey]: () => new Promise<Response>(() => undefined) });
    renderApp('/');
    expect(await screen.findByRole('progressbar', { name: 'Carregando…' })).toBeInTheDocument();
  });

  it('sends a visitor of a private route to the login, remembering the route', async () => {
    stubApi({ [sessionKey]: unauthenticated });
    const { router } = renderApp('/inicio');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/', search: '?redirectURL=%2Finicio' });
  });

  it.each(['/', '/login'])('sends a signed-in user from %s to /inicio', async (path) => {
    stubApi({ [sessionKey]: () => json(200, maria) });
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Maria!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inicio');
  });

  it('sends a signed-in user from the login to a safe redirectURL only', async () => {
    stubApi({ [sessionKey]: () => json(200, maria) });
    const { router } = renderApp('/login?redirectURL=%2F%2Fevil.example.com');
    await screen.findByRole('heading', { name: 'Olá, Maria!' });
    expect(router.state.location).toMatchObject({ pathname: '/inicio', search: '' });
  });

  it('shows the form to a signed-in user when a product asks for a fresh sign-in, and says why', async () => {
    stubApi({ [sessionKey]: () => json(200, maria) });
    const authorize = '/api/oauth2/oauth/authorize?client_id=produto&reauth_since=1700000000';
    const { router } = renderApp(
      `/?${new URLSearchParams({ redirectURL: authorize, reautenticar: '1' }).toString()}`,
    );
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(loginMessages.reauthenticateBody);
    expect(router.state.location.pathname).toBe('/');
  });

  it('does not hold a signed-in user on the login for a fresh sign-in towards a page of the app', async () => {
    stubApi({ [sessionKey]: () => json(200, maria) });
    const { router } = renderApp('/?redirectURL=%2Finicio&reautenticar=1');
    await screen.findByRole('heading', { name: 'Olá, Maria!' });
    expect(router.state.location.pathname).toBe('/inicio');
  });

  it('shows the not-found screen for unknown paths, with the way back', async () => {
    stubApi({ [sessionKey]: unauthenticated });
    renderApp('/nao-existe');
    expect(await screen.findByRole('heading', { name: screenMessages.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: screenMessages.notFoundAction })).toHaveAttribute('href', '/');
  });

  it('shows the failure screen when the session answers 403', async () => {
    stubApi({ [sessionKey]: () => json(403, { code: 'FORBIDDEN' }) });
    renderApp('/inicio');
    expect(await screen.findByRole('heading', { name: screenMessages.failureTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: screenMessages.failureReload })).toBeInTheDocument();
  });

  it('checks the session on every navigation: an ended session goes to the login before the page renders', async () => {
    let signedIn = true;
    stubApi({ [sessionKey]: () => (signedIn ? json(200, maria) : unauthenticated()) });
    const { router } = renderApp('/inicio');
    await screen.findByRole('heading', { level: 1, name: 'Olá, Maria!' });
    signedIn = false; // The session ended on the server (another tab's logout, expiry).
    await router.navigate('/gestao-da-conta/privacidade-e-seguranca');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the known session when the check gets no answer (offline)', async () => {
    let offline = false;
    stubApi({
      [sessionKey]: () => (offline ? Promise.reject(new TypeError('Failed to fetch')) : json(200, maria)),
    });
    const { router } = renderApp('/inicio');
    await screen.findByRole('heading', { level: 1, name: 'Olá, Maria!' });
    offline = true;
    await router.navigate('/gestao-da-conta/inicio');
    await waitFor(() => expect(router.state.location.pathname).toBe('/gestao-da-conta/inicio'));
    expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
  });

  it('treats other session failures as signed out', async () => {
    stubApi({ [sessionKey]: () => json(500, { code: 'INTERNAL' }) });
    renderApp('/inicio', new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });
});

describe('start page', () => {
  it('greets by first name under a top bar with name, profile and the profile menu', async () => {
    stubApi({ [sessionKey]: () => json(200, maria) });
    renderApp('/inicio');
    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Maria!' })).toBeInTheDocument();
    expect(screen.getByText('Exemplo Dados')).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Maria Souza');
    expect(banner).toHaveTextContent('Administrador');
    expect(within(banner).getByRole('button', { name: 'Menu do perfil de Maria Souza' })).toBeInTheDocument();
  });
});

/** Sair, from the avatar's profile menu. */
async function signOut(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Menu do perfil de Maria Souza' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
}

describe('logout', () => {
  it('ends the session, keeps only the purposes of use, and returns to the login', async () => {
    const calls = stubApi({
      [sessionKey]: () => json(200, maria),
      [logoutKey]: () => json(200, { message: 'ok' }),
    });
    localStorage.setItem(PURPOSES_OF_USE_STORAGE_KEY, '[]');
    localStorage.setItem('painel:outra-coisa', 'x');
    const { user, router } = renderApp('/inicio');
    await signOut(user);

    expect(await screen.findByRole('status')).toHaveTextContent(sessionMessages.loggedOut);
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/', search: '' });
    expect(Object.keys(localStorage)).toEqual([PURPOSES_OF_USE_STORAGE_KEY]);
    // The login knows the session is over without asking the server again.
    expect(calls.map((call) => call.key).filter((key) => key.endsWith('/oauth2/session'))).toEqual([
      sessionKey,
      logoutKey,
    ]);
  });

  it('cleans up silently when the session was already gone (401)', async () => {
    stubApi({ [sessionKey]: () => json(200, maria), [logoutKey]: unauthenticated });
    localStorage.setItem('painel:outra-coisa', 'x');
    const { user, router } = renderApp('/inicio');
    await signOut(user);

    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });

  it('stays signed in and says why when logout fails otherwise', async () => {
    stubApi({
      [sessionKey]: () => json(200, maria),
      [logoutKey]: () => json(500, { code: 'INTERNAL', message: 'Falhou. Tente de novo.' }),
    });
    const { user, router } = renderApp('/inicio');
    await signOut(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Falhou.Tente de novo.');
    await user.click(screen.getByRole('button', { name: 'Menu do perfil de Maria Souza' }));
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Sair' })).not.toHaveAttribute('aria-disabled'),
    );
    expect(router.state.location.pathname).toBe('/inicio');
  });
});
