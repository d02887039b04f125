import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@painel/contracts';
import { PERMISSIONS } from '@painel/domain';
import { json, maria, stubApi, type Handler, type RecordedCall } from '../../../test/fake-api';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithUser } from '../test/render-with-user';
import { startTestClock } from '../../../test/test-clock';
import { BackofficeNotificationsRoute } from '../routes/backoffice-notifications-route';

const staff: SessionUser = {
  ...maria,
  id: 2,
  name: 'Sofia Suporte Andrade',
  company: { ...maria.company, id: 1, name: 'Painel Soluções de Dados S.A.' },
  permissions: [PERMISSIONS.backofficeNotificationsCreate],
};

const listKey = 'GET /api/backoffice/notifications?numPage=0&numPageSize=10';
const createKey = 'POST /api/backoffice/notifications/extra';

const answered = (body: Record<string, unknown>) => ({
  id: 40,
  priority: 0,
  productId: null,
  productIds: [],
  allowedRoutes: [],
  blockedRoutes: [],
  variant: null,
  eventCategory: null,
  eventLabel: null,
  startsAt: null,
  endsAt: null,
  date: '2026-03-02T15:30:00.000Z',
  ...body,
  audience: { type: 'ALL', companyId: null, userId: null },
});

const customersKey = (filter: string) =>
  `GET /api/customers/list?numPage=0&numPageSize=10&filter=${encodeURIComponent(filter)}`;

async function setup(handlers: Record<string, Handler> = {}, { clock = false } = {}) {
  document.documentElement.dataset.environment = 'backoffice';
  const calls = stubApi({
    [listKey]: () => json(200, { list: [], numPage: 0, numPageSize: 10, totalPages: 0, totalItems: 0 }),
    [createKey]: (call: RecordedCall) =>
      json(201, answered(JSON.parse(String(call.init.body)) as Record<string, unknown>)),
    ...handlers,
  });
  // The customer search waits 1000 ms after typing: tests that use it run on a clock of their own.
  const events = clock ? startTestClock() : userEvent.setup();
  const { router } = renderWithUser(<BackofficeNotificationsRoute />, {
    path: '/backoffice/notificacoes',
    user: staff,
  });
  await events.click(screen.getByRole('tab', { name: 'Notificação extra' }));
  return { calls, events, router };
}

const posted = (calls: RecordedCall[]) =>
  calls.filter((call) => call.key === createKey).map((call) => JSON.parse(String(call.init.body)) as unknown);
const submit = () => screen.getByRole('button', { name: 'PUBLICAR NOTIFICAÇÃO EXTRA' });

describe('Back office: Notificação extra', () => {
  it('asks before leaving a form with typed content', async () => {
    const { events, router } = await setup();
    await events.click(screen.getByLabelText('Conteúdo (HTML)'));
    await events.paste('<p>Rascunho</p>');
    void router.navigate('/backoffice/funcionalidades');
    expect(await screen.findByRole('dialog', { name: 'Atenção' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'FECHAR MESMO ASSIM' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/backoffice/funcionalidades'));
  });

  it('sends a banner with its routes and event, says so and empties the form', async () => {
    const { calls, events } = await setup();
    expect(screen.getByRole('region', { name: 'Notificação extra' })).toBeInTheDocument();
    await expectNoAxeViolations();
    await events.click(screen.getByLabelText('Conteúdo (HTML)'));
    await events.paste('<p>Manutenção no domingo.</p>');
    await events.type(screen.getByLabelText('Nunca mostrar nestas rotas'), '/gestao-da-conta/*{Enter}/ajuda');
    await events.type(screen.getByLabelText('Variante (info, success, warning, error)'), 'warning');
    await events.type(screen.getByLabelText('Rótulo do evento (analytics)'), 'manutencao');
    await events.type(
      screen.getByLabelText('Página para onde leva (opcional)'),
      '/gestao-da-conta/relatorios',
    );
    await events.click(submit());

    expect(await screen.findByText('Notificação extra criada com sucesso!')).toBeInTheDocument();
    expect(posted(calls)).toEqual([
      {
        componentType: 'BANNER',
        content: '<p>Manutenção no domingo.</p>',
        audience: { type: 'ALL' },
        priority: 0,
        productId: null,
        productIds: [],
        allowedRoutes: [],
        blockedRoutes: ['/gestao-da-conta/*', '/ajuda'],
        variant: 'warning',
        eventCategory: null,
        eventLabel: 'manutencao',
        targetRoute: '/gestao-da-conta/relatorios',
        startsAt: null,
        endsAt: null,
      },
    ]);
    expect(screen.getByLabelText('Conteúdo (HTML)')).toHaveValue('');
  });

  it('validates with the contract: a redirect off the portal, a colour that is not #RRGGBB', async () => {
    const { calls, events } = await setup();
    await events.click(screen.getByRole('radio', { name: 'Redirecionamento' }));
    await events.type(screen.getByLabelText('Caminho no portal (ex.: /contratar/planos)'), '//evil.example');
    await events.click(submit());
    await waitFor(() =>
      expect(screen.getByLabelText('Caminho no portal (ex.: /contratar/planos)')).toHaveAccessibleDescription(
        'Valor inválido.',
      ),
    );

    await events.click(screen.getByRole('radio', { name: 'Vendedor virtual' }));
    expect(screen.queryByLabelText('Caminho no portal (ex.: /contratar/planos)')).not.toBeInTheDocument();
    await events.type(screen.getByLabelText('Título'), 'Conheça o Localize');
    await events.type(screen.getByLabelText('Texto'), 'Endereços e telefones atualizados.');
    await events.type(screen.getByLabelText('Texto do botão'), 'QUERO CONHECER');
    await events.type(
      screen.getByLabelText('Imagem (endereço https:// ou caminho do portal)'),
      '/imagens/localize.png',
    );
    await events.type(screen.getByLabelText('Campanha'), 'localize-2026');
    await events.type(screen.getByLabelText('Código do produto'), '17');
    const buttonColour = screen.getByLabelText('Cor do fundo do botão');
    await events.clear(buttonColour);
    await events.type(buttonColour, 'red');
    await events.click(submit());
    await waitFor(() =>
      expect(screen.getByLabelText('Cor do fundo do botão')).toHaveAccessibleDescription('Valor inválido.'),
    );
    await expectNoAxeViolations();
    expect(posted(calls)).toEqual([]);

    await events.clear(buttonColour);
    await events.type(buttonColour, '#6A1B9A');
    await events.click(submit());
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]).toMatchObject({
      componentType: 'VIRTUAL_SELLER',
      content: {
        title: 'Conheça o Localize',
        text: 'Endereços e telefones atualizados.',
        buttonText: 'QUERO CONHECER',
        image: '/imagens/localize.png',
        campaignId: 'localize-2026',
        productId: 17,
        color: { background: '#FFFFFF', title: '#1A237E', text: '#333333', button: ['#6A1B9A', '#FFFFFF'] },
      },
    });
  });

  it('shows the server’s answers under their fields', async () => {
    const gone = {
      id: 999,
      customerName: 'Cliente Encerrado Ltda',
      tradingName: null,
      document: '45723174000110',
    };
    const { events } = await setup(
      {
        [customersKey('Encer')]: () =>
          json(200, { list: [gone], numPage: 0, numPageSize: 10, totalPages: 1, totalItems: 1 }),
        [createKey]: () =>
          json(400, {
            code: 'VALIDATION_FAILED',
            message: 'Os dados enviados são inválidos.',
            fields: [
              { path: 'body.audience.companyId', message: 'Cliente não encontrado.' },
              { path: 'body.allowedRoutes.0', message: 'Valor inválido.' },
            ],
          }),
      },
      { clock: true },
    );
    await events.click(screen.getByRole('radio', { name: 'Um cliente' }));
    await events.type(screen.getByRole('combobox', { name: 'Cliente' }), 'Encer');
    await act(async () => vi.advanceTimersByTime(1000));
    await events.click(await screen.findByRole('option', { name: /Cliente Encerrado Ltda/ }));
    await events.click(screen.getByLabelText('Conteúdo (HTML)'));
    await events.paste('<p>x</p>');
    await events.type(screen.getByLabelText('Mostrar só nestas rotas'), '/inicio');
    await events.click(submit());
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Cliente' })).toHaveAccessibleDescription(
        'Cliente não encontrado.',
      ),
    );
    expect(screen.getByLabelText('Mostrar só nestas rotas')).toHaveAccessibleDescription(/^Valor inválido\./);
  });
});
