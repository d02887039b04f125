/**
 * A person's initials for an avatar: the first letters of the first and last names ('Ana
 * Administradora Souza' -> 'AS'), or 'NU' when there is no name. One function for the top bar and
 * 'Meu perfil', so both show the same letters.
 */
import { fallbackMessages } from './messages';

export function personInitials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  const first = words[0]?.[0];
  if (!first) return fallbackMessages.noUserInitials;
  const last = words.length > 1 ? words[words.length - 1]?.[0] : undefined;
  return `${first}${last ?? ''}`.toLocaleUpperCase('pt-BR');
}
