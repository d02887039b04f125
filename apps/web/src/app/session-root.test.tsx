import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FINISHED_SESSION_NOTICE_DELAY_MS, screenMessages, sessionMessages } from '@painel/domain';
import { PURPOSES_OF_USE_STORAGE_KEY } from '../config/storage-keys';
import { apiRequest } from '../lib/api-client';
import { deleteCookie, readCookie, writeCookie } from '../lib/cookies';
import { FINISHED_SESSION_COOKIE } from '../lib/finished-session-notice';
import { json, maria, stubApi, unauthenticated } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { expectNoAxeViolations } from '../test/axe';
import { startTestClock } from '../test/test-clock';

const sessionKey = 'GET /api/oauth2/session';
const logoutKey = 'DELETE /api/oauth2/session';

afterEach(() => deleteCookie(FINISHED_SESSION_COOKIE));

describe('a 401 while signed in', () => {
  it.each([
    ['SESSION_REPLACED', 'shared-login', sessionMessages.sharedLogin],
    ['SESSION_TIME_LIMIT', 'time-limit', sessionMessages.timeLimit],
    ['UNAUTHENTICATED', 'invalid-session', sessionMessages.invalidSession],
  ])(
    '%s: forgets the session, goes to the login, which tells %s after about a second',
    async (code, notice, message) => {
      let signedIn = true;
      stubApi({
        [sessionKey]: () => (signedIn ? json(200, maria) : unauthenticated()),
        'GET /api/relatorios': () => {
          signedIn = false;
          return json(401, { code, message: 'Texto do servidor.' });
        },
      });
      startTestClock();
      localStorage.setItem(PURPOSES_OF_USE_STORAGE_KEY, '[]');
      localStorage.setItem('painel:outra-coisa', 'x');
      const { router } = renderApp('/inicio');
      await screen.findByRole('heading', { name: 'Olá, Maria!' });

      await act(() => apiRequest('/relatorios').catch(() => undefined));
      expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
      expect(router.state.location).toMatchObject({ pathname: '/', search: '' });
      expect(readCookie(FINISHED_SESSION_COOKIE)).toBe(notice);
      expect(Object.keys(localStorage)).toEqual([PURPOSES_OF_USE_STORAGE_KEY]);

      await act(() => vi.advanceTimersByTimeAsync(FINISHED_SESSION_NOTICE_DELAY_MS));
      expect(screen.getByRole('status')).toHaveTextContent(message);
      expect(readCookie(FINISHED_SESSION_COOKIE)).toBeNull();
    },
  );
});

describe('the finished-session notice on the login page', () => {
  it('appears about a second after load, stays until closed, and is shown once', async () => {
    stubApi({ [sessionKey]: unauthenticated });
    writeCookie(FINISHED_SESSION_COOKIE, 'shared-login', { maxAgeSeconds: 60 });
    const user = startTestClock();
    renderApp('/');
    await screen.findByRole('button', { name: 'Entrar' });

    await act(() => vi.advanceTimersByTimeAsync(FINISHED_SESSION_NOTICE_DELAY_MS / 2));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(FINISHED_SESSION_NOTICE_DELAY_MS));
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(sessionMessages.sharedLogin);
    expect(readCookie(FINISHED_SESSION_COOKIE)).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('status')).toHaveTextContent(sessionMessages.sharedLogin);
    await user.click(screen.getByRole('button', { name: /fechar/i }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows nothing without a notice', async () => {
    stubApi({ [sessionKey]: unauthenticated });
    startTestClock();
    renderApp('/');
    await screen.findByRole('button', { name: 'Entrar' });
    await act(() => vi.advanceTimersByTimeAsync(2 * FINISHED_SESSION_NOTICE_DELAY_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('session screens', () => {
  it('keeps a signed-in user on /sessao-expirada (no redirect), with the tooltip explained', async () => {
    stubApi({ [sessionKey]: () => json(200, maria) });
    const { router, user } = renderApp('/sessao-expirada?redirectURL=%2F%2Fevil.example.com');
    expect(await screen.findByRole('heading', { name: screenMessages.expiredTitle })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sessao-expirada');
    expect(screen.getByText(screenMessages.expiredBody)).toBeInTheDocument();
    // An unsafe redirectURL is not carried on.
    expect(screen.getByRole('link', { name: sessionMessages.expiredScreenLogin })).toHaveAttribute(
      'href',
      '/',
    );

    const why = screen.getByRole('button', { name: screenMessages.expiredTooltipLabel });
    await user.hover(why);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(screenMessages.expiredTooltip);
    // Above its icon: under it, the tooltip covered the LOGIN button.
    expect(screen.getByRole('tooltip')).toHaveAttribute(
      'data-popper-placement',
      expect.stringMatching(/^top/),
    );
    expect(why).toHaveAccessibleDescription(screenMessages.expiredTooltip);
  });

  it('blocked access: VOLTAR logs out, keeps only the purposes of use and goes to the login', async () => {
    const calls = stubApi({ [sessionKey]: unauthenticated, [logoutKey]: unauthenticated });
    localStorage.setItem(PURPOSES_OF_USE_STORAGE_KEY, '[]');
    localStorage.setItem('painel:outra-coisa', 'x');
    const { router, user } = renderApp('/acesso-bloqueado');

    expect(await screen.findByRole('heading', { name: screenMessages.blockedTitle })).toBeInTheDocument();
    expect(screen.getByText(screenMessages.blockedBody)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: screenMessages.blockedBack }));

    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls.map((call) => call.key)).toContain(logoutKey);
    expect(Object.keys(localStorage)).toEqual([PURPOSES_OF_USE_STORAGE_KEY]);
  });

  it('blocked access names every way out, and CADASTRAR NOVA SENHA logs out into the password recovery', async () => {
    const calls = stubApi({ [sessionKey]: unauthenticated, [logoutKey]: unauthenticated });
    const { router, user } = renderApp('/acesso-bloqueado');

    expect(await screen.findByText(screenMessages.blockedWaysOut)).toBeInTheDocument();
    expect(screenMessages.blockedWaysOut).toMatch(
      /administrador da sua conta ou o suporte podem desbloquear/,
    );
    expect(screenMessages.blockedWaysOut).toContain('Esqueci minha senha?');
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: screenMessages.blockedRecover }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/solicitar-troca-de-senha'));
    expect(calls.map((call) => call.key)).toContain(logoutKey);
  });
});
