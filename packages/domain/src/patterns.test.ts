import { describe, expect, it } from 'vitest';
import { hasRepeatedDigits, isNumericSequence, sanitizeText } from './patterns';

describe('hasRepeatedDigits', () => {
  it.each(['11111111', '00000000', '99', '777', '00000000000', '55555555555555'])('flags %s', (value) => {
    expect(hasRepeatedDigits(value)).toBe(true);
  });

  it.each(['', '1', '11111112', '12345678', '1111-1111', 'aaaaaaaa', ' 1111', '00012345'])(
    'does not flag %j',
    (value) => {
      expect(hasRepeatedDigits(value)).toBe(false);
    },
  );
});

describe('isNumericSequence', () => {
  it.each(['12345678', '87654321', '01234567', '123', '987', '3210', '0123456789', '9876543210'])(
    'flags %s',
    (value) => {
      expect(isNumericSequence(value)).toBe(true);
    },
  );

  it.each(['', '12', '10', '1111', '12354678', '13579', '89012', '1234-5678', 'abc', '00012345'])(
    'does not flag %j',
    (value) => {
      expect(isNumericSequence(value)).toBe(false);
    },
  );
});

describe('sanitizeText', () => {
  const lettersAndSpace = /[a-zA-ZÀ-ÖØ-öø-ÿ ]/;
  const digits = /\d/;

  it.each([
    ['João  da   Silva', lettersAndSpace, 'João da Silva'],
    ['Maria123!', lettersAndSpace, 'Maria'],
    ['Ana ', lettersAndSpace, 'Ana '],
    ['  ', lettersAndSpace, ' '],
    ['a1 2 3b', digits, '123'],
    ['(11) 98765-4321', digits, '11987654321'],
    ['R$ 1.234,56', /[\d,]/, '1234,56'],
    ['emoji 😀 fora', lettersAndSpace, 'emoji fora'],
    ['', lettersAndSpace, ''],
  ])('sanitizes %j with %s to %j', (value, allowed, expected) => {
    expect(sanitizeText(value, allowed)).toBe(expected);
  });

  it('gives the same answer for a global regex on every character', () => {
    expect(sanitizeText('aaaa', /a/g)).toBe('aaaa');
    expect(sanitizeText('a b', /[ab ]/gy)).toBe('a b');
  });
});
