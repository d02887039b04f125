import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContractRequest, SessionUser } from '@painel/contracts';
import { PURPOSES_OF_USE } from '@painel/domain';
import { expectNoAxeViolations } from '../../../test/axe';
import { json, maria, stubApi, type Handler } from '../../../test/fake-api';
import { renderWithUser } from '../../../test/render-with-user';
import { PlansRoute } from './plans-route';

const carla = {
  ...maria,
  id: 40,
  name: 'Carla Contratação Dias',
  email: 'contratar@teste.example',
  trial: true,
  plan: { id: 4, planType: 'TRIAL' },
} satisfies SessionUser;
const purposes = PURPOSES_OF_USE.filter((p) => p.productId === null).map(({ id, text, description }) => ({
  id,
  text,
  description,
}));
const requested: ContractRequest = {
  customerId: 9,
  planType: 'EXPRESS',
  name: 'Carla Contratação Dias',
  email: 'carla@avaliacao.example',
  phone: '11987654321',
  cpf: null,
  role: null,
  purpose: purposes[0]?.text ?? null,
  status: 'PENDENTE',
  createdAt: '2026-11-21T13:00:00.000Z',
  convertedAt: null,
  convertedPlanType: null,
};

function setup(handlers: Record<string, Handler>) {
  const calls = stubApi({ 'GET /api/lgpd/purpose-of-use': () => json(200, purposes), ...handlers });
  return {
    ...renderWithUser(<PlansRoute />, { path: '/contratar/planos', user: carla }),
    calls,
    user: userEvent.setup(),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('Contratar planos', { timeout: 60_000 }, () => {
  it('shows the three plans with what they include and their monthly fee in BRL', async () => {
    setup({ 'GET /api/trial/contract-request': () => json(200, { request: null }) });
    const plans = await screen.findByRole('list', { name: 'Contratar planos' });
    const cards = within(plans)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === plans);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Pontual',
      'Express',
      'Padrão',
    ]);
    expect(within(cards[0]!).getByText('R$ 190,00')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('R$ 490,00')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('R$ 1.490,00')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Saldo e extrato para acompanhar o consumo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contratar o plano Padrão' })).toHaveTextContent('CONTRATAR');
    await expectNoAxeViolations();
  });

  it('validates with the contract’s messages, then sends plan, contact and purpose', async () => {
    const { user, calls } = setup({
      'GET /api/trial/contract-request': () => json(200, { request: null }),
      'POST /api/trial/contract-request': () =>
        json(200, { daysRemaining: 3, hasContractRequest: true, expired: false }),
    });
    await user.click(await screen.findByRole('button', { name: 'Contratar o plano Express' }));
    expect(screen.getByRole('textbox', { name: 'Nome completo *' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'ENVIAR SOLICITAÇÃO' }));
    // The phone and the purpose.
    await waitFor(() => expect(screen.getAllByText('Campo obrigatório.')).toHaveLength(2));
    expect(calls.some((call) => call.key === 'POST /api/trial/contract-request')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Telefone *' }), '11987654321');
    await user.click(screen.getByRole('radio', { name: purposes[0]!.text }));
    await user.click(screen.getByRole('button', { name: 'ENVIAR SOLICITAÇÃO' }));
    await waitFor(() =>
      expect(calls.some((call) => call.key === 'POST /api/trial/contract-request')).toBe(true),
    );
    const post = calls.find((call) => call.key === 'POST /api/trial/contract-request');
    expect(JSON.parse(String(post?.init.body))).toEqual({
      planType: 'EXPRESS',
      name: 'Carla Contratação Dias',
      email: 'contratar@teste.example',
      phone: '11987654321',
      cpf: '',
      role: '',
      purposeId: purposes[0]!.id,
    });
  });

  it('shows the request instead of the form once the company asked', async () => {
    setup({ 'GET /api/trial/contract-request': () => json(200, { request: requested }) });
    const region = await screen.findByRole('region', { name: 'Solicitação enviada' });
    expect(within(region).getByText('Express — R$ 490,00 por mês')).toBeInTheDocument();
    expect(within(region).getByText('(11) 98765-4321')).toBeInTheDocument();
    expect(within(region).getAllByText('Em contratação').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'ENVIAR SOLICITAÇÃO' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Contratar o plano/ })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('says when the request cannot be loaded, and tries again', async () => {
    const { user, calls } = setup({
      'GET /api/trial/contract-request': () => json(503, { code: 'UNAVAILABLE', message: 'x' }),
    });
    expect(
      await screen.findByText('Não foi possível carregar a solicitação. Tente novamente.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.key === 'GET /api/trial/contract-request')).toHaveLength(2),
    );
  });
});
