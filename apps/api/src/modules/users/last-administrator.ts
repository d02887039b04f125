/**
 * The company keeps at least one active administrator. The decision is taken on the target
 * as it is after the company row is locked (re-read inside the transaction), never on a row read
 * before it: concurrent promotions, demotions and self-demotions would otherwise each see a stale
 * administrator and all pass.
 */
import { isActiveAdministrator, type ProfileRef } from '@painel/domain';

type Standing = { statusId: number; profile: ProfileRef };

/** Whether changing `current` into `next` (null: deleting it) would leave the company with no active administrator. */
export function removesLastAdministrator(
  current: Standing,
  next: Standing | null,
  activeAdministrators: number,
): boolean {
  if (!isActiveAdministrator(current)) return false;
  if (next && isActiveAdministrator(next)) return false;
  return activeAdministrators <= 1;
}
