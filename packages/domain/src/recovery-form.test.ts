import { describe, expect, it } from 'vitest';
import { validateRecoveryDocument, validateRecoveryEmail } from './recovery-form';

// Valid by the Receita Federal's check digits.
const CPF = '52998224725';
const CPF_MASKED = '529.982.247-25';
const CPF_2 = '11144477735';
const CNPJ = '11222333000181';
const CNPJ_MASKED = '11.222.333/0001-81';
const CNPJ_2 = '45723174000110';

describe('validateRecoveryDocument', () => {
  describe('any document', () => {
    it.each([CPF, CPF_MASKED, CPF_2, CNPJ, CNPJ_MASKED, CNPJ_2, ` ${CPF} `])('accepts %j', (value) => {
      expect(validateRecoveryDocument(value, { cpfOnly: false })).toBeNull();
    });

    it.each([
      ['', 'Documento é obrigatório.'],
      ['   ', 'Documento é obrigatório.'],
      ['52998224724', 'Documento inválido.'],
      ['11222333000180', 'Documento inválido.'],
      ['11111111111', 'Documento inválido.'],
      ['5299822472', 'Documento inválido.'],
      ['529.982247-25', 'Documento inválido.'],
      ['abc', 'Documento inválido.'],
      ['1'.repeat(256), 'Insira no maximo 255 caracteres.'],
    ])('refuses %j with %j', (value, message) => {
      expect(validateRecoveryDocument(value, { cpfOnly: false })).toBe(message);
    });
  });

  describe('CPF only', () => {
    it.each([CPF, CPF_MASKED, CPF_2, '39053344705', '  11144477735'])('accepts %j', (value) => {
      expect(validateRecoveryDocument(value, { cpfOnly: true })).toBeNull();
    });

    it.each([
      ['', 'CPF é obrigatório.'],
      [' ', 'CPF é obrigatório.'],
      [CNPJ, 'Documento inválido.'],
      [CNPJ_MASKED, 'Documento inválido.'],
      ['52998224724', 'Documento inválido.'],
      ['00000000000', 'Documento inválido.'],
      ['x'.repeat(300), 'Insira no maximo 255 caracteres.'],
    ])('refuses %j with %j', (value, message) => {
      expect(validateRecoveryDocument(value, { cpfOnly: true })).toBe(message);
    });
  });
});

describe('validateRecoveryEmail', () => {
  it.each(['ana@empresa.com.br', 'b@c.io', ' joao@x.com ', 'z.y-x@dominio.net', 'first+tag@mail.org'])(
    'accepts %j',
    (email) => {
      expect(validateRecoveryEmail(email)).toBeNull();
    },
  );

  it.each([
    ['', 'E-mail é obrigatório.'],
    ['  ', 'E-mail é obrigatório.'],
    ['ana', 'E-mail inválido.'],
    ['ana@x', 'E-mail inválido.'],
    ['ana@@x.com', 'E-mail inválido.'],
    [`${'a'.repeat(250)}@x.com`, 'Insira no maximo 255 caracteres.'],
  ])('refuses %j with %j', (email, message) => {
    expect(validateRecoveryEmail(email)).toBe(message);
  });
});
