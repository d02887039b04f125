import { describe, expect, it } from 'vitest';
import {
  PASSWORD_RULE_IDS,
  checkPasswordRules,
  failedPasswordRules,
  forbiddenPasswordTerms,
  isPasswordValid,
  passwordRuleLabels,
  passwordStrength,
  passwordStrengthLabel,
} from './password';
import type { PasswordContext, PasswordRuleId, PasswordStrength } from './password';

const decomposedE = 'e\u0301'; // 'é' as two code points, as some keyboards send it

type Row = readonly [password: string, context?: PasswordContext];

/** Fills the optional context so each table row has the same shape. */
function rows(list: readonly Row[]): Array<[string, PasswordContext]> {
  return list.map(([password, context]) => [password, context ?? {}]);
}

const cases: Record<PasswordRuleId, { accepted: readonly Row[]; rejected: readonly Row[] }> = {
  minLength: {
    accepted: [
      ['12345678'],
      ['abcdefgh'],
      ['éééééééé'],
      [decomposedE.repeat(8)],
      ['Senha 12'],
      ['a'.repeat(100)],
    ],
    rejected: [[''], ['a'], ['Abc1!xy'], [decomposedE.repeat(7)], ['😀'.repeat(7)], ['       ']],
  },
  special: {
    accepted: [['!'], ['a@b'], ['senha#'], [' _ '], ['€'], ['😀'], ['-'], ['²']],
    rejected: [['abc'], ['ÁÉÍÓÚ çã'], ['123 456'], ['Ñandú'], [decomposedE], [''], ['a\tb\u00a0c']],
  },
  uppercase: {
    accepted: [['A'], ['abC'], ['É'], ['Ñ'], ['xxZ1'], ['Ç']],
    rejected: [['abc'], ['123'], ['é'], ['!@#'], [''], ['ß']],
  },
  digit: {
    accepted: [['1'], ['a0'], ['x9y'], ['2024'], ['Senha7']],
    rejected: [['abc'], ['ABC'], ['!@#'], ['um dois'], [''], ['²']],
  },
  noSequences: {
    accepted: [
      [''],
      ['Xyz!1'],
      ['A1b2C3!'],
      ['Bacana'],
      ['S3nh4'],
      ['pass word'],
      ['Qwerty!9', { companyName: 'Assertiva Soluções' }],
      ['Xp#2024!', { companyName: 'Grupo XP' }],
      ['Sa!9Kqwe', { companyName: 'S.A.' }],
      ['Mundo!23', { companyName: null }],
    ],
    rejected: [
      ['ABC'],
      ['xxcba'],
      ['1234'],
      ['x3210'],
      ['xSENHAx'],
      ['ahnes'],
      ['Drowssap!'],
      ['ODERGES'],
      ['sênha'],
      ['987'],
      ['654'],
      ['AaA'],
      ['passWord'],
      ['segredo'],
      ['Minha Assertiva1!', { companyName: 'Assertiva S.A.' }],
      ['avitressa!9', { companyName: 'Assertiva S.A.' }],
      ['Açaí Forte!', { companyName: 'Açaí Ltda' }],
      ['ACAI#2k', { companyName: 'Açaí Ltda' }],
      ['Solucoes9!', { companyName: 'Soluções Digitais' }],
      ['X!9adtl', { companyName: 'Açaí Ltda' }],
    ],
  },
  noTriples: {
    accepted: [[''], ['aab'], ['abab'], ['aaBaa'], ['AAa'], ['11-1'], ['éeé']],
    rejected: [['aaa'], ['111'], ['!!!'], ['xxZZZyy'], [decomposedE.repeat(3)], ['   '], ['😀😀😀']],
  },
  maxLength: {
    accepted: [[''], ['a'], ['a'.repeat(100)], [decomposedE.repeat(100)], ['😀'.repeat(100)]],
    rejected: [
      ['a'.repeat(101)],
      [decomposedE.repeat(101)],
      ['😀'.repeat(101)],
      ['a'.repeat(255)],
      ['Xk9!'.repeat(26)],
    ],
  },
};

describe.each(PASSWORD_RULE_IDS)('password rule %s', (rule) => {
  it.each(rows(cases[rule].accepted))('passes %j', (password, context) => {
    expect(checkPasswordRules(password, context)[rule]).toBe(true);
  });
  it.each(rows(cases[rule].rejected))('fails %j', (password, context) => {
    expect(checkPasswordRules(password, context)[rule]).toBe(false);
  });
});

describe('isPasswordValid', () => {
  it.each(
    rows([
      ['Xk9!mzpq'],
      ['Brasil@2024'],
      ['Correto#7'],
      ['Água-Viva9'],
      ['XK9!MZPQ'],
      ['Painel#2025', { companyName: 'Assertiva Soluções' }],
      ['Xk9!' + 'mz'.repeat(48)],
    ]),
  )('accepts %j', (password, context) => {
    expect(isPasswordValid(password, context)).toBe(true);
    expect(failedPasswordRules(password, context)).toStrictEqual([]);
  });

  it.each<readonly [string, PasswordContext, readonly PasswordRuleId[]]>([
    ['', {}, ['minLength', 'special', 'uppercase', 'digit']],
    ['Senha@2024', {}, ['noSequences']],
    ['Abc!1234', {}, ['noSequences']],
    ['Xkkk!9mzp', {}, ['noTriples']],
    ['xk9!mzpq', {}, ['uppercase']],
    ['Xk!mzpqw', {}, ['digit']],
    ['Xk9mzpqw', {}, ['special']],
    ['Xk9!m', {}, ['minLength']],
    ['Xk9!' + 'mz'.repeat(49), {}, ['maxLength']],
    ['Assertiva#1', { companyName: 'Assertiva' }, ['noSequences']],
    ['aaaaaaaa', {}, ['special', 'uppercase', 'digit', 'noSequences', 'noTriples']],
  ])('rejects %j (context %j) failing %j', (password, context, failed) => {
    expect(isPasswordValid(password, context)).toBe(false);
    expect(failedPasswordRules(password, context)).toStrictEqual(failed);
  });
});

describe('forbiddenPasswordTerms', () => {
  const base = [
    'abc',
    'cba',
    'aaa',
    '123',
    '321',
    '456',
    '654',
    '789',
    '987',
    'senha',
    'ahnes',
    'password',
    'drowssap',
    'segredo',
    'oderges',
  ];
  it.each<readonly [PasswordContext, readonly string[]]>([
    [{}, base],
    [{ companyName: '' }, base],
    [{ companyName: 'S.A.' }, base],
    [{ companyName: 'Grupo XP' }, [...base, 'grupo', 'opurg']],
    [{ companyName: 'Açaí Ltda S.A.' }, [...base, 'acai', 'iaca', 'ltda', 'adtl']],
    [{ companyName: 'B2B Ana' }, [...base, 'ana']],
  ])('for %j', (context, terms) => {
    expect(forbiddenPasswordTerms(context)).toStrictEqual(terms);
  });
});

describe('passwordStrength', () => {
  it.each<readonly [string, PasswordStrength, string]>([
    ['', 0, 'Muito fraca'],
    ['a', 1, 'Muito fraca'],
    ['abcdefgh', 1, 'Muito fraca'],
    ['qwertyui', 1, 'Muito fraca'],
    ['Q!', 1, 'Muito fraca'],
    ['ABCDEFG1', 2, 'Fraca'],
    ['Senha@123', 2, 'Fraca'],
    ['xk9!mzpq', 2, 'Fraca'],
    ['Xk9!', 2, 'Fraca'],
    ['Xkkk!9mzp', 2, 'Fraca'],
    ['XK9!MZPQ', 3, 'Regular'],
    ['Ç0RRETO!', 3, 'Regular'],
    ['XK9!MZPQWRTY', 4, 'Boa'],
    ['Xk9!mzpq', 4, 'Boa'],
    ['Água-Viva9', 4, 'Boa'],
    ['Xk9!mzpqwrty', 5, 'Excelente'],
    ['Brasil@2024!', 5, 'Excelente'],
  ])('%j scores %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toBe(score);
    expect(passwordStrengthLabel(passwordStrength(password))).toBe(label);
  });

  it.each<readonly [string, PasswordContext, PasswordStrength]>([
    ['Assertiva#12', {}, 5],
    ['Assertiva#12', { companyName: 'Assertiva' }, 2],
    ['Xk9!mzpqwrty', { companyName: 'Mzpq Ltda' }, 2],
    ['Xk9!mzpqwrty', { companyName: 'Outra' }, 5],
    ['Xk9!mzpqwrty', { companyName: 'ytrw' }, 2],
  ])('%j with %j scores %i', (password, context, score) => {
    expect(passwordStrength(password, context)).toBe(score);
  });
});

describe('labels', () => {
  it.each<readonly [PasswordRuleId, string]>([
    ['minLength', 'No mínimo 8 caracteres'],
    ['special', 'Pelo menos um caractere especial'],
    ['uppercase', 'Pelo menos uma letra maiúscula'],
    ['digit', 'Pelo menos um número'],
    ['noSequences', 'Sem sequências ou termos óbvios (abc, 123, senha, nome da empresa)'],
    ['noTriples', 'Sem três caracteres iguais seguidos'],
    ['maxLength', 'No máximo 100 caracteres'],
  ])('rule %s reads %j', (rule, label) => {
    expect(passwordRuleLabels[rule]).toBe(label);
  });

  it('lists the rules in popper order', () => {
    expect(PASSWORD_RULE_IDS).toStrictEqual([
      'minLength',
      'special',
      'uppercase',
      'digit',
      'noSequences',
      'noTriples',
      'maxLength',
    ]);
  });
});
