/**
 * The back-office notifications screen, for staff with BACKOFFICE:NOTIFICACOES:CRIAR. Only shows
 * or hides: the API refuses the calls to anyone else (and does not have them in the portal).
 */
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { notificationMessages, policies } from '@painel/domain';
import { Can } from '../../../components/can/can';
import { BackofficeNotificationsPage } from '../components/backoffice-notifications-page';

export function BackofficeNotificationsRoute() {
  return (
    <>
      <Can policy={policies.notifications.manage} not>
        <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
          <Alert severity="warning">{notificationMessages.noPermission}</Alert>
        </Container>
      </Can>
      <Can policy={policies.notifications.manage}>
        <BackofficeNotificationsPage />
      </Can>
    </>
  );
}
