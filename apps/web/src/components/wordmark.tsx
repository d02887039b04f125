/** The brand: a mark and the word 'Painel'. `inverse` for dark backgrounds (app bar, brand panel). */
import Box from '@mui/material/Box';
import { brandColors, brandMark, screenMessages } from '@painel/domain';

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
        viewBox={brandMark.viewBox}
        aria-hidden="true"
        focusable="false"
        sx={{ width: size, height: size }}
      >
        <rect width="64" height="64" rx={brandMark.cornerRadius} fill="currentColor" />
        <path d={brandMark.letter} fill={inverse ? brandColors.primary : '#ffffff'} />
        <circle {...brandMark.dot} fill={brandColors.accent} />
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
