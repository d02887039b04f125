import { describe, expect, it } from 'vitest';
import { validateLoginEmail, validateLoginPassword } from './login-form';

const long = (length: number, suffix = '') => 'a'.repeat(length - suffix.length) + suffix;

describe('validateLoginEmail', () => {
  it.each([
    'ana@empresa.com.br',
    'joao.silva+painel@gmail.com',
    '  maria@exemplo.org  ',
    'a_b-c@sub.dominio.com',
    'x@y.io',
    `${'a'.repeat(64)}@${'b'.repeat(60)}.com`,
  ])('accepts %j', (email) => {
    expect(validateLoginEmail(email)).toBeNull();
  });

  it.each([
    ['', 'E-mail é obrigatório.'],
    ['   ', 'E-mail é obrigatório.'],
    ['ana', 'E-mail inválido.'],
    ['ana@', 'E-mail inválido.'],
    ['ana@empresa', 'E-mail inválido.'],
    ['ana silva@empresa.com', 'E-mail inválido.'],
    ['@empresa.com', 'E-mail inválido.'],
    ['ana..silva@empresa.com', 'E-mail inválido.'],
    [long(256, '@empresa.com'), 'Insira no maximo 255 caracteres.'],
    [long(300), 'Insira no maximo 255 caracteres.'],
  ])('refuses %j with %j', (email, message) => {
    expect(validateLoginEmail(email)).toBe(message);
  });
});

describe('validateLoginPassword', () => {
  it.each(['12345678', 'senha123', 'Abc@1234', '        ', 'x'.repeat(255), 'açúcar com café'])(
    'accepts %j',
    (password) => {
      expect(validateLoginPassword(password)).toBeNull();
    },
  );

  it.each([
    ['', 'Senha é obrigatória.'],
    ['a', 'Senha deve possuir no mínimo 8 caracteres.'],
    ['1234567', 'Senha deve possuir no mínimo 8 caracteres.'],
    ['       ', 'Senha deve possuir no mínimo 8 caracteres.'],
    ['x'.repeat(256), 'Insira no maximo 255 caracteres.'],
    ['x'.repeat(1000), 'Insira no maximo 255 caracteres.'],
  ])('refuses %j with %j', (password, message) => {
    expect(validateLoginPassword(password)).toBe(message);
  });
});
