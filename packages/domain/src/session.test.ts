import { describe, expect, it } from 'vitest';
import { isSessionOver, isSessionWarning, shouldLazyRefresh } from './session';

describe('shouldLazyRefresh', () => {
  it.each([121, 300, 900, 1679, 1680, 120.5])('refreshes with %s s left', (remaining) => {
    expect(shouldLazyRefresh(remaining)).toBe(true);
  });
  it.each([120, 0, -1, 1681, 3600, Number.NaN])('does not refresh with %s s left', (remaining) => {
    expect(shouldLazyRefresh(remaining)).toBe(false);
  });
});

describe('isSessionWarning', () => {
  it.each([120, 119, 60, 1, 0.5])('warns with %s s left', (remaining) => {
    expect(isSessionWarning(remaining)).toBe(true);
  });
  it.each([121, 1680, 0, -5, Number.NaN])('does not warn with %s s left', (remaining) => {
    expect(isSessionWarning(remaining)).toBe(false);
  });
});

describe('isSessionOver', () => {
  it.each([0, -1, -0.5, -120, -0])('is over with %s s left', (remaining) => {
    expect(isSessionOver(remaining)).toBe(true);
  });
  it.each([1, 0.1, 120, 1680, Number.NaN])('is not over with %s s left', (remaining) => {
    expect(isSessionOver(remaining)).toBe(false);
  });
});
