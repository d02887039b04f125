import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BackofficeNotification, SessionUser } from '@painel/contracts';
import { PERMISSIONS } from '@painel/domain';
import { json, maria, stubApi, type Handler, type RecordedCall } from '../../../test/fake-api';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithUser } from '../test/render-with-user';
import { BackofficeNotificationsRoute } from './backoffice-notifications-route';

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
    content: '<p>Golpe em circulação. <a href="https://painel.example/seguranca" rel="noopener noreferrer nofollow" target="_blank">Veja</a></p>',
    audience: { type: 'ALL', companyId: null, companyName: null, userId: null, userName: null },
    createdBy: { id: 2, name: 'Sofia Suporte Andrade' },
    readCount: 3,
  },
  {
    id: 20,
    category: 'FINANCEIRO',
    date: '2026-03-01T12:00:00.000Z',
    content: '<p>Seu boleto vence amanhã.</p>',
    audience: { type: 'COMPANY', companyId: 10, companyName: 'Teste Gratuito Comércio Ltda', userId: null, userName: null },
    createdBy: null,
    readCount: 1,
  },
];

const listKey = 'GET /api/backoffice/notifications?numPage=0&numPageSize=10';
const createKey = 'POST /api/backoffice/notifications';

function setup({ user = staff, handlers = {} }: { user?: SessionUser; handlers?: Record<string, Handler> } = {}) {
  document.documentElement.dataset.environment = 'backoffice';
  const calls = stubApi({
    [listKey]: () => json(200, { list: sent, numPage: 0, totalPages: 1, totalItems: 2 }),
    [createKey]: (call: RecordedCall) => {
      const body = JSON.parse(String(call.init.body)) as { category: string; content: string };
      return json(201, { ...sent[1], id: 22, category: body.category, content: body.content });
    },
    ...handlers,
  });
  const events = userEvent.setup();
  const view = renderWithUser(<BackofficeNotificationsRoute />, { path: '/backoffice/notificacoes', user });
  return { ...view, calls, events };
}

const posted = (calls: RecordedCall[]) => calls.filter((call) => call.key === createKey).map((call) => JSON.parse(String(call.init.body)) as unknown);

async function chooseCategory(events: ReturnType<typeof userEvent.setup>, label: string) {
  await events.click(screen.getByRole('combobox', { name: 'Categoria' }));
  await events.click(await screen.findByRole('option', { name: label }));
}

async function typeContent(events: ReturnType<typeof userEvent.setup>, html: string) {
  await events.click(screen.getByLabelText('Conteúdo (HTML)'));
  await events.paste(html);
}

describe('Back office: Notificações', () => {
  it('asks before leaving a form with typed content (issue 12)', async () => {
    const { events, router } = setup();
    await typeContent(events, '<p>Rascunho</p>');
    void router.navigate('/backoffice/funcionalidades');
    expect(await screen.findByRole('dialog', { name: 'Atenção' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'CONTINUAR EDITANDO' }));
    expect(router.state.location.pathname).toBe('/backoffice/notificacoes');
    expect(screen.getByLabelText('Conteúdo (HTML)')).toHaveValue('<p>Rascunho</p>');
  });

  it('lists what was sent, with audience, author and reads, and offers the form', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Notificações' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: /Notificações enviadas/ });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('SEGURANÇA');
    expect(items[0]).toHaveTextContent('Todos os clientes');
    expect(items[0]).toHaveTextContent('por Sofia Suporte Andrade · 3 leituras');
    expect(items[0]).toHaveTextContent('02/03/2026');
    expect(items[1]).toHaveTextContent('Cliente: Teste Gratuito Comércio Ltda');
    expect(items[1]).toHaveTextContent('1 leitura');
    expect(screen.getByRole('region', { name: 'Nova notificação' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('validates with the contract: category and content required, an id for one company', async () => {
    const { events, calls } = setup();
    await screen.findAllByRole('listitem');
    await events.click(screen.getByRole('button', { name: 'PUBLICAR NOTIFICAÇÃO' }));
    expect(await screen.findAllByText('Campo obrigatório.')).toHaveLength(2);

    await events.click(screen.getByRole('radio', { name: 'Um cliente' }));
    await events.type(screen.getByLabelText('Código do cliente'), 'abc');
    await events.click(screen.getByRole('button', { name: 'PUBLICAR NOTIFICAÇÃO' }));
    expect(await screen.findByText('Valor inválido.')).toBeInTheDocument();
    expect(screen.getByLabelText('Código do cliente')).toHaveAccessibleDescription('Valor inválido.');
    await expectNoAxeViolations();
    expect(posted(calls)).toEqual([]);
  });

  it('previews the content cleaned, as the customer will see it', async () => {
    const { events } = setup();
    await chooseCategory(events, 'SEGURANÇA');
    await typeContent(events, '<p onclick="x()">Atenção: <strong>golpe</strong> <a href="javascript:alert(1)">aqui</a><script>alert(1)</script></p>');
    const preview = screen.getByText('golpe').closest('div') as HTMLElement;
    expect(preview.querySelector('strong')).toHaveTextContent('golpe');
    expect(preview.querySelector('script, a, [onclick]')).toBeNull();
    expect(screen.getAllByText('SEGURANÇA').length).toBeGreaterThan(1);
  });

  it('sends the notification for one company, says so and reads the list again', async () => {
    const { events, calls } = setup();
    await screen.findAllByRole('listitem');
    await events.click(screen.getByRole('radio', { name: 'Um cliente' }));
    await events.type(screen.getByLabelText('Código do cliente'), '10');
    await chooseCategory(events, 'FINANCEIRO');
    await typeContent(events, '<p>Fatura disponível.</p>');
    await events.click(screen.getByRole('button', { name: 'PUBLICAR NOTIFICAÇÃO' }));

    expect(await screen.findByText('Notificação criada com sucesso!')).toBeInTheDocument();
    expect(posted(calls)).toEqual([{ category: 'FINANCEIRO', content: '<p>Fatura disponível.</p>', audience: { type: 'COMPANY', companyId: 10 } }]);
    await waitFor(() => expect(calls.filter((call) => call.key === listKey)).toHaveLength(2));
    expect(screen.getByLabelText('Conteúdo (HTML)')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Todos os clientes' })).toBeChecked();
  });

  it('sends only the audience chosen last', async () => {
    const { events, calls } = setup();
    await events.click(screen.getByRole('radio', { name: 'Um usuário' }));
    await events.type(screen.getByLabelText('Código do usuário'), '7');
    await events.click(screen.getByRole('radio', { name: 'Todos os clientes' }));
    expect(screen.queryByLabelText('Código do usuário')).not.toBeInTheDocument();
    await chooseCategory(events, 'SMS');
    await typeContent(events, '<p>Pacote no fim.</p>');
    await events.click(screen.getByRole('button', { name: 'PUBLICAR NOTIFICAÇÃO' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]).toEqual({ category: 'SMS', content: '<p>Pacote no fim.</p>', audience: { type: 'ALL' } });
  });

  it('shows the server’s answer about an unknown user under the field', async () => {
    const { events } = setup({
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
    await events.type(screen.getByLabelText('Código do usuário'), '999');
    await chooseCategory(events, 'SMS');
    await typeContent(events, '<p>x</p>');
    await events.click(screen.getByRole('button', { name: 'PUBLICAR NOTIFICAÇÃO' }));
    await waitFor(() => expect(screen.getByLabelText('Código do usuário')).toHaveAccessibleDescription('Usuário não encontrado.'));
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
