/**
 * The saved-search detail drawer (PF 2, 480 px; PF 3 'Saved search'): the lines of a structured
 * search as a description list, or a single short preview for a search of another kind. Labels
 * and empty values ('Campo vazio', 'Ambos', Sim/Não) come from domain's savedSearchDetails.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { savedSearchDetails, savedSearchPreview, widgetMessages, type SavedSearch } from '@painel/domain';
import { SideDrawer } from './side-drawer';

export interface SavedSearchDrawerProps {
  open: boolean;
  onClose(): void;
  /** A structured search, or the text of a search of another kind. */
  search: SavedSearch | string;
  title?: string;
}

export function SavedSearchDrawer({
  open,
  onClose,
  search,
  title = widgetMessages.savedSearchTitle,
}: SavedSearchDrawerProps) {
  const lines =
    typeof search === 'string'
      ? [{ label: widgetMessages.savedSearch.preview, value: savedSearchPreview(search) }]
      : savedSearchDetails(search);
  return (
    <SideDrawer open={open} onClose={onClose} title={title} variant="savedSearch">
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
        {lines.map(({ label, value }) => (
          <div key={label}>
            <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{
                m: 0,
                fontWeight: 500,
                color: value === widgetMessages.emptyField ? 'text.secondary' : 'text.primary',
                overflowWrap: 'anywhere',
              }}
            >
              {value}
            </Typography>
          </div>
        ))}
      </Box>
    </SideDrawer>
  );
}
