import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnProfile } from '@painel/contracts';
import { json, maria, stubApi, type RecordedCall } from '../../../test/fake-api';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithUser } from '../../../test/render-with-user';
import { OwnProfileRoute } from './own-profile-route';

const profile: OwnProfile = {
  name: 'Maria Souza',
  email: maria.email,
  cpf: '11144477735',
  birthdate: '10/05/1985',
  mobile: '11987654321',
  phone: null,
  groupName: 'Comercial',
  profileName: 'Administrador',
  mobileLocked: false,
};

function setup(own: OwnProfile = profile) {
  document.documentElement.dataset.environment = 'portal';
  const calls = stubApi({
    'GET /api/customers/users/profile': () => json(200, own),
    'PUT /api/customers/users/profile': () => json(200, { message: 'Dados atualizados com sucesso!' }),
  });
  const events = userEvent.setup();
  renderWithUser(<OwnProfileRoute />, { path: '/gestao-da-conta/editar/perfil' });
  return { calls, events };
}

const puts = (calls: RecordedCall[]) => calls.filter((c) => c.key === 'PUT /api/customers/users/profile').map((c) => JSON.parse(String(c.init.body)) as unknown);

afterEach(() => vi.unstubAllGlobals());

describe('Perfil', { timeout: 30_000 }, () => {
  it('shows the read-only data and saves the editable fields', async () => {
    const { calls, events } = setup();
    expect(await screen.findByRole('heading', { name: 'Perfil' })).toBeInTheDocument();
    expect(screen.getByText('Mantenha seus dados atualizados.')).toBeInTheDocument();
    expect(await screen.findByDisplayValue(maria.email)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('CPF')).toHaveValue('111.444.777-35');
    expect(screen.getByLabelText('Grupo')).toHaveValue('Comercial');
    const phone = screen.getByLabelText('Telefone fixo');
    await events.type(phone, '1133334444');
    await events.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Dados atualizados com sucesso!')).toBeInTheDocument();
    expect(puts(calls)).toEqual([{ name: 'Maria Souza', birthdate: '10/05/1985', mobile: '11987654321', phone: '1133334444' }]);
    await expectNoAxeViolations();
  });

  it('refuses an empty name and locks the mobile of an MFA company', async () => {
    const { calls, events } = setup({ ...profile, mobileLocked: true });
    await screen.findByDisplayValue('Maria Souza');
    const name = screen.getByLabelText(/^Nome/);
    expect(screen.getByLabelText('Celular')).toHaveAttribute('readonly');
    expect(screen.getByText('O celular só poderá ser editado ao cadastrar/recadastrar a autenticação por dois fatores.')).toBeInTheDocument();
    await events.clear(name);
    await events.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Informe o nome.')).toBeInTheDocument();
    expect(puts(calls)).toEqual([]);
    await events.click(screen.getByRole('button', { name: 'CANCELAR' }));
    expect(within(document.body).getByDisplayValue('Maria Souza')).toBeInTheDocument();
  });
});
