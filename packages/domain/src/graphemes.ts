/**
 * Counting what the user sees: an emoji, a flag or a letter with its accent mark is one
 * character on screen but two or more UTF-16 code units in `string.length`. The remaining-
 * characters counters and the server's length rules count grapheme clusters, so both agree.
 */
const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter('pt-BR', { granularity: 'grapheme' })
    : null;

function graphemes(text: string): string[] {
  if (segmenter) return Array.from(segmenter.segment(text), (part) => part.segment);
  return Array.from(text); // Code points: still one per emoji of a single code point.
}

/** How many characters the user sees in `text`. */
export function visibleLength(text: string): number {
  return graphemes(text).length;
}

/** `text` cut to at most `max` visible characters, never splitting one. */
export function truncateVisible(text: string, max: number): string {
  const parts = graphemes(text);
  return parts.length <= max ? text : parts.slice(0, max).join('');
}
