import { describe, expect, it } from 'vitest';
import type { OwnPasswordChange } from './password-form';
import { validateConfirmPassword, validateNewPassword, validateOwnPasswordChange } from './password-form';

const company = { companyName: 'Painel Dados' };
const VALID = ['Casa#Verde7', 'Ipe@Amarelo9', 'Rio!Largo42', 'Lua*Nova58', 'Trem$Azul31', 'Çéu-Limpo4'];

describe('validateNewPassword', () => {
  it.each(VALID)('accepts %j', (password) => {
    expect(validateNewPassword(password, company)).toBeNull();
  });

  it.each([
    ['', 'Senha é obrigatória.'],
    ['Ca#7', 'A senha não cumpre as regras.'],
    ['casa#verde7', 'A senha não cumpre as regras.'],
    ['CasaVerde7', 'A senha não cumpre as regras.'],
    ['Casa#Verde', 'A senha não cumpre as regras.'],
    ['Casa#Verde123', 'A senha não cumpre as regras.'],
    ['Minha#Senha7', 'A senha não cumpre as regras.'],
    ['Caaasa#Verde7', 'A senha não cumpre as regras.'],
    ['Painel#Novo7', 'A senha não cumpre as regras.'],
    [`A#7${'x'.repeat(98)}`, 'A senha não cumpre as regras.'],
  ])('refuses %j with %j', (password, message) => {
    expect(validateNewPassword(password, company)).toBe(message);
  });

  it('judges the company name only when it is known', () => {
    expect(validateNewPassword('Painel#Novo7')).toBeNull();
  });
});

describe('validateConfirmPassword', () => {
  it.each(VALID.map((password) => [password, password]))(
    'accepts %j confirmed as %j',
    (password, confirm) => {
      expect(validateConfirmPassword(password, confirm)).toBeNull();
    },
  );

  it.each([
    ['Casa#Verde7', '', 'Confirmar senha é obrigatório.'],
    ['', '', 'Confirmar senha é obrigatório.'],
    ['Casa#Verde7', 'casa#verde7', 'As senhas não conferem.'],
    ['Casa#Verde7', 'Casa#Verde7 ', 'As senhas não conferem.'],
    ['Casa#Verde7', 'Casa#Verde', 'As senhas não conferem.'],
    ['', 'Casa#Verde7', 'As senhas não conferem.'],
  ])('refuses %j confirmed as %j with %j', (password, confirm, message) => {
    expect(validateConfirmPassword(password, confirm)).toBe(message);
  });
});

describe('validateOwnPasswordChange', () => {
  const change = (next: string, confirm = next, current = 'Antiga#Senha1'): OwnPasswordChange => ({
    current,
    next,
    confirm,
  });

  it.each(VALID.map((password) => change(password)))('accepts %j', (input) => {
    expect(validateOwnPasswordChange(input, company)).toEqual({});
  });

  it.each<[OwnPasswordChange, Record<string, string>]>([
    [change('Casa#Verde7', 'Casa#Verde7', ''), { current: 'Senha atual é obrigatória.' }],
    [
      change('', 'Casa#Verde7'),
      { next: 'Nova senha é obrigatória.', confirm: 'As senhas informadas não são correspondentes.' },
    ],
    [change('Casa#Verde7', ''), { confirm: 'A confirmação da senha é obrigatória.' }],
    [
      change('fraca'),
      {
        next: 'A senha informada não atende os requisitos necessários.',
        confirm: 'A senha informada não atende os requisitos necessários.',
      },
    ],
    [
      change('Painel#Novo7'),
      {
        next: 'A senha informada não atende os requisitos necessários.',
        confirm: 'A senha informada não atende os requisitos necessários.',
      },
    ],
    [change('Casa#Verde7', 'Rio!Largo42'), { confirm: 'As senhas informadas não são correspondentes.' }],
    [change('Casa#Verde7', 'curta'), { confirm: 'A senha informada não atende os requisitos necessários.' }],
    [
      change('Casa#Verde7', 'Casa#Verde7', 'Casa#Verde7'),
      { next: 'A nova senha deve ser diferente em relação à senha atual.' },
    ],
    [
      change('', '', ''),
      {
        current: 'Senha atual é obrigatória.',
        next: 'Nova senha é obrigatória.',
        confirm: 'A confirmação da senha é obrigatória.',
      },
    ],
  ])('refuses %j with %j', (input, errors) => {
    expect(validateOwnPasswordChange(input, company)).toEqual(errors);
  });
});
