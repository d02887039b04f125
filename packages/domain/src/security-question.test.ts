import { describe, expect, it } from 'vitest';
import {
  SECURITY_CHECK_MAX_FAILURES,
  SECURITY_CHECK_WINDOW_MINUTES,
  SECURITY_QUESTIONS,
  currentSecurityCheckWindow,
  isSecurityQuestion,
  securityAnswerError,
  securityCheckAttemptsLeft,
  securityCheckMinutesLeft,
} from './security-question';
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

describe("staff's check window", () => {
  const start = new Date('2026-11-29T12:00:00Z');
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
  it.each([
    [{ failures: 0, windowStartedAt: null }, 0, 5, { failures: 0, windowStartedAt: null }],
    [{ failures: 3, windowStartedAt: start }, 14, 2, { failures: 3, windowStartedAt: start }],
    [{ failures: 5, windowStartedAt: start }, 14, 0, { failures: 5, windowStartedAt: start }],
    // The window ends 15 minutes after its first wrong answer: nothing counts any more.
    [{ failures: 5, windowStartedAt: start }, 15, 5, { failures: 0, windowStartedAt: null }],
  ])('%j at +%i min: %i left', (stored, minutes, left, current) => {
    const window = currentSecurityCheckWindow(stored, at(minutes));
    expect(window).toEqual(current);
    expect(securityCheckAttemptsLeft(window)).toBe(left);
  });

  it('says the whole minutes left until a full window ends, at least one', () => {
    const full = { failures: SECURITY_CHECK_MAX_FAILURES, windowStartedAt: start };
    expect(securityCheckMinutesLeft(full, at(0))).toBe(SECURITY_CHECK_WINDOW_MINUTES);
    expect(securityCheckMinutesLeft(full, at(10.5))).toBe(5);
    expect(securityCheckMinutesLeft(full, at(14.99))).toBe(1);
  });
});
