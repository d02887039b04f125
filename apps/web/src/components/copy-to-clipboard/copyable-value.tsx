/**
 * A value to copy and keep (a client id, a secret shown once, an authenticator's manual key):
 * monospace on a tinted box, broken anywhere so it never widens a dialog, with its copy button
 * beside it. `shown` is what the box reads when it differs from what is copied (a key in groups of
 * four, copied whole); `label` names the copy button when several sit together, `labelledBy` the
 * text that says what the value is.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CopyButton } from './copy-button';

export function CopyableValue({
  value,
  shown = value,
  label,
  labelledBy,
  testId,
}: {
  value: string;
  shown?: string;
  label?: string;
  labelledBy?: string;
  testId?: string;
}) {
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
        aria-labelledby={labelledBy}
        sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flex: 1 }}
      >
        {shown}
      </Typography>
      <CopyButton text={value} label={label} />
    </Box>
  );
}
