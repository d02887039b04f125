/**
 * Corrections are events too (negative quantities, audited), but a correction may not
 * take away more than was consumed: a negative event is refused (CORRECTION_EXCEEDS_USAGE) when
 * its quantity exceeds what that user accepted of that product's functionality in the event's São
 * Paulo month, counting the earlier accepted events of the same batch. Without this bound a
 * product client could wipe a company's month, push a group's running total below zero (and
 * authorize anything after) or credit a prepaid balance. Corrections are rare: one query each.
 * The ingestion calls this under its lock on the month totals, so concurrent batches of the same
 * company cannot both spend the same consumption.
 */
import { monthOfDay } from '@painel/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

type Consumption = { userId: number; productId: number; functionalityId: number; quantity: number };

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** Whether this event is a correction larger than the user's consumption it corrects. */
export async function correctionExceedsUsage(
  trx: Db,
  event: Consumption,
  day: string,
  acceptedInBatch: readonly (Consumption & { usageDay: string })[],
): Promise<boolean> {
  if (event.quantity >= 0) return false;
  const month = monthOfDay(day);
  const end = nextMonth(month);
  const same = (e: Consumption) =>
    e.userId === event.userId &&
    e.productId === event.productId &&
    e.functionalityId === event.functionalityId;
  const row = await trx
    .selectFrom('usageEvents')
    .select(sql<string>`coalesce(sum(quantity), 0)`.as('q'))
    .where('userId', '=', event.userId)
    .where('productId', '=', event.productId)
    .where('functionalityId', '=', event.functionalityId)
    .where('usageDay', '>=', month)
    .where('usageDay', '<', end)
    .executeTakeFirstOrThrow();
  const inBatch = acceptedInBatch
    .filter((e) => same(e) && e.usageDay >= month && e.usageDay < end)
    .reduce((n, e) => n + e.quantity, 0);
  return Number(row.q) + inBatch + event.quantity < 0;
}
