/**
 * The table's column and row shapes (PF 3 'Table column: accessor, label, expandAccessor, active,
 * sticky, cell component. Row may carry disableRow with a message shown as tooltip.').
 */
import type { ComponentType } from 'react';

export interface CellProps<T> {
  row: T;
  value: unknown;
}

export interface DataTableColumn<T> {
  /** The row field this column shows (and its key). */
  accessor: string;
  label: string;
  /**
   * A row field with more to show: the cell gets an expand button, and the row opens a line
   * below with that field (through expandCell, or as text / a list).
   */
  expandAccessor?: string;
  /** false hides the column (a column only some viewers see). */
  active?: boolean;
  /** Keeps the column in view while the table scrolls sideways; true is the left edge. */
  sticky?: boolean | 'left' | 'right';
  /** Needed by a second left-sticky column, which sits after the first one's width. */
  width?: number;
  align?: 'left' | 'center' | 'right';
  /** Draws the cell; by default the value as text ('Dado indisponível' when missing). */
  cell?: ComponentType<CellProps<T>>;
  /** Draws the expanded line of expandAccessor. */
  expandCell?: ComponentType<CellProps<T>>;
  /**
   * Where the phone's stacked card shows the column: its heading ('title'; the first column by
   * default), beside the heading ('aside': a status chip, a row menu), a labelled line ('line', the
   * default), a labelled line only when the row's value is there ('filled': a statement's credit or
   * debit) or nowhere ('hidden': a fact the card already says another way).
   */
  stacked?: 'title' | 'aside' | 'line' | 'filled' | 'hidden';
}

/** What a row may carry for the table itself. */
export interface DataTableRowFlags {
  disableRow?: boolean;
  /** Shown as the disabled row's tooltip and read by screen readers. */
  disableRowMessage?: string;
}

export type StickySide = 'left' | 'right' | null;

export function stickySide<T>(column: DataTableColumn<T>): StickySide {
  if (column.sticky === true || column.sticky === 'left') return 'left';
  return column.sticky === 'right' ? 'right' : null;
}

/** Rows are any object; a field is read by name. */
export function fieldOf(row: object, accessor: string): unknown {
  return (row as Record<string, unknown>)[accessor]; // any object can be read by key; missing keys read undefined
}
