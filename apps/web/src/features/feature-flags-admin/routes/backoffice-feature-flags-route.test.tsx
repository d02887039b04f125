import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type {
  BackofficeFeatureFlag,
  SessionUser,
  UpdateFeatureFlagBody,
  UserSearchItem,
} from '@painel/contracts';
import { AppProviders } from '../../../app/providers';
import { CurrentUserContext } from '../../../lib/current-user';
import { createQueryClient } from '../../../lib/query-client';
import { expectNoAxeViolations } from '../../../test/axe';
import { json, maria, stubApi, type Handler, type RecordedCall } from '../../../test/fake-api';
import { BackofficeFeatureFlagsRoute } from './backoffice-feature-flags-route';
import { startTestClock } from '../../../test/test-clock';

const listKey = 'GET /api/backoffice/feature-flags';
const saveKey = 'PUT /api/backoffice/feature-flags';
const page = '/backoffice/funcionalidades';

const staff = {
  ...maria,
  id: 2,
  name: 'Sandra Suporte',
  userTypeId: 2,
  systemId: 2,
  company: { ...maria.company, id: 1, name: 'Painel Serviços de Dados' },
  permissions: ['BACKOFFICE:FEATUREFLAGS:GERENCIAR'],
} satisfies SessionUser;

const flags: BackofficeFeatureFlag[] = [
  {
    name: 'balance-session',
    description:
      'Mostra "Saldo e extrato" no lugar de "Consumo" em Minha Conta (planos pontuais sempre mostram).',
    defaultEnabled: false,
    companies: [{ companyId: 10, companyName: 'Exemplo Comércio de Dados Ltda', enabled: true }],
    users: [{ userId: 7, name: 'Maria Souza', email: 'maria@empresa.com.br', companyId: 10, enabled: false }],
  },
  {
    name: 'sidebar-mostrar-protestos',
    description: 'Mostra Protesto em Minhas Soluções (nunca para contas trial).',
    defaultEnabled: true,
    companies: [],
    users: [],
  },
  {
    name: 'new-sidebar',
    description: 'Usa a nova versão do menu lateral no portal do cliente.',
    defaultEnabled: false,
    companies: [],
    users: [],
  },
];

/** The server as the API behaves: stores the flag, names known companies, refuses unknown ones. */
function savingServer(): Handler {
  return ({ init }) => {
    const body = JSON.parse(String(init.body)) as UpdateFeatureFlagBody;
    const unknown = body.users.findIndex((o) => o.userId === 999);
    if (unknown >= 0) {
      return json(400, {
        code: 'VALIDATION_FAILED',
        message: 'Os dados enviados são inválidos. Verifique os campos e tente novamente.',
        fields: [{ path: `body.users.${unknown}.userId`, message: 'Usuário não encontrado.' }],
      });
    }
    const names: Record<number, string> = {
      10: 'Exemplo Comércio de Dados Ltda',
      12: 'Inadimplente Comércio S.A.',
    };
    const people: Record<number, { name: string; email: string }> = {
      7: { name: 'Maria Souza', email: 'maria@empresa.com.br' },
      8: { name: 'João Lima', email: 'joao@empresa.com.br' },
    };
    const saved: BackofficeFeatureFlag = {
      name: body.name,
      description: flags.find((f) => f.name === body.name)?.description ?? '',
      defaultEnabled: body.defaultEnabled,
      companies: body.companies.map((o) => ({ ...o, companyName: names[o.companyId] ?? '' })),
      users: body.users.map((o) => ({
        ...o,
        ...(people[o.userId] ?? { name: '', email: '' }),
        companyId: 10,
      })),
    };
    return json(200, saved);
  };
}

function renderPage(
  user: SessionUser = staff,
  handlers: Record<string, Handler> = {},
  environment = 'backoffice',
) {
  document.documentElement.dataset.environment = environment;
  const calls = stubApi({
    [listKey]: () => json(200, { list: flags }),
    [saveKey]: savingServer(),
    ...handlers,
  });
  const router = createMemoryRouter(
    [
      { path: page, Component: BackofficeFeatureFlagsRoute },
      { path: '/acesso-negado', element: <p>Acesso negado</p> },
    ],
    { initialEntries: [page] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <CurrentUserContext value={user}>
        <RouterProvider router={router} />
      </CurrentUserContext>
    </AppProviders>,
  );
  return { calls, router, user: userEvent.setup() };
}

const usersKey = (filter: string) => `GET /api/backoffice/users/search?filter=${encodeURIComponent(filter)}`;
const found =
  (...list: UserSearchItem[]) =>
  () =>
    json(200, { list });
const JOAO: UserSearchItem = {
  id: 8,
  name: 'João Lima',
  email: 'joao@empresa.com.br',
  customer: { id: 10, name: 'Exemplo Comércio de Dados Ltda' },
};
const MARIA: UserSearchItem = {
  id: 7,
  name: 'Maria Souza',
  email: 'maria@empresa.com.br',
  customer: { id: 10, name: 'Exemplo Comércio de Dados Ltda' },
};
/** The search waits 1000 ms after typing (the kit's autocomplete), on a clock of the test's own. */
const pause = () => act(async () => vi.advanceTimersByTime(1000));
const customersKey = (filter: string) =>
  `GET /api/customers/list?numPage=0&numPageSize=10&filter=${encodeURIComponent(filter)}`;
const card = (name: string) => screen.findByRole('article', { name });
const bodyOf = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.key === saveKey)
    .map((call) => JSON.parse(String(call.init.body)) as UpdateFeatureFlagBody);

describe('back office: feature flags', () => {
  it('lists the three flags with description, default and exceptions', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Funcionalidades' })).toBeInTheDocument();
    const balance = await card('balance-session');
    expect(
      screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['balance-session', 'sidebar-mostrar-protestos', 'new-sidebar']);
    expect(balance).toHaveTextContent('Mostra "Saldo e extrato" no lugar de "Consumo"');
    // The words follow the switch: off says 'Desligada'.
    expect(
      within(balance).getByRole('switch', { name: 'Desligada para todos por padrão' }),
    ).not.toBeChecked();
    expect(
      within(balance).getByRole('switch', { name: 'Ligada para Exemplo Comércio de Dados Ltda' }),
    ).toBeChecked();
    expect(within(balance).getByRole('switch', { name: 'Ligada para Maria Souza' })).not.toBeChecked();
    expect(within(await card('sidebar-mostrar-protestos')).getAllByText('Nenhuma exceção.')).toHaveLength(2);
    await expectNoAxeViolations();
  });

  it('switches a default on and saves the flag’s whole state', async () => {
    const { user, calls } = renderPage();
    const balance = await card('balance-session');
    const save = within(balance).getByRole('button', { name: 'SALVAR' });
    expect(save).toBeDisabled();
    await user.click(within(balance).getByRole('switch', { name: 'Desligada para todos por padrão' }));
    expect(within(balance).getByRole('switch', { name: 'Ligada para todos por padrão' })).toBeChecked();
    expect(within(balance).getByText('Alterações não salvas')).toBeInTheDocument();
    await user.click(save);

    expect(await screen.findByText('Funcionalidade atualizada com sucesso!')).toBeInTheDocument();
    expect(bodyOf(calls)).toEqual([
      {
        name: 'balance-session',
        defaultEnabled: true,
        companies: [{ companyId: 10, enabled: true }],
        users: [{ userId: 7, enabled: false }],
      },
    ]);
    await waitFor(() => expect(within(balance).queryByText('Alterações não salvas')).not.toBeInTheDocument());
    expect(save).toBeDisabled();
  });

  it('adds a company and a user found by name, each named at once, and saves their ids', async () => {
    const user = startTestClock();
    const { calls } = renderPage(staff, {
      [customersKey('Inad')]: () =>
        json(200, {
          list: [
            {
              id: 12,
              customerName: 'Inadimplente Comércio S.A.',
              tradingName: 'Inadimplente',
              document: '11222333000181',
            },
          ],
          numPage: 0,
          numPageSize: 10,
          totalPages: 1,
          totalItems: 1,
        }),
      [usersKey('joão')]: found(JOAO),
    });
    const balance = await card('balance-session');
    const companies = within(balance).getByRole('region', { name: 'Exceções por empresa' });
    await user.type(within(companies).getByRole('combobox', { name: 'Cliente' }), 'Inad');
    await pause();
    await user.click(await screen.findByRole('option', { name: /Inadimplente Comércio S.A./ }));
    await user.click(within(companies).getByRole('button', { name: 'ADICIONAR' }));
    // The opposite of the default (off), so on.
    expect(
      within(companies).getByRole('switch', { name: 'Ligada para Inadimplente Comércio S.A.' }),
    ).toBeChecked();

    const users = within(balance).getByRole('region', { name: 'Exceções por usuário' });
    await user.type(within(users).getByRole('combobox', { name: 'Usuário' }), 'joão');
    await pause();
    const option = await screen.findByRole('option', { name: /João Lima/ });
    expect(option).toHaveTextContent('joao@empresa.com.br · Exemplo Comércio de Dados Ltda');
    await user.click(option);
    await user.click(within(users).getByRole('button', { name: 'ADICIONAR' }));
    expect(within(users).getByRole('switch', { name: 'Ligada para João Lima' })).toBeChecked();
    expect(within(users).getByText('joao@empresa.com.br')).toBeInTheDocument();
    expect(within(users).getByRole('combobox', { name: 'Usuário' })).toHaveValue('');
    await user.click(within(users).getByRole('button', { name: 'Remover exceção de Maria Souza' }));
    await user.click(within(balance).getByRole('button', { name: 'SALVAR' }));

    expect(await screen.findByText('Funcionalidade atualizada com sucesso!')).toBeInTheDocument();
    expect(within(users).getByRole('switch', { name: 'Ligada para João Lima' })).toBeChecked();
    expect(bodyOf(calls)[0]).toEqual({
      name: 'balance-session',
      defaultEnabled: false,
      companies: [
        { companyId: 10, enabled: true },
        { companyId: 12, enabled: true },
      ],
      users: [{ userId: 8, enabled: true }],
    });
  });

  it('asks for a user, and refuses one already listed, before adding; and a company likewise', async () => {
    const user = startTestClock();
    renderPage(staff, { [usersKey('Mar')]: found(MARIA) });
    const balance = await card('balance-session');
    const users = within(balance).getByRole('region', { name: 'Exceções por usuário' });
    const search = within(users).getByRole('combobox', { name: 'Usuário' });
    await user.click(within(users).getByRole('button', { name: 'ADICIONAR' }));
    expect(search).toHaveAccessibleDescription('Campo obrigatório.');
    await user.type(search, 'Mar');
    await pause();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(search).toHaveValue('Maria Souza');
    expect(search).toHaveAccessibleDescription('maria@empresa.com.br · Exemplo Comércio de Dados Ltda');
    await user.click(within(users).getByRole('button', { name: 'ADICIONAR' }));
    expect(search).toHaveAccessibleDescription('Já está na lista.');

    const companies = within(balance).getByRole('region', { name: 'Exceções por empresa' });
    await user.click(within(companies).getByRole('button', { name: 'ADICIONAR' }));
    expect(within(companies).getByRole('combobox', { name: 'Cliente' })).toHaveAccessibleDescription(
      'Campo obrigatório.',
    );
  });

  it('shows the server’s refusal of a user gone since the search, and keeps the draft', async () => {
    const user = startTestClock();
    const gone: UserSearchItem = {
      id: 999,
      name: 'Ulisses Removido',
      email: 'ulisses@empresa.com.br',
      customer: { id: 10, name: 'Exemplo Comércio de Dados Ltda' },
    };
    renderPage(staff, { [usersKey('Ulis')]: found(gone) });
    const balance = await card('balance-session');
    const users = within(balance).getByRole('region', { name: 'Exceções por usuário' });
    await user.type(within(users).getByRole('combobox', { name: 'Usuário' }), 'Ulis');
    await pause();
    await user.click(await screen.findByRole('option', { name: /Ulisses Removido/ }));
    await user.click(within(users).getByRole('button', { name: 'ADICIONAR' }));
    await user.click(within(balance).getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuário não encontrado.');
    expect(within(users).getByText('Ulisses Removido')).toBeInTheDocument();
    expect(within(balance).getByText('Alterações não salvas')).toBeInTheDocument();
  });

  it('toggles an exception and discards the change', async () => {
    const { user, calls } = renderPage();
    const balance = await card('balance-session');
    const company = within(balance).getByRole('switch', {
      name: 'Ligada para Exemplo Comércio de Dados Ltda',
    });
    await user.click(company);
    expect(company).not.toBeChecked();
    await user.click(within(balance).getByRole('button', { name: 'DESCARTAR' }));
    expect(
      within(balance).getByRole('switch', { name: 'Ligada para Exemplo Comércio de Dados Ltda' }),
    ).toBeChecked();
    expect(within(balance).queryByText('Alterações não salvas')).not.toBeInTheDocument();
    expect(calls.map((call) => call.key)).toEqual([listKey]);
  });

  it('offers to try again when the list cannot be read', async () => {
    let answer: Handler = () => json(500, { code: 'INTERNAL', message: 'Erro.' });
    const { user } = renderPage(staff, { [listKey]: (call) => answer(call) });
    expect(await screen.findByText('Não foi possível carregar as funcionalidades.')).toBeInTheDocument();
    answer = () => json(200, { list: flags });
    await user.click(screen.getByRole('button', { name: 'TENTAR NOVAMENTE' }));
    expect(await card('new-sidebar')).toBeInTheDocument();
  });

  it.each<[string, SessionUser, 'portal' | 'backoffice']>([
    ['staff without the permission', { ...staff, permissions: [] }, 'backoffice'],
    ['the customer portal', staff, 'portal'],
  ])('sends %s to the access-denied page', async (_case, user, environment) => {
    const { router, calls } = renderPage(user, {}, environment);
    await waitFor(() => expect(router.state.location.pathname).toBe('/acesso-negado'));
    expect(calls).toHaveLength(0);
  });
});
