import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BackofficeNotification, Customer, SessionUser, UserSearchItem } from '@painel/contracts';
import { PERMISSIONS } from '@painel/domain';
import { json, maria, stubApi, type Handler, type RecordedCall } from '../../../test/fake-api';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithUser } from '../test/render-with-user';
import { startTestClock } from '../../../test/test-clock';
import { BackofficeNotificationsRoute } from './backoffice-notifications-route';
import { stubPhoneWidth } from '../../../test/phone-width';

const staff: SessionUser = {
  ...maria,
  id: 2,
  name: 'Sofia Suporte Andrade',
  company: { ...maria.company, id: 1, name: 'Painel Soluções de Dados S.A.' },
  permissions: [PERMISSIONS.backofficeNotificationsCreate],
};

const sent: BackofficeNotification[] = [
  {
    id: 21,
    category: 'SEGURANÇA',
    date: '2026-03-02T15:30:00.000Z',
    content:
      '<p>Golpe em circulação. <a href="https://painel.example/seguranca" rel="noopener noreferrer nofollow" target="_blank">Veja</a></p>',
    audience: { type: 'ALL', companyId: null, companyName: null, userId: null, userName: null },
    createdBy: { id: 2, name: 'Sofia Suporte Andrade' },
    readCount: 3,
  },
  {
    id: 20,
    category: 'FINANCEIRO',
    date: '2026-03-01T12:00:00.000Z',
    content: '<p>Seu boleto vence amanhã.</p>',
    audience: {
      type: 'COMPANY',
      companyId: 10,
      companyName: 'Teste Gratuito Comércio Ltda',
      userId: null,
      userName: null,
    },
    createdBy: null,
    readCount: 1,
  },
  {
    id: 19,
    category: 'SMS',
    date: '2026-02-27T12:00:00.000Z',
    content: '<p>Pacote no fim.</p>',
    audience: {
      type: 'USER',
      companyId: 10,
      companyName: 'Exemplo Comércio de Dados Ltda',
      userId: 7,
      userName: 'Maria Souza',
    },
    createdBy: { id: 2, name: 'Sofia Suporte Andrade' },
    readCount: 0,
  },
];

const listKey = 'GET /api/backoffice/notifications?numPage=0&numPageSize=10';
const createKey = 'POST /api/backoffice/notifications';

const EXEMPLO: Customer = {
  id: 10,
  customerName: 'Exemplo Comércio de Dados Ltda',
  tradingName: 'Exemplo Dados',
  document: '11222333000181',
};
const MARIA: UserSearchItem = {
  id: 7,
  name: 'Maria Souza',
  email: 'maria@empresa.com.br',
  customer: { id: 10, name: 'Exemplo Comércio de Dados Ltda' },
};
const customersKey = (filter: string) =>
  `GET /api/customers/list?numPage=0&numPageSize=10&filter=${encodeURIComponent(filter)}`;
const usersKey = (filter: string) => `GET /api/backoffice/users/search?filter=${encodeURIComponent(filter)}`;
const searches: Record<string, Handler> = {
  [customersKey('Exem')]: () =>
    json(200, { list: [EXEMPLO], numPage: 0, numPageSize: 10, totalPages: 1, totalItems: 1 }),
  [usersKey('mari')]: () => json(200, { list: [MARIA] }),
};

function setup({
  user = staff,
  handlers = {},
  clock = false,
}: { user?: SessionUser; handlers?: Record<string, Handler>; clock?: boolean } = {}) {
  document.documentElement.dataset.environment = 'backoffice';
  const calls = stubApi({
    [listKey]: () => json(200, { list: sent, numPage: 0, numPageSize: 10, totalPages: 1, totalItems: 3 }),
    [createKey]: (call: RecordedCall) => {
      const body = JSON.parse(String(call.init.body)) as { category: string; content: string };
      return json(201, { ...sent[1], id: 22, category: body.category, content: body.content });
    },
    ...searches,
    ...handlers,
  });
  // The autocompletes search 1000 ms after typing: tests that use them run on a clock of their own.
  const events = clock ? startTestClock() : userEvent.setup();
  const view = renderWithUser(<BackofficeNotificationsRoute />, { path: '/backoffice/notificacoes', user });
  return { ...view, calls, events };
}

const posted = (calls: RecordedCall[]) =>
  calls.filter((call) => call.key === createKey).map((call) => JSON.parse(String(call.init.body)) as unknown);

/** Types part of a name in the autocomplete, waits out its pause and picks the option. */
async function choose(
  events: ReturnType<typeof userEvent.setup>,
  field: string,
  typed: string,
  option: RegExp,
) {
  await events.type(screen.getByRole('combobox', { name: field }), typed);
  await act(async () => vi.advanceTimersByTime(1000));
  await events.click(await screen.findByRole('option', { name: option }));
}

async function chooseCategory(events: ReturnType<typeof userEvent.setup>, label: string) {
  await events.click(screen.getByRole('combobox', { name: 'Categoria' }));
  await events.click(await screen.findByRole('option', { name: label }));
}

async function typeContent(events: ReturnType<typeof userEvent.setup>, html: string) {
  await events.click(screen.getByLabelText('Conteúdo (HTML)'));
  await events.paste(html);
}

describe('Back office: Notificações', () => {
  it('asks before leaving a form with typed content', async () => {
    const { events, router } = setup();
    await typeContent(events, '<p>Rascunho</p>');
    void router.navigate('/backoffice/funcionalidades');
    expect(await screen.findByRole('dialog', { name: 'Atenção' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'CONTINUAR EDITANDO' }));
    expect(router.state.location.pathname).toBe('/backoffice/notificacoes');
    expect(screen.getByLabelText('Conteúdo (HTML)')).toHaveValue('<p>Rascunho</p>');
  });

  it('lists what was sent in a table, with audience, author and reads, and offers the form', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Notificações' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Notificações enviadas' });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual(['Enviada em', 'Categoria', 'Público', 'Conteúdo', 'Autor', 'Leituras']);
    await within(table).findByText('Usuário: Maria Souza');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('SEGURANÇA');
    expect(rows[1]).toHaveTextContent('Todos os clientes');
    expect(rows[1]).toHaveTextContent('Sofia Suporte Andrade');
    expect(rows[1]).toHaveTextContent('3 leituras');
    expect(rows[1]).toHaveTextContent('02/03/2026');
    expect(rows[2]).toHaveTextContent('Cliente: Teste Gratuito Comércio Ltda');
    expect(rows[2]).toHaveTextContent('1 leitura');
    // An audience of one is named, not numbered.
    expect(rows[3]).toHaveTextContent('Usuário: Maria Souza');
    expect(screen.getByRole('region', { name: 'Nova notificação' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('stacks what was sent as cards on a phone, each line labelled', async () => {
    stubPhoneWidth();
    setup();
    await screen.findByText('Usuário: Maria Souza');
    const cards = screen.getByRole('list', { name: 'Notificações enviadas' });
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByText('Público').nextSibling).toHaveTextContent(
      'Todos os clientes',
    );
    expect(within(items[0] as HTMLElement).getByText('Autor').nextSibling).toHaveTextContent(
      'Sofia Suporte Andrade',
    );
    expect(screen.queryByRole('table', { name: 'Notificações enviadas' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('validates with the contract: category and content required, a customer for one company', async () => {
    const { events, calls } = setup();
    await screen.findByText('Usuário: Maria Souza');
    await events.click(screen.getByRole('button', { name: 'PUBLICAR NOTIFICAÇÃO' }));
    expect(await screen.findAllByText('Campo obrigatório.')).toHaveLength(2);

    await chooseCategory(events, 'SMS');
    await typeContent(events, '<p>Pacote no fim.</p>');
    await events.click(screen.getByRole('radio', { name: 'Um cliente' }));
    expect(screen.queryByLabelText(/Código/)).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'PUBLICAR NOTIFICAÇÃO' }));
    // The one field left to fill is where the keyboard goes.
    const customer = screen.getByRole('combobox', { name: 'Cliente' });
    await waitFor(() => expect(customer).toHaveAccessibleDescription('Campo obrigatório.'));
    expect(customer).toHaveFocus();
    await expectNoAxeViolations();
    expect(posted(calls)).toEqual([]);
  });

  it('previews the content cleaned, as the customer will see it', async () => {
    const { events } = setup();
    await chooseCategory(events, 'SEGURANÇA');
    await typeContent(
      events,
      '<p onclick="x()">Atenção: <strong>golpe</strong> <a href="javascript:alert(1)">aqui</a><script>alert(1)</script></p>',
    );
    const preview = screen.getByText('golpe').closest('div') as HTMLElement;
    expect(preview.querySelector('strong')).toHaveTextContent('golpe');
    expect(preview.querySelector('script, a, [onclick]')).toBeNull();
    expect(screen.getAllByText('SEGURANÇA').length).toBeGreaterThan(1);
  });

  it('sends the notification to a company found by name, says so and reads the list again', async () => {
    const { events, calls } = setup({ clock: true });
    await screen.findByText('Usuário: Maria Souza');
    await events.click(screen.getByRole('radio', { name: 'Um cliente' }));
    await choose(events, 'Cliente', 'Exem', /Exemplo Comércio de Dados Ltda/);
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toHaveValue('Exemplo Comércio de Dados Ltda');
    await chooseCategory(events, 'FINANCEIRO');
    await typeContent(events, '<p>Fatura disponível.</p>');
    await events.click(screen.getByRole('button', { name: 'PUBLICAR NOTIFICAÇÃO' }));

    expect(await screen.findByText('Notificação criada com sucesso!')).toBeInTheDocument();
    expect(posted(calls)).toEqual([
      {
        category: 'FINANCEIRO',
        content: '<p>Fatura disponível.</p>',
        audience: { type: 'COMPANY', companyId: 10 },
      },
    ]);
    await waitFor(() => expect(calls.filter((call) => call.key === listKey)).toHaveLength(2));
    expect(screen.getByLabelText('Conteúdo (HTML)')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Todos os clientes' })).toBeChecked();
    expect(screen.queryByRole('combobox', { name: 'Cliente' })).not.toBeInTheDocument();
  });

  it('sends the notification to a user found by name, told apart by e-mail and customer', async () => {
    const { events, calls } = setup({ clock: true });
    await events.click(screen.getByRole('radio', { name: 'Um usuário' }));
    await choose(events, 'Usuário', 'mari', /Maria Souza/);
    expect(screen.getByRole('combobox', { name: 'Usuário' })).toHaveAccessibleDescription(
      'maria@empresa.com.br · Exemplo Comércio de Dados Ltda',
    );
    await chooseCategory(events, 'SMS');
    await typeContent(events, '<p>Pacote no fim.</p>');
    await events.click(screen.getByRole('button', { name: 'PUBLICAR NOTIFICAÇÃO' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]).toEqual({
      category: 'SMS',
      content: '<p>Pacote no fim.</p>',
      audience: { type: 'USER', userId: 7 },
    });
  });

  it('sends only the audience chosen last', async () => {
    const { events, calls } = setup({ clock: true });
    await events.click(screen.getByRole('radio', { name: 'Um usuário' }));
    await choose(events, 'Usuário', 'mari', /Maria Souza/);
    await events.click(screen.getByRole('radio', { name: 'Todos os clientes' }));
    expect(screen.queryByRole('combobox', { name: 'Usuário' })).not.toBeInTheDocument();
    await chooseCategory(events, 'SMS');
    await typeContent(events, '<p>Pacote no fim.</p>');
    await events.click(screen.getByRole('button', { name: 'PUBLICAR NOTIFICAÇÃO' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]).toEqual({
      category: 'SMS',
      content: '<p>Pacote no fim.</p>',
      audience: { type: 'ALL' },
    });
  });

  it('shows the server’s answer about a user gone since the search under the field', async () => {
    const { events } = setup({
      clock: true,
      handlers: {
        [createKey]: () =>
          json(400, {
            code: 'VALIDATION_FAILED',
            message: 'Os dados enviados são inválidos.',
            fields: [{ path: 'body.audience.userId', message: 'Usuário não encontrado.' }],
          }),
      },
    });
    await events.click(screen.getByRole('radio', { name: 'Um usuário' }));
    await choose(events, 'Usuário', 'mari', /Maria Souza/);
    await chooseCategory(events, 'SMS');
    await typeContent(events, '<p>x</p>');
    await events.click(screen.getByRole('button', { name: 'PUBLICAR NOTIFICAÇÃO' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Usuário' })).toHaveAccessibleDescription(
        'Usuário não encontrado.',
      ),
    );
  });

  it('is closed to staff without the permission', () => {
    setup({ user: { ...staff, permissions: [] } });
    expect(screen.getByText('Você não tem permissão para escrever notificações.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PUBLICAR NOTIFICAÇÃO' })).not.toBeInTheDocument();
  });

  it('is closed in the portal', () => {
    setup();
    document.documentElement.dataset.environment = 'portal';
    renderWithUser(<BackofficeNotificationsRoute />, { path: '/backoffice/notificacoes', user: staff });
    expect(screen.getAllByText('Você não tem permissão para escrever notificações.')).toHaveLength(1);
  });
});
