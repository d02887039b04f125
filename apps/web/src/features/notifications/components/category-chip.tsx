/**
 * A notification's category in its colour (PF 3 'Category colours'). The text is black or white,
 * whichever reads better on that colour: one of the two always passes WCAG AA.
 */
import Chip from '@mui/material/Chip';
import { getContrastRatio } from '@mui/material/styles';
import { notificationCategoryColor } from '@painel/domain';

const DARK_TEXT = '#000000';
const LIGHT_TEXT = '#ffffff';

export function textColorOn(background: string): string {
  return getContrastRatio(background, LIGHT_TEXT) >= getContrastRatio(background, DARK_TEXT)
    ? LIGHT_TEXT
    : DARK_TEXT;
}

export function CategoryChip({ category }: { category: string }) {
  const color = notificationCategoryColor(category);
  return (
    <Chip
      size="small"
      label={category}
      sx={{
        bgcolor: color,
        color: textColorOn(color),
        fontWeight: 500,
        fontSize: '0.6875rem',
        height: 22,
        letterSpacing: 0.3,
      }}
    />
  );
}
