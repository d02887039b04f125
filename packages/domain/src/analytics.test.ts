import { describe, expect, it } from 'vitest';
import { analyticsCategory, isAnalyticsExcluded } from './analytics';

describe('analyticsCategory', () => {
  it.each([
    [1, 'Menu lateral', 'Localize - Menu lateral'],
    [6, 'Menu lateral', 'Gestão da conta - Menu lateral'],
    [17, '  Card  ', 'Análise 360 - Card'],
    [100, 'Landing', 'Protesto - Landing'],
    [1, 'Localize - Menu lateral', 'Localize - Menu lateral'],
    [10, 'Localize - Busca', 'Autentica - Localize - Busca'],
    [8, 'Menu', 'Dado indisponível - Menu'],
    [999, 'Menu', 'Dado indisponível - Menu'],
  ])('product %i, %j -> %j', (productId, category, expected) => {
    expect(analyticsCategory(productId, category)).toBe(expected);
  });
});

describe('isAnalyticsExcluded', () => {
  it.each([
    [1, true],
    [2, false],
    [100, false],
    [0, false],
    [-1, false],
  ])('company %i: %s', (companyId, expected) => {
    expect(isAnalyticsExcluded(companyId)).toBe(expected);
  });
});
