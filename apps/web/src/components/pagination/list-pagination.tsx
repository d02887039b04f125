/**
 * The table's pager: MUI's TablePagination with 'Linhas por página:' and 'x - y de n',
 * page sizes 10, 15, 20, 25, 30, 40 and 50, and nothing at all when every row fits on one page.
 * Pages count from 0, as the URL and the API do. On a narrow screen the row wraps.
 */
import TablePagination from '@mui/material/TablePagination';
import { PAGE_SIZE_OPTIONS, isPaginationVisible, widgetMessages } from '@painel/domain';

export interface ListPaginationProps {
  page: number;
  rowsPerPage: number;
  count: number;
  onPageChange(page: number): void;
  onRowsPerPageChange(rowsPerPage: number): void;
  rowsPerPageOptions?: readonly number[];
}

export function ListPagination({
  page,
  rowsPerPage,
  count,
  onPageChange,
  onRowsPerPageChange,
  rowsPerPageOptions = PAGE_SIZE_OPTIONS,
}: ListPaginationProps) {
  if (!isPaginationVisible(count, rowsPerPage)) return null;
  // A screen's own size (the users table's 5) is offered too, or the select would show nothing.
  const options = [...new Set([...rowsPerPageOptions, rowsPerPage])].sort((a, b) => a - b);
  const lastPage = Math.max(0, Math.ceil(count / rowsPerPage) - 1);
  return (
    <TablePagination
      component="div"
      count={count}
      page={Math.min(page, lastPage)}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={options}
      labelRowsPerPage={widgetMessages.rowsPerPage}
      labelDisplayedRows={({ from, to, count: total }) => widgetMessages.pageRange(from, to, total)}
      onPageChange={(_event, next) => onPageChange(next)}
      onRowsPerPageChange={(event) => onRowsPerPageChange(Number(event.target.value))}
      // On a phone the row is wider than a card (390 px: 27 px too many): it wraps instead of
      // scrolling, which hid the next-page button past the card's edge.
      sx={{
        '& .MuiTablePagination-toolbar': {
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
        },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
      }}
    />
  );
}
