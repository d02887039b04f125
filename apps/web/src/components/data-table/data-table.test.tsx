import type { ReactElement } from 'react';
import { render as renderPlain, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import userEvent from '@testing-library/user-event';
import Chip from '@mui/material/Chip';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { theme } from '../../theme/theme';
import { DataTable } from './data-table';
import type { CellProps, DataTableColumn } from './data-table-types';
import { stubPhoneWidth } from '../../test/phone-width';

interface User {
  id: number;
  name: string;
  email: string | null;
  status: string;
  ips: string[];
  disableRow?: boolean;
  disableRowMessage?: string;
}

/** In the app's theme, whose locale names the pager's buttons in pt-BR. */
const render = (ui: ReactElement) =>
  renderPlain(ui, { wrapper: ({ children }) => <ThemeProvider theme={theme}>{children}</ThemeProvider> });
const onOptions = vi.fn();

const StatusCell = ({ value }: CellProps<User>) => <Chip size="small" label={String(value)} />;

const COLUMNS: DataTableColumn<User>[] = [
  { accessor: 'name', label: 'Nome', sticky: true, width: 200 },
  { accessor: 'email', label: 'E-mail', sticky: 'left', width: 240 },
  { accessor: 'status', label: 'Status', cell: StatusCell },
  { accessor: 'group', label: 'Grupo', active: false },
  { accessor: 'ipCount', label: 'IPs', expandAccessor: 'ips' },
  {
    accessor: 'actions',
    label: 'Ações',
    sticky: 'right',
    cell: ({ row }) => (
      <button type="button" onClick={() => onOptions(row.name)}>
        Opções de {row.name}
      </button>
    ),
  },
];

const ROWS: (User & { ipCount: number })[] = [
  { id: 1, name: 'Ana', email: 'ana@x.com', status: 'Ativo', ips: ['10.0.0.1', '10.0.0.2'], ipCount: 2 },
  {
    id: 2,
    name: 'Bruno',
    email: null,
    status: 'Pendente',
    ips: [],
    ipCount: 0,
    disableRow: true,
    disableRowMessage: 'Usuário aguardando cadastro.',
  },
];

const table = () => screen.getByRole('table', { name: 'Usuários' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('DataTable', () => {
  it('shows the active columns and each row through its cell components', async () => {
    render(<DataTable label="Usuários" columns={COLUMNS} rows={ROWS} getRowId={(row) => row.id} />);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nome', 'E-mail', 'Status', 'IPs', 'Ações']);
    const [ana, bruno] = bodyRows();
    expect(
      within(ana!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Ana', 'ana@x.com', 'Ativo', '2', 'Opções de Ana']);
    // A missing value is said, not left blank.
    expect(within(bruno!).getAllByRole('cell')[1]).toHaveTextContent('Dado indisponível');
    await expectNoAxeViolations();
  });

  it('keeps sticky columns in place, one after the other on the left and one on the right', () => {
    render(<DataTable label="Usuários" columns={COLUMNS} rows={ROWS} getRowId={(row) => row.id} />);
    const [name, email, status, , actions] = within(bodyRows()[0]!).getAllByRole('cell');
    expect(name).toHaveStyle({ position: 'sticky', left: '0px' });
    expect(email).toHaveStyle({ position: 'sticky', left: '200px' });
    expect(actions).toHaveStyle({ position: 'sticky', right: '0px' });
    expect(status).not.toHaveStyle({ position: 'sticky' });
    expect(within(table()).getByRole('columnheader', { name: 'Nome' })).toHaveStyle({
      position: 'sticky',
      left: '0px',
    });
  });

  it('expands and collapses a row with a button that says so', async () => {
    const user = userEvent.setup();
    render(<DataTable label="Usuários" columns={COLUMNS} rows={ROWS} getRowId={(row) => row.id} />);
    const toggle = within(bodyRows()[0]!).getByRole('button', { name: 'Expandir detalhes' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Recolher detalhes');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(
      within(details!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(bodyRows()).toHaveLength(3);
    await expectNoAxeViolations();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(bodyRows()).toHaveLength(2);
  });

  it('greys out a disabled row and tells why, on hover, on focus and to screen readers', async () => {
    const user = userEvent.setup();
    render(<DataTable label="Usuários" columns={COLUMNS} rows={ROWS} getRowId={(row) => row.id} />);
    const bruno = bodyRows()[1]!;
    expect(bruno).toHaveAttribute('aria-disabled', 'true');
    expect(bruno).toHaveTextContent('Usuário aguardando cadastro.');
    expect(bodyRows()[0]).not.toHaveAttribute('aria-disabled');

    await user.hover(bruno);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Usuário aguardando cadastro.');
    await user.unhover(bruno);

    await user.tab(); // Ana's expand button
    await user.tab(); // Ana's options
    await user.tab(); // Bruno's row, where a keyboard user finds the tooltip
    expect(bruno).toHaveFocus();
  });

  it("makes a disabled row's controls do nothing, by mouse or keyboard", async () => {
    const user = userEvent.setup();
    onOptions.mockClear();
    render(<DataTable label="Usuários" columns={COLUMNS} rows={ROWS} getRowId={(row) => row.id} />);
    await user.click(screen.getByRole('button', { name: 'Opções de Ana' }));
    expect(onOptions).toHaveBeenCalledWith('Ana');
    onOptions.mockClear();
    screen.getByRole('button', { name: 'Opções de Bruno' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onOptions).not.toHaveBeenCalled();
  });

  it('shows the empty-data placeholder, or a screen’s own', () => {
    const { rerender } = render(
      <DataTable label="Usuários" columns={COLUMNS} rows={[]} getRowId={(row) => row.id} />,
    );
    expect(table()).toHaveTextContent('Nenhum dado encontrado.');
    rerender(
      <DataTable
        label="Usuários"
        columns={COLUMNS}
        rows={[]}
        getRowId={(row) => row.id}
        empty="Sem usuários associados ao grupo/cliente."
      />,
    );
    expect(table()).toHaveTextContent('Sem usuários associados ao grupo/cliente.');
  });

  it('says it is loading, in place of the rows or over them', () => {
    const { rerender } = render(
      <DataTable label="Usuários" columns={COLUMNS} rows={[]} loading getRowId={(row) => row.id} />,
    );
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(within(table()).getByRole('status')).toHaveTextContent('Carregando…');
    expect(table()).not.toHaveTextContent('Nenhum dado encontrado.');
    rerender(<DataTable label="Usuários" columns={COLUMNS} rows={ROWS} loading getRowId={(row) => row.id} />);
    expect(screen.getByRole('progressbar', { name: 'Carregando…' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(2);
  });

  it('scrolls within 350 px with the header in view', () => {
    render(<DataTable label="Usuários" columns={COLUMNS} rows={ROWS} scroll getRowId={(row) => row.id} />);
    expect(table().parentElement).toHaveStyle({ maxHeight: '350px' });
    expect(within(table()).getByRole('columnheader', { name: 'Status' })).toHaveStyle({
      position: 'sticky',
      top: '0px',
    });
  });

  it('pages under the table', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(
      <DataTable
        label="Usuários"
        columns={COLUMNS}
        rows={ROWS}
        getRowId={(row) => row.id}
        pagination={{ page: 0, rowsPerPage: 10, count: 42, onPageChange, onRowsPerPageChange: () => {} }}
      />,
    );
    expect(screen.getByText('1 - 10 de 42')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('says when columns lie beyond the edge, and keeps the empty message within the visible width', () => {
    // A phone: the table is 900 px wide in a 358 px scroller.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(358);
    try {
      const { rerender } = render(
        <DataTable label="Usuários" columns={COLUMNS} rows={ROWS} getRowId={(row) => row.id} />,
      );
      expect(screen.getByText('Deslize a tabela para o lado para ver todas as colunas.')).toBeVisible();
      rerender(
        <DataTable
          label="Usuários"
          columns={COLUMNS}
          rows={[]}
          getRowId={(row) => row.id}
          empty="Selecione um cliente para visualizar o relatório."
        />,
      );
      expect(
        screen.queryByText('Deslize a tabela para o lado para ver todas as colunas.'),
      ).not.toBeInTheDocument();
      const message = within(table()).getByText('Selecione um cliente para visualizar o relatório.');
      expect(message.closest('td')?.firstElementChild).toHaveStyle({
        position: 'sticky',
        left: '0px',
        width: '358px',
      });
    } finally {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  describe('on a phone', () => {
    const phone = stubPhoneWidth;

    it('stacks each row as a card: the title and its asides, then a labelled line per column', async () => {
      phone();
      try {
        const columns: DataTableColumn<User>[] = COLUMNS.map((column) =>
          column.accessor === 'actions' ? { ...column, stacked: 'aside' } : column,
        );
        render(
          <DataTable
            label="Usuários"
            columns={columns}
            rows={ROWS}
            getRowId={(row) => row.id}
            pagination={{
              page: 0,
              rowsPerPage: 10,
              count: 42,
              onPageChange: () => {},
              onRowsPerPageChange: () => {},
            }}
          />,
        );
        expect(screen.queryByRole('table')).not.toBeInTheDocument();
        const list = screen.getByRole('list', { name: 'Usuários' });
        const ana = within(list).getByText('Ana').closest('li')!;
        expect(within(ana).getByRole('button', { name: 'Opções de Ana' })).toBeInTheDocument();
        expect(
          within(ana)
            .getAllByRole('term')
            .map((term) => term.textContent),
        ).toEqual(['E-mail', 'Status', 'IPs']);
        expect(within(ana).getAllByRole('definition')[0]).toHaveTextContent('ana@x.com');
        // The expandable column's details are written out: there is room below.
        expect(within(ana).getByText('10.0.0.2')).toBeInTheDocument();
        // The disabled row: greyed, inert, and its reason written out.
        const bruno = screen.getByText('Bruno').closest('li')!;
        expect(bruno).toHaveAttribute('aria-disabled', 'true');
        expect(bruno).toHaveTextContent('Usuário aguardando cadastro.');
        expect(screen.getByText('1 - 10 de 42')).toBeInTheDocument();
        await expectNoAxeViolations();
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('shows the empty placeholder in place of the cards, and keeps the table with stackBelow={false}', () => {
      phone();
      try {
        const { rerender } = render(
          <DataTable label="Usuários" columns={COLUMNS} rows={[]} getRowId={(row) => row.id} />,
        );
        expect(screen.getByText('Nenhum dado encontrado.')).toBeInTheDocument();
        rerender(
          <DataTable
            label="Usuários"
            columns={COLUMNS}
            rows={ROWS}
            getRowId={(row) => row.id}
            stackBelow={false}
          />,
        );
        expect(table()).toBeInTheDocument();
      } finally {
        vi.unstubAllGlobals();
      }
    });
  });
});
