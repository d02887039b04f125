/**
 * Reference data owned by the code, brought in line on every start: the product catalogue, the
 * base and staff profiles with their permissions, and the first-party OAuth clients whose
 * redirect URIs follow the configured public URLs. Idempotent; customer data is never touched.
 */
import { sql } from 'kysely';
import { BASE_PROFILES, PRODUCTS, baseProfilePermissions } from '@painel/domain';
import { FIRST_PARTY_REDIRECT_PATH, firstPartyClients } from '@painel/contracts';
import type { Config } from '../config';
import type { Db } from './database';

/** Ids below these are reserved for rows the code owns (staff company 1, base profiles 1-7). */
const RESERVED_IDS = { companies: 100, profiles: 100 } as const;

export async function syncReferenceData(db: Db, config: Config) {
  await db.transaction().execute(async (trx) => {
    for (const product of Object.values(PRODUCTS)) {
      await trx
        .insertInto('products')
        .values({ id: product.id, name: product.name, slug: product.slug })
        .onConflict((oc) => oc.column('id').doUpdateSet({ name: product.name, slug: product.slug }))
        .execute();
    }
    for (const profile of Object.values(BASE_PROFILES)) {
      await trx
        .insertInto('profiles')
        .values({ id: profile.id, name: profile.name, isBase: true, companyId: null })
        .onConflict((oc) => oc.column('id').doUpdateSet({ name: profile.name, isBase: true }))
        .execute();
      const permissions = baseProfilePermissions(profile.id);
      await trx.deleteFrom('profilePermissions').where('profileId', '=', profile.id).execute();
      if (permissions.length > 0) {
        await trx
          .insertInto('profilePermissions')
          .values(permissions.map((permission) => ({ profileId: profile.id, permission })))
          .execute();
      }
    }
    for (const [table, floor] of Object.entries(RESERVED_IDS)) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'),
        greatest((select coalesce(max(id), 0) from ${sql.table(table)}), ${floor}))`.execute(trx);
    }
    const clients = [
      { id: firstPartyClients.portal, name: 'Painel', environment: 'portal' as const, url: config.publicUrls.portal },
      { id: firstPartyClients.backoffice, name: 'Painel Backoffice', environment: 'backoffice' as const, url: config.publicUrls.backoffice },
    ];
    for (const client of clients) {
      const redirectUris = [`${client.url}${FIRST_PARTY_REDIRECT_PATH}`];
      // `npm run dev` serves the portal through Vite on :5173; never registered in production.
      if (client.environment === 'portal' && config.nodeEnv !== 'production') {
        redirectUris.push(`http://localhost:5173${FIRST_PARTY_REDIRECT_PATH}`);
      }
      await trx
        .insertInto('oauthClients')
        .values({ id: client.id, name: client.name, environment: client.environment, redirectUris, secretHash: null })
        .onConflict((oc) => oc.column('id').doUpdateSet({ redirectUris, environment: client.environment, secretHash: null }))
        .execute();
    }
  });
}
