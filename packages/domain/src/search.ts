/**
 * Searching by name the way a person types it: case and accents do not count and each word typed
 * may be any part of the name ('otavio ram' finds 'Otávio Ramos'). The same folding runs in the
 * database as translate(lower(column), FOLD_FROM, FOLD_TO): PGlite has no unaccent, and lower()
 * under the C collation changes only ASCII, so the table holds both cases of every accented letter.
 */
export const FOLD_FROM = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ';
export const FOLD_TO = 'aaaaaaeeeeiiiiooooouuuucnyyaaaaaaeeeeiiiiooooouuuucny';

const FOLD = new Map([...FOLD_FROM].map((char, index) => [char, FOLD_TO[index]!]));

/** The text as the search compares it: accented letters plain, ASCII letters lower case. */
export function foldForSearch(text: string): string {
  return [...text]
    .map((char) => FOLD.get(char) ?? char.replace(/[A-Z]/, (upper) => upper.toLowerCase()))
    .join('');
}

/** The words of a search, folded; empty when nothing was typed. */
export function searchTerms(text: string | undefined): string[] {
  return foldForSearch(text ?? '')
    .split(/\s+/u)
    .filter((word) => word !== '');
}
