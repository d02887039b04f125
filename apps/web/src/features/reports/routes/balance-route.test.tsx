import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrepaidBalance, SessionUser, Statement, StatementEntry } from '@painel/contracts';
import { PERMISSIONS as P } from '@painel/domain';
import { expectNoAxeViolations } from '../../../test/axe';
import { json, maria, stubApi } from '../../../test/fake-api';
import { renderWithUser } from '../../../test/render-with-user';
import { ConsumptionRoute } from './consumption-route';

afterEach(() => vi.unstubAllGlobals());

/** A prepaid (PONTUAL) administrator: the page is 'Saldo e extrato' without any flag. */
const paula: SessionUser = {
  ...maria,
  plan: { ...maria.plan, planType: 'PONTUAL' },
  permissions: [...maria.permissions, P.balanceView, P.statementView],
};

const BALANCE: PrepaidBalance = {
  balance: '106.830',
  credits: '110.250',
  debits: '3.420',
  asOf: '2026-06-17',
  lastCredit: {
    date: '2026-06-15',
    kind: 'RECARGA',
    description: 'Recarga mensal de créditos',
    amount: '100.000',
  },
  projectedDays: 937,
};
const entry = (extra: Partial<StatementEntry>): StatementEntry => ({
  date: '2026-06-15',
  kind: 'RECARGA',
  description: 'Recarga mensal de créditos',
  credit: '100.000',
  debit: null,
  balance: '106.830',
  ...extra,
});
const page = (list: StatementEntry[], extra: Partial<Statement> = {}): Statement => ({
  list,
  numPage: 0,
  numPageSize: 10,
  totalItems: list.length,
  totalPages: list.length ? 1 : 0,
  from: '2026-04-01',
  to: '2026-06-17',
  ...extra,
});
const CONSUMPTION = {
  month: '2026-06-01',
  companyAmount: '3.420',
  companyLimit: '10000.000',
  byProduct: [{ id: 1, name: 'Localize', amount: '3.420' }],
  byGroup: [{ id: 3, name: 'Atendimento', amount: '3.420', limit: '5000.000' }],
};

function stub(statements: Record<string, Statement>, balance: PrepaidBalance = BALANCE) {
  return stubApi({
    'GET /api/feature-flags': () =>
      json(200, {
        flags: { 'balance-session': true, 'sidebar-mostrar-protestos': false, 'new-sidebar': false },
      }),
    'GET /api/customers/balance': () => json(200, balance),
    'GET /api/reports/month-consumption': () => json(200, CONSUMPTION),
    ...Object.fromEntries(
      Object.entries(statements).map(([query, body]) => [
        `GET /api/customers/statement${query}`,
        () => json(200, body),
      ]),
    ),
  });
}

describe('Saldo e extrato', { timeout: 30_000 }, () => {
  it("shows a prepaid company's balance, last credit, projection, the statement and the month's consumption", async () => {
    document.documentElement.dataset.environment = 'portal';
    stub({
      '?numPage=0&numPageSize=10': page([
        entry({}),
        entry({
          date: '2026-06-12',
          kind: 'CONSUMO',
          description: 'Consumo dos produtos',
          credit: null,
          debit: '2.280',
          balance: '6.830',
        }),
      ]),
    });
    renderWithUser(<ConsumptionRoute />, { path: '/gestao-da-conta/saldo-e-extrato', user: paula });
    expect(await screen.findByRole('heading', { level: 1, name: 'Saldo e extrato' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Saldo atual' });
    expect(await within(card).findByText('R$ 106,83')).toBeInTheDocument();
    expect(within(card).getByText('R$ 100,00')).toBeInTheDocument();
    expect(within(card).getByText('15/06/2026 · Recarga mensal de créditos')).toBeInTheDocument();
    expect(
      within(card).getByText('Dura cerca de 937 dias no ritmo dos últimos 30 dias.'),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Extrato' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('15/06/2026Recarga mensal de créditosR$ 100,00R$ 106,83');
    expect(rows[2]).toHaveTextContent('12/06/2026Consumo dos produtosR$ 2,28R$ 6,83');
    // The server's default period fills the filter, read as DD/MM/AAAA.
    expect(screen.getByRole('textbox', { name: 'De' })).toHaveValue('01/04/2026');
    expect(screen.getByRole('textbox', { name: 'Até' })).toHaveValue('17/06/2026');
    expect(screen.getByRole('textbox', { name: 'De' })).toHaveAttribute('placeholder', 'DD/MM/AAAA');
    expect(await screen.findByRole('list', { name: 'Consumo do mês por grupo' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('says the prepaid words to a prepaid company, and a postpaid company only what is true of its invoice', async () => {
    document.documentElement.dataset.environment = 'portal';
    const exhausted = { ...BALANCE, balance: '-2.000', projectedDays: 0 };
    stub({ '?numPage=0&numPageSize=10': page([entry({})]) }, exhausted);
    const prepaid = renderWithUser(<ConsumptionRoute />, {
      path: '/gestao-da-conta/saldo-e-extrato',
      user: paula,
    });
    expect(
      await screen.findByText('O saldo pré-pago da sua empresa e o extrato de créditos e débitos.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Saldo esgotado: adquira créditos para continuar consumindo.'),
    ).toBeInTheDocument();
    prepaid.unmount();

    // Empresa Demonstração: PADRAO (postpaid) with the balance-session flag on.
    const postpaid: SessionUser = { ...paula, plan: { ...paula.plan, planType: 'PADRAO' } };
    renderWithUser(<ConsumptionRoute />, { path: '/gestao-da-conta/saldo-e-extrato', user: postpaid });
    expect(
      await screen.findByText(
        'Os créditos lançados na conta da sua empresa e o consumo que os abate. O consumo além dos créditos é cobrado na fatura mensal.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Créditos esgotados: o consumo continua e é cobrado na fatura mensal.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('O consumo passou dos créditos: o excedente é cobrado na fatura mensal.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/pré-pago|adquira créditos|adquiridos/)).not.toBeInTheDocument();
  });

  it('puts the period in the address and asks for it; an empty period says so', async () => {
    document.documentElement.dataset.environment = 'portal';
    const calls = stub({
      '?numPage=0&numPageSize=10': page([entry({})]),
      '?from=2025-01-01&to=2025-01-31&numPage=0&numPageSize=10': page([], {
        from: '2025-01-01',
        to: '2025-01-31',
      }),
    });
    const user = userEvent.setup();
    const { router } = renderWithUser(<ConsumptionRoute />, {
      path: '/gestao-da-conta/saldo-e-extrato',
      user: paula,
    });
    await screen.findByRole('table', { name: 'Extrato' });
    // The user types the days as DD/MM/AAAA (the mask adds the slashes); the address keeps ISO days.
    await user.clear(screen.getByRole('textbox', { name: 'De' }));
    await user.type(screen.getByRole('textbox', { name: 'De' }), '01012025');
    await user.clear(screen.getByRole('textbox', { name: 'Até' }));
    await user.type(screen.getByRole('textbox', { name: 'Até' }), '31012025');
    expect(screen.getByRole('textbox', { name: 'Até' })).toHaveValue('31/01/2025');
    await user.click(screen.getByRole('button', { name: 'FILTRAR' }));
    expect(await screen.findByText('Nenhum lançamento no período.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?de=2025-01-01&ate=2025-01-31&page=0');
    expect(calls.map((call) => call.key)).toContain(
      'GET /api/customers/statement?from=2025-01-01&to=2025-01-31&numPage=0&numPageSize=10',
    );
    await expectNoAxeViolations();
  });

  it('refuses a period that ends before it starts, before asking the server', async () => {
    document.documentElement.dataset.environment = 'portal';
    const calls = stub({ '?numPage=0&numPageSize=10': page([entry({})]) });
    const user = userEvent.setup();
    const { router } = renderWithUser(<ConsumptionRoute />, {
      path: '/gestao-da-conta/saldo-e-extrato',
      user: paula,
    });
    await screen.findByRole('table', { name: 'Extrato' });
    await user.clear(screen.getByRole('textbox', { name: 'De' }));
    await user.type(screen.getByRole('textbox', { name: 'De' }), '30062026');
    await user.click(screen.getByRole('button', { name: 'FILTRAR' }));
    expect(
      await screen.findByText('A data inicial deve ser anterior ou igual à data final.'),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(calls.filter((call) => call.key.startsWith('GET /api/customers/statement'))).toHaveLength(1);
  });

  it('reads the period and page from the address', async () => {
    document.documentElement.dataset.environment = 'portal';
    const calls = stub({
      '?from=2026-06-01&to=2026-06-17&numPage=1&numPageSize=10': page([entry({})], {
        numPage: 1,
        totalItems: 11,
        totalPages: 2,
        from: '2026-06-01',
        to: '2026-06-17',
      }),
    });
    renderWithUser(<ConsumptionRoute />, {
      path: '/gestao-da-conta/saldo-e-extrato?de=2026-06-01&ate=2026-06-17&page=1',
      user: paula,
    });
    await screen.findByRole('table', { name: 'Extrato' });
    expect(screen.getByText('11 - 11 de 11')).toBeInTheDocument();
    expect(calls.map((call) => call.key)).toContain(
      'GET /api/customers/statement?from=2026-06-01&to=2026-06-17&numPage=1&numPageSize=10',
    );
  });
});
