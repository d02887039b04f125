/**
 * Callers verified in the last PRINCIPAL_CACHE_MS, per API instance. A session ended by another
 * process is refused here within that second (the identity issue's bound); one ended by this
 * process is forgotten at once.
 */
// Half the 1 s bound of the identity issue: the rest is headroom for a loaded machine.
export const PRINCIPAL_CACHE_MS = 500;
const MAX_ENTRIES = 10_000;

type Entry<P> = { principal: P; until: number; sessionId: string; userId: number };

export class PrincipalCache<P> {
  private readonly entries = new Map<string, Entry<P>>();

  get(key: string, now: number): P | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.principal;
  }

  set(key: string, principal: P, ids: { sessionId: string; userId: number }, now: number) {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { principal, until: now + PRINCIPAL_CACHE_MS, ...ids });
  }

  forgetSession(sessionId: string) {
    for (const [key, entry] of this.entries) if (entry.sessionId === sessionId) this.entries.delete(key);
  }

  forgetUser(userId: number) {
    for (const [key, entry] of this.entries) if (entry.userId === userId) this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }
}
