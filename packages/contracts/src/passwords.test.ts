import { describe, expect, it } from 'vitest';
import {
  backofficeRecoveryRequestSchema,
  decodeBase64Text,
  decodeNewPassword,
  decodeOldPassword,
  encodeBase64Text,
  encodeOwnPasswordChange,
  ownPasswordBodySchema,
  readSetPasswordAuthorization,
  recoveryRequestSchema,
  setPasswordAuthorization,
} from './index';

const HASH = 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c';

describe('base64 of UTF-8 text', () => {
  it.each([
    ['', '', ''],
    ['a', 'YQ==', 'YQ'],
    ['ab', 'YWI=', 'YWI'],
    ['abc', 'YWJj', 'YWJj'],
    ['Quartzo#Azul47', 'UXVhcnR6byNBenVsNDc=', 'UXVhcnR6byNBenVsNDc'],
    ['Ação#Ótima9', 'QcOnw6NvI8OTdGltYTk=', 'QcOnw6NvI8OTdGltYTk'],
    ['🔐', '8J+UkA==', '8J-UkA'],
  ])('encodes %j as %s (base64) and %s (base64url), and reads both back', (text, base64, base64url) => {
    expect(encodeBase64Text(text)).toBe(base64);
    expect(encodeBase64Text(text, 'base64url')).toBe(base64url);
    expect(decodeBase64Text(base64)).toBe(text);
    expect(decodeBase64Text(base64url, 'base64url')).toBe(text);
  });

  it.each(['Senha:com:dois:pontos', 'emoji 🔐 9A!', 'ç'.repeat(100), 'x\u0000y'])(
    'round-trips %j',
    (text) => {
      expect(decodeBase64Text(encodeBase64Text(text))).toBe(text);
      expect(decodeBase64Text(encodeBase64Text(text, 'base64url'), 'base64url')).toBe(text);
    },
  );

  it.each([
    ['YWJj!', 'base64'],
    ['YWJ', 'base64'],
    ['YR==', 'base64'],
    ['YWI=YWI=', 'base64'],
    ['YWJj+', 'base64url'],
    ['Y', 'base64url'],
    ['YR', 'base64url'],
    ['wyg=', 'base64'],
    ['7aCA', 'base64'],
    ['wK8=', 'base64'],
  ] as const)('refuses %j (%s): bad alphabet, padding, stray bits or invalid UTF-8', (value, variant) => {
    expect(decodeBase64Text(value, variant)).toBeNull();
  });
});

describe('the link calls header: Password <b64url(password)>.<b64url(check)>.<hash>', () => {
  it.each([
    ['Quartzo#Azul47', 'Quartzo#Azul47'],
    ['a:b.c d', 'a:b.c d'],
    ['Ação#Ótima9', 'outra'],
    ['', ''],
    ['.', ':'],
  ])('carries %j and %j whatever characters they hold', (password, passwordCheck) => {
    const header = setPasswordAuthorization({ password, passwordCheck, hash: HASH });
    expect(header).toMatch(/^Password [A-Za-z0-9_-]*\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+$/);
    expect(readSetPasswordAuthorization(header)).toEqual({ password, passwordCheck, hash: HASH });
  });

  it.each([
    undefined,
    '',
    `Basic ${HASH}`,
    `Password YQ.YQ`,
    `Password YQ.YQ.curto`,
    `Password YQ.YQ.${HASH}.extra`,
    `Password Y.YQ.${HASH}`,
    `Password YQ+.YQ.${HASH}`,
  ])('refuses %j', (header) => {
    expect(readSetPasswordAuthorization(header)).toBeNull();
  });
});

describe('the own-password body', () => {
  it.each([
    ['Atual#Senha1', 'ana@empresa.example', 'Nova#Senha22'],
    ['com:dois:pontos9A', 'x@y.example', 'nova:com:pontos9A'],
    ['Ação#Ótima9', 'a.b+c@d.example', '🔐Nova#Senha1'],
  ])('encodes and reads back %j / %j / %j', (current, email, next) => {
    const body = encodeOwnPasswordChange({ current, email, next });
    expect(ownPasswordBodySchema.safeParse(body).success).toBe(true);
    expect(decodeOldPassword(body.oldPassword)).toEqual({ password: current, email });
    expect(decodeNewPassword(body.newPassword)).toEqual({ password: next, matches: true });
  });

  it.each([['Nova#Senha22:Outra#Senha22'], ['Nova#Senha22:'], ['Nova#Senha22'], ['ab:ab:'], ['x:y']])(
    'reads %j as a confirmation that does not match',
    (joined) => {
      expect(decodeNewPassword(encodeBase64Text(joined))?.matches).toBe(false);
    },
  );

  it('refuses an old password without the e-mail and values that are not base64', () => {
    expect(decodeOldPassword(encodeBase64Text('semseparador'))).toBeNull();
    expect(decodeOldPassword('não é base64')).toBeNull();
    expect(decodeNewPassword('***')).toBeNull();
  });
});

describe('recovery request schemas', () => {
  it('accepts a CNPJ or a CPF in the portal, only a CPF in the back office', () => {
    const cnpj = { document: '11.444.777/0001-61', email: 'admin@empresa.example' };
    const cpf = { document: '11144477735', email: 'admin@empresa.example', recaptcha: 'token' };
    expect(recoveryRequestSchema.safeParse(cnpj).success).toBe(true);
    expect(recoveryRequestSchema.safeParse(cpf).success).toBe(true);
    expect(backofficeRecoveryRequestSchema.safeParse(cpf).success).toBe(true);
    expect(backofficeRecoveryRequestSchema.safeParse(cnpj).success).toBe(false);
  });

  it.each([
    [{ document: '', email: 'a@b.example' }, 'Documento é obrigatório.'],
    [{ document: '11111111111', email: 'a@b.example' }, 'Documento inválido.'],
    [{ document: '11144477735', email: '' }, 'E-mail é obrigatório.'],
    [{ document: '11144477735', email: 'nao-e-email' }, 'E-mail inválido.'],
    [{ document: '11144477735', email: 'a@b.example', extra: 1 }, undefined],
  ])('refuses %j', (body, message) => {
    const parsed = recoveryRequestSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    if (message) expect(parsed.error?.issues.map((i) => i.message)).toContain(message);
  });
});
