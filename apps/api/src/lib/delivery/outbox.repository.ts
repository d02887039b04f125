/** SQL of the outbox: messages kept when no provider is configured, newest first for the mailbox. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export async function insertOutboxMessage(
  db: Db,
  message: { channel: 'email' | 'sms'; recipient: string; subject: string | null; body: string },
) {
  await db
    .insertInto('outbox')
    .values({
      channel: message.channel,
      recipient: message.recipient.slice(0, 255),
      subject: message.subject?.slice(0, 255) ?? null,
      body: message.body,
    })
    .execute();
}

export function listOutboxMessages(db: Db, options: { to?: string | undefined; limit: number }) {
  let query = db.selectFrom('outbox').select(['id', 'channel', 'recipient', 'subject', 'body', 'createdAt']);
  if (options.to) query = query.where(sql<string>`lower(recipient)`, '=', options.to.toLowerCase());
  return query.orderBy('id', 'desc').limit(options.limit).execute();
}
