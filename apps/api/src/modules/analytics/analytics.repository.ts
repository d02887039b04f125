/** SQL of analytics: one row per event kept. */
import type { Db } from '../../db/database';

export async function insertEvent(
  db: Db,
  row: {
    companyId: number;
    userId: number;
    productId: number;
    eventCategory: string;
    eventAction: string;
    eventLabel: string | null;
    eventValue: number | null;
    occurredAt: Date;
  },
): Promise<void> {
  await db.insertInto('analyticsEvents').values(row).execute();
}
