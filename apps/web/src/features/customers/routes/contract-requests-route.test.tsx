import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackofficeContractRequest, SessionUser } from '@painel/contracts';
import { PERMISSIONS as P } from '@painel/domain';
import { expectNoAxeViolations } from '../../../test/axe';
import { json, maria, stubApi, type Handler } from '../../../test/fake-api';
import { renderWithUser } from '../../../test/render-with-user';
import { ContractRequestsRoute } from './contract-requests-route';

const staff = (permissions: string[]): SessionUser => ({
  ...maria,
  company: { ...maria.company, id: 1 },
  permissions,
});
const pending: BackofficeContractRequest = {
  customerId: 9,
  companyName: 'Avaliação Contratação Serviços Ltda',
  companyDocument: '61830529000127',
  requestedBy: 'Carla Contratação Dias',
  planType: 'EXPRESS',
  name: 'Carla Contratação Dias',
  email: 'carla@avaliacao.example',
  phone: '11987654321',
  cpf: null,
  role: 'Diretora',
  purpose: 'Prevenção à fraude',
  status: 'PENDENTE',
  createdAt: '2026-11-21T13:00:00.000Z',
  convertedAt: null,
  convertedPlanType: null,
};
const converted: BackofficeContractRequest = {
  ...pending,
  customerId: 3,
  companyName: 'Teste Gratuito Comércio Ltda',
  planType: null,
  name: null,
  email: null,
  phone: null,
  role: null,
  purpose: null,
  status: 'CONVERTIDA',
  convertedAt: '2026-11-22T13:00:00.000Z',
  convertedPlanType: 'PONTUAL',
};

function setup(permissions: string[], handlers: Record<string, Handler> = {}) {
  document.documentElement.dataset.environment = 'backoffice';
  const calls = stubApi({
    'GET /api/customers/contract-requests': () => json(200, { items: [pending, converted] }),
    ...handlers,
  });
  return {
    ...renderWithUser(<ContractRequestsRoute />, {
      path: '/backoffice/solicitacoes-de-contratacao',
      user: staff(permissions),
    }),
    calls,
    user: userEvent.setup(),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('Solicitações de contratação (back office)', { timeout: 30_000 }, () => {
  it('lists the requests; staff who only view get no convert button', async () => {
    setup([P.backofficeContractRequestsView]);
    const list = await screen.findByRole('list', { name: 'Solicitações de contratação' });
    const card = within(list).getByRole('listitem', { name: 'Avaliação Contratação Serviços Ltda' });
    expect(within(card).getByText('61.830.529/0001-27')).toBeInTheDocument();
    expect(within(card).getByText('Express — R$ 490,00 por mês')).toBeInTheDocument();
    expect(within(card).getByText('(11) 98765-4321')).toBeInTheDocument();
    const done = within(list).getByRole('listitem', { name: 'Teste Gratuito Comércio Ltda' });
    expect(within(done).getByText('Contratado: Pontual')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Converter/ })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('converts after confirming, with the plan chosen', async () => {
    const { user, calls } = setup([P.backofficeContractRequestsView, P.backofficeContractRequestsConvert], {
      'POST /api/customers/9/contract-request/convert': () =>
        json(200, { request: { ...pending, status: 'CONVERTIDA' } }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Converter Avaliação Contratação Serviços Ltda' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Converter em plano' });
    expect(dialog).toHaveAccessibleDescription(/passa ao plano Express/);
    await user.click(within(dialog).getByRole('button', { name: 'CONVERTER' }));
    await waitFor(() =>
      expect(calls.some((call) => call.key === 'POST /api/customers/9/contract-request/convert')).toBe(true),
    );
    const post = calls.find((call) => call.key === 'POST /api/customers/9/contract-request/convert');
    expect(JSON.parse(String(post?.init.body))).toEqual({ planType: 'EXPRESS' });
    expect(await screen.findByText('Empresa convertida em plano.')).toBeInTheDocument();
  });

  it('says so when nobody asked yet', async () => {
    setup([P.backofficeContractRequestsView], {
      'GET /api/customers/contract-requests': () => json(200, { items: [] }),
    });
    expect(await screen.findByText('Nenhuma solicitação de contratação.')).toBeInTheDocument();
  });
});
