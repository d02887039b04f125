/**
 * The shipped list of the most common passwords (@zxcvbn-ts/language-common, about 49 000 leaked
 * passwords, lower case). A new password is refused when it is on it, in any letter case:
 * 'P@ssw0rd' passes the rules of PF 5 and is still among the first guesses of any attacker.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.normalize('NFC').toLowerCase());
}
