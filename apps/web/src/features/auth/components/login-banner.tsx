/**
 * The login page's campaign banner (PF 2 'Login screen'): from BANNER_MIN_WIDTH_PX (1280 px)
 * up, the configured image on its background colour, linking to the campaign (new tab). Below that
 * width it is not rendered at all, so small screens never download the image.
 */
import { useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import type { PublicConfig } from '@painel/contracts';
import { BANNER_MIN_WIDTH_PX, launcherMessages } from '@painel/domain';

type Banner = NonNullable<PublicConfig['loginBanner']>;

const wideQuery = `(min-width: ${BANNER_MIN_WIDTH_PX}px)`;

// Browsers without media queries (test DOMs) count as narrow: no banner.
const hasMatchMedia = () => typeof window.matchMedia === 'function';

function subscribe(onChange: () => void) {
  if (!hasMatchMedia()) return () => undefined;
  const list = window.matchMedia(wideQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isWide = () => hasMatchMedia() && window.matchMedia(wideQuery).matches;

/** Whether the window is wide enough for the banner; follows resizes. */
export function useBannerWidth(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => false);
}

export function LoginBanner({ banner }: { banner: Banner }) {
  return (
    <Box
      component="aside"
      aria-label={launcherMessages.login.bannerAlt}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 6,
        bgcolor: banner.backgroundColor,
      }}
    >
      <Box
        component="a"
        href={banner.redirectUrl}
        target="_blank"
        rel="noopener noreferrer"
        sx={{
          display: 'block',
          borderRadius: 3,
          '&:focus-visible': { outline: '3px solid #ffffff', outlineOffset: 4 },
        }}
      >
        <Box
          component="img"
          src={banner.imageUrl}
          alt={`${launcherMessages.login.bannerAlt} ${launcherMessages.login.newTab}`}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: '80dvh', borderRadius: 3 }}
        />
      </Box>
    </Box>
  );
}
