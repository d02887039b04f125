import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser, UnitPriceRow } from '@painel/contracts';
import { PERMISSIONS as P } from '@painel/domain';
import { expectNoAxeViolations } from '../../../test/axe';
import { json, maria, stubApi } from '../../../test/fake-api';
import { renderWithUser } from '../../../test/render-with-user';
import { ConsumptionRoute } from './consumption-route';
import { UnitPriceRoute } from './unit-price-route';

const price = (extra: Partial<UnitPriceRow>): UnitPriceRow => ({
  id: '1',
  productId: 1,
  productName: 'Localize',
  functionalityId: 1001,
  functionality: 'Consulta por CPF',
  pricingKind: 'PER_USE',
  unitPrice: '0.400',
  validFrom: '2026-06-10',
  validUntil: null,
  ...extra,
});

afterEach(() => vi.unstubAllGlobals());

describe('Preço Unitário', { timeout: 30_000 }, () => {
  it('shows the prices in force and the history, three decimals', async () => {
    document.documentElement.dataset.environment = 'portal';
    stubApi({
      'GET /api/customers/unit-prices': () =>
        json(200, {
          current: [price({})],
          history: [
            price({ id: '2', unitPrice: '0.350', validFrom: '2026-01-01', validUntil: '2026-06-10' }),
          ],
        }),
    });
    renderWithUser(<UnitPriceRoute />, { path: '/gestao-da-conta/preco-unitario', user: maria });
    const current = await screen.findByRole('table', { name: 'Preços vigentes' });
    expect(await within(current).findByText('R$ 0,400')).toBeInTheDocument();
    expect(within(current).getByText('10/06/2026')).toBeInTheDocument();
    expect(within(current).getByText('Por uso')).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Histórico de preços' });
    expect(within(history).getByText('R$ 0,350')).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});

describe('Consumo', { timeout: 30_000 }, () => {
  it("shows the month so far by product and by group against each group's limit", async () => {
    document.documentElement.dataset.environment = 'portal';
    stubApi({
      'GET /api/reports/month-consumption': () =>
        json(200, {
          month: '2026-06-01',
          companyAmount: '850.000',
          companyLimit: '1000.000',
          byProduct: [{ id: 1, name: 'Localize', amount: '850.000' }],
          byGroup: [
            { id: 3, name: 'Comercial', amount: '450.000', limit: '500.000' },
            { id: 4, name: 'Financeiro', amount: '400.000', limit: null },
          ],
        }),
    });
    const user: SessionUser = { ...maria, permissions: [...maria.permissions, P.balanceView] };
    renderWithUser(<ConsumptionRoute />, { path: '/gestao-da-conta/saldo-e-extrato', user });
    expect(await screen.findByRole('heading', { level: 1, name: 'Consumo' })).toBeInTheDocument();
    const groups = await screen.findByRole('list', { name: 'Consumo do mês por grupo' });
    expect(within(groups).getByRole('progressbar', { name: 'Comercial: 90% limite' })).toHaveAttribute(
      'aria-valuenow',
      '90',
    );
    expect(within(groups).getByText(/Sem limite/)).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Consumo da empresa no mês: 85% limite' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /Localize: R\$\s850,00/ })).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
