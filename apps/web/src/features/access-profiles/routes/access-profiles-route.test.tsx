import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileDetail, ProfileProduct, ProfileSummary, SessionUser } from '@painel/contracts';
import { PERMISSIONS as P } from '@painel/domain';
import { json, maria, stubApi, type Handler, type RecordedCall } from '../../../test/fake-api';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithUser } from '../../../test/render-with-user';
import { AccessProfilesRoute } from './access-profiles-route';

const admin: SessionUser = {
  ...maria,
  permissions: [
    ...maria.permissions,
    P.profilesView,
    P.profilesCreate,
    P.profilePermissionsView,
    P.profilePermissionsEdit,
  ],
};
const viewerOnly: SessionUser = { ...maria, permissions: [...maria.permissions, P.profilesView] };

const fn = (id: number, label: string, extra: Partial<ProfileProduct['functionalities'][number]> = {}) => ({
  id,
  label,
  active: true,
  mandatory: false,
  grantable: true,
  ...extra,
});

const localize: ProfileProduct = {
  id: 1,
  name: 'Localize',
  functionalities: [
    fn(11, 'Consulta de pessoas'),
    fn(12, 'Consulta de empresas'),
    fn(13, 'Histórico de consultas', { grantable: false, active: false }),
  ],
  permissions: [
    {
      id: 28,
      functionalityId: 11,
      label: 'Consultar',
      key: 'LOCALIZE:PESSOAS:CONSULTAR',
      active: true,
      mandatory: false,
    },
  ],
};
const vehicles: ProfileProduct = {
  id: 12,
  name: 'Veículos',
  functionalities: [
    ...['Consulta', 'Débitos', 'Histórico'].map((label, index) => fn(60 + index, label)),
    fn(63, 'Agregados', { mandatory: true }),
    ...['Leilão', 'Gravame', 'Laudo cautelar'].map((label, index) => fn(64 + index, label)),
  ],
  permissions: [
    {
      id: 146,
      functionalityId: 63,
      label: 'Consultar agregados',
      key: 'VEICULOS:AGREGADOS:CONSULTAR',
      active: true,
      mandatory: true,
    },
  ],
};
const administrative: ProfileProduct = {
  id: 4,
  name: 'Administrativo',
  functionalities: [fn(9, 'Perfis de acesso')],
  permissions: [],
};

const summary = (id: number, name: string, baseProfile: boolean, usersCount: number): ProfileSummary => ({
  id,
  name,
  description: baseProfile ? null : 'Consultas',
  baseProfile,
  baseProfileId: baseProfile ? id : 3,
  baseProfileName: baseProfile ? name : 'Operador',
  usersCount,
});
const profiles = [
  summary(1, 'Administrador', true, 2),
  summary(3, 'Operador', true, 1),
  summary(120, 'Consultas', false, 0),
];

const custom: ProfileDetail = {
  ...profiles[2]!,
  products: [
    { ...localize, functionalities: localize.functionalities.map((f) => ({ ...f, active: f.id === 11 })) },
  ],
};

function setup(user: SessionUser, handlers: Record<string, Handler> = {}) {
  document.documentElement.dataset.environment = 'portal';
  const calls = stubApi({
    'GET /api/customers/profiles': () => json(200, { list: profiles }),
    'GET /api/customers/contracts/products': () => json(200, { list: [administrative, localize, vehicles] }),
    'GET /api/customers/profiles/120': () => json(200, custom),
    'POST /api/customers/profiles': () =>
      json(201, { message: 'Perfil criado com sucesso!', profileId: 121 }),
    'PUT /api/customers/profiles/120': () => json(200, { message: 'Perfil atualizado com sucesso!' }),
    ...handlers,
  });
  const events = userEvent.setup();
  const view = renderWithUser(<AccessProfilesRoute />, { path: '/grupos-e-usuarios/perfis', user });
  return { ...view, calls, events };
}

const bodies = (calls: RecordedCall[], key: string) =>
  calls.filter((c) => c.key === key).map((c) => JSON.parse(String(c.init.body)) as unknown);

/** Opens the wizard, names the profile 'Consultas', keeps the defaults and presses CRIAR PERFIL. */
async function createThroughEveryStep(events: ReturnType<typeof userEvent.setup>) {
  await events.click(await screen.findByRole('button', { name: /Criar novo perfil/ }));
  const drawer = await screen.findByRole('dialog', { name: 'Criar perfil personalizado' });
  await events.type(within(drawer).getByLabelText(/Nome do perfil/), 'Consultas');
  for (let step = 0; step < 3; step += 1)
    await events.click(within(drawer).getByRole('button', { name: 'AVANÇAR' }));
  await events.click(within(drawer).getByRole('button', { name: 'CRIAR PERFIL' }));
  return drawer;
}

afterEach(() => vi.unstubAllGlobals());

describe('Perfis de acesso', { timeout: 30_000 }, () => {
  it('shows a card per profile with its user count, and the create card', async () => {
    setup(admin);
    const grid = await screen.findByRole('list', { name: 'Perfis de acesso' });
    expect(await within(grid).findByRole('heading', { name: 'Consultas' })).toBeInTheDocument();
    expect(within(grid).getByText('2 usuários')).toBeInTheDocument();
    expect(within(grid).getByText('1 usuário')).toBeInTheDocument();
    expect(within(grid).getAllByText('Perfil de acesso')).toHaveLength(3);
    expect(screen.getByRole('button', { name: /Criar novo perfil/ })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('hides the create card from who may only view', async () => {
    setup(viewerOnly);
    await screen.findByRole('heading', { name: 'Consultas' });
    expect(screen.queryByRole('button', { name: /Criar novo perfil/ })).not.toBeInTheDocument();
  });

  it('creates a profile through the four steps with the defaults, mandatory items locked', async () => {
    const { calls, events } = setup(admin);
    await events.click(await screen.findByRole('button', { name: /Criar novo perfil/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Criar perfil personalizado' });
    const next = () => within(drawer).getByRole('button', { name: 'AVANÇAR' });
    // The keyboard starts in the first field; Tab goes on to the next field, not to 'Fechar'.
    await waitFor(() => expect(within(drawer).getByLabelText(/Nome do perfil/)).toHaveFocus());
    await events.tab();
    expect(within(drawer).getByLabelText(/Descrição/)).toHaveFocus();
    expect(within(drawer).getByRole('radio', { name: 'Administrador' })).toBeChecked();
    expect(within(drawer).queryByRole('radio', { name: 'Financeiro' })).not.toBeInTheDocument();
    expect(next()).toBeDisabled();
    await events.type(within(drawer).getByLabelText(/Nome do perfil/), 'Consulta veicular');
    await events.click(within(drawer).getByRole('radio', { name: 'Operador' }));
    await events.click(next());

    // Defaults: products 1 and 12 of the wizard's list, not the portal modules.
    expect(within(drawer).getByRole('checkbox', { name: 'Localize' })).toBeChecked();
    expect(within(drawer).getByRole('checkbox', { name: 'Veículos' })).toBeChecked();
    expect(within(drawer).getByRole('checkbox', { name: 'Administrativo' })).not.toBeChecked();
    await events.click(within(drawer).getByRole('checkbox', { name: 'Localize' }));
    await events.click(next());

    const aggregates = within(drawer).getByRole('switch', { name: 'Agregados' });
    expect(aggregates).toBeChecked();
    expect(aggregates).toBeDisabled();
    expect(
      within(drawer).getByText('Esta funcionalidade é obrigatória para a utilização deste produto.'),
    ).toBeInTheDocument();
    // Seven modules: six on the first page.
    expect(
      within(drawer).getAllByRole('switch', {
        name: /^(Consulta|Débitos|Histórico|Agregados|Leilão|Gravame|Laudo cautelar)$/,
      }),
    ).toHaveLength(6);
    // Everything the creator may grant starts on; 'select all' off keeps the mandatory item.
    await events.click(within(drawer).getByRole('switch', { name: 'Selecionar todos' }));
    expect(within(drawer).getByRole('switch', { name: 'Agregados' })).toBeChecked();
    expect(within(drawer).getByRole('switch', { name: 'Leilão' })).not.toBeChecked();
    await events.click(within(drawer).getByRole('switch', { name: 'Consulta' }));
    await events.click(next());

    expect(within(drawer).getByRole('heading', { name: 'Finalizando o perfil' })).toBeInTheDocument();
    await events.click(within(drawer).getByRole('button', { name: 'CRIAR PERFIL' }));
    const done = await screen.findByRole('dialog', { name: 'Perfil criado com sucesso!' });
    expect(within(done).getByRole('button', { name: 'AGORA NÃO' })).toBeInTheDocument();
    expect(within(done).getByRole('button', { name: 'ADICIONAR USUÁRIOS' })).toBeInTheDocument();
    expect(bodies(calls, 'POST /api/customers/profiles')).toEqual([
      {
        name: 'Consulta veicular',
        description: '',
        baseProfileId: 3,
        products: [
          {
            id: 12,
            functionalities: [60, 61, 62, 63, 64, 65, 66].map((id) => ({
              id,
              active: id === 60 || id === 63,
            })),
          },
        ],
      },
    ]);
  });

  it('goes back one step when the creation fails, and asks before closing with unsaved data', async () => {
    const { events } = setup(admin, {
      'POST /api/customers/profiles': () =>
        json(409, { code: 'PROFILE_NAME_TAKEN', message: 'Já existe um perfil com este nome.' }),
    });
    const drawer = await createThroughEveryStep(events);
    expect(await screen.findByText('Já existe um perfil com este nome.')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'AVANÇAR' })).toBeInTheDocument();
    await events.click(within(drawer).getByRole('button', { name: 'Fechar' }));
    const prompt = await screen.findByRole('dialog', { name: 'Atenção' });
    // Wide enough (the 'sm' width, full) for its two buttons side by side, not a 440 px box stacking them.
    expect(prompt).toHaveClass('MuiDialog-paperFullWidth', 'MuiDialog-paperWidthSm');
    await events.click(within(prompt).getByRole('button', { name: 'CONTINUAR EDITANDO' }));
    expect(await screen.findByRole('dialog', { name: 'Criar perfil personalizado' })).toBeInTheDocument();
  });

  it('goes back to the step of a field the server refused, its message under it (VALIDATION_FAILED)', async () => {
    const { events } = setup(admin, {
      'POST /api/customers/profiles': () =>
        json(400, {
          code: 'VALIDATION_FAILED',
          message: 'Os dados enviados são inválidos. Verifique os campos e tente novamente.',
          fields: [{ path: 'body.name', message: 'Valor inválido.' }],
        }),
    });
    const drawer = await createThroughEveryStep(events);
    const name = await within(drawer).findByLabelText(/Nome do perfil/);
    expect(name).toHaveValue('Consultas');
    expect(name).toHaveAccessibleDescription('Valor inválido.');
    expect(within(drawer).getByRole('alert')).toHaveTextContent('Valor inválido.');
    expect(screen.queryByText(/Verifique os campos/)).not.toBeInTheDocument();
  });

  it('edits a custom profile in the permissions dialog and views a base one', async () => {
    const { calls, events } = setup(admin, {
      'GET /api/customers/profiles/1': () => json(200, { ...profiles[0], products: [localize] }),
    });
    await events.click(await screen.findByRole('button', { name: /Consultas/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Permissões do perfil Consultas' });
    expect(within(dialog).getByRole('tab', { name: 'Localize' })).toBeInTheDocument();
    const history = within(dialog).getByRole('switch', { name: 'Histórico de consultas' });
    expect(history).toBeDisabled();
    await events.click(within(dialog).getByRole('switch', { name: 'Consulta de empresas' }));
    await events.click(within(dialog).getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
    expect(bodies(calls, 'PUT /api/customers/profiles/120')).toEqual([
      {
        name: 'Consultas',
        description: 'Consultas',
        products: [
          {
            id: 1,
            functionalities: [
              { id: 11, active: true },
              { id: 12, active: true },
              { id: 13, active: false },
            ],
          },
        ],
      },
    ]);

    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: /Permissões do perfil Consultas/ }),
      ).not.toBeInTheDocument(),
    );
    await events.click(screen.getByRole('button', { name: /Administrador/ }));
    const view = await screen.findByRole('dialog', { name: 'Permissões do perfil Administrador' });
    expect(within(view).getByRole('switch', { name: 'Consulta de pessoas' })).toBeDisabled();
    expect(within(view).queryByRole('button', { name: 'SALVAR' })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
