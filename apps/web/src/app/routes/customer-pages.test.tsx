import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerOverview, SessionUser } from '@painel/contracts';
import { PERMISSIONS as P } from '@painel/domain';
import { json, maria, stubApi } from '../../test/fake-api';
import { renderWithUser } from '../../test/render-with-user';
import { CustomerPaymentsScreen } from './customer-pages';

const customer: CustomerOverview = {
  id: 7,
  customerName: 'Exemplo Dados Ltda',
  tradingName: null,
  document: '11222333000181',
  planType: 'PADRAO',
  blockedForNonPayment: false,
  trialDaysRemaining: null,
  trialExpired: false,
  usersCount: 4,
};

afterEach(() => {
  delete document.documentElement.dataset.environment;
});

describe("Back-office pages about one customer", { timeout: 30_000 }, () => {
  it("name the customer and its document under the heading", async () => {
    document.documentElement.dataset.environment = 'backoffice';
    const staff: SessionUser = { ...maria, permissions: [P.backofficePaymentsView] };
    stubApi({
      'GET /api/customers/7/payments/invoices?numPage=0&numPageSize=10': () =>
        json(200, { list: [], numPage: 0, totalPages: 0, totalItems: 0, demoPayments: false }),
      'GET /api/customers/7/summary': () => json(200, customer),
      'GET /api/oauth2/session': () => json(200, staff),
    });
    renderWithUser(
      <Routes>
        <Route path="/clientes/:customerId/pagamentos" element={<CustomerPaymentsScreen />} />
      </Routes>,
      { path: '/clientes/7/pagamentos', user: staff },
    );
    expect(screen.getByRole('heading', { name: 'Pagamentos do cliente' })).toBeInTheDocument();
    const caption = await screen.findByTestId('customer-caption');
    expect(caption).toHaveTextContent('Exemplo Dados Ltda · CNPJ/CPF 11.222.333/0001-81');
    expect(within(caption).getByText('Exemplo Dados Ltda')).toBeInTheDocument();
  });
});
