/**
 * Secrets an installation generates for itself on first use (never written in the source): 32
 * random bytes, sealed with the server key (secret-box.ts) in `installation_secrets`, bound to
 * their name. Two processes creating the same secret at once keep the first one stored.
 */
import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { secretBox } from './secret-box';
import { loadSecretKey } from './secret-key';

const context = (name: string) => `installation_secrets:${name}`;

export async function installationSecret(
  db: Db,
  config: Pick<Config, 'secretKey' | 'nodeEnv' | 'dataDir'>,
  name: string,
): Promise<string> {
  const box = secretBox(loadSecretKey(config));
  const stored = () =>
    db.selectFrom('installationSecrets').select('sealed').where('name', '=', name).executeTakeFirst();
  let row = await stored();
  if (!row) {
    await db
      .insertInto('installationSecrets')
      .values({ name, sealed: box.seal(randomBytes(32).toString('base64url'), context(name)) })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await stored();
  }
  if (!row) throw new Error(`installation secret ${name} missing after creation`);
  return box.open(row.sealed, context(name));
}
