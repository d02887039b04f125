/**
 * `npm run keys:rotate [-- --agora]`: rotates the signing keys (signing-keys.ts). The next key of
 * each algorithm is published in the JWKS at once and signs from one hour later; the keys before it
 * sign until then and stay published 24 hours more. `--agora` signs with the new keys at once (a
 * key that must stop signing now). PostgreSQL: run it beside the running servers. The embedded
 * database: stop the server first, as for a backup.
 */
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/open';
import { rotateSigningKeys } from '../../core/auth/signing-keys';

const now = process.argv.slice(2).includes('--agora');
const config = loadConfig();
const handle = await openDatabase(config);
try {
  const rotation = await rotateSigningKeys({ db: handle.db, config }, now ? { aheadMs: 0 } : {});
  if (rotation)
    console.log(
      `Novas chaves publicadas (${Object.entries(rotation.kids)
        .map(([alg, kid]) => `${alg} ${kid}`)
        .join(
          ', ',
        )}); assinam a partir de ${rotation.activatesAt.toISOString()}. As anteriores continuam publicadas por 24 horas depois disso.`,
    );
} finally {
  await handle.close();
}
