/**
 * The shipped list of the most common passwords (@zxcvbn-ts/language-common, about 49 000 leaked
 * passwords, lower case). A new password is refused when it is on it, in any letter case:
 * 'P@ssw0rd' passes the rules of PF 5 and is still among the first guesses of any attacker.
 */
let common: Promise<Set<string>> | undefined;

/** The list (and the package's other dictionaries) loads at the first new password, not with every process. */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  return (await common).has(password.normalize('NFC').toLowerCase());
}
