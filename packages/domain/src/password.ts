/**
 * The password policy of PF 5, one predicate per rule so the rule popper can show each rule as
 * passed or failed, plus the 0-5 strength meter. The same code judges the password in the
 * browser and on the server.
 *
 * Lengths count Unicode code points of the NFC form, so 'é' typed either way is one character.
 */
import { PASSWORD_MAX, PASSWORD_MIN } from './limits';
import { passwordMessages } from './messages';

export type PasswordRuleId =
  'minLength' | 'special' | 'uppercase' | 'digit' | 'noSequences' | 'noTriples' | 'maxLength';

/** The rules in the order the popper lists them. */
export const PASSWORD_RULE_IDS: readonly PasswordRuleId[] = [
  'minLength',
  'special',
  'uppercase',
  'digit',
  'noSequences',
  'noTriples',
  'maxLength',
];

export const passwordRuleLabels: Readonly<Record<PasswordRuleId, string>> = passwordMessages.rules;

export interface PasswordContext {
  /** The user's company: each word of 3 or more letters is an obvious term. */
  readonly companyName?: string | null;
}

/** The spec's sequences and obvious terms; each is also forbidden reversed. */
export const OBVIOUS_PASSWORD_TERMS = [
  'abc',
  'aaa',
  '123',
  '456',
  '789',
  'senha',
  'password',
  'segredo',
] as const;

export const COMPANY_WORD_MIN_LETTERS = 3;

/** Lower case without accents, so 'SÊNHA' and 'senha' are the same term. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function reverse(text: string): string {
  return [...text].reverse().join('');
}

function companyWords(companyName: string | null | undefined): string[] {
  if (!companyName) return [];
  return fold(companyName)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => (word.match(/\p{L}/gu)?.length ?? 0) >= COMPANY_WORD_MIN_LETTERS);
}

/** Every folded term the password may not contain, forwards and reversed. */
export function forbiddenPasswordTerms(context: PasswordContext = {}): string[] {
  const terms = [...OBVIOUS_PASSWORD_TERMS, ...companyWords(context.companyName)];
  return [...new Set(terms.flatMap((term) => [term, reverse(term)]))];
}

// Letters include accented ones and their combining marks; anything else that is not a digit or
// white space counts as special.
const SPECIAL = /[^\p{L}\p{M}\p{Nd}\s]/u;
const UPPERCASE = /\p{Lu}/u;
const LOWERCASE = /\p{Ll}/u;
const DIGIT = /\p{Nd}/u;
const TRIPLE = /(.)\1\1/su;

/** Each rule of PF 5, passed (true) or failed. An empty password passes only the "no ..." rules. */
export function checkPasswordRules(
  password: string,
  context: PasswordContext = {},
): Record<PasswordRuleId, boolean> {
  const text = password.normalize('NFC');
  const length = [...text].length;
  const folded = fold(text);
  return {
    minLength: length >= PASSWORD_MIN,
    special: SPECIAL.test(text),
    uppercase: UPPERCASE.test(text),
    digit: DIGIT.test(text),
    noSequences: !forbiddenPasswordTerms(context).some((term) => folded.includes(term)),
    noTriples: !TRIPLE.test(text),
    maxLength: length <= PASSWORD_MAX,
  };
}

export function failedPasswordRules(password: string, context: PasswordContext = {}): PasswordRuleId[] {
  const rules = checkPasswordRules(password, context);
  return PASSWORD_RULE_IDS.filter((id) => !rules[id]);
}

export function isPasswordValid(password: string, context: PasswordContext = {}): boolean {
  return failedPasswordRules(password, context).length === 0;
}

export type PasswordStrength = 0 | 1 | 2 | 3 | 4 | 5;

/** From this length a valid password earns a point (ours). */
export const STRONG_PASSWORD_LENGTH = 12;

/**
 * The meter (our scoring; the spec gives only the scale):
 * 0 empty;
 * 1 fails a rule and meets at most two of length ≥ 8, a special, an uppercase, a digit;
 * 2 fails a rule but meets three or four of them (a failing password never scores above 2);
 * 3 meets every rule;
 * 4 every rule plus one of: a lower-case letter, 12 or more characters;
 * 5 every rule plus both.
 */
export function passwordStrength(password: string, context: PasswordContext = {}): PasswordStrength {
  if (password.length === 0) return 0;
  const rules = checkPasswordRules(password, context);
  if (!PASSWORD_RULE_IDS.every((id) => rules[id])) {
    const met = [rules.minLength, rules.special, rules.uppercase, rules.digit].filter(Boolean).length;
    return met >= 3 ? 2 : 1;
  }
  const text = password.normalize('NFC');
  const bonus = (LOWERCASE.test(text) ? 1 : 0) + ([...text].length >= STRONG_PASSWORD_LENGTH ? 1 : 0);
  return bonus === 2 ? 5 : bonus === 1 ? 4 : 3;
}

/** 'Muito fraca' for 0 and 1, then 'Fraca', 'Regular', 'Boa', 'Excelente'. */
export function passwordStrengthLabel(score: PasswordStrength): string {
  return passwordMessages.strengthLabels[score];
}
