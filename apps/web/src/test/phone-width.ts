/**
 * A phone's width for component tests: jsdom has no matchMedia, so this answers every max-width
 * query (MUI's `breakpoints.down`) as matching. vi.unstubAllGlobals() (setup.ts) ends it.
 */
import { vi } from 'vitest';

export function stubPhoneWidth(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}
