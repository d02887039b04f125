import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GroupDetail, GroupListItem, SessionUser, UserItem, UserPage } from '@painel/contracts';
import { PERMISSIONS as P } from '@painel/domain';
import { json, maria, onePage, stubApi, type Handler, type RecordedCall } from '../../../test/fake-api';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithUser } from '../../../test/render-with-user';
import { renderApp } from '../../../test/render-app';
import { GroupRoute } from './group-route';
import { GroupsRoute } from './groups-route';

const admin: SessionUser = {
  ...maria,
  permissions: [...maria.permissions, P.groupsViewCompany, P.groupsEditCompany, P.groupsCreateCompany],
};
const viewerOnly: SessionUser = { ...maria, permissions: [...maria.permissions, P.groupsViewCompany] };
/** A Gerente: group-scoped keys, in Comercial. */
const manager: SessionUser = {
  ...maria,
  group: { id: 5, name: 'Comercial' },
  permissions: [...maria.permissions, P.groupsViewGroup, P.groupsEditGroup],
};
/** The base Gerente: also the group-scoped create key. */
const creatingManager: SessionUser = {
  ...manager,
  permissions: [...manager.permissions, P.groupsCreateGroup],
};

const LIST = 'GET /api/customers/groups?numPage=0&numPageSize=10';

const week = (active: number[], startTime = '08:00', endTime = '18:00') =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, active: active.includes(day), startTime, endTime }));

const comercial: GroupListItem = {
  id: 5,
  name: 'Comercial',
  status: { id: 1, name: 'Ativo' },
  usersCount: 3,
  limitationPrice: '5000.00',
  accessLimitation: week([1, 2, 3, 4, 5]),
  monthConsumption: '489.65',
};
const campo: GroupListItem = {
  id: 6,
  name: 'Campo',
  status: { id: 2, name: 'Inativo' },
  usersCount: 1,
  limitationPrice: null,
  accessLimitation: week([6, 7]),
  monthConsumption: '0.00',
};
const comercialDetail: GroupDetail = {
  ...comercial,
  ips: [],
  users: [
    {
      id: 70,
      name: 'Gustavo Gerente Lima',
      email: 'gerente@empresa.example',
      status: { id: 1, name: 'Ativo' },
      profile: { id: 4, name: 'Gerente' },
    },
  ],
};
const campoDetail: GroupDetail = { ...campo, ips: ['10.0.0.0/8', '2001:db8::/32'], users: [] };
const profiles = [
  { id: 1, name: 'Administrador', description: null, disabled: false },
  { id: 3, name: 'Operador', description: null, disabled: false },
  { id: 4, name: 'Gerente', description: null, disabled: true },
];
const selectData = {
  limitationCustomer: '10000.00',
  allowGroupZeroConsumption: false,
  accessLimitation: week([1, 2, 3, 4, 5, 6, 7], '00:00', '23:59'),
  profiles,
  inheritedRestrictions: null,
};

function setup(
  user: SessionUser,
  path = '/grupos-e-usuarios/grupos',
  handlers: Record<string, Handler> = {},
) {
  document.documentElement.dataset.environment = 'portal';
  const calls = stubApi({
    [LIST]: () => json(200, onePage([comercial, campo])),
    'GET /api/customers/groups/5': () => json(200, comercialDetail),
    'GET /api/customers/groups/6': () => json(200, campoDetail),
    'GET /api/customers/groups/select-data': () => json(200, selectData),
    'PUT /api/customers/groups/5': () => json(200, { message: 'Grupo atualizado com sucesso!', groupId: 5 }),
    'POST /api/customers/groups': () => json(201, { message: 'Grupo criado com sucesso!', groupId: 9 }),
    ...handlers,
  });
  const events = userEvent.setup();
  const ui = (
    <Routes>
      <Route path="/grupos-e-usuarios/grupos" element={<GroupsRoute />} />
      <Route path="/grupos-e-usuarios/grupos/:groupId" element={<GroupRoute />} />
    </Routes>
  );
  const view = renderWithUser(ui, { path, user });
  return { ...view, calls, events };
}

const bodies = (calls: RecordedCall[], key: string) =>
  calls.filter((c) => c.key === key).map((c) => JSON.parse(String(c.init.body)) as unknown);

afterEach(() => vi.unstubAllGlobals());

describe('Grupos', { timeout: 30_000 }, () => {
  it('shows a card per group with status, users, limit and days, the new-group card and the switch', async () => {
    setup(admin);
    const grid = await screen.findByRole('list', { name: 'Grupos' });
    const card = (await within(grid).findByRole('heading', { name: 'Comercial' })).closest('li')!;
    expect(within(card as HTMLElement).getByText('Ativo')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText('3 usuários')).toBeInTheDocument();
    // The amount is the group's limit, and the card says so (not 'Consumo', which it is not).
    expect(within(card as HTMLElement).getByText(/^Limite de consumo: R\$\s5\.000,00$/)).toBeInTheDocument();
    expect(within(card as HTMLElement).queryByText(/^Consumo:/)).not.toBeInTheDocument();
    // Beside it, what the group consumed this month, so the two can be compared.
    expect(within(card as HTMLElement).getByText(/^Consumo no mês: R\$\s489,65$/)).toBeInTheDocument();
    expect(
      within(card as HTMLElement).getByText('Dias de acesso: Segunda, Terça, Quarta, Quinta, Sexta'),
    ).toBeInTheDocument();
    expect(within(grid).getByText('Inativo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Novo grupo/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Modo de abertura dos grupos' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('keeps the page and size in the address: the same page after a remount, and the pager moves it', async () => {
    const pageOf = (numPage: number) => `GET /api/customers/groups?numPage=${numPage}&numPageSize=15`;
    const of16 = { numPageSize: 15, totalItems: 16, totalPages: 2 };
    const handlers = {
      [pageOf(0)]: () => json(200, { list: [comercial], numPage: 0, ...of16 }),
      [pageOf(1)]: () => json(200, { list: [campo], numPage: 1, ...of16 }),
    };
    const first = setup(admin, '/grupos-e-usuarios/grupos?page=1&size=15', handlers);
    expect(await screen.findByRole('heading', { name: 'Campo' })).toBeInTheDocument();
    expect(screen.getByText('16 - 16 de 16')).toBeInTheDocument();
    const { pathname, search } = first.router.state.location;
    first.unmount();

    // A reload (or a shared link) of that address: the same page.
    const second = setup(admin, `${pathname}${search}`, handlers);
    expect(await screen.findByRole('heading', { name: 'Campo' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Comercial' })).not.toBeInTheDocument();
    await second.events.click(screen.getByRole('button', { name: /página anterior/i }));
    expect(await screen.findByRole('heading', { name: 'Comercial' })).toBeInTheDocument();
    expect(new URLSearchParams(second.router.state.location.search).get('page')).toBe('0');
    expect(second.calls.map((c) => c.key)).toContain(pageOf(0));
  });

  it('says a failed list with the way to try again', async () => {
    let fail = true;
    const { events } = setup(admin, undefined, {
      [LIST]: () =>
        fail
          ? json(503, { code: 'UNAVAILABLE', message: 'Serviço indisponível.' })
          : json(200, onePage([comercial, campo])),
    });
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    fail = false;
    await events.click(retry);
    expect(await screen.findByRole('heading', { name: 'Comercial' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });

  it('offers neither the new-group card nor the switch to who may only view, and opens the view', async () => {
    const { events, router } = setup(viewerOnly);
    await screen.findByRole('heading', { name: 'Campo' });
    expect(screen.queryByRole('button', { name: /Novo grupo/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Modo de abertura dos grupos' })).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: /Campo/ }));
    expect(router.state.location.pathname).toBe('/grupos-e-usuarios/grupos/6');
    expect(await screen.findByRole('heading', { name: 'GRUPO CAMPO' })).toBeInTheDocument();
    const ips = screen.getByRole('table', { name: 'IPs' });
    expect(within(ips).getByText('10.0.0.0/8')).toBeInTheDocument();
    expect(screen.getByText('Sem usuários associados ao grupo/cliente.')).toBeInTheDocument();
    expect(screen.getByText('Sábado:')).toBeInTheDocument();
    await expectNoAxeViolations();
    await events.click(screen.getByRole('button', { name: 'FECHAR' }));
    expect(router.state.location.pathname).toBe('/grupos-e-usuarios/grupos');
  });

  it('shows the empty IP text and the members in the view', async () => {
    setup(admin, '/grupos-e-usuarios/grupos/5?modo=visualizar');
    expect(await screen.findByText('Sem IPs associados ao grupo.')).toBeInTheDocument();
    const members = screen.getByRole('list', { name: 'Usuários' });
    expect(within(members).getByText('gerente@empresa.example')).toBeInTheDocument();
    expect(within(members).getByText('Gerente')).toBeInTheDocument();
  });

  it('edits a group: the title in capitals, the switch, and a save that sends every day', async () => {
    const { events, calls, router } = setup(admin);
    await events.click(await screen.findByRole('button', { name: 'Editar grupo' }));
    await events.click(screen.getByRole('button', { name: /Comercial/ }));
    expect(await screen.findByRole('heading', { name: 'GRUPO COMERCIAL' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Ativo' })).toBeChecked();
    expect(
      screen.getByText('Os campos marcados com asterisco são de preenchimento obrigatório.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/Horário de acesso \(sábado e domingo\)/)).not.toBeInTheDocument();
    await expectNoAxeViolations();
    const name = screen.getByRole('textbox', { name: /Nome do grupo/ });
    await events.clear(name);
    await events.type(name, 'Vendas  Sul!');
    expect(name).toHaveValue('Vendas Sul');
    await events.click(screen.getByRole('checkbox', { name: 'Sexta' }));
    await events.type(screen.getByRole('textbox', { name: 'IPs' }), '10.0.0.0/8{Enter}');
    await events.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Grupo atualizado com sucesso!')).toBeInTheDocument();
    const [body] = bodies(calls, 'PUT /api/customers/groups/5') as {
      name: string;
      accessLimitation: { day: number; active: boolean }[];
      ips: string[];
      limitationPrice: string;
      status: number;
    }[];
    expect(body).toMatchObject({
      name: 'Vendas Sul',
      ips: ['10.0.0.0/8'],
      limitationPrice: '5000.00',
      status: 1,
    });
    expect(body?.accessLimitation.filter((d) => d.active).map((d) => d.day)).toEqual([1, 2, 3, 4]);
    expect(router.state.location.pathname).toBe('/grupos-e-usuarios/grupos');
  });

  it('shows a gerente the limit, IPs, days, hours and status read-only with the reason, and saves a rename with them unchanged', async () => {
    const { events, calls } = setup(manager, '/grupos-e-usuarios/grupos/5');
    expect(await screen.findByRole('heading', { name: 'GRUPO COMERCIAL' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Limite de consumo, IPs, dias e horários de acesso e status do grupo são definidos por um administrador da empresa: você pode alterar o nome e convidar usuários.',
    );
    expect(screen.getByRole('switch', { name: 'Ativo' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Limite de consumo/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'IPs' })).toBeDisabled();
    for (const day of ['Segunda', 'Sexta', 'Sábado'])
      expect(screen.getByRole('checkbox', { name: day })).toBeDisabled();
    expect(screen.getByLabelText('Início')).toBeDisabled();
    expect(screen.getByLabelText('Fim')).toBeDisabled();
    await expectNoAxeViolations();
    const name = screen.getByRole('textbox', { name: /Nome do grupo/ });
    expect(name).toBeEnabled();
    await events.clear(name);
    await events.type(name, 'Comercial Norte');
    await events.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Grupo atualizado com sucesso!')).toBeInTheDocument();
    const [body] = bodies(calls, 'PUT /api/customers/groups/5');
    expect(body).toMatchObject({
      name: 'Comercial Norte',
      limitationPrice: '5000.00',
      ips: [],
      status: 1,
      accessLimitation: comercial.accessLimitation,
    });
  });

  it('offers the new-group card to a gerente with the group create key, not to one without it', async () => {
    const first = setup(creatingManager);
    await screen.findByRole('heading', { name: 'Comercial' });
    expect(screen.getByRole('button', { name: /Novo grupo/ })).toBeInTheDocument();
    first.unmount();
    setup(manager);
    await screen.findByRole('heading', { name: 'Comercial' });
    expect(screen.queryByRole('button', { name: /Novo grupo/ })).not.toBeInTheDocument();
  });

  it("opens a gerente's new group with their group's restrictions locked, and creates it with them", async () => {
    const inherited = {
      limitationPrice: '5000.00',
      ips: ['10.0.0.0/8'],
      accessLimitation: week([1, 2, 3, 4, 5]),
    };
    const { events, calls } = setup(creatingManager, '/grupos-e-usuarios/grupos', {
      'GET /api/customers/groups/select-data': () =>
        json(200, { ...selectData, inheritedRestrictions: inherited }),
    });
    await events.click(await screen.findByRole('button', { name: /Novo grupo/ }));
    expect(await screen.findByRole('heading', { name: 'Grupos e usuários' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'O novo grupo terá o limite de consumo, os IPs e os dias e horários de acesso do seu grupo',
    );
    const limit = screen.getByRole<HTMLInputElement>('textbox', { name: /Limite de consumo/ });
    expect(limit).toBeDisabled();
    expect(limit.value).toMatch(/^R\$\s5\.000,00$/);
    expect(screen.getByRole('textbox', { name: 'IPs' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Segunda' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Segunda' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sábado' })).not.toBeChecked();
    await expectNoAxeViolations();
    await events.type(screen.getByRole('textbox', { name: /Nome do grupo/ }), 'Equipe Norte');
    await events.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Grupo criado com sucesso!')).toBeInTheDocument();
    expect(bodies(calls, 'POST /api/customers/groups')).toEqual([
      expect.objectContaining({ name: 'Equipe Norte', ...inherited, status: 1 }),
    ]);
  });

  it('creates a group only once it is valid, against the customer limit, and cancels with a confirmation', async () => {
    const { events, calls, router } = setup(admin, '/grupos-e-usuarios/grupos/novo');
    expect(await screen.findByRole('heading', { name: 'Grupos e usuários' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'SALVAR' });
    expect(save).toBeDisabled();
    expect(screen.getByText(/Seu limite de consumo é de/)).toBeInTheDocument();
    await events.type(screen.getByRole('textbox', { name: /Nome do grupo/ }), 'Filial');
    const limit = screen.getByRole('textbox', { name: /Limite de consumo/ });
    await events.type(limit, '1000001');
    await events.tab();
    expect(await screen.findByText('Você excedeu o limite disponível.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await events.clear(limit);
    await events.type(limit, '150000');
    await events.type(screen.getByRole('textbox', { name: 'IPs' }), '10.0.0/8{Enter}');
    expect(screen.getByText('É necessário inserir os IPs com sua respectiva pontuação.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await events.click(screen.getByRole('button', { name: /10\.0\.0\/8/ }));
    for (const day of ['Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta'])
      await events.click(screen.getByRole('checkbox', { name: day }));
    expect(save).toBeDisabled();
    await events.click(screen.getByRole('checkbox', { name: 'Sábado' }));
    const weekend = screen.getByRole('group', { name: /sábado e domingo/ });
    // 24-hour times whatever the browser's locale: typed and shown as HH:mm, never '12:00 AM'.
    const weekendStart = within(weekend).getByLabelText('Início');
    expect(weekendStart).not.toHaveAttribute('type', 'time');
    expect(weekendStart).toHaveValue('08:00');
    await events.clear(weekendStart);
    await events.type(weekendStart, '0730');
    expect(weekendStart).toHaveValue('07:30');
    expect(save).toBeEnabled();

    await events.click(screen.getByRole('button', { name: 'CANCELAR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar alterações' });
    await events.click(within(dialog).getByRole('button', { name: 'CONTINUAR EDITANDO' }));
    await events.click(save);
    expect(await screen.findByText('Grupo criado com sucesso!')).toBeInTheDocument();
    const [body] = bodies(calls, 'POST /api/customers/groups') as {
      name: string;
      limitationPrice: string;
      accessLimitation: { day: number; active: boolean }[];
    }[];
    expect(body).toMatchObject({ name: 'Filial', limitationPrice: '1500.00' });
    expect(body?.accessLimitation.filter((d) => d.active).map((d) => d.day)).toEqual([6]);
    expect(router.state.location.pathname).toBe('/grupos-e-usuarios/grupos');
  });

  it("shows the fields the server refused under them (VALIDATION_FAILED), the API's names read as the form's", async () => {
    const { events, router } = setup(admin, '/grupos-e-usuarios/grupos/5', {
      'PUT /api/customers/groups/5': () =>
        json(400, {
          code: 'VALIDATION_FAILED',
          message: 'Os dados enviados são inválidos. Verifique os campos e tente novamente.',
          fields: [
            { path: 'body.name', message: 'Valor inválido.' },
            { path: 'body.ips.0', message: 'É necessário inserir os IPs com sua respectiva pontuação.' },
          ],
        }),
    });
    await screen.findByRole('heading', { name: 'GRUPO COMERCIAL' });
    await events.click(screen.getByRole('button', { name: 'SALVAR' }));
    const name = screen.getByRole('textbox', { name: /Nome do grupo/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Valor inválido.'));
    // The IPs' hint is the same sentence: the field is marked invalid.
    expect(screen.getByRole('textbox', { name: 'IPs' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Verifique os campos/)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/grupos-e-usuarios/grupos/5');
  });

  it('leaves the form through the cancel confirmation', async () => {
    const { events, router } = setup(admin, '/grupos-e-usuarios/grupos/5');
    await screen.findByRole('heading', { name: 'GRUPO COMERCIAL' });
    await events.type(screen.getByRole('textbox', { name: /Nome do grupo/ }), ' Norte');
    await events.click(screen.getByRole('button', { name: 'CANCELAR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar alterações' });
    expect(
      within(dialog).getByText('As alterações feitas serão perdidas. Deseja realmente cancelar?'),
    ).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'SIM, CANCELAR' }));
    expect(router.state.location.pathname).toBe('/grupos-e-usuarios/grupos');
  });

  it("invites the rows' e-mails on save: locks a row's profile once another is added, and shows each e-mail's answer", async () => {
    const invitations = {
      message: 'Convite(s) processado(s).',
      results: [
        { email: 'ana@empresa.example', profileId: 1, outcome: 'sent' },
        { email: 'bia@empresa.example', profileId: 1, outcome: 'sent' },
        { email: 'caio@empresa.example', profileId: 3, outcome: 'sent' },
      ],
    };
    const { events, calls, router } = setup(admin, '/grupos-e-usuarios/grupos/5', {
      'PUT /api/customers/groups/5': () =>
        json(200, { message: 'Grupo atualizado com sucesso!', groupId: 5, invitations }),
    });
    await screen.findByRole('heading', { name: 'GRUPO COMERCIAL' });
    const rows = () => screen.getAllByRole('group', { name: /Linha \d de perfil/ });
    expect(rows()).toHaveLength(1);
    // An empty row cannot be removed.
    expect(screen.getByRole('button', { name: 'Remover a linha 1 de perfil' })).toBeDisabled();
    const chooseProfile = async (row: HTMLElement, name: string) => {
      await events.click(within(row).getByRole('combobox', { name: /Perfil de acesso/ }));
      await events.click(await screen.findByRole('option', { name }));
    };
    await chooseProfile(rows()[0]!, 'Administrador');
    await events.type(
      within(rows()[0]!).getByRole('textbox', { name: /E-mails/ }),
      'ana@empresa.example; bia@empresa.example,ana@empresa.example ',
    );
    expect(within(rows()[0]!).getAllByRole('button', { name: /@empresa\.example/ })).toHaveLength(2);
    await events.click(screen.getByRole('button', { name: 'ADICIONAR MAIS PERFIS' }));
    expect(rows()).toHaveLength(2);
    // The first row's profile is locked in the new row; a profile the caller may not invite with is off.
    await events.click(within(rows()[1]!).getByRole('combobox', { name: /Perfil de acesso/ }));
    expect(await screen.findByRole('option', { name: 'Administrador' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('option', { name: 'Gerente' })).toHaveAttribute('aria-disabled', 'true');
    await events.click(screen.getByRole('option', { name: 'Operador' }));
    // A started row needs its e-mails: SALVAR waits for them.
    expect(await screen.findByText('Campo obrigatório.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SALVAR' })).toBeDisabled();
    await events.type(
      within(rows()[1]!).getByRole('textbox', { name: /E-mails/ }),
      'caio@empresa.example{Enter}',
    );
    await expectNoAxeViolations();
    await events.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('ana@empresa.example: Convite enviado')).toBeInTheDocument();
    // An address that already has an account reads like any other: its owner is told by e-mail.
    expect(screen.getByText('bia@empresa.example: Convite enviado')).toBeInTheDocument();
    expect(screen.getByText('Grupo atualizado com sucesso!')).toBeInTheDocument();
    const [body] = bodies(calls, 'PUT /api/customers/groups/5') as { profilesEmails: unknown }[];
    expect(body?.profilesEmails).toEqual([
      { profileId: 1, emails: ['ana@empresa.example', 'bia@empresa.example'] },
      { profileId: 3, emails: ['caio@empresa.example'] },
    ]);
    expect(router.state.location.pathname).toBe('/grupos-e-usuarios/grupos');
  });

  it('shows the repeated-profile message, and resets the last row instead of removing it', async () => {
    const { events } = setup(admin, '/grupos-e-usuarios/grupos/novo');
    await screen.findByRole('heading', { name: 'Grupos e usuários' });
    const rows = () => screen.getAllByRole('group', { name: /Linha \d de perfil/ });
    await events.click(screen.getByRole('button', { name: 'ADICIONAR MAIS PERFIS' }));
    await events.click(within(rows()[1]!).getByRole('combobox', { name: /Perfil de acesso/ }));
    await events.click(await screen.findByRole('option', { name: 'Operador' }));
    // The newest row's choice is free; choosing it again in the first row is the repeated profile.
    await events.click(within(rows()[0]!).getByRole('combobox', { name: /Perfil de acesso/ }));
    await events.click(await screen.findByRole('option', { name: 'Operador' }));
    expect(screen.getByText('O perfil de acesso não pode ser repetido.')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Remover a linha 2 de perfil' }));
    expect(screen.queryByText('O perfil de acesso não pode ser repetido.')).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Remover a linha 1 de perfil' }));
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]!).getByRole('combobox', { name: /Perfil de acesso/ })).toHaveTextContent(
      /^[\s\u200b]*$/,
    );
    expect(screen.getByRole('button', { name: 'Remover a linha 1 de perfil' })).toBeDisabled();
  });

  it("locks the days the customer's defaults close, bounds the hours, and brings an older group within them", async () => {
    const { events, calls } = setup(admin, '/grupos-e-usuarios/grupos/5', {
      'GET /api/customers/groups/select-data': () =>
        json(200, { ...selectData, accessLimitation: week([1, 2, 3, 4], '09:00', '17:00') }),
    });
    await screen.findByRole('heading', { name: 'GRUPO COMERCIAL' });
    expect(
      screen.getByText(
        'Os dias e horários deste grupo foram ajustados aos dias e horários padrão do cliente, que são os que valem hoje para os usuários do grupo. Salve para manter o grupo assim.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Dias e horários permitidos pelo cliente: Segunda, Terça, Quarta, Quinta, das 09:00 às 17:00.',
      ),
    ).toBeInTheDocument();
    for (const day of ['Sexta', 'Sábado', 'Domingo']) {
      expect(screen.getByRole('checkbox', { name: day })).toBeDisabled();
      expect(screen.getByRole('checkbox', { name: day })).not.toBeChecked();
    }
    expect(screen.getByRole('checkbox', { name: 'Segunda' })).toBeEnabled();
    const start = screen.getByRole('textbox', { name: 'Início' });
    expect(start).toHaveValue('09:00');
    await expectNoAxeViolations();
    await events.clear(start);
    await events.type(start, '0800');
    await events.tab();
    expect(await screen.findAllByText('O horário não pode ser menor que 09:00.')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'SALVAR' })).toBeDisabled();
    await events.clear(start);
    await events.type(start, '1000');
    await events.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Grupo atualizado com sucesso!')).toBeInTheDocument();
    const [body] = bodies(calls, 'PUT /api/customers/groups/5') as {
      accessLimitation: { day: number; active: boolean; startTime: string; endTime: string }[];
    }[];
    expect(body?.accessLimitation.filter((d) => d.active)).toEqual(
      [1, 2, 3, 4].map((day) => ({ day, active: true, startTime: '10:00', endTime: '17:00' })),
    );
  });

  it('hides the rows from who may invite with no profile', async () => {
    setup(admin, '/grupos-e-usuarios/grupos/5', {
      'GET /api/customers/groups/select-data': () =>
        json(200, { ...selectData, profiles: profiles.map((p) => ({ ...p, disabled: true })) }),
    });
    await screen.findByRole('heading', { name: 'GRUPO COMERCIAL' });
    expect(screen.queryByRole('button', { name: 'ADICIONAR MAIS PERFIS' })).not.toBeInTheDocument();
  });
});

describe('Grupos, with the users table of the app', { timeout: 30_000 }, () => {
  const member = (id: number, email: string): UserItem => ({
    id,
    name: email.split('@')[0] ?? email,
    email,
    cpf: null,
    birthdate: null,
    mobile: null,
    phone: null,
    group: { id: 5, name: 'Comercial' },
    profile: { id: 3, name: 'Operador', description: null, baseProfileName: null },
    status: { id: 1, name: 'Ativo' },
    mfa: { status: 'INATIVO', hasSecurityQuestion: false },
    abilities: {
      edit: false,
      changeStatus: false,
      delete: false,
      resendLink: false,
      requestPasswordChange: false,
      resetMfa: false,
      securityQuestion: false,
      unblock: false,
    },
  });
  const usersPage = (list: UserItem[]): UserPage => ({
    list,
    numPage: 0,
    numPageSize: 5,
    totalItems: list.length,
    totalPages: 1,
    companyUsesMfa: false,
    canCreate: false,
  });

  it("reads the group's users again after a save, so the embedded table shows whom the save invited", async () => {
    document.documentElement.dataset.environment = 'portal';
    const manager: SessionUser = { ...admin, permissions: [...admin.permissions, P.usersViewCompany] };
    let members = [member(70, 'gerente@empresa.example')];
    const fixed: Record<string, Handler> = {
      'GET /api/oauth2/session': () => json(200, manager),
      [LIST]: () => json(200, onePage([comercial, campo])),
      'GET /api/customers/groups/5': () => json(200, comercialDetail),
      'GET /api/customers/groups/select-data': () => json(200, selectData),
      'PUT /api/customers/groups/5': () => {
        members = [...members, member(90, 'ana@empresa.example')];
        return json(200, { message: 'Grupo atualizado com sucesso!', groupId: 5 });
      },
    };
    // Any page or filter of the users list answers the group's current members.
    const isUsersList = (key: string) => key.startsWith('GET /api/customers/users?');
    const calls = stubApi(
      new Proxy(fixed, {
        get: (target, key: string) =>
          target[key] ?? (isUsersList(key) ? () => json(200, usersPage(members)) : undefined),
      }),
    );
    const { router, user } = renderApp('/grupos-e-usuarios/grupos/5');
    expect(await screen.findByRole('heading', { name: 'GRUPO COMERCIAL' })).toBeInTheDocument();
    expect(await screen.findByText('gerente@empresa.example')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Grupo atualizado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/grupos-e-usuarios/grupos'));
    const saved = calls.findIndex((c) => c.key === 'PUT /api/customers/groups/5');
    expect(calls.slice(saved + 1).some((c) => isUsersList(c.key))).toBe(true);

    await router.navigate('/grupos-e-usuarios/grupos/5');
    expect(await screen.findByText('ana@empresa.example')).toBeInTheDocument();
  });
});
