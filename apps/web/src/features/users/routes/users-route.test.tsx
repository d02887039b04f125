import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserItem, UserOptions, UserPage } from '@painel/contracts';
import { json, maria, stubApi, type Handler, type RecordedCall } from '../../../test/fake-api';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithUser } from '../../../test/render-with-user';
import { UsersRoute } from './users-route';

const all = {
  edit: true,
  changeStatus: true,
  delete: true,
  resendLink: false,
  requestPasswordChange: true,
  resetMfa: false,
  securityQuestion: false,
  unblock: false,
};
const user = (
  id: number,
  name: string,
  email: string,
  status: [number, string],
  extra: Partial<UserItem> = {},
): UserItem => ({
  id,
  name,
  email,
  cpf: null,
  birthdate: null,
  mobile: null,
  phone: null,
  group: { id: 5, name: 'Comercial' },
  profile: { id: 3, name: 'Operador', description: null, baseProfileName: null },
  status: { id: status[0], name: status[1] },
  mfa: { status: 'INATIVO', hasSecurityQuestion: false },
  abilities: all,
  ...extra,
});
const people = [
  user(11, 'Otávio Operador Reis', 'operador@empresa.example', [1, 'Ativo']),
  user(12, 'convidado', 'convidado@empresa.example', [3, 'Pendente'], {
    abilities: { ...all, edit: false, changeStatus: false, resendLink: true, requestPasswordChange: false },
  }),
  // The company's only active administrator: editable, but 'Inativar' would lock the company out.
  user(13, 'Ana Admin', 'ana@empresa.example', [1, 'Ativo'], { abilities: { ...all, changeStatus: false } }),
  // Three wrong verification codes: the administrator may lift the block.
  user(14, 'Bruno Bloqueado', 'bruno@empresa.example', [4, 'Bloqueado por segurança'], {
    abilities: { ...all, edit: false, changeStatus: false, requestPasswordChange: false, unblock: true },
  }),
];
const page = (list: UserItem[], extra: Partial<UserPage> = {}): UserPage => ({
  list,
  numPage: 0,
  numPageSize: 5,
  totalItems: list.length,
  totalPages: 1,
  companyUsesMfa: false,
  canCreate: true,
  ...extra,
});
const options: UserOptions = {
  groups: [
    { id: 5, name: 'Comercial', active: true, assignable: true },
    { id: 6, name: 'Auditoria', active: false, assignable: true },
  ],
  profiles: [
    {
      id: 1,
      name: 'Administrador',
      description: null,
      assignable: false,
      permissions: ['Administrativo › Usuários › Gerenciar'],
    },
    {
      id: 3,
      name: 'Operador',
      description: null,
      assignable: true,
      permissions: ['Financeiro › Saldo › Visualizar'],
    },
  ],
};
const manager = {
  ...maria,
  permissions: [
    ...maria.permissions,
    'ADMINISTRATIVO:USUARIOS:VISUALIZAR:GRUPO',
    'ADMINISTRATIVO:USUARIOS:CRIAR:GRUPO',
  ],
};

function setup(handlers: Record<string, Handler> = {}, path = '/grupos-e-usuarios/usuarios') {
  document.documentElement.dataset.environment = 'portal';
  const calls = stubApi({
    'GET /api/customers/users?numPage=0&numPageSize=5': () => json(200, page(people)),
    'GET /api/customers/users/options': () => json(200, options),
    'POST /api/customers/users/invitations': () =>
      json(200, {
        message: 'Convite(s) processado(s).',
        results: [{ email: 'novo@empresa.example', profileId: 3, outcome: 'sent' }],
      }),
    'PUT /api/customers/users/11': () => json(200, { message: 'Usuário alterado com sucesso!' }),
    ...handlers,
  });
  const events = userEvent.setup({ delay: null });
  const view = renderWithUser(<UsersRoute />, { path, user: manager });
  return { ...view, calls, events };
}

const bodies = (calls: RecordedCall[], key: string) =>
  calls.filter((c) => c.key === key).map((c) => JSON.parse(String(c.init.body)) as unknown);

afterEach(() => vi.unstubAllGlobals());

describe('Gerenciar usuários', { timeout: 30_000 }, () => {
  it('lists users with e-mail copy, status chip, group and profile; no MFA column without MFA', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Usuários' });
    expect(await within(table).findByText('Otávio Operador Reis')).toBeInTheDocument();
    expect(within(table).getByText('Pendente')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /e-mail/i }).length).toBeGreaterThan(0);
    expect(within(table).queryByRole('columnheader', { name: 'Autenticação' })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows the empty text of the spec', async () => {
    setup({ 'GET /api/customers/users?numPage=0&numPageSize=5': () => json(200, page([])) });
    expect(await screen.findByText('Sem usuários associados ao grupo/cliente.')).toBeInTheDocument();
  });

  it('offers only the allowed actions per row and inactivates after confirmation', async () => {
    const { calls, events } = setup();
    await events.click(await screen.findByRole('button', { name: 'Opções de convidado' }));
    expect(screen.getByRole('menuitem', { name: 'Reenviar link' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Editar' })).not.toBeInTheDocument();
    await events.keyboard('{Escape}');
    await events.click(screen.getByRole('button', { name: 'Opções de Ana Admin' }));
    expect(screen.getByRole('menuitem', { name: 'Editar' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Inativar' })).not.toBeInTheDocument();
    await events.keyboard('{Escape}');
    await events.click(screen.getByRole('button', { name: 'Opções de Otávio Operador Reis' }));
    await events.click(screen.getByRole('menuitem', { name: 'Inativar' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/Você está prestes a inativar o usuário Otávio Operador Reis/),
    ).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: /CONFIRMAR/i }));
    await waitFor(() =>
      expect(bodies(calls, 'PUT /api/customers/users/11')).toEqual([
        { statusId: 2, groupId: 5, profileId: 3 },
      ]),
    );
  });

  it("'Alterar usuário': the Ativo/Inativo switch asks for confirmation before it moves, and SALVAR sends the confirmed status", async () => {
    const { calls, events } = setup();
    await events.click(await screen.findByRole('button', { name: 'Opções de Otávio Operador Reis' }));
    await events.click(screen.getByRole('menuitem', { name: 'Editar' }));
    const edit = await screen.findByRole('dialog', { name: 'Alterar usuário' });
    const toggle = within(edit).getByRole('switch', { name: 'Ativo' });
    await events.click(toggle);
    // Asked, not moved: cancelling leaves the user Ativo.
    const ask = await screen.findByRole('dialog', { name: 'Inativar usuário' });
    expect(
      within(ask).getByText(
        'Você está prestes a inativar o usuário Otávio Operador Reis. Deseja realmente fazer esta ação?',
      ),
    ).toBeInTheDocument();
    expect(toggle).toBeChecked();
    await events.click(within(ask).getByRole('button', { name: /CANCELAR/i }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Inativar usuário' })).not.toBeInTheDocument(),
    );
    expect(within(edit).getByRole('switch', { name: 'Ativo' })).toBeChecked();
    await events.click(within(edit).getByRole('switch', { name: 'Ativo' }));
    await events.click(
      within(await screen.findByRole('dialog', { name: 'Inativar usuário' })).getByRole('button', {
        name: /CONFIRMAR/i,
      }),
    );
    expect(await within(edit).findByRole('switch', { name: 'Inativo' })).not.toBeChecked();
    expect(calls.filter((c) => c.key === 'PUT /api/customers/users/11')).toHaveLength(0);
    await events.click(within(edit).getByRole('button', { name: 'SALVAR' }));
    await waitFor(() =>
      expect(bodies(calls, 'PUT /api/customers/users/11')).toEqual([
        {
          statusId: 2,
          groupId: 5,
          profileId: 3,
          name: 'Otávio Operador Reis',
          email: 'operador@empresa.example',
          mobile: null,
          phone: null,
          birthdate: null,
        },
      ]),
    );
  });

  it("'Alterar usuário' edits name, e-mail, phones and birth date under AA 5's rules; the CPF stays disabled and masked", async () => {
    const withContact = people.map((p) =>
      p.id === 11 ? { ...p, cpf: '52998224725', mobile: '11987654321', birthdate: '1990-03-15' } : p,
    );
    const { calls, events } = setup({
      'GET /api/customers/users?numPage=0&numPageSize=5': () => json(200, page(withContact)),
      'PUT /api/customers/users/11': () =>
        json(200, {
          message:
            'Usuário alterado com sucesso! O novo e-mail só passa a valer quando o usuário confirmar pelo link que enviamos a ele.',
        }),
    });
    await events.click(await screen.findByRole('button', { name: 'Opções de Otávio Operador Reis' }));
    await events.click(screen.getByRole('menuitem', { name: 'Editar' }));
    const edit = await screen.findByRole('dialog', { name: 'Alterar usuário' });
    const cpf = within(edit).getByRole('textbox', { name: 'CPF' });
    expect(cpf).toBeDisabled();
    expect(cpf).toHaveValue('529.982.247-25');
    expect(within(edit).getByRole('textbox', { name: /Data de nascimento/ })).toHaveValue('15/03/1990');
    expect(within(edit).getByText(/enviamos um link de confirmação ao novo endereço/)).toBeInTheDocument();
    const email = within(edit).getByRole('textbox', { name: /E-mail/ });
    await events.clear(email);
    await events.type(email, 'otavio');
    const phone = within(edit).getByRole('textbox', { name: /Telefone fixo/ });
    await events.type(phone, '11987654321');
    const birth = within(edit).getByRole('textbox', { name: /Data de nascimento/ });
    await events.clear(birth);
    await events.type(birth, '31021990');
    await events.click(within(edit).getByRole('button', { name: 'SALVAR' }));
    expect(await within(edit).findByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(within(edit).getByText('Informe um telefone fixo válido.')).toBeInTheDocument();
    expect(within(edit).getByText('Data de nascimento inválida.')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'PUT /api/customers/users/11')).toHaveLength(0);
    await expectNoAxeViolations();
    await events.clear(email);
    await events.type(email, 'otavio.reis@empresa.example');
    await events.clear(phone);
    await events.type(phone, '1132345678');
    await events.clear(birth);
    await events.type(birth, '15031990');
    await events.click(within(edit).getByRole('button', { name: 'SALVAR' }));
    await waitFor(() =>
      expect(bodies(calls, 'PUT /api/customers/users/11')).toEqual([
        {
          statusId: 1,
          groupId: 5,
          profileId: 3,
          name: 'Otávio Operador Reis',
          email: 'otavio.reis@empresa.example',
          mobile: '11987654321',
          phone: '1132345678',
          birthdate: '15/03/1990',
        },
      ]),
    );
    expect(await screen.findByText(/O novo e-mail só passa a valer/)).toBeInTheDocument();
  });

  it("'Alterar usuário' with company MFA: the mobile is read-only and says why; a pending e-mail is named", async () => {
    const withMfa = people.map((p) =>
      p.id === 11 ? { ...p, mobile: '11987654321', pendingEmail: 'novo@empresa.example' } : p,
    );
    const { events } = setup({
      'GET /api/customers/users?numPage=0&numPageSize=5': () =>
        json(200, page(withMfa, { companyUsesMfa: true })),
    });
    await events.click(await screen.findByRole('button', { name: 'Opções de Otávio Operador Reis' }));
    await events.click(screen.getByRole('menuitem', { name: 'Editar' }));
    const edit = await screen.findByRole('dialog', { name: 'Alterar usuário' });
    expect(within(edit).getByRole('textbox', { name: /Celular/ })).toHaveAttribute('readonly');
    expect(
      within(edit).getByText(
        'O celular só poderá ser editado ao cadastrar/recadastrar a autenticação por dois fatores.',
      ),
    ).toBeInTheDocument();
    expect(
      within(edit).getByText(/Troca para novo@empresa.example aguardando confirmação./),
    ).toBeInTheDocument();
  });

  it('the filter dropdowns say when they have nothing to offer', async () => {
    const { events } = setup({
      'GET /api/customers/users/options': () => json(200, { groups: [], profiles: [] }),
    });
    await screen.findByText('Otávio Operador Reis');
    await events.click(screen.getByRole('button', { name: /FILTROS/ }));
    const drawer = await screen.findByRole('dialog');
    await events.click(within(drawer).getByRole('combobox', { name: 'Grupo' }));
    expect(await screen.findByRole('option', { name: 'Nenhum grupo encontrado' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await events.keyboard('{Escape}');
    await events.click(within(drawer).getByRole('combobox', { name: 'Perfil' }));
    expect(await screen.findByRole('option', { name: 'Nenhum perfil encontrado' })).toBeInTheDocument();
  });

  describe('the Nome filter is the users autocomplete', () => {
    const SUGGESTIONS = 'GET /api/customers/users?numPage=0&numPageSize=100';
    const listedNames = (calls: RecordedCall[]) =>
      calls
        .map((c) => new URL(c.key.slice('GET '.length), 'http://portal').searchParams)
        .filter((q) => q.get('numPageSize') === '5' && q.has('name'))
        .map((q) => q.get('name'));
    const openFilters = async (events: ReturnType<typeof setup>['events']) => {
      await screen.findByText('Otávio Operador Reis');
      await events.click(screen.getByRole('button', { name: /FILTROS/ }));
      const drawer = await screen.findByRole('dialog');
      return { drawer, name: within(drawer).getByRole('combobox', { name: 'Nome' }) };
    };

    it('suggests the names that hold what is typed, and filters by the typed text when none is picked', async () => {
      const { calls, events } = setup({ [SUGGESTIONS]: () => json(200, page(people)) });
      const { drawer, name } = await openFilters(events);
      await events.type(name, 'OTAVIO op');
      const listbox = await screen.findByRole('listbox');
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Otávio Operador Reis']);
      await expectNoAxeViolations();
      await events.clear(name);
      await events.type(name, 'Otávio Op');
      await events.click(within(drawer).getByRole('button', { name: 'FILTRAR' }));
      await waitFor(() => expect(listedNames(calls)).toEqual(['Otávio Op']));
    });

    it("says 'Nenhum usuário encontrado' when no name holds the text, and still filters by it", async () => {
      const { calls, events } = setup({ [SUGGESTIONS]: () => json(200, page(people)) });
      const { name } = await openFilters(events);
      await events.type(name, 'Zeca');
      const empty = await screen.findByText('Nenhum usuário encontrado');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(empty).toBeVisible();
      await expectNoAxeViolations();
      await events.keyboard('{Enter}');
      await waitFor(() => expect(listedNames(calls)).toEqual(['Zeca']));
      expect(await screen.findByText('Sua busca não retornou nenhum resultado :(')).toBeInTheDocument();
    });

    it('is used by keyboard alone: arrows pick a suggestion, Enter filters by it', async () => {
      const { calls, events } = setup({ [SUGGESTIONS]: () => json(200, page(people)) });
      await screen.findByText('Otávio Operador Reis');
      screen.getByRole('button', { name: /FILTROS/ }).focus();
      await events.keyboard('{Enter}');
      const name = within(await screen.findByRole('dialog')).getByRole('combobox', { name: 'Nome' });
      for (let i = 0; i < 10 && document.activeElement !== name; i++) await events.tab();
      expect(name).toHaveFocus();
      await events.keyboard('an');
      await screen.findByRole('listbox');
      await events.keyboard('{ArrowDown}{Enter}');
      expect(name).toHaveValue('Ana Admin');
      await events.keyboard('{Enter}');
      await waitFor(() => expect(listedNames(calls)).toEqual(['Ana Admin']));
    });
  });

  it("'Alterar usuário' keeps the switch still for the company's last active administrator", async () => {
    const { events } = setup();
    await events.click(await screen.findByRole('button', { name: 'Opções de Ana Admin' }));
    await events.click(screen.getByRole('menuitem', { name: 'Editar' }));
    const edit = await screen.findByRole('dialog', { name: 'Alterar usuário' });
    expect(within(edit).getByRole('switch', { name: 'Ativo' })).toBeDisabled();
  });

  it('offers 5 rows first, then the page sizes 10, 15, 20, 25, 30, 40 and 50, and asks the server for the chosen size', async () => {
    // Thirty users: more than one page, so the pagination shows (PF 9 hides it with one page).
    const { calls, events } = setup({
      'GET /api/customers/users?numPage=0&numPageSize=5': () =>
        json(200, page(people, { totalItems: 30, totalPages: 6 })),
      'GET /api/customers/users?numPage=0&numPageSize=15': () =>
        json(200, page(people, { numPageSize: 15, totalItems: 30, totalPages: 2 })),
    });
    await screen.findByText('Otávio Operador Reis');
    const size = screen.getByRole('combobox', { name: /Linhas por página/ });
    expect(size).toHaveTextContent('5');
    await events.click(size);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '15', '20', '25', '30', '40', '50']);
    await events.click(within(listbox).getByRole('option', { name: '15' }));
    await waitFor(() =>
      expect(calls.some((c) => c.key === 'GET /api/customers/users?numPage=0&numPageSize=15')).toBe(true),
    );
  });

  it("unblocks a user 'Bloqueado por segurança' after confirmation, and offers it on no other row", async () => {
    const { calls, events } = setup({
      'POST /api/customers/users/14/unblock': () =>
        json(200, { message: 'Usuário desbloqueado com sucesso!' }),
    });
    await events.click(await screen.findByRole('button', { name: 'Opções de Otávio Operador Reis' }));
    expect(screen.queryByRole('menuitem', { name: 'Desbloquear' })).not.toBeInTheDocument();
    await events.keyboard('{Escape}');
    await events.click(screen.getByRole('button', { name: 'Opções de Bruno Bloqueado' }));
    await events.click(screen.getByRole('menuitem', { name: 'Desbloquear' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desbloquear usuário' });
    expect(
      within(dialog).getByText(
        /O usuário Bruno Bloqueado voltará a ficar Ativo e poderá entrar com a senha atual/,
      ),
    ).toBeInTheDocument();
    await expectNoAxeViolations();
    await events.click(within(dialog).getByRole('button', { name: /CONFIRMAR/i }));
    expect(await screen.findByText('Usuário desbloqueado com sucesso!')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'POST /api/customers/users/14/unblock')).toHaveLength(1);
  });

  it("invites e-mails with the single active allowed group and profile preselected and locked, showing the profile's permissions", async () => {
    const { calls, events } = setup();
    await events.click(await screen.findByRole('button', { name: 'ADICIONAR USUÁRIO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar usuário(s)' });
    // The keyboard starts in the first field, not on the dialog itself.
    const emails = within(dialog).getByLabelText(/E-mails/);
    expect(emails).toHaveFocus();
    // Each permission reads as product › area › action.
    expect(within(dialog).getByText('Financeiro › Saldo › Visualizar')).toBeInTheDocument();
    // The inactive group 'Auditoria' is not offered: 'Comercial' is the only choice, preselected.
    expect(within(dialog).getByRole('combobox', { name: /Grupo/ })).toHaveTextContent('Comercial');
    expect(within(dialog).queryByText('Auditoria')).not.toBeInTheDocument();
    await events.type(emails, 'novo@empresa.example{Enter}');
    await expectNoAxeViolations();
    await events.click(within(dialog).getByRole('button', { name: 'ADICIONAR' }));
    await waitFor(() =>
      expect(bodies(calls, 'POST /api/customers/users/invitations')).toEqual([
        { groupId: 5, profilesEmails: [{ profileId: 3, emails: ['novo@empresa.example'] }] },
      ]),
    );
  });
});
