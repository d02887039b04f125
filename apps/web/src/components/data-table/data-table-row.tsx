/**
 * One row of the data table: its cells, the expand buttons of columns with an expandAccessor and
 * the line each one opens, and the disabled state (greyed, its controls inert, its message as a
 * tooltip and, for screen readers, as hidden text in the row).
 */
import { Fragment, useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { visuallyHidden } from '@mui/utils';
import { fallbackMessages, widgetMessages } from '@painel/domain';
import { fieldOf, type DataTableColumn, type DataTableRowFlags } from './data-table-types';
import { stickyCellSx } from './sticky';

/** A disabled row's controls stay readable but do nothing: their click (or Enter) stops at the row. */
export function swallowClick(event: SyntheticEvent) {
  event.preventDefault();
  event.stopPropagation();
}

/** A cell's content: the column's cell component, else the value as text. */
export function cellContent<T extends object>(row: T, column: DataTableColumn<T>): ReactNode {
  const value = fieldOf(row, column.accessor);
  const Cell = column.cell;
  return Cell ? <Cell row={row} value={value} /> : asText(value);
}

/** The expanded line's content of a column with an expandAccessor. */
export function expandedContent<T extends object>(row: T, column: DataTableColumn<T>): ReactNode {
  if (column.expandAccessor === undefined) return null;
  const value = fieldOf(row, column.expandAccessor);
  const Expand = column.expandCell;
  return Expand ? <Expand row={row} value={value} /> : asText(value);
}

function asText(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return fallbackMessages.unavailable;
  if (Array.isArray(value)) {
    return (
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {value.map((item, index) => (
          <li key={index}>{String(item)}</li>
        ))}
      </Box>
    );
  }
  return String(value);
}

export interface DataTableRowProps<T extends object> {
  row: T & DataTableRowFlags;
  columns: readonly DataTableColumn<T>[];
  stickyOffsets: readonly (number | null)[];
}

export function DataTableRow<T extends object>({ row, columns, stickyOffsets }: DataTableRowProps<T>) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const baseId = useId();
  const disabled = row.disableRow === true;
  const message = disabled ? row.disableRowMessage : undefined;
  const openColumn = columns.find(
    (column) => column.expandAccessor !== undefined && column.accessor === expanded,
  );

  const cells = columns.map((column, index) => {
    const detailsId = `${baseId}-${column.accessor}`;
    const isOpen = expanded === column.accessor;
    return (
      <TableCell
        key={column.accessor}
        align={column.align}
        sx={stickyCellSx(column, stickyOffsets[index] ?? null, false)}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            justifyContent: column.align === 'right' ? 'flex-end' : undefined,
          }}
        >
          <Box sx={{ minWidth: 0 }}>{cellContent(row, column)}</Box>
          {column.expandAccessor !== undefined && (
            <IconButton
              size="small"
              aria-expanded={isOpen}
              aria-controls={isOpen ? detailsId : undefined}
              aria-label={isOpen ? widgetMessages.collapseRow : widgetMessages.expandRow}
              onClick={() => setExpanded(isOpen ? null : column.accessor)}
            >
              <KeyboardArrowDownIcon
                sx={{ transition: 'transform 150ms', transform: isOpen ? 'rotate(180deg)' : 'none' }}
              />
            </IconButton>
          )}
        </Box>
        {index === 0 && message && <Box sx={visuallyHidden}>{message}</Box>}
      </TableCell>
    );
  });

  const main = (
    <TableRow
      hover={!disabled}
      aria-disabled={disabled || undefined}
      // Focusable so a keyboard user can reach the tooltip that says why.
      tabIndex={message ? 0 : undefined}
      // The cells' own buttons stay readable but do nothing: a click (or Enter on them) stops here.
      onClickCapture={disabled ? swallowClick : undefined}
      sx={
        disabled
          ? {
              '& > td': { color: 'text.disabled', pointerEvents: 'none' },
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
            }
          : undefined
      }
    >
      {cells}
    </TableRow>
  );

  return (
    <Fragment>
      {message ? (
        <Tooltip title={message} describeChild followCursor>
          {main}
        </Tooltip>
      ) : (
        main
      )}
      {openColumn?.expandAccessor !== undefined && (
        <TableRow>
          <TableCell
            id={`${baseId}-${openColumn.accessor}`}
            colSpan={columns.length}
            sx={{ bgcolor: 'action.hover' }}
          >
            {expandedContent(row, openColumn)}
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  );
}
