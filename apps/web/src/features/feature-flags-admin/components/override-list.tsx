/**
 * One level of a flag's exceptions (companies or users): each row with its own switch and a
 * remove button, then the level's own way to add one. Only edits the draft; the card saves.
 */
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { featureFlagMessages } from '@painel/domain';

export interface OverrideRow {
  id: number;
  title: string;
  caption: string;
  enabled: boolean;
}

interface OverrideListProps {
  heading: string;
  rows: readonly OverrideRow[];
  disabled: boolean;
  onToggle: (id: number, enabled: boolean) => void;
  onRemove: (id: number) => void;
  /** How this level adds an exception (a customer search, a user search). */
  addForm: ReactNode;
}

export function OverrideList({ heading, rows, disabled, onToggle, onRemove, addForm }: OverrideListProps) {
  const headingId = useId();

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {heading}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {featureFlagMessages.noOverrides}
        </Typography>
      ) : (
        <List dense disablePadding>
          {rows.map((row) => (
            <ListItem
              key={row.id}
              disableGutters
              divider
              secondaryAction={
                <Box sx={{ display: 'flex', alignItems: 'center' }}>
                  <Switch
                    checked={row.enabled}
                    disabled={disabled}
                    onChange={(event) => onToggle(row.id, event.target.checked)}
                    slotProps={{ input: { 'aria-label': featureFlagMessages.overrideOn(row.title) } }}
                  />
                  <Tooltip title={featureFlagMessages.remove(row.title)}>
                    <IconButton
                      edge="end"
                      disabled={disabled}
                      aria-label={featureFlagMessages.remove(row.title)}
                      onClick={() => onRemove(row.id)}
                    >
                      <DeleteOutlined />
                    </IconButton>
                  </Tooltip>
                </Box>
              }
              sx={{ pr: 13 }}
            >
              <ListItemText
                primary={row.title}
                secondary={row.caption}
                slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Box sx={{ mt: 1.5 }}>{addForm}</Box>
    </Box>
  );
}
