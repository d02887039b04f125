/**
 * A button that is busy (PF 4 'loading button shows spinner and is disabled'). MUI's Button
 * already draws the spinner and disables itself with `loading`; this adds what a screen reader
 * needs: aria-busy, and the spinner named by the button's own text. A disabled button loses the
 * focus, so the busy state is also announced politely in a status region while it lasts.
 */
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import { visuallyHidden } from '@mui/utils';
import { screenMessages } from '@painel/domain';

export type LoadingButtonProps = Omit<ButtonProps, 'loading'> & { loading?: boolean };

export function LoadingButton({ loading = false, children, ...props }: LoadingButtonProps) {
  return (
    <>
      <Button {...props} loading={loading} aria-busy={loading}>
        {children}
      </Button>
      <Box component="span" role="status" sx={visuallyHidden}>
        {loading ? screenMessages.loading : ''}
      </Box>
    </>
  );
}
