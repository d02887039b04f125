/**
 * The login page ('/' and '/login'): a brand panel beside the form card on wide screens — or, from
 * 1280 px, the configured campaign banner — and the card alone on small ones; under the card the
 * footer (contacts, privacy policy, terms, seal, copyright). 'BACKOFFICE' sits under the logo in
 * the back office only. About a second after it loads, a pending finished-session notice (PF 2,
 * PF 8) shows until the user closes it. When a product asked for a fresh sign-in (`reautenticar=1`),
 * a notice above the form says why a signed-in person is asked for the password.
 *
 * Kept light (a 150 kB budget for the page's scripts): the terms dialog is downloaded on first use.
 */
import { useEffect } from 'react';
import { useBlocker, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { API_BASE, apiPaths } from '@painel/contracts/routes';
import { FINISHED_SESSION_NOTICE_DELAY_MS, loginMessages } from '@painel/domain';
import { Wordmark } from '../../../components/wordmark';
import { useToast } from '../../../components/toast/toast-context';
import { takeFinishedSessionNotice } from '../../../lib/finished-session-notice';
import { usePublicConfig } from '../../../lib/public-config';
import { getEnvironment } from '../../../config/environment';
import { asksFreshSignIn } from '../../../lib/redirect';
import { brandColors } from '../../../theme/theme';
import { LoginForm } from '../components/login-form';
import { LoginBanner, useBannerWidth } from '../components/login-banner';
import { LoginFooter } from '../components/login-footer';

function BrandPanel() {
  return (
    <Box
      component="aside"
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'flex-end',
        position: 'relative',
        overflow: 'hidden',
        p: 6,
        color: '#ffffff',
        backgroundColor: brandColors.primary,
        backgroundImage: `linear-gradient(160deg, ${brandColors.primary} 0%, ${brandColors.primaryDark} 100%)`,
      }}
    >
      {/* Decorative rings; they carry no meaning. */}
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          top: -120,
          right: -120,
          width: 420,
          height: 420,
          borderRadius: '50%',
          border: `56px solid ${brandColors.accent}`,
          opacity: 0.18,
        }}
      />
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          bottom: -80,
          left: -60,
          width: 260,
          height: 260,
          borderRadius: '50%',
          backgroundColor: '#ffffff',
          opacity: 0.06,
        }}
      />
      <Typography
        component="p"
        sx={{ position: 'relative', fontSize: '2.25rem', fontWeight: 500, lineHeight: 1.2, maxWidth: 420 }}
      >
        {loginMessages.tagline}
      </Typography>
      <Box
        aria-hidden="true"
        sx={{
          position: 'relative',
          mt: 3,
          width: 64,
          height: 4,
          borderRadius: 2,
          bgcolor: brandColors.accent,
        }}
      />
    </Box>
  );
}

/** Shows, once, why the last session ended (the notice a 401 or the countdown left in a cookie). */
function useFinishedSessionNotice() {
  const toast = useToast();
  useEffect(() => {
    const timer = setTimeout(() => {
      const message = takeFinishedSessionNotice();
      if (message) toast.info(message, { durationMs: null });
    }, FINISHED_SESSION_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [toast]);
}

/**
 * A sibling product's single sign-on comes back through this page: the product asked the portal's
 * GET authorize, which sent the visitor here with redirectURL set to that same authorize address.
 * Once signed in, the login form navigates there inside the app, which has no screen at an API
 * address; this hands that one navigation to the browser, which asks the server again.
 */
const AUTHORIZE_PATH = `${API_BASE}${apiPaths.authorize}`;

function useFollowSingleSignOnReturn() {
  const blocker = useBlocker(({ nextLocation }) => nextLocation.pathname === AUTHORIZE_PATH);
  useEffect(() => {
    if (blocker.state === 'blocked')
      window.location.assign(`${blocker.location.pathname}${blocker.location.search}`);
  }, [blocker]);
}

/** Why a signed-in person sees the form: the product they are opening asked for a fresh sign-in. */
function FreshSignInNotice() {
  const [search] = useSearchParams();
  if (!asksFreshSignIn(search)) return null;
  return (
    <Alert severity="info" role="status" sx={{ mb: 3 }}>
      <AlertTitle>{loginMessages.reauthenticateTitle}</AlertTitle>
      {loginMessages.reauthenticateBody}
    </Alert>
  );
}

export function LoginRoute() {
  useFinishedSessionNotice();
  useFollowSingleSignOnReturn();
  const config = usePublicConfig();
  const wide = useBannerWidth();
  const isBackoffice = getEnvironment() === 'backoffice';
  const banner = wide ? config?.loginBanner : null;
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' } }}>
      {/* The form comes first in the page's order (the first Tab reaches the e-mail field); the
          banner is drawn to its left on wide screens. */}
      <Box
        sx={{
          gridColumn: { md: 2 },
          gridRow: { md: 1 },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 3,
          px: { xs: 2, sm: 4 },
          py: { xs: 4, sm: 6 },
        }}
      >
        <Paper component="main" variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 } }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 3 }}>
            <Wordmark size={40} />
            {isBackoffice && (
              <Typography
                sx={{
                  mt: 1,
                  fontWeight: 700,
                  letterSpacing: '0.2em',
                  color: 'secondary.main',
                  fontSize: '0.875rem',
                }}
              >
                {loginMessages.backoffice}
              </Typography>
            )}
          </Box>
          <Typography variant="h1" sx={{ mb: 3, textAlign: 'center' }}>
            {loginMessages.title}
          </Typography>
          <FreshSignInNotice />
          <LoginForm />
        </Paper>
        <LoginFooter config={config} />
      </Box>
      <Box sx={{ display: { xs: 'none', md: 'grid' }, gridColumn: { md: 1 }, gridRow: { md: 1 } }}>
        {banner ? <LoginBanner banner={banner} /> : <BrandPanel />}
      </Box>
    </Box>
  );
}
