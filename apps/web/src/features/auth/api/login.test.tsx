import { createHash } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceInfoSchema } from '@painel/contracts';
import { loginMessages, sessionMessages } from '@painel/domain';
import { json, maria, stubApi, unauthenticated, type Handler } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { solveAltcha } from '../../../components/captcha/altcha-solver';

// The proof of work runs in Web Workers, which jsdom has not: the solver is replaced here.
vi.mock('../../../components/captcha/altcha-solver', () => ({ solveAltcha: vi.fn() }));

const authorizeKey = 'POST /api/oauth2/oauth/authorize';
const tokenKey = 'POST /api/oauth2/oauth/token';
const sessionKey = 'GET /api/oauth2/session';
const captchaKey = 'GET /api/captcha/desafio';

/** A server that signs Maria in: echoes the state, issues 'code-123', then knows the session. */
function signInServer(overrides: Partial<Record<string, Handler>> = {}) {
  let signedIn = false;
  return stubApi({
    [sessionKey]: () => (signedIn ? json(200, maria) : unauthenticated()),
    [authorizeKey]: ({ form }) => json(200, { code: 'code-123', state: form.state }),
    [tokenKey]: () => {
      signedIn = true;
      return json(200, { token_type: 'Bearer', expires_in: 1800 });
    },
    ...overrides,
  });
}

async function submitCredentials(user: ReturnType<typeof renderApp>['user'], password = 'Senha123!') {
  await user.type(await screen.findByLabelText('E-mail'), ' maria@empresa.com.br');
  await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('login', () => {
  it('authorizes with Basic credentials and PKCE, exchanges the code and opens /inicio', async () => {
    const calls = signInServer();
    const { user, router } = renderApp('/');
    await submitCredentials(user);

    expect(await screen.findByRole('heading', { name: 'Olá, Maria!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inicio');
    // The login's own calls, in order (the shell then reads flags, config, counters of its own).
    const loginKeys = [sessionKey, captchaKey, authorizeKey, tokenKey];
    const loginCalls = calls.filter((call) => loginKeys.includes(call.key));
    expect(loginCalls.map((call) => call.key)).toEqual([
      sessionKey,
      captchaKey,
      authorizeKey,
      tokenKey,
      sessionKey,
      // /inicio's route check asks the server itself on every navigation.
      sessionKey,
    ]);

    const [, , authorize, token] = loginCalls;
    const credentials = Buffer.from('maria@empresa.com.br:Senha123!', 'utf8').toString('base64');
    expect(authorize?.headers.Authorization).toBe(`Basic ${credentials}`);
    expect(deviceInfoSchema.parse(JSON.parse(authorize?.headers['X-Device-Info'] ?? ''))).toMatchObject({
      deviceType: expect.any(String),
    });
    expect(authorize?.form).toEqual({
      client_id: 'painel-portal',
      redirect_uri: 'http://localhost:3000/login',
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      response_type: 'code',
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
    });
    expect(token?.headers.Authorization).toBeUndefined();
    expect(token?.form).toEqual({
      grant_type: 'authorization_code',
      code: 'code-123',
      redirect_uri: 'http://localhost:3000/login',
      code_verifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      client_id: 'painel-portal',
    });
    const verifier = token?.form.code_verifier ?? '';
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(authorize?.form.code_challenge);
    expect(verifier).not.toBe(authorize?.form.state);
  });

  it('uses the back-office client in the back office', async () => {
    document.documentElement.dataset.environment = 'backoffice';
    const calls = signInServer();
    const { user } = renderApp('/');
    await submitCredentials(user);

    await screen.findByRole('heading', { name: 'Olá, Maria!' });
    expect(calls.find((call) => call.key === authorizeKey)?.form.client_id).toBe('painel-backoffice');
    expect(calls.find((call) => call.key === tokenKey)?.form.client_id).toBe('painel-backoffice');
  });

  it('returns to the redirectURL after login', async () => {
    signInServer();
    const { user, router } = renderApp('/inicio?aba=resumo');
    await waitFor(() => expect(router.state.location.search).toBe('?redirectURL=%2Finicio%3Faba%3Dresumo'));
    await submitCredentials(user);

    await screen.findByRole('heading', { name: 'Olá, Maria!' });
    expect(router.state.location).toMatchObject({ pathname: '/inicio', search: '?aba=resumo' });
  });

  it('stops when the returned state is not the one sent', async () => {
    const calls = signInServer({ [authorizeKey]: () => json(200, { code: 'code-123', state: 'forjado' }) });
    const { user, router } = renderApp('/');
    await submitCredentials(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(sessionMessages.stateMismatch);
    expect(calls.map((call) => call.key)).not.toContain(tokenKey);
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the server’s message for a wrong password, one sentence per line', async () => {
    signInServer({
      [authorizeKey]: () =>
        json(401, { code: 'INVALID_CREDENTIALS', message: loginMessages.invalidCredentials }),
    });
    const { user, router } = renderApp('/');
    await submitCredentials(user, 'SenhaErrada1!');

    const toast = await screen.findByRole('alert');
    const lines = within(toast).getAllByText(/./, { selector: 'span' });
    expect(lines.map((line) => line.textContent)).toEqual([
      'E-mail ou senha incorretos.',
      'Verifique os dados e tente novamente.',
    ]);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('disables the button and shows progress while signing in', async () => {
    let answer: (response: Response) => void = () => undefined;
    signInServer({ [authorizeKey]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user } = renderApp('/');
    await submitCredentials(user);

    const button = await screen.findByRole('button', { name: 'Entrar' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(within(button).getByRole('progressbar')).toBeInTheDocument();

    answer(json(401, { code: 'INVALID_CREDENTIALS', message: 'Não.' }));
    await waitFor(() => expect(button).toBeEnabled());
    expect(within(button).queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('login captcha', () => {
  const challenge = {
    parameters: {
      algorithm: 'SHA-256',
      nonce: 'a1b2',
      salt: 'c3d4',
      cost: 1,
      keyLength: 32,
      keyPrefix: '00ab',
      keySignature: 'f00d',
      expiresAt: 1_900_000_000,
    },
    signature: 'beef',
  };

  beforeEach(() => vi.mocked(solveAltcha).mockReset());

  it('solves the challenge once the form is valid and sends the payload with authorize', async () => {
    vi.mocked(solveAltcha).mockResolvedValue('ALTCHA-PAYLOAD');
    const calls = signInServer({ [captchaKey]: () => json(200, challenge) });
    const { user } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(calls.map((call) => call.key)).not.toContain(captchaKey);

    await submitCredentials(user);
    await screen.findByRole('heading', { name: 'Olá, Maria!' });
    expect(solveAltcha).toHaveBeenCalledWith(challenge, undefined);
    expect(calls.find((call) => call.key === authorizeKey)?.headers['X-Captcha-Token']).toBe(
      'ALTCHA-PAYLOAD',
    );
  });

  it('keeps the button busy while the challenge is being solved', async () => {
    let solved: (payload: string) => void = () => undefined;
    vi.mocked(solveAltcha).mockReturnValue(new Promise((resolve) => (solved = resolve)));
    const calls = signInServer({ [captchaKey]: () => json(200, challenge) });
    const { user } = renderApp('/');
    await submitCredentials(user);

    const button = screen.getByRole('button', { name: 'Entrar' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(within(button).getByRole('progressbar')).toBeInTheDocument();
    expect(calls.map((call) => call.key)).not.toContain(authorizeKey);

    solved('ALTCHA-PAYLOAD');
    await screen.findByRole('heading', { name: 'Olá, Maria!' });
  });

  it('says so, and does not authorize, when the challenge cannot be solved', async () => {
    vi.mocked(solveAltcha).mockResolvedValue(null);
    const calls = signInServer({ [captchaKey]: () => json(200, challenge) });
    const { user, router } = renderApp('/');
    await submitCredentials(user);

    const toast = await screen.findByRole('alert');
    expect(
      within(toast)
        .getAllByText(/./, { selector: 'span' })
        .map((line) => line.textContent),
    ).toEqual(['Não foi possível confirmar que você não é um robô.', 'Tente novamente.']);
    expect(calls.map((call) => call.key)).not.toContain(authorizeKey);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('logs in without a token when the server has no captcha (404)', async () => {
    const calls = signInServer();
    const { user } = renderApp('/');
    await submitCredentials(user);

    await screen.findByRole('heading', { name: 'Olá, Maria!' });
    expect(solveAltcha).not.toHaveBeenCalled();
    expect(calls.find((call) => call.key === authorizeKey)?.headers['X-Captcha-Token']).toBeUndefined();
  });
});
