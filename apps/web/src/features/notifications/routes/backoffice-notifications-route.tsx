/**
 * The back-office notifications screen, for staff with BACKOFFICE:NOTIFICACOES:CRIAR. Only shows
 * or hides: the API refuses the calls to anyone else (and does not have them in the portal).
 */
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { PERMISSIONS, hasPermission, notificationMessages } from '@painel/domain';
import { getEnvironment } from '../../../config/environment';
import { useCurrentUser } from '../../../lib/current-user';
import { BackofficeNotificationsPage } from '../components/backoffice-notifications-page';

export function BackofficeNotificationsRoute() {
  const user = useCurrentUser();
  const allowed = getEnvironment() === 'backoffice' && hasPermission(user.permissions, PERMISSIONS.backofficeNotificationsCreate);
  if (!allowed) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Alert severity="warning">{notificationMessages.noPermission}</Alert>
      </Container>
    );
  }
  return <BackofficeNotificationsPage />;
}
