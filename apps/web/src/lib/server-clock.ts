/**
 * The server's clock as this page sees it. Session times come from the server, and the browser's
 * clock may be minutes off, so every API answer's `Date` header updates the offset between the two
 * and session deadlines are counted on the server's clock (`serverNow()`).
 */

let offsetMs = 0;

/**
 * Records the offset from a `Date` header received at `receivedAtMs` (browser clock). The header
 * has whole seconds only, truncated: the server's time was somewhere in the following second, so
 * its middle is the best guess.
 */
export function noteServerDate(dateHeader: string | null, receivedAtMs: number = Date.now()): void {
  const serverMs = dateHeader ? Date.parse(dateHeader) : Number.NaN;
  if (Number.isFinite(serverMs)) offsetMs = serverMs + 500 - receivedAtMs;
}

/** Now, on the server's clock, in milliseconds. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** Forgets the offset (tests start from the browser's clock). */
export function resetServerClock(): void {
  offsetMs = 0;
}
