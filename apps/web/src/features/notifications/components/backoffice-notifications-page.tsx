/**
 * /backoffice/notificacoes (back office, staff with BACKOFFICE:NOTIFICACOES:CRIAR): write a
 * notification for the customers' bell, and see those already sent.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { notificationMessages } from '@painel/domain';
import { NotificationForm } from './notification-form';
import { SentNotifications } from './sent-notifications';

export function BackofficeNotificationsPage() {
  const [page, setPage] = useState(0);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1">{notificationMessages.title}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {notificationMessages.backofficeSubtitle}
      </Typography>
      <Box
        sx={{
          mt: 4,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
          alignItems: 'start',
        }}
      >
        <NotificationForm onCreated={() => setPage(0)} />
        <SentNotifications page={page} onPageChange={setPage} />
      </Box>
    </Container>
  );
}
