/**
 * The connectivity notices as a list: a notice already on screen is not repeated;
 * coming back online clears the offline and slow-connection notices it answers; never more than
 * MAX_VISIBLE_NOTICES (with three kinds and no repeats that is a guard, not a rule one can see).
 */
import { MAX_VISIBLE_NOTICES, connectivityMessages } from '@painel/domain';

export type NoticeKind = 'offline' | 'online' | 'slow';

export interface Notice {
  id: number;
  kind: NoticeKind;
}

export const noticeText: Readonly<Record<NoticeKind, string>> = {
  offline: connectivityMessages.offline,
  online: connectivityMessages.online,
  slow: connectivityMessages.slow,
};

/** What being back online makes obsolete. */
const CLEARED_BY: Readonly<Record<NoticeKind, readonly NoticeKind[]>> = {
  offline: ['online'],
  online: ['offline', 'slow'],
  slow: [],
};

export function addNotice(notices: readonly Notice[], kind: NoticeKind, id: number): readonly Notice[] {
  if (notices.some((notice) => notice.kind === kind)) return notices;
  const kept = notices.filter((notice) => !CLEARED_BY[kind].includes(notice.kind));
  return [...kept, { id, kind }].slice(-MAX_VISIBLE_NOTICES);
}

export function removeNotice(notices: readonly Notice[], id: number): readonly Notice[] {
  return notices.filter((notice) => notice.id !== id);
}

/** effectiveType values of the Network Information API that PF 4 calls "slow (2g)". */
export function isSlowConnection(effectiveType: unknown): boolean {
  return effectiveType === '2g' || effectiveType === 'slow-2g';
}
