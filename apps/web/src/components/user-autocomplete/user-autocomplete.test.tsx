import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UserSearchItem } from '@painel/contracts';
import { expectNoAxeViolations } from '../../test/axe';
import { json, stubApi } from '../../test/fake-api';
import { ToastProvider } from '../toast/toast-provider';
import { UserAutocomplete } from './user-autocomplete';
import { startTestClock } from '../../test/test-clock';

const OTAVIO: UserSearchItem = {
  id: 7,
  name: 'Otávio Operador Reis',
  email: 'operador@empresa.example',
  customer: { id: 2, name: 'Empresa Demonstração Ltda' },
};
const NAMESAKE: UserSearchItem = {
  id: 31,
  name: 'Otávio Ramos',
  email: 'otavio@teste.example',
  customer: { id: 3, name: 'Teste Gratuito Comércio Ltda' },
};
const answer = (list: UserSearchItem[]) => json(200, { list });
const searchKey = (filter: string, customerId?: number) =>
  `GET /api/backoffice/users/search?filter=${encodeURIComponent(filter)}${customerId ? `&customerId=${customerId}` : ''}`;

function Picker({ customerId }: { customerId?: number }) {
  const [user, setUser] = useState<UserSearchItem | null>(null);
  return (
    <ToastProvider>
      <UserAutocomplete value={user} onChange={setUser} {...(customerId ? { customerId } : {})} />
      <p>Usuário escolhido: {user?.id ?? 'nenhum'}</p>
    </ToastProvider>
  );
}

// The debounce is timed on a clock of the test's own.
const setup = startTestClock;
const pause = () => act(async () => vi.advanceTimersByTime(1000));
const field = () => screen.getByRole('combobox', { name: 'Usuário' });

describe('UserAutocomplete', () => {
  it('lists the users whose name holds what is typed, each with e-mail and customer', async () => {
    const user = setup();
    const calls = stubApi({ [searchKey('otávio')]: () => answer([OTAVIO, NAMESAKE]) });
    render(<Picker />);
    await user.type(field(), 'otávio');
    expect(screen.getByRole('presentation')).toHaveTextContent('Carregando…');
    await pause();
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Otávio Operador Reisoperador@empresa.example · Empresa Demonstração Ltda',
      'Otávio Ramosotavio@teste.example · Teste Gratuito Comércio Ltda',
    ]);
    expect(calls.map((call) => call.key)).toEqual([searchKey('otávio')]);
    vi.useRealTimers(); // axe schedules its own work on timers
    await expectNoAxeViolations();
  });

  it('waits for 3 characters before searching', async () => {
    const user = setup();
    const calls = stubApi({});
    render(<Picker />);
    await user.type(field(), 'ot');
    await pause();
    expect(screen.getByRole('presentation')).toHaveTextContent(
      'Digite pelo menos 3 caracteres para pesquisar.',
    );
    expect(calls).toEqual([]);
  });

  it('chooses a user by keyboard and says under the field which one it is', async () => {
    const user = setup();
    stubApi({ [searchKey('Otá')]: () => answer([OTAVIO, NAMESAKE]) });
    render(<Picker />);
    await user.type(field(), 'Otá');
    await pause();
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(field()).toHaveValue('Otávio Ramos');
    expect(field()).toHaveAccessibleDescription('otavio@teste.example · Teste Gratuito Comércio Ltda');
    expect(screen.getByText('Usuário escolhido: 31')).toBeInTheDocument();
  });

  it('searches only one customer’s users when given one', async () => {
    const user = setup();
    const calls = stubApi({ [searchKey('Otá', 2)]: () => answer([OTAVIO]) });
    render(<Picker customerId={2} />);
    await user.type(field(), 'Otá');
    await pause();
    expect(await screen.findByRole('option', { name: /Otávio Operador Reis/ })).toBeInTheDocument();
    expect(calls.map((call) => call.key)).toEqual([searchKey('Otá', 2)]);
  });

  it('says when no user matches', async () => {
    const user = setup();
    stubApi({ [searchKey('Zzz')]: () => answer([]) });
    render(<Picker />);
    await user.type(field(), 'Zzz');
    await pause();
    expect(await screen.findByText('Nenhum usuário encontrado')).toBeInTheDocument();
  });

  it('tells a failed search in an error toast', async () => {
    const user = setup();
    stubApi({
      [searchKey('Otá')]: () =>
        json(403, { code: 'FORBIDDEN', message: 'Você não tem permissão para realizar esta ação.' }),
    });
    render(<Picker />);
    await user.type(field(), 'Otá');
    await pause();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Você não tem permissão para realizar esta ação.',
    );
  });
});
