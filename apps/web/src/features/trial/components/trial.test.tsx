import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser, TrialBalanceResponse } from '@painel/contracts';
import { AppProviders } from '../../../app/providers';
import { CurrentUserContext } from '../../../lib/current-user';
import { createQueryClient } from '../../../lib/query-client';
import { expectNoAxeViolations } from '../../../test/axe';
import { json, maria, stubApi } from '../../../test/fake-api';
import { TrialExpiryDialog } from './trial-expiry-dialog';
import { TrialIndicator } from './trial-indicator';

const balanceKey = 'GET /api/trial/balance';
const contractKey = 'POST /api/trial/contract-request';
const tiago = {
  ...maria,
  id: 31,
  name: 'Tiago Teste Moura',
  trial: true,
  plan: { id: 9, planType: 'TRIAL' },
} satisfies SessionUser;

const expired: TrialBalanceResponse = { daysRemaining: 0, hasContractRequest: false, expired: true };
const threeDays: TrialBalanceResponse = { daysRemaining: 3, hasContractRequest: false, expired: false };

function renderTrial(user: SessionUser, balance: TrialBalanceResponse) {
  const onLogout = vi.fn();
  const calls = stubApi({
    [balanceKey]: () => json(200, balance),
    [contractKey]: () => json(200, { ...balance, hasContractRequest: true }),
  });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <CurrentUserContext value={user}>
        <TrialIndicator />
        <TrialExpiryDialog onLogout={onLogout} />
      </CurrentUserContext>
    </AppProviders>,
  );
  return { calls, onLogout, unmount: view.unmount };
}

/** Moves the clock, then lets the answered calls land (TanStack Query notifies on a 0 ms timer). */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let i = 0; i < 3; i += 1) await act(() => vi.advanceTimersByTimeAsync(0));
}
const keys = (calls: { key: string }[]) => calls.map((call) => call.key);

/** The balance at 225 ms, then the dialog's 700 ms. */
async function openedAfterExpiry() {
  await advance(225);
  await advance(700);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

describe('trial indicator', () => {
  it('asks for the balance 225 ms after load and shows the days left', async () => {
    const { calls } = renderTrial(tiago, threeDays);
    await advance(224);
    expect(calls).toHaveLength(0);
    await advance(1);
    expect(keys(calls)).toEqual([balanceKey]);
    expect(screen.getByRole('status')).toHaveTextContent('Período de avaliação: 3 dias restantes');
    vi.useRealTimers();
    await expectNoAxeViolations();
  });

  it.each<[TrialBalanceResponse, string]>([
    [{ daysRemaining: 7, hasContractRequest: false, expired: false }, '7 dias restantes'],
    [{ daysRemaining: 1, hasContractRequest: false, expired: false }, '1 dia restante'],
    [{ daysRemaining: 0, hasContractRequest: false, expired: false }, 'Último dia.'],
    [expired, 'Período expirado.'],
    [{ daysRemaining: 2, hasContractRequest: true, expired: false }, 'Em contratação.'],
    [{ daysRemaining: 0, hasContractRequest: true, expired: true }, 'Em contratação.'],
  ])('reads %j as %j', async (balance, label) => {
    renderTrial(tiago, balance);
    await advance(225);
    expect(screen.getByRole('status')).toHaveTextContent(label);
  });

  it('asks nothing and shows nothing for a user outside a trial', async () => {
    const { calls } = renderTrial(maria, threeDays);
    await advance(5000);
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks nothing in the back office', async () => {
    document.documentElement.dataset.environment = 'backoffice';
    const { calls } = renderTrial(tiago, threeDays);
    await advance(5000);
    expect(calls).toHaveLength(0);
  });
});

describe('trial expiry dialog', () => {
  it('opens 700 ms after the balance shows the trial expired, and records it for this user', async () => {
    renderTrial(tiago, expired);
    await advance(225);
    expect(screen.getByRole('status')).toHaveTextContent('Período expirado.');
    await advance(699);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1);
    const dialog = screen.getByRole('dialog', { name: 'Seu período de avaliação terminou' });
    expect(dialog).toHaveTextContent('solicite a contratação de um plano');
    expect(document.cookie).toContain('painel_avaliacao_expirada_31=1');
    vi.useRealTimers();
    await expectNoAxeViolations();
  });

  it('opens only once for the same user', async () => {
    const first = renderTrial(tiago, expired);
    await openedAfterExpiry();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    first.unmount();

    renderTrial(tiago, expired);
    await advance(5000);
    expect(screen.getByRole('status')).toHaveTextContent('Período expirado.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('still opens for another user on the same browser', async () => {
    document.cookie = 'painel_avaliacao_expirada_99=1; Path=/';
    renderTrial(tiago, expired);
    await openedAfterExpiry();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it.each<[string, TrialBalanceResponse]>([
    ['days remain', threeDays],
    ['a contract was requested', { ...expired, hasContractRequest: true }],
  ])('does not open when %s', async (_case, balance) => {
    renderTrial(tiago, balance);
    await advance(5000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.cookie).not.toContain('painel_avaliacao_expirada');
  });

  it('requests a contract: the indicator turns to Em contratação.', async () => {
    const { calls } = renderTrial(tiago, expired);
    await openedAfterExpiry();
    fireEvent.click(screen.getByRole('button', { name: 'SOLICITAR CONTRATAÇÃO' }));
    await advance(10);
    expect(keys(calls)).toEqual([balanceKey, contractKey]);
    await advance(1000); // the exit transition
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status').map((element) => element.textContent)).toEqual([
      'Período de avaliação: Em contratação.',
      'Recebemos a sua solicitação de contratação. Em breve entraremos em contato.',
    ]);
  });

  it('offers Sair, which signs out', async () => {
    const { onLogout } = renderTrial(tiago, expired);
    await openedAfterExpiry();
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
