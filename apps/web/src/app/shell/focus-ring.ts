import { brandColors } from '../../theme/theme';

/**
 * The keyboard focus of an entry: the selected entry's fill only darkened on focus, far
 * below WCAG's 3:1 for a focus indicator. A ring in the brand colour, 2 px off the entry, sits on
 * the menu's white and reads on any entry, selected or not.
 */
export const SIDEBAR_FOCUS_RING = {
  colour: brandColors.primary,
  background: '#ffffff',
  width: 3,
  offset: 2,
} as const;
