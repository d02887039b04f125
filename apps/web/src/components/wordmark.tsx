/** The brand: a mark and the word 'Painel'. `inverse` for dark backgrounds (app bar, brand panel). */
import Box from '@mui/material/Box';
import { screenMessages } from '@painel/domain';

interface WordmarkProps {
  inverse?: boolean;
  /** Height of the mark in px; the word scales with it. */
  size?: number;
}

export function Wordmark({ inverse = false, size = 36 }: WordmarkProps) {
  const ink = inverse ? '#ffffff' : 'primary.main';
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: `${Math.round(size / 4)}px`, color: ink }}
    >
      <Box
        component="svg"
        viewBox="0 0 64 64"
        aria-hidden="true"
        focusable="false"
        sx={{ width: size, height: size }}
      >
        <rect width="64" height="64" rx="14" fill="currentColor" />
        <path
          d="M22 48V16h12.5c7.2 0 11.5 4 11.5 10.2S41.7 36.5 34.5 36.5H29V48z M29 30.5h5c3.2 0 4.9-1.6 4.9-4.3S37.2 22 34 22h-5z"
          fill={inverse ? '#0b3d91' : '#ffffff'}
        />
        <circle cx="47" cy="46" r="4" fill="#4db6ac" />
      </Box>
      <Box
        component="span"
        sx={{ fontWeight: 700, fontSize: `${size * 0.75}px`, letterSpacing: '-0.02em', lineHeight: 1 }}
      >
        {screenMessages.brandName}
      </Box>
    </Box>
  );
}
