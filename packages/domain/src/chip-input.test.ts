import { describe, expect, it } from 'vitest';
import { splitChips } from './chip-input';

describe('splitChips', () => {
  describe('turns typed or pasted text into new chips', () => {
    it.each<[string, string[], string[]]>([
      ['ana@empresa.com.br', [], ['ana@empresa.com.br']],
      ['a@x.com b@x.com', [], ['a@x.com', 'b@x.com']],
      ['a@x.com,b@x.com;c@x.com', [], ['a@x.com', 'b@x.com', 'c@x.com']],
      ['a@x.com;\n b@x.com\t,c@x.com', [], ['a@x.com', 'b@x.com', 'c@x.com']],
      ['  192.168.0.1  ', [], ['192.168.0.1']],
      ['c@x.com', ['a@x.com', 'b@x.com'], ['a@x.com', 'b@x.com', 'c@x.com']],
      ['Maria@Empresa.com', [], ['Maria@Empresa.com']],
    ])('%j after %j gives %j', (text, existing, expected) => {
      expect(splitChips(text, existing)).toEqual(expected);
    });
  });

  describe('drops empty pieces and duplicates', () => {
    it.each<[string, string[], string[]]>([
      ['', ['a@x.com'], ['a@x.com']],
      [' ,, ;; \n ', [], []],
      ['a@x.com, a@x.com', [], ['a@x.com']],
      ['A@X.COM', ['a@x.com'], ['a@x.com']],
      ['ana@x.com; ANA@x.com', [], ['ana@x.com']],
      ['10.0.0.1 10.0.0.1', ['10.0.0.1'], ['10.0.0.1']],
      [';a@x.com;', ['b@x.com'], ['b@x.com', 'a@x.com']],
    ])('%j after %j gives %j', (text, existing, expected) => {
      expect(splitChips(text, existing)).toEqual(expected);
    });
  });

  describe('compares only e-mails without case', () => {
    it.each<[string, string[], string[]]>([
      ['Grupo grupo', [], ['Grupo', 'grupo']],
      ['ABC', ['abc'], ['abc', 'ABC']],
      ['Operador operador OPERADOR', [], ['Operador', 'operador', 'OPERADOR']],
      ['x y', ['X'], ['X', 'x', 'y']],
      ['Ana ANA@X.COM ana@x.com', [], ['Ana', 'ANA@X.COM']],
    ])('%j after %j gives %j', (text, existing, expected) => {
      expect(splitChips(text, existing)).toEqual(expected);
    });
  });

  it('does not change the list it was given', () => {
    const existing = ['a@x.com'];
    splitChips('b@x.com', existing);
    expect(existing).toEqual(['a@x.com']);
  });
});
