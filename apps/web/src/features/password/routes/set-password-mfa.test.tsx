/**
 * 'Alteração de senha' for a user with a second factor (PF 2 'Code verification screen', mode
 * 'after password change'): the server answers the new password with an MFA challenge, the code
 * step takes the form's place, and only a right code shows 'Senha alterada com sucesso!'.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi, unauthenticated } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { expectNoAxeViolations } from '../../../test/axe';

const hash = 'abcdefghijklmnopqrstuvwxyz012345';
const challenge = {
  mfa: { type: 'TOTP', subject: 'Aplicativo autenticador', maxRemainingTime: 17 },
  token: 'reset-challenge',
};

function renderScreen(codeAnswer: () => Response) {
  const calls = stubApi({
    'GET /api/oauth2/session': unauthenticated,
    'PUT /api/users/password': () => json(200, challenge),
    'POST /api/mfa/code': codeAnswer,
  });
  return { ...renderApp(`/alteracao-de-senha?hash=${hash}&redirectURL=%2Finicio`), calls };
}

async function submitNewPassword(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Nova senha'), 'Xy7#kLm2qRz!');
  await user.type(screen.getByLabelText('Confirmar senha'), 'Xy7#kLm2qRz!');
  await user.click(screen.getByRole('button', { name: 'CONFIRMAR TROCA DE SENHA' }));
}

describe("Alteração de senha: the code step 'after password change'", () => {
  it('asks for the code, then shows the success', async () => {
    const { user, calls } = renderScreen(() => json(200, { message: 'Senha alterada com sucesso!' }));
    await submitNewPassword(user);
    const code = await screen.findByLabelText('Código de verificação');
    expect(screen.getByRole('heading', { name: 'Alteração de senha' })).toBeInTheDocument();
    expect(screen.getByText(/Para concluir a troca de senha/)).toBeInTheDocument();
    expect(screen.queryByText('Senha alterada com sucesso!')).not.toBeInTheDocument();
    await expectNoAxeViolations();

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'CONFIRMAR' }));
    expect(await screen.findByText('Senha alterada com sucesso!')).toBeInTheDocument();
    const sent = calls.find((call) => call.key === 'POST /api/mfa/code');
    expect(new Headers(sent?.init.headers).get('authorization')).toBe('Bearer reset-challenge');
  });

  it('shows a wrong code under the field, and a third one leads to the blocked screen', async () => {
    let attempts = 0;
    const { user, router } = renderScreen(() => {
      attempts += 1;
      const item =
        attempts < 3
          ? { key: 'attempts', errorMsg: 'Código inválido. Você ainda tem 2 tentativas.' }
          : { key: 'failure', errorMsg: 'Bloqueado.' };
      return json(422, {
        code: attempts < 3 ? 'MFA_CODE_INVALID' : 'MFA_BLOCKED',
        message: item.errorMsg,
        errors: [item],
      });
    });
    await submitNewPassword(user);
    await user.type(await screen.findByLabelText('Código de verificação'), '000000');
    await user.click(screen.getByRole('button', { name: 'CONFIRMAR' }));
    expect(await screen.findByText('Código inválido. Você ainda tem 2 tentativas.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código de verificação'), '000001');
    await user.click(screen.getByRole('button', { name: 'CONFIRMAR' }));
    await user.type(await screen.findByLabelText('Código de verificação'), '000002');
    await user.click(screen.getByRole('button', { name: 'CONFIRMAR' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/acesso-bloqueado'));
  });

  it('VOLTAR returns to the form', async () => {
    const { user } = renderScreen(() => json(200, { message: 'Senha alterada com sucesso!' }));
    await submitNewPassword(user);
    await user.click(await screen.findByRole('button', { name: 'VOLTAR' }));
    expect(await screen.findByRole('button', { name: 'CONFIRMAR TROCA DE SENHA' })).toBeInTheDocument();
  });
});
