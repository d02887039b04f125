import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserItem } from '@painel/contracts';
import { json, stubApi } from '../../../test/fake-api';
import { renderWithUser } from '../../../test/render-with-user';
import { SecurityQuestionDialog } from './security-question-dialog';

const person: UserItem = {
  id: 11,
  name: 'Otávio Operador Reis',
  email: 'operador@empresa.example',
  cpf: null,
  birthdate: null,
  mobile: null,
  phone: null,
  group: { id: 5, name: 'Comercial' },
  profile: { id: 3, name: 'Operador', description: null, baseProfileName: null },
  status: { id: 1, name: 'Ativo' },
  mfa: { status: 'ATIVO', hasSecurityQuestion: true, securityQuestion: 'Em que cidade você nasceu?' },
  abilities: {
    edit: true,
    changeStatus: true,
    delete: true,
    resendLink: false,
    requestPasswordChange: true,
    resetMfa: true,
    securityQuestion: true,
    unblock: false,
  },
};
const URL = 'POST /api/customers/7/users/11/mfa/security-question';

afterEach(() => vi.unstubAllGlobals());

describe('SecurityQuestionDialog (back office)', () => {
  it('says how many tries are left after a wrong answer, and stops at the last one', async () => {
    const answers = [
      { matches: false, attemptsLeft: 1 },
      { matches: false, attemptsLeft: 0 },
    ];
    const calls = stubApi({ [URL]: () => json(200, answers.shift()) });
    const events = userEvent.setup();
    renderWithUser(<SecurityQuestionDialog user={person} customerId={7} onClose={() => {}} />);
    expect(screen.getByText('Pergunte ao usuário: Em que cidade você nasceu?')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: /Resposta informada pelo usuário/ });
    await events.type(field, 'Rio');
    await events.click(screen.getByRole('button', { name: 'VERIFICAR' }));
    expect(await screen.findByText('A resposta não confere.')).toBeInTheDocument();
    expect(screen.getByText('Resta 1 tentativa para este usuário.')).toBeInTheDocument();
    await events.type(field, 'x');
    await events.click(screen.getByRole('button', { name: 'VERIFICAR' }));
    expect(
      await screen.findByText(
        'Nenhuma tentativa restante. Novas verificações deste usuário ficam bloqueadas por 15 minutos.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'VERIFICAR' })).toBeDisabled();
    expect(calls).toHaveLength(2);
  });

  it("shows the server's refusal at the limit and waits", async () => {
    const message = 'Limite de tentativas atingido para este usuário. Tente novamente em 12 minutos.';
    stubApi({ [URL]: () => json(429, { code: 'SECURITY_QUESTION_LOCKED', message }) });
    const events = userEvent.setup();
    renderWithUser(<SecurityQuestionDialog user={person} customerId={7} onClose={() => {}} />);
    await events.type(screen.getByRole('textbox', { name: /Resposta informada pelo usuário/ }), 'São Paulo');
    await events.click(screen.getByRole('button', { name: 'VERIFICAR' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'VERIFICAR' })).toBeDisabled();
  });
});
