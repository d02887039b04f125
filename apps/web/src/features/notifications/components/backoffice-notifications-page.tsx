/**
 * /backoffice/notificacoes (back office, staff with BACKOFFICE:NOTIFICACOES:CRIAR): write a
 * notification for the customers' bell, or an extra one (banner, redirect, virtual seller), and
 * see the bell's notifications already sent.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { notificationMessages } from '@painel/domain';
import { useListQuery } from '../../../components/filters/use-list-query';
import { ExtraNotificationForm } from './extra-notification-form';
import { NotificationForm } from './notification-form';
import { SentNotifications } from './sent-notifications';

type Kind = 'regular' | 'extra';
const NO_FILTERS = [] as const;

export function BackofficeNotificationsPage() {
  const sentList = useListQuery<never>({ filterKeys: NO_FILTERS });
  const [kind, setKind] = useState<Kind>('regular');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1">{notificationMessages.title}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {notificationMessages.backofficeSubtitle}
      </Typography>
      {/* The form, then the sent list under it at the page's whole width: its table has six columns. */}
      <Box sx={{ mt: 4, display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Box sx={{ maxWidth: 720 }}>
          <Tabs
            value={kind}
            onChange={(_event, value: Kind) => setKind(value)}
            aria-label={notificationMessages.kindLabel}
            sx={{ mb: 2 }}
          >
            <Tab
              value="regular"
              label={notificationMessages.kindRegular}
              id="notification-kind-regular"
              aria-controls="notification-kind-panel"
            />
            <Tab
              value="extra"
              label={notificationMessages.kindExtra}
              id="notification-kind-extra"
              aria-controls="notification-kind-panel"
            />
          </Tabs>
          <Box role="tabpanel" id="notification-kind-panel" aria-labelledby={`notification-kind-${kind}`}>
            {kind === 'regular' ? (
              <NotificationForm onCreated={() => sentList.setPage(0)} />
            ) : (
              <ExtraNotificationForm />
            )}
          </Box>
        </Box>
        <SentNotifications list={sentList} />
      </Box>
    </Container>
  );
}
