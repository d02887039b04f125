import { describe, expect, it } from 'vitest';
import { apiMessages, loginMessages } from '@painel/domain';
import {
  authorizeBodySchema,
  errorCatalogue,
  loginFormSchema,
  messageForError,
  sessionQuerySchema,
  statusForError,
  tokenBodySchema,
} from './index';

describe('error catalogue', () => {
  it.each([
    ['INVALID_CREDENTIALS', 401, loginMessages.invalidCredentials],
    ['VALIDATION_FAILED', 400, apiMessages.invalidRequest],
    ['NOT_FOUND', 404, apiMessages.notFound],
    ['FORBIDDEN', 403, apiMessages.forbidden],
    ['RATE_LIMITED', 429, apiMessages.tooManyRequests],
    ['INTERNAL', 500, apiMessages.internal],
  ] as const)('%s is %i with its pt-BR text', (code, status, message) => {
    expect(statusForError(code)).toBe(status);
    expect(messageForError(code)).toBe(message);
  });

  it('falls back to the default message, or the given one, for codes it does not know', () => {
    expect(messageForError('SOMETHING_NEW')).toBe(
      'Ocorreu um erro durante a requisição. Por favor tente novamente ou contate o suporte.',
    );
    expect(messageForError(undefined, 'texto do servidor')).toBe('texto do servidor');
  });

  it('gives every code a client or server status and a non-empty message', () => {
    for (const { status, message } of Object.values(errorCatalogue)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
      expect(message.length).toBeGreaterThan(5);
    }
  });
});

describe('login form schema (shared by the web form and the API)', () => {
  it.each([
    [{ email: '', password: '' }, ['E-mail é obrigatório.', 'Senha é obrigatória.']],
    [{ email: 'ana', password: 'Quartzo#Azul47' }, ['E-mail inválido.']],
    [{ email: 'ana@empresa.example', password: '1234567' }, ['Senha deve possuir no mínimo 8 caracteres.']],
    [{ email: 'ana@empresa.example', password: 'x'.repeat(256) }, ['Insira no maximo 255 caracteres.']],
  ])('rejects %j with the spec messages', (input, messages) => {
    const result = loginFormSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(messages);
  });

  it('accepts valid credentials', () => {
    expect(
      loginFormSchema.safeParse({ email: 'ana@empresa.example', password: 'Quartzo#Azul47' }).success,
    ).toBe(true);
  });
});

describe('endpoint schemas', () => {
  const authorize = {
    client_id: 'painel-portal',
    redirect_uri: 'http://localhost:3000/login',
    state: 'a'.repeat(32),
    response_type: 'code',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  };

  it('accepts a well-formed authorize request and refuses unknown fields in Portuguese', () => {
    expect(authorizeBodySchema.safeParse(authorize).success).toBe(true);
    const extra = authorizeBodySchema.safeParse({ ...authorize, admin: 'sim' });
    expect(extra.error?.issues[0]?.message).toBe('Chave inválida: "admin"');
  });

  it.each([
    { state: 'curto' },
    { code_challenge: 'tem espaços e é curto' },
    { code_challenge_method: 'plain' },
    { redirect_uri: 'x'.repeat(2049) },
  ])('refuses authorize with %j', (patch) => {
    expect(authorizeBodySchema.safeParse({ ...authorize, ...patch }).success).toBe(false);
  });

  it('bounds the token request and the session query', () => {
    expect(
      tokenBodySchema.safeParse({ grant_type: 'authorization_code', code: 'c'.repeat(201) }).success,
    ).toBe(false);
    expect(sessionQuerySchema.safeParse({ productId: '17' }).data).toEqual({ productId: 17 });
    expect(sessionQuerySchema.safeParse({ productId: '0' }).success).toBe(false);
  });
});
