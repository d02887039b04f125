/**
 * One customer in the back office: its name, document, plan, status and user count, and
 * its areas as links by route — Grupos, Usuários, Perfis de acesso, Atividade, Pagamentos — so each area is a
 * page of its own (built by its own feature), linked exactly when its route rule (domain menu.ts,
 * from policies.ts) lets the viewer open it: the link and the page cannot disagree. Its default
 * access days and hours are shown, and set by staff who edit the customer's groups.
 */
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  canOpenRoute,
  customerDisplayName,
  groupMessages,
  maskDocument,
  paymentMessages,
  policies,
  type PrivateRouteKey,
} from '@painel/domain';
import { useCurrentUser } from '../../../lib/current-user';
import { useAllowed, useViewer } from '../../../lib/viewer';
import { useCustomerSummary } from '../api/get-customer-summary';
import { FiscalDataSection } from './fiscal-data-section';
import { CustomerHours } from './customer-hours';
import { CustomerStatusChip } from './status-chip';

/** The customer's areas: each a route of its own, shown when its route may be opened. */
function areasOf(customerId: number): { label: string; to: string; route: PrivateRouteKey }[] {
  const base = `/clientes/${customerId}`;
  return [
    { label: groupMessages.tabGroups, to: `${base}/editar/grupos`, route: 'backofficeCustomerGroups' },
    { label: groupMessages.tabUsers, to: `${base}/editar/usuarios`, route: 'backofficeCustomerUsers' },
    { label: groupMessages.tabProfiles, to: `${base}/editar/perfis`, route: 'backofficeCustomerProfiles' },
    { label: groupMessages.tabActivity, to: `${base}/atividade`, route: 'backofficeCustomerActivity' },
    { label: paymentMessages.title, to: `${base}/pagamentos`, route: 'backofficeCustomerPayments' },
  ];
}

export function CustomerPage({ customerId }: { customerId: number }) {
  const viewer = useViewer();
  const { blockedState } = useCurrentUser();
  const summary = useCustomerSummary(customerId);
  const areas = areasOf(customerId).filter((area) => canOpenRoute(area.route, { viewer, blockedState }));
  const canSeeFiscalData = useAllowed(policies.payments.fiscalData);

  return (
    <Container maxWidth="lg">
      <Link component={RouterLink} to="/clientes" sx={{ display: 'inline-block', mb: 2 }}>
        {groupMessages.backToCustomers}
      </Link>
      {summary.isError && <Alert severity="error">{summary.error.message}</Alert>}
      {summary.isPending && <Skeleton variant="rounded" height={120} />}
      {summary.data && (
        <Paper variant="panel" sx={{ mb: 3 }}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {customerDisplayName(summary.data)}
            </Typography>
            <CustomerStatusChip customer={summary.data} />
          </Box>
          <Box
            component="dl"
            sx={{
              m: 0,
              mt: 2,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            }}
          >
            {summary.data.customerName && (
              <>
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {groupMessages.customerColumn}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {summary.data.customerName}
                </Typography>
              </>
            )}
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {groupMessages.documentColumn}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {maskDocument(summary.data.document)}
            </Typography>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {groupMessages.planColumn}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {groupMessages.planLabels[summary.data.planType]}
            </Typography>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {groupMessages.usersColumn}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {summary.data.usersCount}
            </Typography>
          </Box>
        </Paper>
      )}
      <Box component="nav" aria-label={groupMessages.customerTabs}>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {areas.map((area) => (
            <li key={area.to}>
              <Button component={RouterLink} to={area.to} variant="outlined">
                {area.label}
              </Button>
            </li>
          ))}
        </Box>
      </Box>
      {summary.data && <CustomerHours customerId={customerId} />}
      {canSeeFiscalData && <FiscalDataSection customerId={customerId} />}
    </Container>
  );
}
