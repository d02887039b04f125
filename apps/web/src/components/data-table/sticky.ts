/**
 * Sticky columns of the data table: each left-sticky column sits after the widths of the
 * left-sticky columns before it; right-sticky ones hug the right edge. They need an opaque
 * background, or the cells scrolling under them would show through.
 */
import type { SxProps, Theme } from '@mui/material/styles';
import { stickySide, type DataTableColumn } from './data-table-types';

/** Each column's left offset in px when it is left-sticky, else null. */
export function leftOffsets<T>(columns: readonly DataTableColumn<T>[]): (number | null)[] {
  let offset = 0;
  return columns.map((column) => {
    if (stickySide(column) !== 'left') return null;
    const mine = offset;
    offset += column.width ?? 0;
    return mine;
  });
}

/** A cell's styles: its width, stickiness, and for a header cell its heading look. */
export function stickyCellSx<T>(
  column: DataTableColumn<T>,
  leftOffset: number | null,
  header: boolean,
): SxProps<Theme> {
  const side = stickySide(column);
  const base = {
    ...(column.width !== undefined ? { width: column.width, minWidth: column.width } : {}),
    ...(header ? { fontWeight: 600, whiteSpace: 'nowrap', bgcolor: 'background.paper' } : {}),
  };
  if (side === null) return base;
  return {
    ...base,
    position: 'sticky',
    ...(side === 'left' ? { left: leftOffset ?? 0 } : { right: 0 }),
    // Above scrolling cells; header cells above sticky body cells.
    zIndex: header ? 3 : 1,
    bgcolor: 'background.paper',
    boxShadow: (theme) =>
      side === 'left' ? `inset -1px 0 0 ${theme.palette.divider}` : `inset 1px 0 0 ${theme.palette.divider}`,
  };
}
