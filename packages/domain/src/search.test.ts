import { describe, expect, it } from 'vitest';
import { FOLD_FROM, FOLD_TO, foldForSearch, searchTerms } from './search';

describe('searching by name', () => {
  it.each([
    ['Otávio', 'otavio'],
    ['OTÁVIO RAMOS', 'otavio ramos'],
    ['João Conceição', 'joao conceicao'],
    ['Ângela Müller', 'angela muller'],
    ['50% _x', '50% _x'],
  ])('folds %s to %s', (typed, folded) => {
    expect(foldForSearch(typed)).toBe(folded);
  });

  it('splits what was typed into folded words', () => {
    expect(searchTerms('  Otá   RAM ')).toEqual(['ota', 'ram']);
    expect(searchTerms('   ')).toEqual([]);
    expect(searchTerms(undefined)).toEqual([]);
  });

  it('keeps the two translate() tables the same length, letter for letter', () => {
    expect([...FOLD_FROM].length).toBe([...FOLD_TO].length);
  });
});
