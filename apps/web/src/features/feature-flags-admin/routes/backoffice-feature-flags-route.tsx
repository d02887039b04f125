/**
 * /backoffice/funcionalidades (ours): staff with BACKOFFICE:FEATUREFLAGS:GERENCIAR switch the
 * portal's feature flags for everyone, a company or a user. Back office only; anyone else
 * is sent to the access-denied page. The customers' portal picks a change up on its next poll.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router';
import { featureFlagMessages, policies } from '@painel/domain';
import { paths } from '../../../config/paths';
import { Can } from '../../../components/can/can';
import { useBackofficeFeatureFlags } from '../api/get-feature-flags';
import { FeatureFlagCard } from '../components/feature-flag-card';
import { QueryState } from '../../../components/query-state/query-state';

function FeatureFlagList() {
  const flags = useBackofficeFeatureFlags();
  if (!flags.isSuccess) {
    return (
      <QueryState
        query={flags}
        errorMessage={featureFlagMessages.loadFailed}
        retryLabel={featureFlagMessages.retry}
      />
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {flags.data.list.map((flag) => (
        <FeatureFlagCard key={flag.name} flag={flag} />
      ))}
    </Box>
  );
}

export function BackofficeFeatureFlagsRoute() {
  return (
    <>
      <Can policy={policies.featureFlags.manage} not>
        <Navigate to={paths.accessDenied} replace />
      </Can>
      <Can policy={policies.featureFlags.manage}>
        <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
          <Typography variant="h1">{featureFlagMessages.pageTitle}</Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 760 }}>
            {featureFlagMessages.pageIntro}
          </Typography>
          <FeatureFlagList />
        </Container>
      </Can>
    </>
  );
}
