/**
 * A value to copy and keep (a client id, a secret shown once): monospace on a tinted box, broken
 * anywhere so it never widens a dialog, with its copy button beside it.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CopyButton } from './copy-button';

export function CopyableValue({ value, label, testId }: { value: string; label: string; testId?: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        bgcolor: 'action.hover',
        borderRadius: 1,
        px: 1.5,
        py: 1,
      }}
    >
      <Typography
        component="code"
        data-testid={testId}
        sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flex: 1 }}
      >
        {value}
      </Typography>
      <CopyButton text={value} label={label} />
    </Box>
  );
}
