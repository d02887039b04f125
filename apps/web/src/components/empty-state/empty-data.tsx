/**
 * The empty-data placeholder (PF 2, PF 8 'Empty table'): an illustration, a line of text and an
 * optional hint, e.g. AA 2.4's 'Sua busca não retornou nenhum resultado :(' with 'Tente pesquisar
 * por outras informações…'. The illustration is decoration; the text says it all.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { screenMessages } from '@painel/domain';

export interface EmptyDataProps {
  title?: string;
  description?: string;
  /** A button to act on it (clear the filters, create the first item). */
  action?: ReactNode;
}

export function EmptyData({ title = screenMessages.emptyData, description, action }: EmptyDataProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        py: 5,
        px: 2,
        textAlign: 'center',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 72,
          height: 72,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'primary.main',
          mb: 1,
        }}
      >
        <InboxOutlinedIcon sx={{ fontSize: 36 }} />
      </Box>
      <Typography variant="subtitle1" component="p">
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
          {description}
        </Typography>
      )}
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Box>
  );
}
