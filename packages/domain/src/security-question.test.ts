import { describe, expect, it } from 'vitest';
import { SECURITY_QUESTIONS, isSecurityQuestion, securityAnswerError } from './security-question';
import { normaliseSecurityAnswer } from './users';

describe('security question', () => {
  it('offers a fixed list of distinct questions, and only those', () => {
    expect(SECURITY_QUESTIONS.length).toBeGreaterThanOrEqual(5);
    expect(new Set(SECURITY_QUESTIONS).size).toBe(SECURITY_QUESTIONS.length);
    expect(SECURITY_QUESTIONS.every(isSecurityQuestion)).toBe(true);
    expect(isSecurityQuestion('Qual a sua cor favorita?')).toBe(false);
    expect(isSecurityQuestion('')).toBe(false);
  });

  it.each([
    ['', 'Informe a resposta.'],
    ['    ', 'Informe a resposta.'],
    ['ab', 'A resposta deve ter ao menos 3 caracteres.'],
    // Spaces around and inside do not count: ' a  b ' is 'a b'.
    [' a  b ', undefined],
    ['Rex', undefined],
    ['x'.repeat(60), undefined],
    ['x'.repeat(61), 'A resposta deve ter no máximo 60 caracteres.'],
    [`  ${'x'.repeat(60)}   `, undefined],
  ])('answer %j → %s', (answer, message) => {
    expect(securityAnswerError(answer)).toBe(message);
  });

  it('compares the answer as a person says it', () => {
    expect(normaliseSecurityAnswer('  Ribeirão   PRETO ')).toBe(normaliseSecurityAnswer('ribeirao preto'));
    expect(normaliseSecurityAnswer('Conceição')).toBe('conceicao');
  });
});
