import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@painel/contracts';
import { sessionMessages } from '@painel/domain';
import { FINISHED_SESSION_COOKIE } from '../../../lib/finished-session-notice';
import { deleteCookie, readCookie } from '../../../lib/cookies';
import { resetServerClock } from '../../../lib/server-clock';
import { maria, stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { startTestClock } from '../../../test/test-clock';
import { SHORTER_SESSION_COOKIE } from './session-lifecycle';

const sessionKey = 'GET /api/oauth2/session';
const tokenKey = 'POST /api/oauth2/oauth/token';
const logoutKey = 'DELETE /api/oauth2/session';

/** 09:00 in São Paulo. */
const T0 = Date.parse('2026-03-02T12:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();

/** Moves the clock (and every timer due meanwhile) forward. */
const advance = (seconds: number) => act(() => vi.advanceTimersByTimeAsync(seconds * 1000));
/**
 * Moves the clock to `seconds` before the instant `iso`. The fake clock also follows real time
 * (so the app can load), hence targets in the middle of a second rather than on its edge.
 */
const until = (iso: string, seconds: number) =>
  act(() => vi.advanceTimersByTimeAsync(Math.max(0, Date.parse(iso) - seconds * 1000 - Date.now())));

/**
 * A server holding one session: answers it while it lasts and 401 after; a renewal gives 30 more
 * minutes (capped by the access window, as the real server does).
 */
function sessionServer(
  times: Pick<SessionUser, 'sessionExpiresAt' | 'finalAccessTime'>,
  headers: () => Record<string, string> = () => ({}),
) {
  let session: SessionUser = { ...maria, ...times };
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers() },
    });
  const calls = stubApi({
    [sessionKey]: () =>
      Date.now() < Date.parse(session.sessionExpiresAt)
        ? answer(200, session)
        : answer(401, { code: 'UNAUTHENTICATED' }),
    [tokenKey]: () => {
      const renewed = Math.min(
        Date.now() + 1_800_000,
        Date.parse(session.finalAccessTime ?? '9999-12-31T00:00:00Z'),
      );
      session = { ...session, sessionExpiresAt: new Date(renewed).toISOString() };
      return answer(200, { token_type: 'Bearer', expires_in: Math.round((renewed - Date.now()) / 1000) });
    },
    [logoutKey]: () => answer(401, { code: 'UNAUTHENTICATED' }),
  });
  return calls;
}

async function signedInAt(path: string) {
  const rendered = renderApp(path);
  // hidden: a dialog that opens on arrival (the shorter session) may already hide the page from
  // assistive technology; the page has loaded all the same.
  await screen.findByRole('heading', { level: 1, name: 'Olá, Maria!', hidden: true });
  return { ...rendered, user: userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }) };
}

beforeEach(() => {
  startTestClock({ now: T0 });
});

afterEach(() => {
  resetServerClock();
  deleteCookie(FINISHED_SESSION_COOKIE);
  deleteCookie(SHORTER_SESSION_COOKIE);
});

describe('session countdown', () => {
  it('warns at 120 s with the seconds left and CONTINUAR SESSÃO', async () => {
    const end = at(1800);
    sessionServer({ sessionExpiresAt: end, finalAccessTime: null });
    await signedInAt('/inicio');

    await until(end, 120.5);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await until(end, 119.5);

    const dialog = screen.getByRole('dialog', { name: sessionMessages.expiringTitle });
    expect(within(dialog).getByRole('timer', { name: 'Restam 120 segundos' })).toHaveTextContent('2:00');
    expect(dialog).toHaveAccessibleDescription(sessionMessages.expiringBody);
    expect(within(dialog).getByRole('button', { name: sessionMessages.expiringContinue })).toHaveFocus();
    await until(end, 118.5);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('1:59');
  });

  it('renews on CONTINUAR SESSÃO, which resets the countdown', async () => {
    const calls = sessionServer({ sessionExpiresAt: at(1800), finalAccessTime: null });
    const { user } = await signedInAt('/inicio');
    await until(at(1800), 100);

    const renewedAt = Date.now();
    await user.click(screen.getByRole('button', { name: sessionMessages.expiringContinue }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const renewal = calls.find((call) => call.key === tokenKey);
    expect(renewal?.form).toEqual({ grant_type: 'refresh_token', client_id: 'painel-portal' });
    expect(calls.at(-1)?.key).toBe(sessionKey); // the renewed times, read back

    // A full 30 minutes again from the renewal: the warning comes back 1680 s later.
    const newEnd = new Date(renewedAt + 1_800_000).toISOString();
    await until(newEnd, 125);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await until(newEnd, 115);
    expect(screen.getByRole('dialog', { name: sessionMessages.expiringTitle })).toBeInTheDocument();
  });

  it('at zero logs out to /sessao-expirada, keeping the way back', async () => {
    const calls = sessionServer({ sessionExpiresAt: at(1800), finalAccessTime: null });
    localStorage.setItem('painel:outra-coisa', 'x');
    const { router, user } = await signedInAt('/inicio?aba=resumo');

    await until(at(1800), -0.5);
    expect(await screen.findByRole('heading', { name: 'Sessão expirada' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({
      pathname: '/sessao-expirada',
      search: '?redirectURL=%2Finicio%3Faba%3Dresumo',
    });
    expect(calls.map((call) => call.key)).toContain(logoutKey);
    expect(readCookie(FINISHED_SESSION_COOKIE)).toBe('time-limit');
    expect(localStorage.length).toBe(0);

    const login = screen.getByRole('link', { name: sessionMessages.expiredScreenLogin });
    expect(login).toHaveAttribute('href', '/?redirectURL=%2Finicio%3Faba%3Dresumo');
    await user.click(login);
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    await advance(1); // FINISHED_SESSION_NOTICE_DELAY_MS
    expect(screen.getByRole('status')).toHaveTextContent(sessionMessages.timeLimit);
    expect(readCookie(FINISHED_SESSION_COOKIE)).toBeNull();
  });

  it('counts on the server’s clock, from the Date header', async () => {
    // The browser is ten minutes behind: by the server's clock the session has 1800 s, not 2400 s.
    sessionServer({ sessionExpiresAt: at(2400), finalAccessTime: null }, () => ({
      Date: new Date(Date.now() + 600_000).toUTCString(),
    }));
    await signedInAt('/inicio');

    // On the browser's clock, 2400 - 600 = 1800 s from T0 is the end; the header's whole seconds add up to 1 s.
    await until(at(1800), 122);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await until(at(1800), 118);
    expect(screen.getByRole('dialog', { name: sessionMessages.expiringTitle })).toBeInTheDocument();
  });

  it('shows the desktop notification when allowed, and asks only on CONTINUAR SESSÃO', async () => {
    const shown: string[] = [];
    const requestPermission = vi.fn(async () => 'granted' as const);
    class FakeNotification {
      static permission: NotificationPermission = 'granted';
      static requestPermission = requestPermission;
      onclick: (() => void) | null = null;
      constructor(title: string) {
        shown.push(title);
      }
      close() {}
    }
    vi.stubGlobal('Notification', FakeNotification);
    sessionServer({ sessionExpiresAt: at(1800), finalAccessTime: null });
    const { user } = await signedInAt('/inicio');

    await until(at(1800), 119.5);
    expect(shown).toEqual([sessionMessages.expiringDesktop]);
    expect(requestPermission).not.toHaveBeenCalled();

    FakeNotification.permission = 'default';
    await user.click(screen.getByRole('button', { name: sessionMessages.expiringContinue }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });
});

describe('a session the access window ends', () => {
  it('says so once, then warns with the closing variant, dismissed with ENTENDI', async () => {
    // The window closes at 09:10, before the usual 30 minutes; the server caps the session there.
    const end = at(600);
    sessionServer({ sessionExpiresAt: end, finalAccessTime: end });
    const { user } = await signedInAt('/inicio');

    const shorter = await screen.findByRole('dialog', { name: sessionMessages.shorterSessionTitle });
    expect(shorter).toHaveTextContent(sessionMessages.shorterSessionBody('09:10', '09:30'));
    expect(shorter).toHaveTextContent(sessionMessages.shorterSessionMinutes(10));
    expect(shorter).toHaveTextContent(sessionMessages.shorterSessionTip);
    await user.click(within(shorter).getByRole('button', { name: sessionMessages.shorterSessionProceed }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readCookie(SHORTER_SESSION_COOKIE)).toBe(String(Date.parse(end)));

    await until(end, 119.5);
    const closing = screen.getByRole('dialog', { name: sessionMessages.endingTitle });
    expect(
      within(closing).queryByRole('button', { name: sessionMessages.expiringContinue }),
    ).not.toBeInTheDocument();
    await user.click(within(closing).getByRole('button', { name: sessionMessages.endingAcknowledge }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await advance(10);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not repeat the shorter-session dialog for the same window end', async () => {
    sessionServer({ sessionExpiresAt: at(600), finalAccessTime: at(600) });
    const first = await signedInAt('/inicio');
    await first.user.click(
      await screen.findByRole('button', { name: sessionMessages.shorterSessionProceed }),
    );
    cleanup();

    await signedInAt('/inicio');
    await advance(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
