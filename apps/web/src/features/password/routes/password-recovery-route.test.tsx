import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi, unauthenticated, type Handler } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { expectNoAxeViolations } from '../../../test/axe';
import { solveAltcha } from '../../../components/captcha/altcha-solver';

// Web Workers do not exist in jsdom: the proof of work is replaced here.
vi.mock('../../../components/captcha/altcha-solver', () => ({ solveAltcha: vi.fn() }));

const recoveryKey = 'POST /api/users/password';
const captchaKey = 'GET /api/captcha/desafio';
const answer =
  'Se os dados estiverem corretos, você receberá em instantes um e-mail com as instruções para a troca de senha.';

function renderRecovery(overrides: Partial<Record<string, Handler>> = {}) {
  const calls = stubApi({
    'GET /api/oauth2/session': unauthenticated,
    [recoveryKey]: () => json(200, { message: answer }),
    ...overrides,
  });
  return { ...renderApp('/solicitar-troca-de-senha'), calls };
}

describe('Solicitação de troca de senha', () => {
  beforeEach(() => vi.mocked(solveAltcha).mockReset());

  it('shows the title, the description and the way back to the login', async () => {
    renderRecovery();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solicitação de troca de senha' }),
    ).toBeInTheDocument();
    expect(screen.getByText('A solicitação será enviada ao e-mail cadastrado.')).toBeInTheDocument();
    expect(screen.getByLabelText('CNPJ ou CPF')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ENTRAR COM O E-MAIL E SENHA' })).toHaveAttribute('href', '/');
  });

  it('asks for both fields on an empty submit, and sends nothing', async () => {
    const { user, calls } = renderRecovery();
    await user.click(await screen.findByRole('button', { name: 'SOLICITAR TROCA DE SENHA' }));
    await expectNoAxeViolations();

    expect(screen.getByLabelText('CNPJ ou CPF')).toHaveAccessibleDescription('Documento é obrigatório.');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail é obrigatório.');
    expect(calls.map((call) => call.key)).toEqual(['GET /api/oauth2/session']);
  });

  it('refuses an invalid document and a malformed e-mail', async () => {
    const { user, calls } = renderRecovery();
    await user.type(await screen.findByLabelText('CNPJ ou CPF'), '12345678900');
    await user.type(screen.getByLabelText('E-mail'), 'maria@empresa');
    await user.click(screen.getByRole('button', { name: 'SOLICITAR TROCA DE SENHA' }));

    expect(screen.getByText('Documento inválido.')).toBeInTheDocument();
    expect(screen.getByText('E-mail inválido.')).toBeInTheDocument();
    expect(calls.map((call) => call.key)).not.toContain(recoveryKey);
  });

  it('clears a field’s message when the field gets focus', async () => {
    const { user } = renderRecovery();
    await user.click(await screen.findByRole('button', { name: 'SOLICITAR TROCA DE SENHA' }));
    await user.click(screen.getByLabelText('CNPJ ou CPF'));
    expect(screen.queryByText('Documento é obrigatório.')).not.toBeInTheDocument();
    expect(screen.getByText('E-mail é obrigatório.')).toBeInTheDocument();
  });

  it('masks the document as a CPF, then as a CNPJ, and pads it with zeros on blur', async () => {
    const { user } = renderRecovery();
    const document = await screen.findByLabelText('CNPJ ou CPF');
    await user.type(document, '12345678909');
    expect(document).toHaveValue('123.456.789-09');
    await user.type(document, '123');
    expect(document).toHaveValue('12.345.678/9091-23');

    await user.clear(document);
    await user.type(document, '191');
    await user.tab();
    expect(document).toHaveValue('000.000.001-91');
  });

  it('sends the digits, the e-mail and the device, then shows the server’s answer', async () => {
    const { user, calls } = renderRecovery();
    await user.type(await screen.findByLabelText('CNPJ ou CPF'), '11222333000181');
    await user.type(screen.getByLabelText('E-mail'), ' maria@empresa.com.br ');
    await user.click(screen.getByRole('button', { name: 'SOLICITAR TROCA DE SENHA' }));

    expect(await screen.findByRole('status')).toHaveTextContent(answer);
    expect(screen.getByRole('heading', { level: 1, name: 'Solicitação enviada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ENTRAR COM O E-MAIL E SENHA' })).toHaveAttribute('href', '/');
    const request = calls.find((call) => call.key === recoveryKey);
    expect(JSON.parse(String(request?.init.body))).toEqual({
      document: '11222333000181',
      email: 'maria@empresa.com.br',
    });
    expect(JSON.parse(request?.headers['X-Device-Info'] ?? '{}')).toHaveProperty('deviceType');
  });

  it('solves the captcha only for a valid form and sends it as recaptcha', async () => {
    vi.mocked(solveAltcha).mockResolvedValue('ALTCHA-PAYLOAD');
    const challenge = {
      parameters: {
        algorithm: 'SHA-256',
        nonce: 'a1',
        salt: 'b2',
        cost: 1,
        keyLength: 32,
        keyPrefix: '00',
        expiresAt: 1,
      },
      signature: 'c3',
    };
    const { user, calls } = renderRecovery({ [captchaKey]: () => json(200, challenge) });
    await user.click(await screen.findByRole('button', { name: 'SOLICITAR TROCA DE SENHA' }));
    expect(calls.map((call) => call.key)).not.toContain(captchaKey);

    await user.type(screen.getByLabelText('CNPJ ou CPF'), '12345678909');
    await user.type(screen.getByLabelText('E-mail'), 'maria@empresa.com.br');
    await user.click(screen.getByRole('button', { name: 'SOLICITAR TROCA DE SENHA' }));

    await screen.findByRole('status');
    const request = calls.find((call) => call.key === recoveryKey);
    expect(JSON.parse(String(request?.init.body))).toMatchObject({ recaptcha: 'ALTCHA-PAYLOAD' });
  });

  it('shows the server’s refusal as an error toast and keeps the form', async () => {
    const { user } = renderRecovery({
      [recoveryKey]: () =>
        json(400, {
          code: 'CAPTCHA_INVALID',
          message: 'Não foi possível confirmar que você não é um robô. Tente novamente.',
        }),
    });
    await user.type(await screen.findByLabelText('CNPJ ou CPF'), '12345678909');
    await user.type(screen.getByLabelText('E-mail'), 'maria@empresa.com.br');
    await user.click(screen.getByRole('button', { name: 'SOLICITAR TROCA DE SENHA' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível confirmar que você não é um robô.',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'SOLICITAR TROCA DE SENHA' })).toBeEnabled(),
    );
  });

  it('asks for a CPF only in the back office', async () => {
    document.documentElement.dataset.environment = 'backoffice';
    const { user } = renderRecovery();
    await user.type(await screen.findByLabelText('CPF'), '11222333000181');
    await user.click(screen.getByRole('button', { name: 'SOLICITAR TROCA DE SENHA' }));
    expect(screen.getByText('Documento inválido.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('CPF'));
    await user.click(screen.getByRole('button', { name: 'SOLICITAR TROCA DE SENHA' }));
    expect(screen.getByText('CPF é obrigatório.')).toBeInTheDocument();
  });
});
