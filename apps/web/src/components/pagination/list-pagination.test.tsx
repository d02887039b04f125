import { useState, type ReactElement } from 'react';
import { render as renderPlain, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { theme } from '../../theme/theme';
import { ListPagination } from './list-pagination';

/** In the app's theme, whose pt-BR locale names the arrows ('Ir para a próxima página'). */
const render = (ui: ReactElement) =>
  renderPlain(ui, { wrapper: ({ children }) => <ThemeProvider theme={theme}>{children}</ThemeProvider> });

function Pager({ count, initialSize = 10 }: { count: number; initialSize?: number }) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(initialSize);
  return (
    <>
      <ListPagination
        page={page}
        rowsPerPage={size}
        count={count}
        onPageChange={setPage}
        onRowsPerPageChange={(next) => {
          setSize(next);
          setPage(0);
        }}
      />
      <p>
        página {page}, tamanho {size}
      </p>
    </>
  );
}

describe('ListPagination', () => {
  it('speaks pt-BR: rows per page and "x - y de n", and moves between pages', async () => {
    const user = userEvent.setup();
    render(<Pager count={53} />);
    expect(screen.getByText('Linhas por página:')).toBeInTheDocument();
    expect(screen.getByText('1 - 10 de 53')).toBeInTheDocument();
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    expect(screen.getByText('11 - 20 de 53')).toBeInTheDocument();
    expect(screen.getByText('página 1, tamanho 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir para a página anterior' }));
    expect(screen.getByText('1 - 10 de 53')).toBeInTheDocument();
  });

  it('offers 10 to 50 rows per page and goes back to the first page on a new size', async () => {
    const user = userEvent.setup();
    render(<Pager count={53} />);
    await user.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    await user.click(screen.getByRole('combobox', { name: /Linhas por página/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['10', '15', '20', '25', '30', '40', '50']);
    await user.click(screen.getByRole('option', { name: '25' }));
    expect(screen.getByText('1 - 25 de 53')).toBeInTheDocument();
    expect(screen.getByText('página 0, tamanho 25')).toBeInTheDocument();
  });

  it("offers a screen's own size as well", async () => {
    const user = userEvent.setup();
    render(<Pager count={12} initialSize={5} />);
    expect(screen.getByText('1 - 5 de 12')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Linhas por página/ }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option')[0]).toHaveTextContent('5');
  });

  it.each([0, 1, 10])('is hidden when %i rows fit on one page', (count) => {
    const { container } = render(
      <ListPagination
        page={0}
        rowsPerPage={10}
        count={count}
        onPageChange={() => {}}
        onRowsPerPageChange={() => {}}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
