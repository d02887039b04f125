/**
 * Which extra notifications this user has already dealt with in this browser: banners closed,
 * virtual-seller cards closed or clicked, redirects followed. Kept in localStorage by user, so
 * they do not come back on every page load; logout clears localStorage, so a new session
 * shows the campaigns again. Never throws: storage can be unavailable.
 */
export interface SeenExtras {
  banners: number[];
  sellers: number[];
  redirects: number[];
}

export type SeenKind = keyof SeenExtras;

export const seenExtrasKey = (userId: number) => `painel:notificacoes-extras:${userId}`;

function ids(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
}

export function readSeenExtras(userId: number): SeenExtras {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(seenExtrasKey(userId)) ?? '{}');
    const record: Record<string, unknown> =
      typeof parsed === 'object' && parsed !== null ? { ...parsed } : {};
    return { banners: ids(record.banners), sellers: ids(record.sellers), redirects: ids(record.redirects) };
  } catch {
    return { banners: [], sellers: [], redirects: [] };
  }
}

export function writeSeenExtras(userId: number, seen: SeenExtras): void {
  try {
    window.localStorage.setItem(seenExtrasKey(userId), JSON.stringify(seen));
  } catch {
    // Not remembered: the campaign shows again on the next load, which is harmless.
  }
}

/** Records one more, over what is stored now, and answers the whole record. */
export function addSeenExtra(userId: number, kind: SeenKind, id: number): SeenExtras {
  const stored = readSeenExtras(userId);
  const next = stored[kind].includes(id) ? stored : { ...stored, [kind]: [...stored[kind], id] };
  writeSeenExtras(userId, next);
  return next;
}
