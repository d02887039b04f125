/** SQL of the ombudsman: the stored request and the moment its e-mail was handed over. */
import type { Db } from '../../db/database';

export async function insertRequest(
  db: Db,
  row: {
    companyId: number;
    userId: number;
    reason: number;
    phone: string;
    ticket: string | null;
    request: string;
    createdAt: Date;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('ombudsmanRequests')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function markSent(db: Db, id: number, sentAt: Date): Promise<void> {
  await db.updateTable('ombudsmanRequests').set({ sentAt }).where('id', '=', id).execute();
}
