/**
 * The FILTROS button (PF 2 'Filter widgets'): opens the filter drawer and shows how many filters
 * are on; beside it, while any is on, an icon button clears them all. The count is part of the
 * button's name ('FILTROS 2 filtros ativos'), so a screen reader hears it too; the name starts
 * with what the button shows, so voice control finds it by its visible text.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FilterListIcon from '@mui/icons-material/FilterList';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import { visuallyHidden } from '@mui/utils';
import { widgetMessages } from '@painel/domain';

export interface FiltersButtonProps {
  activeCount: number;
  onOpen(): void;
  onClear(): void;
  /** Whether the drawer is open, for aria-expanded. */
  expanded?: boolean;
}

export function FiltersButton({ activeCount, onOpen, onClear, expanded = false }: FiltersButtonProps) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        onClick={onOpen}
        aria-haspopup="dialog"
        aria-expanded={expanded}
      >
        {widgetMessages.filters}
        {activeCount > 0 && (
          <>
            {' '}
            <Box
              component="span"
              sx={{
                ml: 1,
                minWidth: 22,
                height: 22,
                px: 0.75,
                borderRadius: 11,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontSize: '0.75rem',
                fontWeight: 600,
                lineHeight: '22px',
                textAlign: 'center',
              }}
            >
              {activeCount}
            </Box>{' '}
            <Box component="span" sx={visuallyHidden}>
              {widgetMessages.filtersActive(activeCount)}
            </Box>
          </>
        )}
      </Button>
      {activeCount > 0 && (
        <Tooltip title={widgetMessages.clearFilters}>
          <IconButton aria-label={widgetMessages.clearFilters} onClick={onClear} color="primary">
            <FilterListOffIcon />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
