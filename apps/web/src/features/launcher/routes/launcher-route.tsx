/**
 * /inicio, the panel start (PF 2 'Product-trail launcher'): a greeting, then the five trails with
 * their product cards; a card launches its product through single sign-on (origin HOME).
 *
 * Who sees what here (our reading of PF 1 and PF 6):
 * - Portal users: the trails. The trail of their last choice (the last-choice cookie) is marked and
 *   scrolled into view. While the company is blocked for non-payment a notice says why every card
 *   is disabled.
 * - Trial users: the same trails, since a trial exists to try the products; the products they own
 *   launch like anyone's. What PF 6 takes from them (the top-bar switcher, 'Minha plataforma') is
 *   outside this page; a line says they are in the trial. Once the trial is over ('Período
 *   expirado.') every card is disabled and a notice names the ways out: Contratar planos, Alterar
 *   senha (its links), Sair (the menu's).
 * - Back-office staff: no trails. Staff launch no products (PF 1: no product switcher there), so
 *   the start leads to their own areas instead.
 */
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import CampaignIcon from '@mui/icons-material/Campaign';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import {
  fallbackMessages,
  isTrial,
  launcherMessages,
  screenMessages,
  shellMessages,
  trialMessages,
  trialPhase,
  type Viewer,
} from '@painel/domain';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/current-user';
import { readLastChoice, useProductLauncher } from '../../../lib/product-launch';
import { useViewer } from '../../../lib/viewer';
import { launcherLock, launcherTrails } from '../model/launcher-trails';
import { TrailSection } from '../components/trail-section';

const BLOCKED_NOTICE_ID = 'inicio-bloqueio';

/** An expired trial's notice: why the cards are locked, and the ways out. */
function ExpiredTrialNotice() {
  return (
    <Alert id={BLOCKED_NOTICE_ID} severity="warning" sx={{ mb: 3, '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle component="h2" sx={{ fontSize: '1rem' }}>
        {trialMessages.expired}
      </AlertTitle>
      {trialMessages.expiredNotice}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button component={RouterLink} to={paths.plans} variant="contained" size="small">
          {shellMessages.plans}
        </Button>
        <Button component={RouterLink} to={paths.trialPassword} variant="outlined" size="small">
          {shellMessages.trialPassword}
        </Button>
      </Box>
    </Alert>
  );
}

export function LauncherRoute() {
  const user = useCurrentUser();
  const viewer = useViewer();
  const company = user.company.tradingName ?? user.company.name;
  const backoffice = viewer.environment === 'backoffice';
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box component="div" sx={{ mb: { xs: 3, md: 4 } }}>
        <Typography variant="h1">{screenMessages.greeting(user.firstName || user.name)}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, fontWeight: 500 }}>
          {company || fallbackMessages.unavailable}
        </Typography>
        {/* An expired trial has nothing to try: its notice below says why and what is left. */}
        {(backoffice || trialPhase(viewer) !== 'expired') && (
          <Typography sx={{ mt: 2 }}>
            {backoffice
              ? launcherMessages.backofficeIntro
              : isTrial(viewer)
                ? launcherMessages.trialIntro
                : launcherMessages.intro}
          </Typography>
        )}
      </Box>
      {backoffice ? <BackofficeStart /> : <Trails viewer={viewer} />}
    </Container>
  );
}

function Trails({ viewer }: { viewer: Viewer }) {
  const launch = useProductLauncher();
  // Read once: a launch writes the cookie as the page leaves, and the marks should not move meanwhile.
  const [lastChoice] = useState(readLastChoice);
  const trails = useMemo(() => launcherTrails(viewer), [viewer]);
  const blocked = launcherLock(viewer) !== null;
  return (
    <>
      {trialPhase(viewer) === 'expired' ? (
        <ExpiredTrialNotice />
      ) : (
        blocked && (
          <Alert id={BLOCKED_NOTICE_ID} severity="warning" sx={{ mb: 3 }}>
            {launcherMessages.blockedTooltip}
          </Alert>
        )
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        {trails.map((item) => (
          <TrailSection
            key={item.trail.code}
            item={item}
            lastChosen={lastChoice?.trail === item.trail.code}
            lastProductId={lastChoice?.productId ?? null}
            disabledReasonId={blocked ? BLOCKED_NOTICE_ID : undefined}
            onLaunch={(productId) => launch({ productId, origin: 'HOME', trail: item.trail.code })}
          />
        ))}
      </Box>
    </>
  );
}

const BACKOFFICE_AREAS = [
  {
    to: paths.backofficeNotifications,
    title: launcherMessages.backofficeNotifications,
    hint: launcherMessages.backofficeNotificationsHint,
    Icon: CampaignIcon,
  },
  {
    to: paths.backofficeFeatureFlags,
    title: launcherMessages.backofficeFeatureFlags,
    hint: launcherMessages.backofficeFeatureFlagsHint,
    Icon: ToggleOnIcon,
  },
] as const;

function BackofficeStart() {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
      }}
    >
      {BACKOFFICE_AREAS.map(({ to, title, hint, Icon }) => (
        <li key={to}>
          <ButtonBase
            component={RouterLink}
            to={to}
            focusRipple
            sx={{
              width: '100%',
              display: 'flex',
              justifyContent: 'flex-start',
              alignItems: 'flex-start',
              gap: 2,
              p: 2.5,
              textAlign: 'left',
              borderRadius: 3,
              border: '1px solid',
              borderColor: 'divider',
              bgcolor: 'background.paper',
              '&:hover, &.Mui-focusVisible': { borderColor: 'primary.main' },
              '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <Box
              sx={{
                display: 'grid',
                placeItems: 'center',
                width: 44,
                height: 44,
                borderRadius: 2,
                color: '#ffffff',
                bgcolor: 'primary.main',
              }}
            >
              <Icon aria-hidden focusable="false" />
            </Box>
            <Box>
              <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
                {title}
              </Typography>
              <Typography
                component="span"
                variant="body2"
                color="text.secondary"
                sx={{ display: 'block', mt: 0.5 }}
              >
                {hint}
              </Typography>
            </Box>
          </ButtonBase>
        </li>
      ))}
    </Box>
  );
}
