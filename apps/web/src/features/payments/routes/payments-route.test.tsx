import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invoice, InvoicePage, SessionUser } from '@painel/contracts';
import { PERMISSIONS as P, boletoFor, pixCopyPaste } from '@painel/domain';
import { json, maria, stubApi, type Handler } from '../../../test/fake-api';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithUser } from '../../../test/render-with-user';
import { CustomerPaymentsRoute } from './customer-payments-route';
import { PaymentsRoute } from './payments-route';

const financial: SessionUser = { ...maria, permissions: [...maria.permissions, P.paymentsView] };
const blocked: SessionUser = {
  ...financial,
  company: { ...maria.company, blockedForNonPayment: true },
  permissions: [P.paymentsView],
  blockedState: 'nonPayment',
};

const boleto = boletoFor(
  { bankCode: '001', agreement: '1234567', wallet: '17' },
  { sequence: 2, cents: 149_101n, dueDate: '2026-11-10' },
);
const pix = pixCopyPaste(
  { key: 'financeiro@painel.example', merchantName: 'Painel', merchantCity: 'Sao Paulo' },
  { cents: 149_101n, txid: '2026-10-000010' },
);

const october: Invoice = {
  id: 2,
  number: '2026-10-000010',
  period: '2026-10',
  dueDate: '2026-11-10',
  usageAmount: '1.005',
  planFee: '1490.000',
  products: [],
  adjustments: [],
  // 1491,005 is R$ 1.491,01 on the screen, the boleto and the PIX: half up.
  amount: '1491.005',
  amountCents: 149_101,
  status: 'VENCIDA',
  paidAt: null,
  boleto: { digitableLine: boleto.digitableLine, barcode: boleto.barcode },
  pix: { copyPaste: pix },
  nfse: null,
  receipts: [],
  receivedCents: 0,
};
const september: Invoice = {
  ...october,
  id: 1,
  number: '2026-09-000010',
  period: '2026-09',
  dueDate: '2026-10-10',
  status: 'PAGA',
  paidAt: '2026-10-09T15:00:00.000Z',
  boleto: null,
  pix: null,
  nfse: {
    status: 'EMITIDA',
    number: '202612345678',
    verificationCode: 'AB12CD34',
    documentUrl: 'https://nfse.prefeitura.example/notas/202612345678',
    issuedAt: '2026-10-09T15:01:00.000Z',
  },
};
const page = (list: Invoice[], extra: Partial<InvoicePage> = {}): InvoicePage => ({
  list,
  numPage: 0,
  numPageSize: 10,
  totalItems: list.length,
  totalPages: 1,
  demoPayments: true,
  ...extra,
});
const LIST = 'GET /api/customers/payments/invoices?numPage=0&numPageSize=10';

function setup(user: SessionUser, handlers: Record<string, Handler> = {}) {
  document.documentElement.dataset.environment = 'portal';
  const calls = stubApi({
    [LIST]: () => json(200, page([october, september])),
    'GET /api/customers/payments/invoices?numPage=0&numPageSize=10&status=PAGA': () =>
      json(200, page([september])),
    'GET /api/customers/payments/invoices?numPage=0&numPageSize=10&period=2026-08': () => json(200, page([])),
    'POST /api/customers/payments/invoices/2/simulate-payment': () => json(200, { status: 'applied' }),
    'GET /api/oauth2/session': () => json(200, user),
    ...handlers,
  });
  const events = userEvent.setup();
  const view = renderWithUser(<PaymentsRoute />, { path: '/gestao-da-conta/pagamentos', user });
  return { ...view, calls, events };
}

afterEach(() => vi.unstubAllGlobals());

describe('Pagamentos', { timeout: 30_000 }, () => {
  it('lists the invoices with number, period, due date, amount and status chips', async () => {
    const { container } = setup(financial);
    const table = await screen.findByRole('table', { name: 'Pagamentos' });
    await within(table).findByText('2026-10-000010');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('2026-10-000010')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('10/2026')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('10/11/2026')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('R$ 1.491,01')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Vencida')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Paga')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button', { name: /Pagar/ })).not.toBeInTheDocument();
    // The portal's receipt only for a paid invoice, named so it is not taken for the NFS-e.
    expect(
      within(rows[2]!).getByRole('button', {
        name: 'Recibo do portal da fatura paga 2026-09-000010 (não é a NFS-e)',
      }),
    ).toHaveTextContent('Recibo');
    expect(within(rows[1]!).queryByRole('button', { name: /Recibo/ })).not.toBeInTheDocument();
    // An unpaid invoice's NFS-e reads as on every other screen, and money stays on one line.
    expect(within(rows[1]!).getByText('Não emitida')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('R$ 1.491,01')).toHaveStyle({ whiteSpace: 'nowrap' });
    // The NFS-e: issued, with number, verification code and the provider's document.
    expect(within(rows[2]!).getByText('Emitida')).toBeInTheDocument();
    expect(within(rows[2]!).getByText(/NFS-e 202612345678/)).toBeInTheDocument();
    expect(within(rows[2]!).getByText(/Código de verificação: AB12CD34/)).toBeInTheDocument();
    expect(
      within(rows[2]!).getByRole('link', { name: 'Ver a NFS-e 202612345678 no provedor' }),
    ).toHaveAttribute('href', 'https://nfse.prefeitura.example/notas/202612345678');
    expect(within(rows[2]!).queryByRole('button', { name: /Tentar emitir/ })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("opens an invoice's composition: usage per product, the plan's fee, a late adjustment, the total", async () => {
    const detailed: Invoice = {
      ...october,
      usageAmount: '1.005',
      products: [
        { name: 'Localize', amount: '0.805' },
        { name: 'SMS', amount: '0.200' },
      ],
      adjustments: [{ period: '2026-08', amount: '-12.500' }],
      amount: '1478.505',
    };
    const { events, container } = setup(financial, { [LIST]: () => json(200, page([detailed])) });
    const table = await screen.findByRole('table', { name: 'Pagamentos' });
    const row = (await within(table).findByText('2026-10-000010')).closest('tr') as HTMLElement;
    await events.click(within(row).getByRole('button', { name: 'Expandir detalhes' }));
    const list = await screen.findByLabelText('Composição da fatura 2026-10-000010');
    const pairs = [...list.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Consumo do período', 'R$ 1,01'],
      ['Localize', 'R$ 0,81'],
      ['SMS', 'R$ 0,20'],
      ['Mensalidade do plano', 'R$ 1.490,00'],
      ['Ajuste de consumo de agosto/2026 (registrado após a fatura)', '-R$ 12,50'],
      ['Total', 'R$ 1.478,51'],
    ]);
    await expectNoAxeViolations(container);
  });

  it('says honestly when no NFS-e provider is configured', async () => {
    const waiting: Invoice = {
      ...september,
      nfse: {
        status: 'AGUARDANDO_CONFIGURACAO',
        number: null,
        verificationCode: null,
        documentUrl: null,
        issuedAt: null,
      },
    };
    setup(financial, { [LIST]: () => json(200, page([waiting])) });
    expect(await screen.findByText('Aguardando configuração')).toBeInTheDocument();
    expect(screen.getByText('Sem provedor de NFS-e configurado.')).toBeInTheDocument();
  });

  it('filters by status and by period, with an empty state', async () => {
    const { events, calls } = setup(financial);
    await screen.findByText('2026-10-000010');
    await events.click(screen.getByRole('combobox', { name: 'Situação' }));
    await events.click(await screen.findByRole('option', { name: 'Paga' }));
    expect(await screen.findByText('2026-09-000010')).toBeInTheDocument();
    expect(calls.some((c) => c.key.endsWith('status=PAGA'))).toBe(true);
    await events.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    const period = screen.getByRole('textbox', { name: 'Período' });
    expect(period).toHaveAttribute('placeholder', 'MM/AAAA');
    // The month is typed as MM/AAAA (the mask adds the slash); the API gets 'YYYY-MM'.
    await events.type(period, '082026');
    expect(period).toHaveValue('08/2026');
    expect(
      await screen.findByText('Nenhuma fatura encontrada para os filtros escolhidos.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.key.endsWith('period=2026-08'))).toBe(true);
  });

  it('says a month that does not exist is invalid, without asking the server', async () => {
    const { events, calls } = setup(financial);
    await screen.findByText('2026-10-000010');
    const period = screen.getByRole('textbox', { name: 'Período' });
    await events.type(period, '132026');
    await events.tab();
    expect(period).toHaveAccessibleDescription('Mês inválido. Use MM/AAAA.');
    expect(calls.some((c) => c.key.includes('period='))).toBe(false);
  });

  it("tells a blocked company why, and pays through the demo provider from the invoice's dialog", async () => {
    const { events, calls, container } = setup(blocked);
    expect(await screen.findByText(/suspenso por falta de pagamento/)).toBeInTheDocument();
    await events.click(await screen.findByRole('button', { name: 'Pagar a fatura 2026-10-000010' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar a fatura 2026-10-000010' });
    expect(
      within(dialog).getByText(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(pix)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Clique para copiar: PIX copia e cola' }),
    ).toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: 'QR code do PIX' })).toBeInTheDocument();
    await expectNoAxeViolations(container.ownerDocument.body);
    await events.click(within(dialog).getByRole('button', { name: 'Simular pagamento' }));
    expect(await screen.findByText('Pagamento confirmado.')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/customers/payments/invoices/2/simulate-payment')).toBe(
      true,
    );
  });

  it('shows a short payment on the open invoice with what is left to pay', async () => {
    const partial: Invoice = {
      ...october,
      receipts: [{ paidAt: '2026-11-20T13:00:00.000Z', amountCents: 100, method: 'PIX', outcome: 'PARCIAL' }],
      receivedCents: 100,
    };
    const { container } = setup(financial, { [LIST]: () => json(200, page([partial, september])) });
    const receipts = await screen.findByRole('list', {
      name: 'Pagamentos recebidos da fatura 2026-10-000010',
    });
    expect(within(receipts).getByRole('listitem')).toHaveTextContent(
      '20/11/2026 · PIX · R$ 1,00 · Pagamento parcial',
    );
    expect(screen.getByText('Falta pagar R$ 1.490,01')).toBeInTheDocument();
    // The invoice is still to pay, and nothing shows for the one that received nothing.
    const table = screen.getByRole('table', { name: 'Pagamentos' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Vencida');
    expect(within(within(table).getAllByRole('row')[2]!).getByText('—')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows the empty state when the company has no invoice', async () => {
    setup(financial, { [LIST]: () => json(200, page([])) });
    expect(await screen.findByText('Nenhuma fatura encontrada.')).toBeInTheDocument();
  });
});

describe('Pagamentos of a customer in the back office', { timeout: 30_000 }, () => {
  const failed: Invoice = {
    ...september,
    nfse: {
      status: 'FALHOU',
      number: null,
      verificationCode: null,
      documentUrl: null,
      issuedAt: null,
      lastError: 'Falha ao falar com o provedor: provedor respondeu 503',
    },
  };
  const STAFF_LIST = 'GET /api/customers/7/payments/invoices?numPage=0&numPageSize=10';
  const BANK_LINES = 'GET /api/customers/7/payments/bank-files?numPage=0&numPageSize=10';
  let bankPayable = true;
  const line = {
    invoiceId: 1,
    invoiceNumber: '2026-09-000010',
    ourNumber: '12345670000000001',
    fileName: 'retorno-000001.ret',
    amount: 'R$ 190,00',
    paidAmount: null,
    reasons: [],
    payable: false,
  };
  const bankLines = (payable: boolean) => ({
    list: [
      ...(payable
        ? []
        : [
            {
              ...line,
              id: 3,
              direction: 'RETORNO',
              sequence: 2,
              createdAt: '2026-11-26T12:00:00Z',
              movement: 'SETTLED',
              paidAmount: 'R$ 190,00',
            },
          ]),
      {
        ...line,
        id: 2,
        direction: 'RETORNO',
        sequence: 1,
        createdAt: '2026-11-25T12:00:00Z',
        movement: 'REGISTERED',
        payable,
      },
      {
        ...line,
        id: 1,
        direction: 'REMESSA',
        sequence: 1,
        createdAt: '2026-11-25T12:00:00Z',
        movement: 'REGISTER',
      },
      {
        ...line,
        id: 0,
        invoiceId: 2,
        invoiceNumber: '2026-10-000010',
        direction: 'RETORNO',
        sequence: 1,
        createdAt: '2026-11-25T12:00:00Z',
        movement: 'REJECTED',
        reasons: ['Valor do título inválido'],
      },
    ],
    numPage: 0,
    numPageSize: 10,
    totalItems: payable ? 3 : 4,
    totalPages: 1,
    configured: true,
    demoBank: true,
  });

  function staffSetup(permissions: SessionUser['permissions'], list: Invoice[] = [october, failed]) {
    document.documentElement.dataset.environment = 'backoffice';
    const staff: SessionUser = { ...maria, permissions };
    const calls = stubApi({
      [STAFF_LIST]: () => json(200, page(list, { demoPayments: false })),
      'POST /api/customers/7/payments/invoices/1/nfse/retry': () =>
        json(200, { data: { ...failed.nfse, status: 'NA_FILA', lastError: null } }),
      'GET /api/oauth2/session': () => json(200, staff),
      [BANK_LINES]: () => json(200, bankLines(bankPayable)),
      'POST /api/payments/bank-files/exchange': () => json(200, { sent: 1, received: 1 }),
      'POST /api/customers/7/payments/invoices/1/boleto/demo-payment': () => {
        bankPayable = false;
        return json(200, { sent: 0, received: 1 });
      },
    });
    const events = userEvent.setup();
    const view = renderWithUser(
      <Routes>
        <Route path="/clientes/:customerId/pagamentos" element={<CustomerPaymentsRoute />} />
      </Routes>,
      { path: '/clientes/7/pagamentos', user: staff },
    );
    return { ...view, calls, events };
  }

  it('reads the invoices without paying, sees the error, and retries a failed NFS-e with the key', async () => {
    const { calls, events, container } = staffSetup([P.backofficePaymentsView, P.backofficeNfseRetry]);
    const table = await screen.findByRole('table', { name: 'Pagamentos' });
    await within(table).findByText('2026-10-000010');
    expect(screen.getByRole('heading', { name: 'Pagamentos do cliente' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o cliente' })).toHaveAttribute(
      'href',
      '/clientes/7',
    );
    expect(within(table).queryByRole('button', { name: /Pagar/ })).not.toBeInTheDocument();
    expect(within(table).getByText('Falhou')).toBeInTheDocument();
    expect(within(table).getByText(/provedor respondeu 503/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await events.click(
      within(table).getByRole('button', { name: 'Tentar emitir novamente a NFS-e da fatura 2026-09-000010' }),
    );
    expect(await screen.findByText('Emissão da NFS-e colocada na fila.')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/customers/7/payments/invoices/1/nfse/retry')).toBe(true);
  });

  it('staff see every payment a paid invoice received, the excess and the duplicate included', async () => {
    const overpaid: Invoice = {
      ...september,
      receipts: [
        { paidAt: '2026-10-09T15:00:00.000Z', amountCents: 149_601, method: 'PIX', outcome: 'EXCEDENTE' },
        { paidAt: '2026-10-10T02:30:00.000Z', amountCents: 149_101, method: 'BOLETO', outcome: 'DUPLICADO' },
      ],
      receivedCents: 298_702,
    };
    const { container } = staffSetup([P.backofficePaymentsView], [overpaid]);
    const receipts = await screen.findByRole('list', {
      name: 'Pagamentos recebidos da fatura 2026-09-000010',
    });
    const items = within(receipts).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('09/10/2026 · PIX · R$ 1.496,01 · Pagamento acima do valor');
    // 02:30 UTC on the 10th is still the 9th in São Paulo.
    expect(items[1]).toHaveTextContent('09/10/2026 · Boleto · R$ 1.491,01 · Pagamento em duplicidade');
    expect(screen.getByText('Recebido a mais: R$ 1.496,01')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
  it("shows each bank file's result per invoice, exchanges files and pays a registered boleto at the demo bank", async () => {
    bankPayable = true;
    const { calls, events, container } = staffSetup([P.backofficePaymentsView]);
    const files = await screen.findByRole('table', { name: 'Arquivos do banco (CNAB 240)' });
    expect(await within(files).findByText('Remessa nº 1')).toBeInTheDocument();
    expect(within(files).getByText('Registro pedido')).toBeInTheDocument();
    expect(within(files).getByText('Registrado')).toBeInTheDocument();
    expect(within(files).getByText('Rejeitado')).toBeInTheDocument();
    expect(within(files).getByText('Valor do título inválido')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await events.click(screen.getByRole('button', { name: 'Trocar arquivos com o banco' }));
    expect(
      await screen.findByText(
        'Arquivos trocados com o banco: 1 remessa(s) enviada(s), 1 retorno(s) recebido(s).',
      ),
    ).toBeInTheDocument();
    await events.click(
      within(files).getByRole('button', {
        name: 'Pagar no banco de demonstração o boleto da fatura 2026-09-000010',
      }),
    );
    expect(await within(files).findByText('Liquidado (pago R$ 190,00)')).toBeInTheDocument();
    expect(within(files).queryByRole('button', { name: /banco de demonstração/ })).not.toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/customers/7/payments/invoices/1/boleto/demo-payment')).toBe(
      true,
    );
  }, 60_000);

  it('without the retry key the failed NFS-e is shown, not retried', async () => {
    staffSetup([P.backofficePaymentsView]);
    await screen.findByText('Falhou');
    expect(screen.queryByRole('button', { name: /Tentar emitir/ })).not.toBeInTheDocument();
  });
});
