import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSetPasswordAuthorization } from '@painel/contracts';
import { json, stubApi, unauthenticated, type Handler } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { expectNoAxeViolations } from '../../../test/axe';

const hash = 'abcdefghijklmnopqrstuvwxyz012345';
const resetKey = 'PUT /api/users/password';
const registerKey = 'PUT /api/users/password/cadastro';
const linkKey = 'POST /api/users/password/link';

function renderScreen(path: string, overrides: Partial<Record<string, Handler>> = {}) {
  const calls = stubApi({
    'GET /api/oauth2/session': unauthenticated,
    [resetKey]: () => json(200, { message: 'Senha alterada com sucesso!' }),
    [registerKey]: () => json(200, { message: 'Senha cadastrada com sucesso!' }),
    [linkKey]: () => json(200, { usable: true }),
    ...overrides,
  });
  return { ...renderApp(path), calls };
}

/** The rules as the popper lists them, each with its state as a screen reader hears it. */
function popperRules() {
  return within(screen.getByRole('tooltip'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('Alteração de senha', () => {
  it('shows each rule passed or failed while the new password has focus, and the strength', async () => {
    const { user } = renderScreen(`/alteracao-de-senha?hash=${hash}`);
    const password = await screen.findByLabelText('Nova senha');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.click(password);
    expect(popperRules()).toEqual([
      'No mínimo 8 caracteres: não atendida',
      'Pelo menos um caractere especial: não atendida',
      'Pelo menos uma letra maiúscula: não atendida',
      'Pelo menos um número: não atendida',
      'Sem sequências ou termos óbvios (abc, 123, senha, nome da empresa): atendida',
      'Sem três caracteres iguais seguidos: atendida',
      'No máximo 100 caracteres: atendida',
    ]);
    expect(password).toHaveAccessibleDescription(expect.stringContaining('A senha deve ter:'));
    expect(screen.getByRole('progressbar', { name: 'Força da senha' })).toHaveAttribute(
      'aria-valuetext',
      'Muito fraca',
    );

    await user.type(password, 'aaa123');
    expect(popperRules()).toEqual([
      'No mínimo 8 caracteres: não atendida',
      'Pelo menos um caractere especial: não atendida',
      'Pelo menos uma letra maiúscula: não atendida',
      'Pelo menos um número: atendida',
      'Sem sequências ou termos óbvios (abc, 123, senha, nome da empresa): não atendida',
      'Sem três caracteres iguais seguidos: não atendida',
      'No máximo 100 caracteres: atendida',
    ]);

    await user.clear(password);
    await user.type(password, 'Xy7#kLm2qRz!');
    expect(popperRules().every((rule) => rule?.endsWith(': atendida'))).toBe(true);
    expect(screen.getByRole('progressbar', { name: 'Força da senha' })).toHaveAttribute(
      'aria-valuetext',
      'Excelente',
    );

    await user.tab();
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('says the passwords differ while the confirmation has focus and differs', async () => {
    const { user } = renderScreen(`/alteracao-de-senha?hash=${hash}`);
    await user.type(await screen.findByLabelText('Nova senha'), 'Xy7#kLm2');
    const confirm = screen.getByLabelText('Confirmar senha');
    await user.click(confirm);
    expect(screen.queryByText('As senhas não conferem.')).not.toBeInTheDocument();

    await user.type(confirm, 'Xy7#');
    expect(confirm).toHaveAccessibleDescription('As senhas não conferem.');
    await user.type(confirm, 'kLm2');
    expect(screen.queryByText('As senhas não conferem.')).not.toBeInTheDocument();

    await user.type(confirm, '!');
    expect(screen.getByText('As senhas não conferem.')).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByText('As senhas não conferem.')).not.toBeInTheDocument();
  });

  it('asks for both fields, and for the rules, on submit', async () => {
    const { user, calls } = renderScreen(`/alteracao-de-senha?hash=${hash}`);
    await user.click(await screen.findByRole('button', { name: 'CONFIRMAR TROCA DE SENHA' }));
    expect(screen.getByLabelText('Nova senha')).toHaveAccessibleDescription(
      expect.stringContaining('Senha é obrigatória.'),
    );
    expect(screen.getByLabelText('Confirmar senha')).toHaveAccessibleDescription(
      'Confirmar senha é obrigatório.',
    );

    await user.type(screen.getByLabelText('Nova senha'), 'curta');
    await user.type(screen.getByLabelText('Confirmar senha'), 'curta');
    await user.click(screen.getByRole('button', { name: 'CONFIRMAR TROCA DE SENHA' }));
    expect(screen.getByText('A senha não cumpre as regras.')).toBeInTheDocument();
    expect(calls.map((call) => call.key)).not.toContain(resetKey);
  });

  it('sends the encoded passwords and the hash, then leaves for the login from the success message', async () => {
    const { user, calls, router } = renderScreen(`/alteracao-de-senha?hash=${hash}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Alteração de senha' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Nova senha'), 'Xy7#kLm2qRz!');
    await user.type(screen.getByLabelText('Confirmar senha'), 'Xy7#kLm2qRz!');
    await user.click(screen.getByRole('button', { name: 'CONFIRMAR TROCA DE SENHA' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Senha alterada com sucesso!');
    const request = calls.find((call) => call.key === resetKey);
    expect(readSetPasswordAuthorization(request?.headers.Authorization)).toEqual({
      password: 'Xy7#kLm2qRz!',
      passwordCheck: 'Xy7#kLm2qRz!',
      hash,
    });
    expect(request?.init.body).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'CONTINUAR' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('continues to a safe redirectURL given to the page', async () => {
    const { user, router } = renderScreen(`/alteracao-de-senha?hash=${hash}&redirectURL=%2Finicio`);
    await user.type(await screen.findByLabelText('Nova senha'), 'Xy7#kLm2qRz!');
    await user.type(screen.getByLabelText('Confirmar senha'), 'Xy7#kLm2qRz!');
    await user.click(screen.getByRole('button', { name: 'CONFIRMAR TROCA DE SENHA' }));
    await user.click(await screen.findByRole('button', { name: 'CONTINUAR' }));
    // Signed out by the change: /inicio sends the visitor on to the login, remembering it.
    await waitFor(() => expect(router.state.location.search).toBe('?redirectURL=%2Finicio'));
  });

  it('shows the server’s refusal (an expired link) as an error toast', async () => {
    const { user } = renderScreen(`/alteracao-de-senha?hash=${hash}`, {
      [resetKey]: () =>
        json(400, {
          code: 'PASSWORD_LINK_INVALID',
          message: 'O link de troca de senha é inválido ou expirou. Solicite uma nova troca de senha.',
        }),
    });
    await user.type(await screen.findByLabelText('Nova senha'), 'Xy7#kLm2qRz!');
    await user.type(screen.getByLabelText('Confirmar senha'), 'Xy7#kLm2qRz!');
    await user.click(screen.getByRole('button', { name: 'CONFIRMAR TROCA DE SENHA' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O link de troca de senha é inválido ou expirou.',
    );
    expect(screen.getByRole('button', { name: 'CONFIRMAR TROCA DE SENHA' })).toBeInTheDocument();
  });

  it('explains a link without its hash and offers a new request', async () => {
    renderScreen('/alteracao-de-senha');
    expect(await screen.findByText(/O link utilizado está incompleto/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SOLICITAR TROCA DE SENHA' })).toHaveAttribute(
      'href',
      '/solicitar-troca-de-senha',
    );
    expect(screen.queryByLabelText('Nova senha')).not.toBeInTheDocument();
  });
});

describe('password screens, for assistive technology', () => {
  it('has no axe violations with the rule popper open', async () => {
    const { user } = renderScreen(`/alteracao-de-senha?hash=${hash}`);
    await user.type(await screen.findByLabelText('Nova senha'), 'abc');
    expect(screen.getByRole('tooltip')).toBeVisible();
    await expectNoAxeViolations();
  });
});

describe('Cadastrar Senha', () => {
  it('registers the password through its own call and ends on the registration-success screen, whose button leads to the login', async () => {
    const { user, calls } = renderScreen(`/cadastro-de-senha?hash=${hash}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cadastrar Senha' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Nova senha'), 'Xy7#kLm2qRz!');
    await user.type(screen.getByLabelText('Confirmar senha'), 'Xy7#kLm2qRz!');
    await user.click(screen.getByRole('button', { name: 'CONFIRMAR CADASTRO DE SENHA' }));

    // PF 2's registration-success screen ends the invitation.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cadastro realizado com sucesso!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Senha cadastrada com sucesso!');
    const access = screen.getByRole('button', { name: 'ACESSAR PLATAFORMA ASSERTIVA' });
    expect(access).toHaveFocus();
    expect(calls.map((call) => call.key)).toContain(registerKey);
    expect(calls.map((call) => call.key)).not.toContain(resetKey);
    await expectNoAxeViolations();
    await user.click(access);
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('says on arrival that an invitation link was already used, with no form to fill in vain', async () => {
    const message = 'O link de cadastro de senha é inválido ou já foi utilizado.';
    const { calls } = renderScreen(`/cadastro-de-senha?hash=${hash}`, {
      [linkKey]: () => json(400, { code: 'REGISTER_LINK_INVALID', message }),
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByLabelText('Nova senha')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ENTRAR COM O E-MAIL E SENHA' })).toHaveAttribute('href', '/');
    expect(JSON.parse(String(calls.find((call) => call.key === linkKey)?.init.body))).toEqual({
      purpose: 'register',
      hash,
    });
    expect(calls.map((call) => call.key)).not.toContain(registerKey);
  });
});
