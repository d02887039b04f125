/**
 * The 'Filtros:' line: one chip per filter on, each with a remove icon. A chip is one
 * button named 'Remover filtro Nome: Ana' (click, Enter, Space, Delete or Backspace removes it),
 * never a button inside a button. A filter whose key is not in the URL cannot be removed:
 * its chip is plain text.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { widgetMessages } from '@painel/domain';

export interface FilterChip {
  key: string;
  /** The filter's name, e.g. 'Nome'. */
  label: string;
  /** What it is set to, as the user reads it (a status name, not its id). */
  value: string;
}

export interface FilterChipsProps {
  chips: readonly FilterChip[];
  canRemove(key: string): boolean;
  onRemove(key: string): void;
}

export function FilterChips({ chips, canRemove, onRemove }: FilterChipsProps) {
  const labelId = useId();
  if (chips.length === 0) return null;
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
    >
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
        {widgetMessages.filtersChips}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
        {chips.map(({ key, label, value }) => {
          const text = `${label}: ${value}`;
          const remove = () => onRemove(key);
          return (
            <li key={key}>
              {canRemove(key) ? (
                <Chip
                  label={text}
                  onClick={remove}
                  onDelete={remove}
                  aria-label={widgetMessages.removeFilter(text)}
                  color="primary"
                  variant="outlined"
                />
              ) : (
                <Chip label={text} variant="outlined" />
              )}
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
