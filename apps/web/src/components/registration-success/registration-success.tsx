/**
 * The registration-success screen (PF 2 'registration-success screen (default Cadastro realizado
 * com sucesso!, button ACESSAR PLATAFORMA ASSERTIVA)'): a full page with the confirmation as its
 * heading, an optional line under it, and the way into the platform, a link or an action.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { screenMessages } from '@painel/domain';
import { CenteredPage } from '../centered-page';

export interface RegistrationSuccessProps {
  title?: string;
  description?: string;
  /** Where the button goes (a page of this app or the platform's address). */
  accessHref?: string;
  /** Or what it does. */
  onAccess?(): void;
  /** The button takes the focus (the screen replaced a form the keyboard was in). */
  autoFocus?: boolean;
}

export function RegistrationSuccess({
  title = screenMessages.registrationSuccess,
  description,
  accessHref,
  onAccess,
  autoFocus = false,
}: RegistrationSuccessProps) {
  return (
    <CenteredPage textAlign="center">
      <Box
        aria-hidden
        sx={{
          width: 88,
          height: 88,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'success.light',
          color: 'success.contrastText',
        }}
      >
        <CheckCircleOutlinedIcon sx={{ fontSize: 56 }} />
      </Box>
      <Typography variant="h1">{title}</Typography>
      {description && (
        <Typography role="status" color="text.secondary" sx={{ maxWidth: 480 }}>
          {description}
        </Typography>
      )}
      {accessHref ? (
        <Button variant="contained" size="large" href={accessHref} onClick={onAccess} autoFocus={autoFocus}>
          {screenMessages.registrationAccess}
        </Button>
      ) : (
        <Button variant="contained" size="large" onClick={onAccess} autoFocus={autoFocus}>
          {screenMessages.registrationAccess}
        </Button>
      )}
    </CenteredPage>
  );
}
