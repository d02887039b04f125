import { describe, expect, it } from 'vitest';
import { personInitials } from './initials';

describe('personInitials', () => {
  it.each([
    ['Ana Administradora Souza', 'AS'],
    ['Ana', 'A'],
    ['  otávio   reis ', 'OR'],
    ['Élida da Silva', 'ÉS'],
    ['', 'NU'],
    ['123 -', 'NU'],
  ])('%j -> %s', (name, initials) => {
    expect(personInitials(name)).toBe(initials);
  });
});
