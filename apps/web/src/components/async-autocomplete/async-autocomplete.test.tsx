import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { AsyncAutocomplete } from './async-autocomplete';
import { startTestClock } from '../../test/test-clock';

interface Group {
  id: number;
  name: string;
}

/** A search the test answers by hand, recording each call and its signal. */
function pendingSearch() {
  const calls: { text: string; signal: AbortSignal; answer(groups: Group[]): Promise<void> }[] = [];
  const search = vi.fn((text: string, signal: AbortSignal) => {
    let resolve: (groups: Group[]) => void = () => {};
    const promise = new Promise<Group[]>((done) => (resolve = done));
    calls.push({
      text,
      signal,
      answer: async (groups) => {
        await act(async () => resolve(groups));
      },
    });
    return promise;
  });
  return { search, calls };
}

function GroupPicker({
  search,
  onError,
}: {
  search: (text: string, signal: AbortSignal) => Promise<Group[]>;
  onError?: (e: unknown) => void;
}) {
  const [group, setGroup] = useState<Group | null>(null);
  return (
    <>
      <AsyncAutocomplete<Group>
        label="Grupo"
        value={group}
        onChange={setGroup}
        search={search}
        onError={onError}
        getOptionLabel={(option) => option.name}
        getOptionKey={(option) => option.id}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        noOptionsText="Nenhum grupo encontrado"
      />
      <p>Escolhido: {group?.name ?? 'nenhum'}</p>
    </>
  );
}

// The clock is the test's alone, so 999 ms and 1000 ms are told apart exactly.
const setup = startTestClock;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const input = () => screen.getByRole('combobox', { name: 'Grupo' });

describe('AsyncAutocomplete', () => {
  it('does not search below 3 characters and says why', async () => {
    const user = setup();
    const { search } = pendingSearch();
    render(<GroupPicker search={search} />);
    await user.type(input(), 'Co');
    await advance(5000);
    expect(search).not.toHaveBeenCalled();
    expect(screen.getByRole('presentation')).toHaveTextContent(
      'Digite pelo menos 3 caracteres para pesquisar.',
    );
    await user.type(input(), '  ');
    await advance(5000);
    expect(search).not.toHaveBeenCalled();
  });

  it('searches 1000 ms after the last keystroke, once, while saying it is loading', async () => {
    const user = setup();
    const { search, calls } = pendingSearch();
    render(<GroupPicker search={search} />);
    await user.type(input(), 'Com');
    await advance(600);
    await user.type(input(), 'e');
    await advance(999);
    expect(search).not.toHaveBeenCalled();
    expect(screen.getByRole('presentation')).toHaveTextContent('Carregando…');
    await advance(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(calls[0]?.text).toBe('Come');

    await calls[0]?.answer([
      { id: 1, name: 'Comercial' },
      { id: 2, name: 'Comercial Sul' },
    ]);
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Comercial', 'Comercial Sul']);
    vi.useRealTimers(); // axe schedules its own work on timers
    await expectNoAxeViolations();
  });

  it('cancels the search in flight when the text changes, and ignores its late answer', async () => {
    const user = setup();
    const { search, calls } = pendingSearch();
    render(<GroupPicker search={search} />);
    await user.type(input(), 'Fin');
    await advance(1000);
    const first = calls[0];
    expect(first?.signal.aborted).toBe(false);

    await user.type(input(), 'a');
    expect(first?.signal.aborted).toBe(true);
    await advance(1000);
    expect(calls[1]?.text).toBe('Fina');

    await first?.answer([{ id: 9, name: 'Resultado antigo' }]);
    expect(screen.queryByRole('option', { name: 'Resultado antigo' })).not.toBeInTheDocument();
    await calls[1]?.answer([{ id: 3, name: 'Financeiro' }]);
    expect(screen.getByRole('option', { name: 'Financeiro' })).toBeInTheDocument();
  });

  it('says when nothing was found', async () => {
    const user = setup();
    const { search, calls } = pendingSearch();
    render(<GroupPicker search={search} />);
    await user.type(input(), 'xyz');
    await advance(1000);
    await calls[0]?.answer([]);
    expect(screen.getByRole('presentation')).toHaveTextContent('Nenhum grupo encontrado');
  });

  it('chooses an option by keyboard without searching its label again', async () => {
    const user = setup();
    const { search, calls } = pendingSearch();
    render(<GroupPicker search={search} />);
    await user.type(input(), 'Com');
    await advance(1000);
    await calls[0]?.answer([{ id: 1, name: 'Comercial' }]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('Escolhido: Comercial')).toBeInTheDocument();
    expect(input()).toHaveValue('Comercial');
    await advance(3000);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('hands a failed search to onError and shows no options', async () => {
    const user = setup();
    const onError = vi.fn();
    const failure = new Error('Ocorreu um erro');
    render(<GroupPicker search={() => Promise.reject(failure)} onError={onError} />);
    await user.type(input(), 'Com');
    await advance(1000);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(screen.getByRole('presentation')).toHaveTextContent('Nenhum grupo encontrado');
  });
});
