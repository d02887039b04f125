/**
 * The portal's look, written once: its colours and its mark. The web's theme and wordmark use them,
 * and so do the pages the API writes itself (the refusal page a product's browser may land on).
 * Colours keep WCAG AA contrast against white (primary 10:1, secondary 5.3:1).
 */
export const brandColors = {
  primary: '#0b3d91',
  primaryDark: '#072a66',
  primaryLight: '#3d64b0',
  secondary: '#00796b',
  accent: '#4db6ac',
  background: '#f4f6fa',
} as const;

/** The mark: a rounded square in the ink colour, a letter P and an accent dot, in a 64 × 64 box. */
export const brandMark = {
  viewBox: '0 0 64 64',
  cornerRadius: 14,
  letter:
    'M22 48V16h12.5c7.2 0 11.5 4 11.5 10.2S41.7 36.5 34.5 36.5H29V48z M29 30.5h5c3.2 0 4.9-1.6 4.9-4.3S37.2 22 34 22h-5z',
  dot: { cx: 47, cy: 46, r: 4 },
} as const;
