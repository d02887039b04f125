/**
 * The chip input: what a user types or pastes is split into chips on whitespace, commas
 * and semicolons, so a pasted list of e-mails becomes one chip per address.
 */

const SEPARATORS = /[\s,;]+/u;

/** E-mail addresses are compared without case; any other chip is compared as typed. */
function chipKey(chip: string): string {
  return chip.includes('@') ? chip.toLocaleLowerCase('pt-BR') : chip;
}

/**
 * The chips after adding `text` to `existing`: existing chips first, untouched and in order,
 * then each new, non-empty, not-yet-present chip in the order typed. The first spelling of a
 * repeated e-mail is the one kept.
 */
export function splitChips(text: string, existing: readonly string[]): string[] {
  const seen = new Set(existing.map(chipKey));
  const chips = [...existing];
  for (const part of text.split(SEPARATORS)) {
    const chip = part.trim();
    const key = chipKey(chip);
    if (chip === '' || seen.has(key)) continue;
    seen.add(key);
    chips.push(chip);
  }
  return chips;
}
