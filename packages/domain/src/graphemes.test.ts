import { describe, expect, it } from 'vitest';
import { truncateVisible, visibleLength } from './graphemes';

describe('visibleLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['😀', 1],
    ['Ótimo 👍🏽', 7],
    ['🇧🇷', 1],
    ['👩‍👩‍👧', 1],
    ['e\u0301', 1],
  ])('%j is %i characters', (text, length) => {
    expect(visibleLength(text)).toBe(length);
  });
});

describe('truncateVisible', () => {
  it('cuts at whole characters', () => {
    expect(truncateVisible('ab😀cd', 3)).toBe('ab😀');
    expect(truncateVisible('🇧🇷🇧🇷', 1)).toBe('🇧🇷');
    expect(truncateVisible('abc', 5)).toBe('abc');
  });
});
