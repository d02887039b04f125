/**
 * A users-like list screen made of the filter widgets and useListQuery, driven as a user would:
 * the URL is the state, so every step asserts both what shows and the query it left.
 */
import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TextField from '@mui/material/TextField';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { FilterChips } from './filter-chips';
import { FilterDrawer } from './filter-drawer';
import { FiltersButton } from './filters-button';
import { useListQuery } from './use-list-query';

const FILTER_KEYS = ['name', 'email'] as const;
const LABELS = { name: 'Nome', email: 'E-mail' } as const;

function UsersList() {
  const list = useListQuery({ filterKeys: FILTER_KEYS, defaultSize: 5 });
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(list.filters);
  const chips = [
    // A filter the screen fixes itself: shown, never removable.
    { key: 'customer', label: 'Cliente', value: 'Empresa Demonstração' },
    ...FILTER_KEYS.filter((key) => list.filters[key] !== '').map((key) => ({
      key,
      label: LABELS[key],
      value: list.filters[key],
    })),
  ];
  return (
    <main>
      <FiltersButton
        activeCount={list.activeCount}
        expanded={open}
        onOpen={() => {
          setDraft(list.filters);
          setOpen(true);
        }}
        onClear={list.clearFilters}
      />
      <FilterChips chips={chips} canRemove={list.canRemove} onRemove={list.removeFilter} />
      <p>
        Página {list.page}, {list.size} por página
      </p>
      <button type="button" onClick={() => list.setPage(list.page + 1)}>
        Próxima
      </button>
      <FilterDrawer
        open={open}
        onClose={() => setOpen(false)}
        submitDisabled={Object.values(draft).every((value) => value.trim() === '')}
        onSubmit={() => list.applyFilters(draft)}
      >
        <TextField
          label="Nome"
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
        <TextField
          label="E-mail"
          value={draft.email}
          onChange={(event) => setDraft({ ...draft, email: event.target.value })}
        />
      </FilterDrawer>
    </main>
  );
}

function renderList(url: string) {
  const router = createMemoryRouter([{ path: '/usuarios', Component: UsersList }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  const query = () => new URLSearchParams(router.state.location.search);
  return { router, user: userEvent.setup(), query };
}

describe('filters in the URL', () => {
  it('reads page and size from the URL, defaulting to 0 and the screen size', () => {
    renderList('/usuarios');
    expect(screen.getByText('Página 0, 5 por página')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'FILTROS' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).not.toBeInTheDocument();
  });

  it('counts the filters on and removes one from its chip, back on the first page', async () => {
    const { user, query } = renderList('/usuarios?name=Ana&email=ana%40x.com&page=2&size=20');
    expect(screen.getByText('Página 2, 20 por página')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'FILTROS 2 filtros ativos' })).toBeInTheDocument();
    const chips = screen.getByRole('group', { name: 'Filtros:' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cliente: Empresa Demonstração', 'Nome: Ana', 'E-mail: ana@x.com']);
    await expectNoAxeViolations();

    await user.click(within(chips).getByRole('button', { name: 'Remover filtro Nome: Ana' }));
    expect(query().get('name')).toBeNull();
    expect(query().get('email')).toBe('ana@x.com');
    expect(query().get('page')).toBe('0');
    expect(query().get('size')).toBe('20');
    expect(screen.getByRole('button', { name: 'FILTROS 1 filtro ativo' })).toBeInTheDocument();
  });

  it('never offers to remove a filter that is not in the URL', () => {
    renderList('/usuarios?name=Ana');
    const chips = screen.getByRole('group', { name: 'Filtros:' });
    expect(within(chips).getByText('Cliente: Empresa Demonstração')).toBeInTheDocument();
    expect(
      within(chips)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Remover filtro Nome: Ana']);
  });

  it('removes a chip from the keyboard', async () => {
    const { user, query } = renderList('/usuarios?name=Ana&email=b%40x.com');
    screen.getByRole('button', { name: 'Remover filtro E-mail: b@x.com' }).focus();
    await user.keyboard('{Delete}');
    expect(query().get('email')).toBeNull();
    screen.getByRole('button', { name: 'Remover filtro Nome: Ana' }).focus();
    await user.keyboard('{Enter}');
    expect(query().get('name')).toBeNull();
  });

  it('applies the drawer to the URL and starts again at page 0', async () => {
    const { user, query } = renderList('/usuarios?page=3');
    await user.click(screen.getByRole('button', { name: 'FILTROS' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtros' });
    expect(drawer).toHaveAccessibleDescription(
      'Utilize as opções abaixo para exibir apenas as informações desejadas.',
    );
    const submit = within(drawer).getByRole('button', { name: 'FILTRAR' });
    expect(submit).toBeDisabled();
    await expectNoAxeViolations();

    await user.type(within(drawer).getByLabelText('Nome'), '  Bia ');
    expect(submit).toBeEnabled();
    await user.type(within(drawer).getByLabelText('E-mail'), 'bia@x.com{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(Object.fromEntries(query())).toEqual({ name: 'Bia', email: 'bia@x.com', page: '0' });
    expect(screen.getByRole('button', { name: 'FILTROS 2 filtros ativos' })).toHaveFocus();
  });

  it('opens the drawer with the filters on, and clearing a field there removes it', async () => {
    const { user, query } = renderList('/usuarios?name=Ana&email=a%40x.com');
    await user.click(screen.getByRole('button', { name: /^FILTROS/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtros' });
    expect(within(drawer).getByLabelText('Nome')).toHaveValue('Ana');
    await user.clear(within(drawer).getByLabelText('E-mail'));
    await user.click(within(drawer).getByRole('button', { name: 'FILTRAR' }));
    expect(Object.fromEntries(query())).toEqual({ name: 'Ana', page: '0' });
  });

  it('clears every filter with the icon beside the button, keeping the size', async () => {
    const { user, query } = renderList('/usuarios?name=Ana&email=a%40x.com&page=1&size=15');
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(Object.fromEntries(query())).toEqual({ page: '0', size: '15' });
    expect(screen.getByRole('button', { name: 'FILTROS' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).not.toBeInTheDocument();
  });

  it('keeps the filters when the page changes, and the back button undoes it', async () => {
    const { user, query, router } = renderList('/usuarios?name=Ana');
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(Object.fromEntries(query())).toEqual({ name: 'Ana', page: '1' });
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByText('Página 0, 5 por página')).toBeInTheDocument());
  });
});

/** Two lists on one page (the invoices and, under 'arquivos.', the bank's file lines). */
function TwoLists() {
  const invoices = useListQuery({ filterKeys: ['status'] as const });
  const files = useListQuery({ filterKeys: [] as const, prefix: 'arquivos' });
  return (
    <main>
      <p>
        Faturas: página {invoices.page}, {invoices.size} por página, {invoices.filters.status || 'todas'}
      </p>
      <p>
        Arquivos: página {files.page}, {files.size} por página
      </p>
      <button type="button" onClick={() => files.setPage(files.page + 1)}>
        Próxima página de arquivos
      </button>
      <button type="button" onClick={() => invoices.applyFilters({ status: 'PAGA' })}>
        Só pagas
      </button>
    </main>
  );
}

describe('a second list on the page', () => {
  it('keeps its page under its prefix: neither list moves the other', async () => {
    const router = createMemoryRouter([{ path: '/pagamentos', Component: TwoLists }], {
      initialEntries: ['/pagamentos?page=2&size=25'],
    });
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    const query = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
    expect(screen.getByText('Arquivos: página 0, 10 por página')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima página de arquivos' }));
    expect(query()).toEqual({ page: '2', size: '25', 'arquivos.page': '1' });
    expect(screen.getByText('Faturas: página 2, 25 por página, todas')).toBeInTheDocument();
    // Filtering the invoices starts them again at page 0; the files stay where they were.
    await user.click(screen.getByRole('button', { name: 'Só pagas' }));
    expect(query()).toEqual({ page: '0', size: '25', status: 'PAGA', 'arquivos.page': '1' });
    expect(screen.getByText('Arquivos: página 1, 10 por página')).toBeInTheDocument();
  });
});
