/** SQL of the captcha: each verified challenge is recorded until it expires, so it counts once. */
import type { Db } from '../../db/database';

/** True when this signature was not used before; false for a replay (the primary key conflicts). */
export async function recordCaptchaUse(
  db: Db,
  signatureHash: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insertInto('captchaUses')
    .values({ signatureHash, expiresAt })
    .onConflict((oc) => oc.column('signatureHash').doNothing())
    .returning('signatureHash')
    .executeTakeFirst();
  // Expired challenges can no longer be verified, so their rows are no longer needed.
  await db.deleteFrom('captchaUses').where('expiresAt', '<', now).execute();
  return inserted !== undefined;
}
