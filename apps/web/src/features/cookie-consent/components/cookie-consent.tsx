/**
 * The cookie-consent bar (PF 2 'Shell'): for a signed-in portal user, a short text with the
 * privacy policy (new tab) and ENTENDI. Once accepted it stays hidden for that user for
 * COOKIE_CONSENT_DAYS, remembered in a cookie keyed by the user's id (another person on the same
 * browser still sees it). It sits beside the docked side menu, never over it, and while it shows
 * it publishes its height (--painel-bottom-inset) so the virtual seller floats above it.
 */
import { useLayoutEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CookieOutlined from '@mui/icons-material/CookieOutlined';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { COOKIE_CONSENT_DAYS, cookieConsentMessages, screenMessages } from '@painel/domain';
import { getEnvironment } from '../../../config/environment';
import { readCookie, writeCookie } from '../../../lib/cookies';
import { useCurrentUser } from '../../../lib/current-user';
import { usePublicConfig } from '../../../lib/public-config';

export const cookieConsentCookieName = (userId: number) => `painel_cookies_aceitos_${userId}`;
const MAX_AGE_S = COOKIE_CONSENT_DAYS * 24 * 60 * 60;
/** The room the bar takes at the bottom; what floats there (the virtual seller) rises above it. */
const BOTTOM_INSET = '--painel-bottom-inset';

/** Publishes the bar's height while it shows, following its changes (text wrapping on resize). */
function usePublishedHeight(bar: HTMLElement | null) {
  useLayoutEffect(() => {
    if (!bar) return;
    const root = document.documentElement.style;
    const publish = () => root.setProperty(BOTTOM_INSET, `${bar.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.removeProperty(BOTTOM_INSET);
    };
  }, [bar]);
}

export function CookieConsent() {
  const user = useCurrentUser();
  const config = usePublicConfig();
  const cookie = cookieConsentCookieName(user.id);
  const [accepted, setAccepted] = useState(() => readCookie(cookie) !== null);
  const [bar, setBar] = useState<HTMLElement | null>(null);
  usePublishedHeight(bar);
  if (getEnvironment() !== 'portal' || accepted || !config) return null;

  const accept = () => {
    writeCookie(cookie, '1', { maxAgeSeconds: MAX_AGE_S });
    setAccepted(true);
  };

  return (
    <Paper
      ref={setBar}
      component="section"
      aria-label={cookieConsentMessages.region}
      elevation={8}
      square
      sx={{
        position: 'fixed',
        // Desktops: beside the docked side menu (the shell publishes its width), so 'Sair' stays
        // in view; phones: the full width, under the open menu (a modal drawer, a higher layer).
        left: { xs: 0, md: 'var(--painel-sidebar-width, 0px)' },
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        // Follows the side menu as it opens and closes.
        transition: (theme) =>
          theme.transitions.create('left', { duration: theme.transitions.duration.shorter }),
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          py: 2,
          display: 'flex',
          alignItems: { xs: 'stretch', sm: 'center' },
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
        }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexGrow: 1 }}>
          <CookieOutlined aria-hidden color="primary" sx={{ mt: 0.25 }} />
          <Typography variant="body2">
            {cookieConsentMessages.text}{' '}
            <Link
              href={config.privacyPolicyUrl}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ fontWeight: 500 }}
            >
              {cookieConsentMessages.policyLink}
              <Box component="span" sx={visuallyHidden}>
                {` ${cookieConsentMessages.newTab}`}
              </Box>
            </Link>
            .
          </Typography>
        </Box>
        <Button variant="contained" onClick={accept} sx={{ flexShrink: 0, minWidth: 140 }}>
          {screenMessages.cookieConsentAccept}
        </Button>
      </Box>
    </Paper>
  );
}
