/**
 * PF 8: a server message is shown "split into lines at periods". A line ends after a period (or
 * an ellipsis) followed by white space, so '1.500' and 'sistema...' at the end stay whole; existing
 * line breaks are kept.
 */
export function splitSentences(message: string): string[] {
  return message
    .split(/(?<=\.)\s+|\n+/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
