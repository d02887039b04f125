import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ConsolidatedUsage,
  ConsolidatedUsageRow,
  ReportExportList,
  SessionUser,
} from '@painel/contracts';
import { PERMISSIONS as P } from '@painel/domain';
import { expectNoAxeViolations } from '../../../test/axe';
import { json, maria, stubApi, type Handler } from '../../../test/fake-api';
import { renderWithUser } from '../../../test/render-with-user';
import { startTestClock } from '../../../test/test-clock';
import { ConsolidatedUsageRoute } from './consolidated-usage-route';
import { ReportsIndexRoute } from './reports-routes';

// Wednesday 17 June 2026, 12:00 in São Paulo.
const NOW = new Date('2026-06-17T15:00:00Z');

const admin: SessionUser = { ...maria, permissions: [...maria.permissions, P.reportsView] };
const staff: SessionUser = {
  ...maria,
  id: 2,
  name: 'Sandra Suporte',
  userTypeId: 2,
  systemId: 2,
  company: { ...maria.company, id: 1, name: 'Painel Serviços de Dados' },
  permissions: [P.backofficeReportsView, P.backofficeReportProductsView],
};

const row = (extra: Partial<ConsolidatedUsageRow>): ConsolidatedUsageRow => ({
  date: '2026-06-01',
  customerId: null,
  customerName: null,
  productId: 1,
  productName: 'Localize',
  functionalityId: 1001,
  functionality: 'Consulta por CPF',
  pricingKind: 'PER_USE',
  unitPrice: '0.350',
  quantity: 1200,
  amount: '420.000',
  ...extra,
});

const page = (list: ConsolidatedUsageRow[], extra: Partial<ConsolidatedUsage> = {}): ConsolidatedUsage => ({
  list,
  numPage: 0,
  numPageSize: 10,
  totalItems: list.length,
  totalPages: 1,
  totalQuantity: list.reduce((sum, r) => sum + r.quantity, 0),
  totalAmount: '420.000',
  totalPricePerUser: '50.000',
  billedLater: [],
  ...extra,
});

const exportItem = (extra: Partial<ReportExportList['list'][number]>): ReportExportList['list'][number] => ({
  id: '9',
  format: 'csv',
  status: 'done',
  rowsWritten: 0,
  rowsTotal: null,
  createdAt: '2026-06-17T14:00:00.000Z',
  from: '2026-06-01',
  to: '2026-06-17',
  customerName: 'Exemplo Dados',
  ...extra,
});

function setup(
  user: SessionUser,
  environment: 'portal' | 'backoffice',
  handlers: Record<string, Handler>,
  path: string,
) {
  document.documentElement.dataset.environment = environment;
  const calls = stubApi(handlers);
  const events = startTestClock({ now: NOW });
  const view = renderWithUser(
    path.split('?')[0]?.endsWith('consumo-consolidado') ? <ConsolidatedUsageRoute /> : <ReportsIndexRoute />,
    { path, user },
  );
  return { ...view, calls, events };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Consumo consolidado, customer', { timeout: 30_000 }, () => {
  it('loads the current month on open with its two cards, the chart and three-decimal prices', async () => {
    const { calls } = setup(
      admin,
      'portal',
      {
        'GET /api/reports/consolidated-usage?date=2026-06-01&numPage=0&numPageSize=10': () =>
          json(
            200,
            page([
              row({}),
              row({
                functionalityId: 1003,
                functionality: 'Licença por usuário',
                pricingKind: 'PER_USER_MONTH',
                unitPrice: '25.000',
                quantity: 2,
                amount: '50.000',
              }),
            ]),
          ),
        'GET /api/reports/consolidated-usage/by-product?date=2026-06-01': () =>
          json(200, { list: [{ productId: 1, productName: 'Localize', quantity: 1202, amount: '470.000' }] }),
        'GET /api/reports/products?date=2026-06-01': () => json(200, { list: [{ id: 1, name: 'Localize' }] }),
      },
      '/gestao-da-conta/relatorios/consumo-consolidado',
    );
    const table = await screen.findByRole('table', { name: 'Consumo consolidado' });
    expect(await within(table).findByText('R$ 0,350')).toBeInTheDocument();
    expect(within(table).getByText('R$ 420,000')).toBeInTheDocument();
    expect(within(table).getAllByText('junho/2026')).toHaveLength(2);
    expect(within(table).getByText('1.200')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'ID cliente' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Quantidade total' }).nextSibling).toHaveTextContent('1.202');
    expect(screen.getByRole('heading', { name: 'Valor total' }).nextSibling).toHaveTextContent('R$ 470,00');
    expect(await screen.findByRole('img', { name: /Localize: R\$\s470,00/ })).toBeInTheDocument();
    expect(calls.some((c) => c.key.startsWith('GET /api/reports/consolidated-usage?'))).toBe(true);
    // axe schedules with real timers.
    vi.useRealTimers();
    await expectNoAxeViolations();
  });

  it("tells an empty month with the spec's text and searches a changed filter from page 0", async () => {
    const { events, calls } = setup(
      admin,
      'portal',
      {
        'GET /api/reports/consolidated-usage?date=2026-06-01&numPage=0&numPageSize=10': () =>
          json(200, page([row({})], { totalItems: 25, totalPages: 3 })),
        'GET /api/reports/consolidated-usage?date=2026-06-01&numPage=1&numPageSize=10': () =>
          json(200, page([row({})], { numPage: 1, totalItems: 25, totalPages: 3 })),
        'GET /api/reports/consolidated-usage?date=2026-05-01&numPage=0&numPageSize=10': () =>
          json(
            200,
            page([], {
              totalAmount: '0.000',
              totalPricePerUser: '0.000',
              billedLater: [
                { period: '2026-05', amount: '12.345', invoiceNumber: '2026-06-000001' },
                { period: '2026-05', amount: '-432.345', invoiceNumber: '2026-07-000001' },
              ],
            }),
          ),
        'GET /api/reports/consolidated-usage/by-product?date=2026-06-01': () => json(200, { list: [] }),
        'GET /api/reports/consolidated-usage/by-product?date=2026-05-01': () => json(200, { list: [] }),
        'GET /api/reports/products?date=2026-06-01': () => json(200, { list: [{ id: 1, name: 'Localize' }] }),
        'GET /api/reports/products?date=2026-05-01': () => json(200, { list: [] }),
      },
      '/gestao-da-conta/relatorios/consumo-consolidado',
    );
    await screen.findByText('R$ 0,350');
    await events.click(screen.getByRole('button', { name: /próxima página/i }));
    await waitFor(() => expect(calls.some((c) => c.key.includes('numPage=1'))).toBe(true));
    await events.click(screen.getByRole('combobox', { name: 'Mês e ano' }));
    await events.click(await screen.findByRole('option', { name: 'maio/2026' }));
    await events.click(screen.getByRole('button', { name: 'BUSCAR' }));
    expect(
      await screen.findByText('Nenhum registro encontrado para o(s) filtro(s) informado(s)'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'GET /api/reports/products?date=2026-05-01')).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Mês e ano' })).toHaveTextContent('maio/2026');
    // May's usage changed after its invoice: the report says what was billed later, and where.
    const notices = screen.getAllByRole('alert');
    expect(notices.map((notice) => notice.textContent)).toEqual([
      'O consumo de maio/2026 aumentou depois da fatura do mês: R$\u00a012,345 foi cobrado como ajuste na fatura 2026-06-000001.',
      'O consumo de maio/2026 diminuiu depois da fatura do mês: R$\u00a0432,345 foi creditado como ajuste na fatura 2026-07-000001.',
    ]);
  });
});

describe('Consumo consolidado, the search in the address', { timeout: 30_000 }, () => {
  const june = 'GET /api/reports/consolidated-usage?date=2026-06-01&numPage=0&numPageSize=10';
  const may = (numPage: number) =>
    `GET /api/reports/consolidated-usage?date=2026-05-01&productId=1&numPage=${numPage}&numPageSize=10`;
  const handlers: Record<string, Handler> = {
    [june]: () => json(200, page([row({})])),
    [may(0)]: () => json(200, page([row({ date: '2026-05-01' })], { totalItems: 25, totalPages: 3 })),
    [may(1)]: () =>
      json(200, page([row({ date: '2026-05-01' })], { numPage: 1, totalItems: 25, totalPages: 3 })),
    'GET /api/reports/consolidated-usage/by-product?date=2026-06-01': () => json(200, { list: [] }),
    'GET /api/reports/consolidated-usage/by-product?date=2026-05-01&productId=1': () =>
      json(200, { list: [] }),
    'GET /api/reports/products?date=2026-06-01': () => json(200, { list: [{ id: 1, name: 'Localize' }] }),
    'GET /api/reports/products?date=2026-05-01': () => json(200, { list: [{ id: 1, name: 'Localize' }] }),
  };

  it('keeps the searched month, product and page through a reload, and back returns to the search before', async () => {
    const first = setup(admin, 'portal', handlers, '/gestao-da-conta/relatorios/consumo-consolidado');
    await screen.findByText('R$ 0,350');
    await first.events.click(screen.getByRole('combobox', { name: 'Mês e ano' }));
    await first.events.click(await screen.findByRole('option', { name: 'maio/2026' }));
    await first.events.click(screen.getByRole('combobox', { name: 'Produto' }));
    await first.events.click(await screen.findByRole('option', { name: 'Localize' }));
    await first.events.click(screen.getByRole('button', { name: 'BUSCAR' }));
    await waitFor(() => expect(first.calls.some((c) => c.key === may(0))).toBe(true));
    await first.events.click(await screen.findByRole('button', { name: /próxima página/i }));
    await waitFor(() => expect(first.calls.some((c) => c.key === may(1))).toBe(true));
    const { pathname, search } = first.router.state.location;
    expect(new URLSearchParams(search).get('date')).toBe('2026-05-01');

    // The same address in a new page (a reload, a shared link): the same search, on the same page.
    first.unmount();
    vi.useRealTimers();
    const second = setup(admin, 'portal', handlers, `${pathname}${search}`);
    await waitFor(() => expect(second.calls.some((c) => c.key === may(1))).toBe(true));
    expect(second.calls.some((c) => c.key === june)).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Mês e ano' })).toHaveTextContent('maio/2026');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Produto' })).toHaveValue('Localize'));
    expect(await screen.findByText(/^11\D+20 de 25$/)).toBeInTheDocument();

    // Back and forward move between searches, and the form follows.
    await act(() => second.router.navigate('/gestao-da-conta/relatorios/consumo-consolidado'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Mês e ano' })).toHaveTextContent('junho/2026'),
    );
    expect(screen.getByRole('combobox', { name: 'Produto' })).toHaveValue('');
    await act(() => second.router.navigate(-1));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Mês e ano' })).toHaveTextContent('maio/2026'),
    );
  });

  it('shows the customer a back-office link names and searches it at once', async () => {
    const { calls } = setup(
      staff,
      'backoffice',
      {
        'GET /api/customers/10/summary': () =>
          json(200, {
            id: 10,
            customerName: 'Exemplo Comércio de Dados Ltda',
            tradingName: 'Exemplo Dados',
            document: '11222333000181',
            planType: 'PADRAO',
            blockedForNonPayment: false,
            trialDaysRemaining: null,
            trialExpired: false,
            usersCount: 3,
          }),
        'GET /api/reports/groups?customerId=10': () => json(200, { list: [{ id: 3, name: 'Financeiro' }] }),
        'GET /api/reports/products?startDate=2026-06-01&endDate=2026-06-10&customerId=10': () =>
          json(200, { list: [] }),
        'GET /api/reports/consolidated-usage?startDate=2026-06-01&endDate=2026-06-10&customerId=10&groupId=3&numPage=0&numPageSize=10':
          () => json(200, page([row({ customerId: 10, customerName: 'Exemplo Dados' })])),
        'GET /api/reports/consolidated-usage/by-product?startDate=2026-06-01&endDate=2026-06-10&customerId=10&groupId=3':
          () => json(200, { list: [] }),
      },
      '/relatorios/consumo-consolidado?customerId=10&groupId=3&startDate=2026-06-01&endDate=2026-06-10',
    );
    const table = await screen.findByRole('table', { name: 'Consumo consolidado' });
    expect(await within(table).findByText('Exemplo Dados')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Cliente/ })).toHaveValue('Exemplo Comércio de Dados Ltda'),
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Grupo' })).toHaveValue('Financeiro'));
    expect(screen.getByRole('textbox', { name: 'Data inicial' })).toHaveValue('01/06/2026');
    expect(screen.getByRole('textbox', { name: 'Data final' })).toHaveValue('10/06/2026');
    expect(calls.some((c) => c.key === 'GET /api/customers/10/summary')).toBe(true);
  });
});

describe('Consumo consolidado, back office', { timeout: 30_000 }, () => {
  it('waits for a customer, then shows three cards and the customer columns', async () => {
    const customer = {
      id: 10,
      customerName: 'Exemplo Comércio de Dados Ltda',
      tradingName: 'Exemplo Dados',
      document: '11222333000181',
    };
    const { events, calls } = setup(
      staff,
      'backoffice',
      {
        'GET /api/customers/list?numPage=0&numPageSize=10&filter=Exem': () =>
          json(200, { list: [customer], numPage: 0, numPageSize: 10, totalPages: 1, totalItems: 1 }),
        'GET /api/reports/groups?customerId=10': () => json(200, { list: [{ id: 3, name: 'Financeiro' }] }),
        'GET /api/reports/products?date=2026-06-01&customerId=10': () =>
          json(200, { list: [{ id: 1, name: 'Localize' }] }),
        'GET /api/reports/consolidated-usage?date=2026-06-01&customerId=10&numPage=0&numPageSize=10': () =>
          json(200, page([row({ customerId: 10, customerName: 'Exemplo Dados' })])),
        'GET /api/reports/consolidated-usage/by-product?date=2026-06-01&customerId=10': () =>
          json(200, { list: [{ productId: 1, productName: 'Localize', quantity: 1200, amount: '420.000' }] }),
      },
      '/relatorios/consumo-consolidado',
    );
    expect(
      await screen.findByText('Selecione um cliente para visualizar o seu consumo consolidado.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Valor total produtos consumíveis' }).nextSibling,
    ).toHaveTextContent('R$ -');
    expect(screen.getByRole('combobox', { name: 'Grupo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'EXTRAIR RELATÓRIO' })).toBeDisabled();
    await events.click(screen.getByRole('button', { name: 'BUSCAR' }));
    expect(await screen.findByText('Informe o cliente.')).toBeInTheDocument();
    expect(calls.some((c) => c.key.startsWith('GET /api/reports/consolidated-usage'))).toBe(false);

    await events.type(screen.getByRole('combobox', { name: /Cliente/ }), 'Exem');
    await act(async () => vi.advanceTimersByTime(1000));
    await events.click(await screen.findByRole('option', { name: /Exemplo Comércio de Dados Ltda/ }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Grupo' })).toBeEnabled());
    // ACESSAR CLIENTE opens the back office's customer page in a new tab.
    const clientLink = screen.getByRole('link', { name: 'ACESSAR CLIENTE (abre em uma nova aba)' });
    expect(clientLink).toHaveAttribute('href', '/clientes/10');
    expect(clientLink).toHaveAttribute('target', '_blank');
    await events.click(screen.getByRole('button', { name: 'BUSCAR' }));
    const table = await screen.findByRole('table', { name: 'Consumo consolidado' });
    expect(await within(table).findByRole('columnheader', { name: 'ID cliente' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Período' })).toBeInTheDocument();
    expect(within(table).getByText('Exemplo Dados')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Valor total produtos por usuário' }).nextSibling,
    ).toHaveTextContent('R$ 50,00');
    expect(screen.getByRole('button', { name: 'EXTRAIR RELATÓRIO' })).toBeEnabled();
    // axe schedules with real timers.
    vi.useRealTimers();
    await expectNoAxeViolations();
  });
});

describe('Consumo consolidado, back office date range', { timeout: 30_000 }, () => {
  it('offers a range from 6 months back to today and refuses one longer than 31 days', async () => {
    const { events, calls } = setup(staff, 'backoffice', {}, '/relatorios/consumo-consolidado');
    await events.click(await screen.findByRole('button', { name: 'Por intervalo de datas' }));
    const start = screen.getByRole('textbox', { name: 'Data inicial' });
    expect(start).toHaveAttribute('placeholder', 'DD/MM/AAAA');
    await events.type(start, '01052026');
    expect(start).toHaveValue('01/05/2026');
    await events.type(screen.getByRole('textbox', { name: 'Data final' }), '10062026');
    await events.click(screen.getByRole('button', { name: 'BUSCAR' }));
    expect(await screen.findByText('O período não pode ser maior que 31 dias.')).toBeInTheDocument();
    expect(screen.getByText('Informe o cliente.')).toBeInTheDocument();
    expect(calls.some((c) => c.key.startsWith('GET /api/reports/consolidated-usage'))).toBe(false);
  });
});

describe('EXTRAIR RELATÓRIO and Exportações', { timeout: 30_000 }, () => {
  it('opens the signed link of the searched filter in a new window, with no blocked-window notice', async () => {
    // A browser returns null from window.open only when it blocked the window (and always with 'noopener').
    const opened = { opener: window } as unknown as Window;
    const open = vi.fn((_url: string, _target: string, features?: string) =>
      features?.includes('noopener') ? null : opened,
    );
    vi.stubGlobal('open', open);
    const link = {
      presignedUrl: 'http://localhost/api/reports/exports/9/file?expires=1&signature=x',
      exportId: '9',
      expiresAt: '2026-06-17T15:05:00.000Z',
    };
    const { events } = setup(
      admin,
      'portal',
      {
        'GET /api/reports/consolidated-usage?date=2026-06-01&numPage=0&numPageSize=10': () =>
          json(200, page([row({})])),
        'GET /api/reports/consolidated-usage/by-product?date=2026-06-01': () => json(200, { list: [] }),
        'GET /api/reports/products?date=2026-06-01': () => json(200, { list: [] }),
        'GET /api/reports/consolidated-usage/export?date=2026-06-01&format=xlsx': () => json(200, link),
      },
      '/gestao-da-conta/relatorios/consumo-consolidado',
    );
    await screen.findByText('R$ 0,350');
    await events.click(screen.getByRole('button', { name: 'EXTRAIR RELATÓRIO' }));
    await events.click(await screen.findByRole('menuitem', { name: 'XLSX (Excel)' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(link.presignedUrl, '_blank'));
    expect(
      await screen.findByText('Relatório pronto. O download foi aberto em uma nova janela.'),
    ).toBeInTheDocument();
    expect(opened.opener).toBeNull();
    expect(screen.queryByText(/O navegador bloqueou a nova janela/)).not.toBeInTheDocument();
  });

  it('lists the reports and the week’s exports, signing a new link on request', async () => {
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    const { events } = setup(
      admin,
      'portal',
      {
        'GET /api/reports/exports': () => json(200, { list: [exportItem({})] }),
        'POST /api/reports/exports/9/link': () =>
          json(200, {
            presignedUrl: 'http://localhost/x',
            exportId: '9',
            expiresAt: '2026-06-17T15:05:00.000Z',
          }),
      },
      '/gestao-da-conta/relatorios',
    );
    expect(await screen.findByRole('link', { name: /Consumo consolidado/ })).toHaveAttribute(
      'href',
      '/gestao-da-conta/relatorios/consumo-consolidado',
    );
    const list = await screen.findByRole('list', { name: 'Exportações' });
    expect(within(list).getByText(/Exemplo Dados · 01\/06\/2026 a 17\/06\/2026 · CSV/)).toBeInTheDocument();
    await events.click(within(list).getByRole('button', { name: /GERAR LINK/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://localhost/x', '_blank'));
    expect(await screen.findByText(/O navegador bloqueou a nova janela/)).toBeInTheDocument();
    // axe schedules with real timers.
    vi.useRealTimers();
    await expectNoAxeViolations();
  });

  it('shows a running export’s progress, asks again while it runs, and offers the link once done', async () => {
    let reads = 0;
    setup(
      admin,
      'portal',
      {
        'GET /api/reports/exports': () => {
          reads += 1;
          return json(200, {
            list: [
              reads === 1
                ? exportItem({ status: 'running', rowsWritten: 400_000, rowsTotal: 1_000_000 })
                : exportItem({ status: 'done', rowsWritten: 1_000_000, rowsTotal: 1_000_000 }),
            ],
          });
        },
      },
      '/gestao-da-conta/relatorios',
    );
    const list = await screen.findByRole('list', { name: 'Exportações' });
    const bar = await within(list).findByRole('progressbar', {
      name: 'Progresso da exportação Exemplo Dados 01/06/2026',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(within(list).getByText('Gerando · 40%')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /GERAR LINK/ })).not.toBeInTheDocument();
    // The list asks again every 2 s while an export runs (the test's clock moves it).
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await within(list).findByRole('button', { name: /GERAR LINK/ })).toBeInTheDocument();
    expect(within(list).queryByRole('progressbar')).not.toBeInTheDocument();
    vi.useRealTimers();
    await expectNoAxeViolations();
  });
});
