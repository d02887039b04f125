/**
 * Callers verified in the last PRINCIPAL_CACHE_MS, per API instance: the session check of a caller
 * seen that recently costs no query. A session or person this process changes is forgotten here at
 * once, and, on PostgreSQL, in every other process too (principal-notices.ts); a change the
 * notice misses is seen within PRINCIPAL_CACHE_MS (the identity issue's bound is 1 s).
 */
// Half the 1 s bound of the identity issue: the rest is headroom for a loaded machine.
export const PRINCIPAL_CACHE_MS = 500;
const MAX_ENTRIES = 10_000;

type Entry<P> = { principal: P; until: number; sessionId: string; userId: number };

/** What one process tells the others to forget: a session, a person's sessions, or everything. */
export type Forget = { sessionId: string } | { userId: number } | 'all';

export class PrincipalCache<P> {
  private readonly entries = new Map<string, Entry<P>>();
  /** Reads in flight, per key: callers arriving together share one read. */
  private readonly reads = new Map<string, Promise<unknown>>();
  /** Set by principal-notices.ts: tells the other processes what this one forgets. */
  announce: (what: Forget) => void = () => undefined;

  constructor(private readonly ttlMs = PRINCIPAL_CACHE_MS) {}

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
    this.entries.set(key, { principal, until: now + this.ttlMs, ...ids });
  }

  /** One read per key at a time: a burst of requests with one token costs one query. */
  shared<T>(key: string, read: () => Promise<T>): Promise<T> {
    const pending = this.reads.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const started = read().finally(() => this.reads.delete(key));
    this.reads.set(key, started);
    return started;
  }

  forgetSession(sessionId: string) {
    this.drop({ sessionId });
    this.announce({ sessionId });
  }

  forgetUser(userId: number) {
    this.drop({ userId });
    this.announce({ userId });
  }

  clear() {
    this.drop('all');
    this.announce('all');
  }

  /** Forgets here only (a notice from another process). */
  drop(what: Forget) {
    // A read in flight may predate the change: later callers start their own.
    this.reads.clear();
    if (what === 'all') {
      this.entries.clear();
      return;
    }
    for (const [key, entry] of this.entries)
      if ('sessionId' in what ? entry.sessionId === what.sessionId : entry.userId === what.userId)
        this.entries.delete(key);
  }
}
