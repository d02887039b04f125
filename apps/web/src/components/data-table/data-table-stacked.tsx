/**
 * The data table on a phone: a list with one card per row, so nothing scrolls sideways at 390 px.
 * The card's heading is the 'title' column (the first by default) with the 'aside' columns beside
 * it (a status chip, the row's menu); every other column is a labelled line, its label the
 * column's header ('filled' ones only when the row has a value there). A disabled row is greyed, its controls inert, and its message written under it.
 */
import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fieldOf, type DataTableColumn, type DataTableRowFlags } from './data-table-types';
import { cellContent, expandedContent, swallowClick } from './data-table-row';

type Placement = NonNullable<DataTableColumn<unknown>['stacked']>;

const isFilled = (value: unknown) => value !== null && value !== undefined && value !== '';

function placements<T>(columns: readonly DataTableColumn<T>[]): Placement[] {
  const titled = columns.some((column) => column.stacked === 'title');
  return columns.map((column, index) => column.stacked ?? (!titled && index === 0 ? 'title' : 'line'));
}

export interface DataTableStackedProps<T extends object> {
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly (T & DataTableRowFlags)[];
  getRowId(row: T): string | number;
  loading: boolean;
  /** What stands in place of the list when there are no rows (the loading state or the empty one). */
  placeholder: ReactNode;
}

export function DataTableStacked<T extends object>({
  label,
  columns,
  rows,
  getRowId,
  loading,
  placeholder,
}: DataTableStackedProps<T>) {
  if (rows.length === 0) return <Box sx={{ p: 2 }}>{placeholder}</Box>;
  const where = placements(columns);
  const of = (placement: Placement) => columns.filter((_column, index) => where[index] === placement);
  const [title, aside] = [of('title'), of('aside')];
  const lines = columns.filter((_column, index) => where[index] === 'line' || where[index] === 'filled');
  return (
    <Box component="ul" aria-label={label} aria-busy={loading} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => {
        const disabled = row.disableRow === true;
        return (
          <Box
            component="li"
            key={getRowId(row)}
            aria-disabled={disabled || undefined}
            onClickCapture={disabled ? swallowClick : undefined}
            sx={{
              px: 2,
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-of-type': { borderBottom: 0 },
              ...(disabled ? { color: 'text.disabled', '& *': { pointerEvents: 'none' } } : {}),
            }}
          >
            {(title.length > 0 || aside.length > 0) && (
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                <Box sx={{ minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {title.map((column) => (
                    <Box key={column.accessor}>{cellContent(row, column)}</Box>
                  ))}
                </Box>
                {aside.length > 0 && (
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
                    {aside.map((column) => (
                      <Box key={column.accessor}>{cellContent(row, column)}</Box>
                    ))}
                  </Box>
                )}
              </Box>
            )}
            {lines.length > 0 && (
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'minmax(auto, 40%) minmax(0, 1fr)',
                  columnGap: 1.5,
                  rowGap: 0.75,
                  alignItems: 'center',
                  m: 0,
                  mt: 1,
                }}
              >
                {lines
                  .filter((column) => column.stacked !== 'filled' || isFilled(fieldOf(row, column.accessor)))
                  .map((column) => (
                    <Fragment key={column.accessor}>
                      <StackedLine label={column.label}>{cellContent(row, column)}</StackedLine>
                      {column.expandAccessor !== undefined && (
                        // The detail takes the card's whole width, under its line (a phone has no room beside it).
                        <Box component="dd" sx={{ gridColumn: '1 / -1', m: 0, minWidth: 0 }}>
                          {expandedContent(row, column)}
                        </Box>
                      )}
                    </Fragment>
                  ))}
              </Box>
            )}
            {disabled && row.disableRowMessage && (
              <Typography variant="caption" component="p" sx={{ mt: 1 }}>
                {row.disableRowMessage}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

function StackedLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}
