import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, maria, stubApi, unauthenticated, type Handler } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { expectNoAxeViolations } from '../../../test/axe';
import { startTestClock } from '../../../test/test-clock';

const authorizeKey = 'POST /api/oauth2/oauth/authorize';
const tokenKey = 'POST /api/oauth2/oauth/token';
const sessionKey = 'GET /api/oauth2/session';
const codeKey = 'POST /api/mfa/code';
const smsKey = 'POST /api/mfa/sms';

const smsChallenge = { type: 'SMS', subject: '(11) *****-4321', maxRemainingTime: 60 };
const totpChallenge = { type: 'TOTP', subject: 'Aplicativo autenticador', maxRemainingTime: 17 };

/** A server whose login asks for a second factor; a right code ('123456') answers the login's state. */
function mfaServer(mfa: object = smsChallenge, overrides: Partial<Record<string, Handler>> = {}) {
  let signedIn = false;
  let state = '';
  return stubApi({
    [sessionKey]: () => (signedIn ? json(200, maria) : unauthenticated()),
    [authorizeKey]: ({ form }) => {
      state = form.state ?? '';
      return json(200, { mfa, token: 'challenge-token' });
    },
    [codeKey]: () => json(200, { code: 'code-after-mfa', state }),
    [smsKey]: () => json(200, { maxRemainingTime: 60, message: 'SMS enviado com sucesso!' }),
    [tokenKey]: () => {
      signedIn = true;
      return json(200, { token_type: 'Bearer', expires_in: 1800 });
    },
    ...overrides,
  });
}

/** The test's own clock; user-event moves it as it types. */
function setup(path = '/') {
  const user = startTestClock();
  return { ...renderApp(path), user };
}

async function reachStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('E-mail'), 'maria@empresa.com.br');
  await user.type(screen.getByLabelText('Senha'), 'Senha123!');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  return screen.findByLabelText('Código de verificação');
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('code verification step at login', () => {
  it('replaces the form, says where the code went and keeps the button disabled until six digits', async () => {
    mfaServer();
    const { user } = setup();
    const input = await reachStep(user);

    expect(screen.queryByLabelText('Senha')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(
      'Digite o código de 6 dígitos enviado por SMS para (11) *****-4321.',
    );
    expect(input).toHaveFocus();
    const submit = screen.getByRole('button', { name: 'CONFIRMAR' });
    expect(submit).toBeDisabled();

    await user.type(input, '12a3-45');
    expect(input).toHaveValue('12345');
    expect(submit).toBeDisabled();
    await user.type(input, '67');
    expect(input).toHaveValue('123456');
    expect(submit).toBeEnabled();
  });

  it('submits with Enter, sending the code with the challenge token', async () => {
    const calls = mfaServer();
    const { user } = setup();
    const input = await reachStep(user);

    await user.type(input, '12345{Enter}');
    expect(calls.map((call) => call.key)).not.toContain(codeKey);

    await user.type(input, '6{Enter}');
    await waitFor(() => expect(calls.map((call) => call.key)).toContain(codeKey));
    const verify = calls.find((call) => call.key === codeKey);
    expect(verify?.headers.Authorization).toBe('Bearer challenge-token');
    expect(JSON.parse(String(verify?.init.body))).toEqual({ code: '123456' });
  });

  it('counts down each second from maxRemainingTime, then offers Reenviar SMS', async () => {
    const calls = mfaServer({ ...smsChallenge, maxRemainingTime: 45 });
    const { user } = setup();
    await reachStep(user);

    expect(screen.getByText('Você poderá reenviar o SMS em 45 segundos.')).toBeInTheDocument();
    await advance(1000);
    expect(screen.getByText('Você poderá reenviar o SMS em 44 segundos.')).toBeInTheDocument();
    await advance(43_000);
    expect(screen.getByText('Você poderá reenviar o SMS em 1 segundo.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reenviar SMS' })).not.toBeInTheDocument();
    await advance(1000);

    await user.click(screen.getByRole('button', { name: 'Reenviar SMS' }));
    expect(await screen.findByText('SMS enviado com sucesso!')).toBeInTheDocument();
    expect(calls.find((call) => call.key === smsKey)?.headers.Authorization).toBe('Bearer challenge-token');
    expect(screen.getByText('Você poderá reenviar o SMS em 60 segundos.')).toBeInTheDocument();
  });

  it('starts the countdown at 60 when the server gives no wait', async () => {
    mfaServer({ ...smsChallenge, maxRemainingTime: 0 });
    const { user } = setup();
    await reachStep(user);
    expect(screen.getByText('Você poderá reenviar o SMS em 60 segundos.')).toBeInTheDocument();
  });

  it('clears the code and shows the server’s message under it on a wrong code (422)', async () => {
    const message = 'Código inválido. Você ainda tem 2 tentativas antes do bloqueio do acesso.';
    mfaServer(smsChallenge, {
      [codeKey]: () =>
        json(422, { code: 'MFA_CODE_INVALID', message, errors: [{ key: 'attempts', errorMsg: message }] }),
    });
    const { user, router } = setup();
    const input = await reachStep(user);
    await user.type(input, '000000{Enter}');

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByRole('button', { name: 'CONFIRMAR' })).toBeDisabled();
    expect(router.state.location.pathname).toBe('/');
    // axe schedules its checks on timers, which the test's clock would hold.
    vi.useRealTimers();
    await expectNoAxeViolations();
  });

  it('shows a refused field under the code (VALIDATION_FAILED)', async () => {
    mfaServer(smsChallenge, {
      [codeKey]: () =>
        json(400, {
          code: 'VALIDATION_FAILED',
          message: 'Os dados enviados são inválidos. Verifique os campos e tente novamente.',
          fields: [{ path: 'body.code', message: 'O código deve ter 6 dígitos.' }],
        }),
    });
    const { user } = setup();
    const input = await reachStep(user);
    await user.type(input, '123456{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('O código deve ter 6 dígitos.');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('O código deve ter 6 dígitos.'));
    expect(screen.queryByText(/Verifique os campos/)).not.toBeInTheDocument();
  });

  it('goes to the blocked-access screen when the server says failure', async () => {
    const message = 'Seu acesso foi bloqueado por segurança após três tentativas incorretas.';
    mfaServer(smsChallenge, {
      [codeKey]: () =>
        json(422, { code: 'MFA_BLOCKED', message, errors: [{ key: 'failure', errorMsg: message }] }),
    });
    const { user, router } = setup();
    await user.type(await reachStep(user), '000000{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/acesso-bloqueado'));
  });

  it('shows the message for 4 s and returns to the login form when the challenge expired (401)', async () => {
    mfaServer(smsChallenge, {
      [codeKey]: () =>
        json(401, {
          code: 'MFA_CHALLENGE_EXPIRED',
          message: 'O código de verificação expirou ou já foi utilizado. Faça login novamente.',
        }),
    });
    const { user } = setup();
    await user.type(await reachStep(user), '123456{Enter}');

    const toast = await screen.findByRole('alert');
    expect(
      within(toast)
        .getAllByText(/./, { selector: 'span' })
        .map((line) => line.textContent),
    ).toEqual(['O código de verificação expirou ou já foi utilizado.', 'Faça login novamente.']);
    expect(await screen.findByLabelText('E-mail')).toHaveValue('maria@empresa.com.br');
    expect(screen.queryByLabelText('Código de verificação')).not.toBeInTheDocument();

    await advance(3900);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await advance(600);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('exchanges the answer, says so, and leaves for /inicio only after 5 s', async () => {
    const calls = mfaServer();
    const { user, router } = setup();
    await user.type(await reachStep(user), '123456{Enter}');

    expect(await screen.findByText('Código verificado com sucesso!')).toBeInTheDocument();
    const exchange = calls.find((call) => call.key === tokenKey);
    expect(exchange?.form).toMatchObject({ grant_type: 'authorization_code', code: 'code-after-mfa' });
    expect(
      screen.getByRole('progressbar', { name: 'Você será redirecionado em instantes.' }),
    ).toBeInTheDocument();

    await advance(4900);
    expect(router.state.location.pathname).toBe('/');
    await advance(100);
    expect(await screen.findByRole('heading', { name: 'Olá, Maria!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inicio');
  });

  it('goes to the redirectURL after the wait when one was given', async () => {
    mfaServer();
    const { user, router } = setup('/?redirectURL=%2Finicio%3Faba%3Dresumo');
    await user.type(await reachStep(user), '123456{Enter}');

    await screen.findByText('Código verificado com sucesso!');
    await advance(5000);
    await waitFor(() =>
      expect(router.state.location).toMatchObject({ pathname: '/inicio', search: '?aba=resumo' }),
    );
  });

  it('refuses an answer for another login (state mismatch) and returns to the form', async () => {
    const calls = mfaServer(smsChallenge, {
      [codeKey]: () => json(200, { code: 'code-after-mfa', state: 'forjado' }),
    });
    const { user } = setup();
    await user.type(await reachStep(user), '123456{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A conexão com o servidor foi rejeitada por motivos de segurança.',
    );
    expect(calls.map((call) => call.key)).not.toContain(tokenKey);
    expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
  });

  it('for an authenticator, says the code changes every 30 s and offers no SMS', async () => {
    mfaServer(totpChallenge);
    const { user } = setup();
    const input = await reachStep(user);

    expect(screen.getByText('Aplicativo autenticador')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(
      'Digite o código de 6 dígitos exibido no seu aplicativo autenticador. O código do aplicativo muda a cada 30 segundos.',
    );
    expect(screen.queryByText(/reenviar o SMS/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reenviar SMS' })).not.toBeInTheDocument();
  });

  it('goes back to the login form on request', async () => {
    mfaServer();
    const { user } = setup();
    await reachStep(user);
    await user.click(screen.getByRole('button', { name: 'Voltar para o login' }));
    expect(await screen.findByLabelText('E-mail')).toHaveValue('maria@empresa.com.br');
  });
});
