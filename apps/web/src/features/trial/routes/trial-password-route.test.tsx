import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@painel/contracts';
import { expectNoAxeViolations } from '../../../test/axe';
import { json, maria, stubApi, type Handler } from '../../../test/fake-api';
import { renderWithUser } from '../../../test/render-with-user';
import { TrialPasswordRoute } from './trial-password-route';

const carla = {
  ...maria,
  id: 40,
  name: 'Carla Contratação Dias',
  email: 'trial@teste.example',
  trial: true,
  plan: { id: 4, planType: 'TRIAL' },
} satisfies SessionUser;
const key = 'POST /api/customers/trial/users/password';
const NEW = 'Basalto!Claro93';

function setup(handler: Handler) {
  const calls = stubApi({ [key]: handler });
  return {
    ...renderWithUser(<TrialPasswordRoute />, { path: '/alterar-senha', user: carla }),
    calls,
    user: userEvent.setup(),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('Alterar senha (trial)', { timeout: 60_000 }, () => {
  it('sends the new password base64-encoded to the trial call, says so and empties the form', async () => {
    const { user, calls } = setup(() => json(200, { message: 'Senha alterada com sucesso!' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Alterar senha' })).toBeInTheDocument();
    await expectNoAxeViolations();
    await user.type(screen.getByLabelText('Nova senha'), NEW);
    await user.type(screen.getByLabelText('Confirmar senha'), NEW);
    await user.click(screen.getByRole('button', { name: 'CONFIRMAR TROCA DE SENHA' }));

    expect(await screen.findByText('Senha alterada com sucesso!')).toBeInTheDocument();
    const bodies = calls.filter((c) => c.key === key).map((c) => JSON.parse(String(c.init.body)) as unknown);
    expect(bodies).toEqual([{ password: Buffer.from(NEW, 'utf8').toString('base64') }]);
    await waitFor(() => expect(screen.getByLabelText('Nova senha')).toHaveValue(''));
  });

  it('checks the confirmation before calling, and shows a refusal of the server under the password', async () => {
    const { user, calls } = setup(() =>
      json(400, {
        code: 'VALIDATION_ERROR',
        message: 'Senha já utilizada.',
        fields: [{ path: 'body.password', message: 'Senha já utilizada.' }],
      }),
    );
    await user.type(screen.getByLabelText('Nova senha'), NEW);
    await user.type(screen.getByLabelText('Confirmar senha'), 'Outra!Senha77');
    await user.click(screen.getByRole('button', { name: 'CONFIRMAR TROCA DE SENHA' }));
    expect(await screen.findAllByText('As senhas não conferem.')).not.toHaveLength(0);
    expect(calls.some((c) => c.key === key)).toBe(false);

    await user.clear(screen.getByLabelText('Confirmar senha'));
    await user.type(screen.getByLabelText('Confirmar senha'), NEW);
    await user.click(screen.getByRole('button', { name: 'CONFIRMAR TROCA DE SENHA' }));
    expect(await screen.findByText('Senha já utilizada.')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === key)).toHaveLength(1);
  });
});
