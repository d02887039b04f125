import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PurposeOfUseItem } from '@painel/contracts';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../lib/query-client';
import { expectNoAxeViolations } from '../../test/axe';
import { json, stubApi, type Handler } from '../../test/fake-api';
import { PurposeOfUsePicker } from './purpose-of-use-picker';

const STORAGE_KEY = 'painel:finalidades-de-uso';
const general: PurposeOfUseItem[] = [
  { id: 1, text: 'Prevenção à fraude', description: 'Confirmar a identidade de pessoas e empresas.' },
  { id: 2, text: 'Análise de crédito', description: 'Avaliar o risco antes de conceder crédito.' },
];
const forVehicles: PurposeOfUseItem[] = [
  ...general,
  {
    id: 10,
    text: 'Verificação de veículo em negociação',
    description: 'Consultar a situação de um veículo.',
  },
];

const failing: Handler = () => json(500, { code: 'INTERNAL', message: 'Erro.' });

/** A screen that keeps the choice, as the product screens will. */
function Screen({
  productId,
  onPick,
  errorMessage,
}: {
  productId?: number;
  onPick?: (p: PurposeOfUseItem) => void;
  errorMessage?: string;
}) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <PurposeOfUsePicker
      value={value}
      productId={productId}
      errorMessage={errorMessage}
      onChange={(purpose) => {
        setValue(purpose.id);
        onPick?.(purpose);
      }}
    />
  );
}

function renderPicker(handlers: Record<string, Handler>, props: Parameters<typeof Screen>[0] = {}) {
  const calls = stubApi(handlers);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <Screen {...props} />
    </AppProviders>,
  );
  return { calls, user: userEvent.setup() };
}

const group = () => screen.findByRole('radiogroup', { name: 'Escolha a finalidade de uso *' });

describe('purpose-of-use picker', () => {
  it('lists the purposes, each with its description, and hands the chosen one to the screen', async () => {
    const onPick = vi.fn();
    const { user } = renderPicker({ 'GET /api/lgpd/purpose-of-use': () => json(200, general) }, { onPick });
    const radios = within(await group()).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Prevenção à fraude',
      'Análise de crédito',
    ]);
    expect(screen.getByRole('radio', { name: 'Análise de crédito' })).toHaveAccessibleDescription(
      'Avaliar o risco antes de conceder crédito.',
    );
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-required', 'true');

    await user.click(screen.getByRole('radio', { name: 'Análise de crédito' }));
    expect(onPick).toHaveBeenCalledWith(general[1]);
    expect(screen.getByRole('radio', { name: 'Análise de crédito' })).toBeChecked();
    // By keyboard: arrows move the choice.
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Prevenção à fraude' })).toBeChecked();
    expect(onPick).toHaveBeenLastCalledWith(general[0]);
    await expectNoAxeViolations();
  });

  it('asks for the product’s own purposes too when given a product', async () => {
    const { calls } = renderPicker(
      { 'GET /api/lgpd/purpose-of-use?productId=12': () => json(200, forVehicles) },
      { productId: 12 },
    );
    expect(within(await group()).getAllByRole('radio')).toHaveLength(3);
    expect(calls.map((call) => call.key)).toEqual(['GET /api/lgpd/purpose-of-use?productId=12']);
  });

  it('keeps each answer in local storage and shows the stored list when the call fails', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ geral: general, '12': forVehicles }));
    renderPicker({ 'GET /api/lgpd/purpose-of-use?productId=12': failing }, { productId: 12 });
    expect(
      within(await group())
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Prevenção à fraude', 'Análise de crédito', 'Verificação de veículo em negociação']);
  });

  it('stores what the server answered, per product', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ '12': forVehicles }));
    renderPicker({ 'GET /api/lgpd/purpose-of-use': () => json(200, general) });
    await group();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({
      '12': forVehicles,
      geral: general,
    });
  });

  it('says so, and offers to try again, when the call fails with nothing stored', async () => {
    let answer: Handler = failing;
    const { user } = renderPicker({ 'GET /api/lgpd/purpose-of-use': (call) => answer(call) });
    expect(await screen.findByText('Não foi possível carregar as finalidades de uso.')).toBeInTheDocument();
    await expectNoAxeViolations();

    answer = () => json(200, general);
    await user.click(screen.getByRole('button', { name: 'TENTAR NOVAMENTE' }));
    expect(within(await group()).getAllByRole('radio')).toHaveLength(2);
  });

  it('ignores a stored copy of another product', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ geral: general }));
    renderPicker({ 'GET /api/lgpd/purpose-of-use?productId=12': failing }, { productId: 12 });
    expect(await screen.findByText('Não foi possível carregar as finalidades de uso.')).toBeInTheDocument();
  });

  it('shows the screen’s validation message as the group’s description', async () => {
    renderPicker(
      { 'GET /api/lgpd/purpose-of-use': () => json(200, general) },
      { errorMessage: 'Campo obrigatório.' },
    );
    expect(await group()).toHaveAccessibleDescription('Campo obrigatório.');
    await expectNoAxeViolations();
  });
});
