import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { SIDEBAR_FOCUS_RING } from './focus-ring';

describe('the side menu’s focus ring', () => {
  it('stands out 3:1 from the menu it is drawn on (WCAG 2.4.11 / 1.4.11)', () => {
    expect(getContrastRatio(SIDEBAR_FOCUS_RING.colour, SIDEBAR_FOCUS_RING.background)).toBeGreaterThanOrEqual(
      3,
    );
    expect(SIDEBAR_FOCUS_RING.width).toBeGreaterThanOrEqual(2);
    expect(SIDEBAR_FOCUS_RING.offset).toBeGreaterThan(0);
  });
});
