import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Customer } from '@painel/contracts';
import { expectNoAxeViolations } from '../../test/axe';
import { json, stubApi } from '../../test/fake-api';
import { ToastProvider } from '../toast/toast-provider';
import { CustomerAutocomplete } from './customer-autocomplete';
import { startTestClock } from '../../test/test-clock';

const DEMO: Customer = {
  id: 2,
  customerName: 'Empresa Demonstração Ltda',
  tradingName: 'Empresa Demonstração',
  document: '11444777000161',
};
const NAMELESS: Customer = { id: 7, customerName: null, tradingName: null, document: '45317828791' };
const page = (list: Customer[]) =>
  json(200, { list, numPage: 0, numPageSize: 10, totalPages: 1, totalItems: list.length });
const listKey = (filter: string, size = 10) =>
  `GET /api/customers/list?numPage=0&numPageSize=${size}&filter=${encodeURIComponent(filter)}`;

function Picker({ template, pageSize }: { template?: string; pageSize?: number }) {
  const [customer, setCustomer] = useState<Customer | null>(null);
  return (
    <ToastProvider>
      <CustomerAutocomplete
        value={customer}
        onChange={setCustomer}
        clientLinkTemplate={template}
        pageSize={pageSize}
      />
      <p>Cliente escolhido: {customer?.id ?? 'nenhum'}</p>
    </ToastProvider>
  );
}

// The debounce is timed on a clock of the test's own.
const setup = startTestClock;
const pause = () => act(async () => vi.advanceTimersByTime(1000));
const field = () => screen.getByRole('combobox', { name: 'Cliente' });

describe('CustomerAutocomplete', () => {
  it('searches the customers by what is typed and shows each with its trading name and document', async () => {
    const user = setup();
    const calls = stubApi({ [listKey('Empresa')]: () => page([DEMO, NAMELESS]) });
    render(<Picker />);
    await user.type(field(), 'Empresa');
    await pause();
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Empresa Demonstração LtdaEmpresa Demonstração · 11.444.777/0001-61',
      'Nome não informado453.178.287-91',
    ]);
    expect(calls.map((call) => call.key)).toEqual([listKey('Empresa')]);
    vi.useRealTimers(); // axe schedules its own work on timers
    await expectNoAxeViolations();
  });

  it('chooses a customer and offers ACESSAR CLIENTE in a new tab', async () => {
    const user = setup();
    stubApi({ [listKey('Demo', 5)]: () => page([DEMO]) });
    render(<Picker template="/clientes/{clientId}/editar" pageSize={5} />);
    expect(screen.queryByRole('link', { name: /ACESSAR CLIENTE/ })).not.toBeInTheDocument();
    await user.type(field(), 'Demo');
    await pause();
    await user.click(await screen.findByRole('option', { name: /Empresa Demonstração Ltda/ }));
    expect(field()).toHaveValue('Empresa Demonstração Ltda');
    expect(screen.getByText('Cliente escolhido: 2')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'ACESSAR CLIENTE (abre em uma nova aba)' });
    expect(link).toHaveAttribute('href', '/clientes/2/editar');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('says when no customer matches', async () => {
    const user = setup();
    stubApi({ [listKey('Zzz')]: () => page([]) });
    render(<Picker />);
    await user.type(field(), 'Zzz');
    await pause();
    expect(await screen.findByText('Nenhum cliente encontrado')).toBeInTheDocument();
  });

  it('cancels the request of a search overtaken by typing', async () => {
    const user = setup();
    const calls = stubApi({
      [listKey('Emp')]: () => new Promise<Response>(() => {}),
      [listKey('Empr')]: () => page([DEMO]),
    });
    render(<Picker />);
    await user.type(field(), 'Emp');
    await pause();
    await user.type(field(), 'r');
    await pause();
    expect(calls.map((call) => [call.key, call.init.signal?.aborted])).toEqual([
      [listKey('Emp'), true],
      [listKey('Empr'), false],
    ]);
    expect(await screen.findByRole('option', { name: /Empresa Demonstração Ltda/ })).toBeInTheDocument();
  });

  it('tells a failed search in an error toast', async () => {
    const user = setup();
    stubApi({
      [listKey('Empresa')]: () =>
        json(403, { code: 'FORBIDDEN', message: 'Você não tem permissão para realizar esta ação.' }),
    });
    render(<Picker />);
    await user.type(field(), 'Empresa');
    await pause();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Você não tem permissão para realizar esta ação.',
    );
  });
});
