import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerOverview, SessionUser } from '@painel/contracts';
import { PERMISSIONS as P } from '@painel/domain';
import { json, maria, onePage, stubApi } from '../../test/fake-api';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUser } from '../../test/render-with-user';
import { CustomerPaymentsScreen } from './customer-payments-screen';
import { GroupsScreen } from './groups-screen';

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

describe('Back-office pages about one customer', { timeout: 30_000 }, () => {
  it('name the customer and its document under the heading', async () => {
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

  it("give a customer's groups the trail Clientes › customer › Grupos, a way back to the customer, and its name", async () => {
    document.documentElement.dataset.environment = 'backoffice';
    const staff: SessionUser = { ...maria, permissions: [P.backofficeGroupsView] };
    stubApi({
      'GET /api/customers/7/groups?numPage=0&numPageSize=10': () => json(200, onePage([])),
      'GET /api/customers/7/summary': () => json(200, customer),
    });
    renderWithUser(
      <Routes>
        <Route path="/clientes/:customerId/editar/grupos" element={<GroupsScreen />} />
      </Routes>,
      { path: '/clientes/7/editar/grupos', user: staff },
    );
    const trail = screen.getByRole('navigation', { name: 'Você está em' });
    expect(within(trail).getByRole('link', { name: 'Clientes' })).toHaveAttribute('href', '/clientes');
    expect(await within(trail).findByRole('link', { name: 'Exemplo Dados Ltda' })).toHaveAttribute(
      'href',
      '/clientes/7',
    );
    expect(within(trail).getByText('Grupos')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Voltar para o cliente' })).toHaveAttribute(
      'href',
      '/clientes/7',
    );
    expect(await screen.findByTestId('customer-caption')).toHaveTextContent(
      'Exemplo Dados Ltda · CNPJ/CPF 11.222.333/0001-81',
    );
    await expectNoAxeViolations();
  });
});

describe("Gerenciar usuários' pages in the portal link each other", { timeout: 30_000 }, () => {
  const renderGroups = (user: SessionUser) => {
    document.documentElement.dataset.environment = 'portal';
    stubApi({ 'GET /api/customers/groups?numPage=0&numPageSize=10': () => json(200, onePage([])) });
    renderWithUser(
      <Routes>
        <Route path="/grupos-e-usuarios/grupos" element={<GroupsScreen />} />
      </Routes>,
      { path: '/grupos-e-usuarios/grupos', user },
    );
  };

  it('offers an administrator Grupos, Usuários and Perfis de acesso, the current page marked', async () => {
    renderGroups({
      ...maria,
      permissions: [...maria.permissions, P.groupsViewCompany, P.usersViewCompany, P.profilesView],
    });
    const nav = await screen.findByRole('navigation', { name: 'Seções de Gerenciar usuários' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Grupos', '/grupos-e-usuarios/grupos'],
      ['Usuários', '/grupos-e-usuarios/usuarios'],
      ['Perfis de acesso', '/grupos-e-usuarios/perfis'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Grupos' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations();
  });

  it('offers a gerente only the pages his keys open', async () => {
    renderGroups({ ...maria, permissions: [...maria.permissions, P.groupsViewGroup, P.usersViewGroup] });
    const nav = await screen.findByRole('navigation', { name: 'Seções de Gerenciar usuários' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Grupos', 'Usuários']);
  });

  it('shows no section links to who may open the groups page only', async () => {
    renderGroups({ ...maria, permissions: [...maria.permissions, P.groupsViewCompany] });
    expect(await screen.findByRole('heading', { name: 'Grupos e usuários' })).toBeInTheDocument();
    expect(
      screen.queryByRole('navigation', { name: 'Seções de Gerenciar usuários' }),
    ).not.toBeInTheDocument();
  });
});
