/**
 * The data table of the account screens (PF 2 'table', PF 3 'Table column', PF 8 'Empty table',
 * PF 9): named columns (hidden with active: false), sticky columns, expandable rows, disabled
 * rows with a tooltip, a loading state, the empty-data placeholder, an optional 350 px scrolling
 * body with a fixed header, and the pt-BR pager under it. Below `stackBelow` (a phone) the same rows
 * are stacked cards with label/value lines (data-table-stacked.tsx), the same pager under them.
 */
import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Breakpoint, Theme } from '@mui/material/styles';
import SwipeIcon from '@mui/icons-material/Swipe';
import { SCROLL_TABLE_HEIGHT_PX, screenMessages } from '@painel/domain';
import { EmptyData } from '../empty-state/empty-data';
import { ListPagination, type ListPaginationProps } from '../pagination/list-pagination';
import type { DataTableColumn, DataTableRowFlags } from './data-table-types';
import { DataTableRow } from './data-table-row';
import { DataTableStacked } from './data-table-stacked';
import { leftOffsets, stickyCellSx } from './sticky';

export interface DataTableProps<T extends object> {
  /** The table's accessible name (e.g. 'Usuários'). */
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly (T & DataTableRowFlags)[];
  getRowId(row: T): string | number;
  loading?: boolean;
  /** What an empty table shows; the generic empty-data placeholder by default. */
  empty?: ReactNode;
  /** Scrolls the body within 350 px, the header staying in view. */
  scroll?: boolean;
  pagination?: ListPaginationProps;
  /** Below this width the rows are stacked cards (data-table-stacked.tsx); false keeps the table. */
  stackBelow?: Breakpoint | false;
}

export function DataTable<T extends object>({
  label,
  columns,
  rows,
  getRowId,
  loading = false,
  empty,
  scroll = false,
  pagination,
  stackBelow = 'sm',
}: DataTableProps<T>) {
  const stacked = useMediaQuery((theme: Theme) => theme.breakpoints.down(stackBelow || 'xs'));
  const visible = columns.filter((column) => column.active !== false);
  const offsets = leftOffsets(visible);
  const refreshing = loading && rows.length > 0;
  const [containerRef, { overflowing, sideways, width }] = useOverflow<HTMLDivElement>();
  const placeholder = loading ? (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 5 }}
    >
      <CircularProgress size={28} aria-hidden />
      <Typography color="text.secondary">{screenMessages.loading}</Typography>
    </Box>
  ) : (
    (empty ?? <EmptyData />)
  );
  if (stacked && stackBelow !== false) {
    return (
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ height: 4 }}>{refreshing && <LinearProgress aria-label={screenMessages.loading} />}</Box>
        <DataTableStacked
          label={label}
          columns={visible}
          rows={rows}
          getRowId={getRowId}
          loading={loading}
          placeholder={placeholder}
        />
        {pagination && <ListPagination {...pagination} />}
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ height: 4 }}>{refreshing && <LinearProgress aria-label={screenMessages.loading} />}</Box>
      {/* Columns beyond the window's edge (a phone): say so, or they go unnoticed. */}
      {sideways && rows.length > 0 && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 2, pt: 0.5 }}
        >
          <SwipeIcon fontSize="small" aria-hidden />
          {screenMessages.tableScrollHint}
        </Typography>
      )}
      {/* While it scrolls (a phone), the keyboard can reach and scroll it (axe: scrollable-region-focusable). */}
      <TableContainer
        ref={containerRef}
        {...(overflowing ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
        sx={{
          ...(scroll ? { maxHeight: SCROLL_TABLE_HEIGHT_PX } : {}),
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <Table aria-label={label} aria-busy={loading} stickyHeader={scroll} size="medium">
          <TableHead>
            <TableRow>
              {visible.map((column, index) => (
                <TableCell
                  key={column.accessor}
                  scope="col"
                  align={column.align}
                  sx={stickyCellSx(column, offsets[index] ?? null, true)}
                >
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={visible.length} sx={{ borderBottom: 0, p: 0 }}>
                  {/* Pinned to the scroller's visible width, so a wide table's message is not cut off. */}
                  <Box
                    sx={{
                      position: 'sticky',
                      left: 0,
                      p: 2,
                      boxSizing: 'border-box',
                      ...(width > 0 ? { width } : {}),
                    }}
                  >
                    {placeholder}
                  </Box>
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <DataTableRow key={getRowId(row)} row={row} columns={visible} stickyOffsets={offsets} />
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination && <ListPagination {...pagination} />}
    </Paper>
  );
}

interface Overflow {
  /** The content is wider or taller than the element. */
  overflowing: boolean;
  /** The content is wider: columns lie beyond the edge. */
  sideways: boolean;
  /** The element's visible width in px (0 before measuring). */
  width: number;
}

/** Whether the element's content is wider or taller than the element, kept current as it resizes. */
function useOverflow<E extends HTMLElement>(): [(element: E | null) => void, Overflow] {
  const [element, setElement] = useState<E | null>(null);
  const [overflow, setOverflow] = useState<Overflow>({ overflowing: false, sideways: false, width: 0 });
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const sideways = element.scrollWidth > element.clientWidth;
      const overflowing = sideways || element.scrollHeight > element.clientHeight;
      const width = element.clientWidth;
      setOverflow((old) =>
        old.overflowing === overflowing && old.sideways === sideways && old.width === width
          ? old
          : { overflowing, sideways, width },
      );
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const table = element.firstElementChild;
    if (table) observer.observe(table);
    measure();
    return () => observer.disconnect();
  }, [element]);
  return [setElement, overflow];
}
