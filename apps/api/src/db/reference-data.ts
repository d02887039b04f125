/**
 * Reference data owned by the code, brought in line on every start: the product catalogue (products,
 * functionalities, permissions), the base and staff profiles with their permissions, the feature flags and LGPD purposes of use, and
 * the first-party and product OAuth clients, whose redirect URIs follow the configured public URLs.
 * Idempotent; customer data is never touched.
 *
 * Redirect URIs are the one thing here that depends on where this process thinks it lives, and the
 * database may be shared with a deployment that lives elsewhere: a client's recorded URIs are
 * replaced only in demo mode (a local database) or when this start is told to (ADOPT_PUBLIC_URLS);
 * otherwise they are kept and the difference is returned, for server start-up to warn about.
 * New clients always get the configured ones.
 */
import { sql } from 'kysely';
import {
  BASE_PROFILES,
  FEATURE_FLAG_NAMES,
  PRODUCTS,
  PRODUCT_CATALOGUE,
  PURPOSES_OF_USE,
  baseProfileGrants,
} from '@painel/domain';
import { FIRST_PARTY_REDIRECT_PATH, firstPartyClients } from '@painel/contracts';
import { forgetClients } from '../core/auth/session.repository';
import type { Config } from '../config';
import type { Db } from './database';

/** Ids below these are reserved for rows the code owns (staff company 1, base profiles 1-7). */
const RESERVED_IDS = { companies: 100, profiles: 100 } as const;

/** A client whose recorded redirect URIs differ from this configuration's, kept as recorded. */
export type KeptAddresses = { clientId: string; recorded: string[]; configured: string[] };

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((v, i) => v === [...b].sort()[i]);

export async function syncReferenceData(db: Db, config: Config): Promise<{ keptAddresses: KeptAddresses[] }> {
  const adopt = config.demoMode || config.adoptPublicUrls;
  const keptAddresses: KeptAddresses[] = [];
  /** The URIs to write for this client: the configured ones, unless a recorded list must be kept. */
  const addressesFor = async (trx: Db, clientId: string, configured: string[]) => {
    if (adopt) return configured;
    const row = await trx
      .selectFrom('oauthClients')
      .select('redirectUris')
      .where('id', '=', clientId)
      .executeTakeFirst();
    if (!row || sameList(row.redirectUris, configured)) return configured;
    keptAddresses.push({ clientId, recorded: row.redirectUris, configured });
    return row.redirectUris;
  };
  await db.transaction().execute(async (trx) => {
    for (const product of Object.values(PRODUCTS)) {
      await trx
        .insertInto('products')
        .values({ id: product.id, name: product.name, slug: product.slug })
        .onConflict((oc) => oc.column('id').doUpdateSet({ name: product.name, slug: product.slug }))
        .execute();
    }
    await syncCatalogue(trx);
    for (const profile of Object.values(BASE_PROFILES)) {
      await trx
        .insertInto('profiles')
        .values({ id: profile.id, name: profile.name, isBase: true, companyId: null })
        .onConflict((oc) => oc.column('id').doUpdateSet({ name: profile.name, isBase: true }))
        .execute();
      const permissions = baseProfileGrants(profile.id);
      await trx.deleteFrom('profilePermissions').where('profileId', '=', profile.id).execute();
      if (permissions.length > 0) {
        await trx
          .insertInto('profilePermissions')
          .values(permissions.map((permission) => ({ profileId: profile.id, permission })))
          .execute();
      }
    }
    // Feature flags: created off; a default staff changed in the back office is kept.
    for (const name of FEATURE_FLAG_NAMES) {
      await trx
        .insertInto('featureFlags')
        .values({ name, updatedAt: new Date() })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    }
    // LGPD purposes of use: the domain's list, in its order.
    for (const [position, p] of PURPOSES_OF_USE.entries()) {
      const row = { productId: p.productId, text: p.text, description: p.description, position };
      await trx
        .insertInto('lgpdPurposes')
        .values({ id: p.id, ...row })
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
    }
    await trx
      .deleteFrom('lgpdPurposes')
      .where(
        'id',
        'not in',
        PURPOSES_OF_USE.map((p) => p.id),
      )
      .execute();
    for (const [table, floor] of Object.entries(RESERVED_IDS)) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'),
        greatest((select coalesce(max(id), 0) from ${sql.table(table)}), ${floor}))`.execute(trx);
    }
    const clients = [
      {
        id: firstPartyClients.portal,
        name: 'Painel',
        environment: 'portal' as const,
        url: config.publicUrls.portal,
      },
      {
        id: firstPartyClients.backoffice,
        name: 'Painel Backoffice',
        environment: 'backoffice' as const,
        url: config.publicUrls.backoffice,
      },
    ];
    for (const client of clients) {
      const configured = [`${client.url}${FIRST_PARTY_REDIRECT_PATH}`];
      // `npm run dev` serves the portal through Vite on :5173; never registered in production.
      if (client.environment === 'portal' && config.nodeEnv !== 'production') {
        configured.push(`http://localhost:5173${FIRST_PARTY_REDIRECT_PATH}`);
      }
      const redirectUris = await addressesFor(trx, client.id, configured);
      await trx
        .insertInto('oauthClients')
        .values({
          id: client.id,
          name: client.name,
          environment: client.environment,
          redirectUris,
          secretHash: null,
        })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({ redirectUris, environment: client.environment, secretHash: null }),
        )
        .execute();
    }
    // Each sibling product is a registered OAuth client: a public one (it runs in the browser), so
    // PKCE binds its codes; its one redirect URI follows the configured product address.
    for (const product of Object.values(PRODUCTS).filter((p) => p.kind === 'solution')) {
      const id = productClientId(product.slug);
      const redirectUris = await addressesFor(trx, id, [
        `${config.productUrl(product.slug)}${PRODUCT_REDIRECT_PATH}`,
      ]);
      // The stand-in product (development) hears of logouts through the back channel.
      const standIn =
        config.productDemoPort !== undefined
          ? { backchannelLogoutUri: `${config.productUrl(product.slug)}${PRODUCT_BACKCHANNEL_LOGOUT_PATH}` }
          : {};
      await trx
        .insertInto('oauthClients')
        .values({
          id,
          name: product.name,
          environment: 'product',
          productId: product.id,
          redirectUris,
          secretHash: null,
          companyId: null,
          ...standIn,
        })
        .onConflict((oc) =>
          oc
            .column('id')
            .doUpdateSet({ name: product.name, redirectUris, productId: product.id, ...standIn }),
        )
        .execute();
    }
  });
  // Logins keep clients for a minute (auth.repository.ts): this process reads the new rows at once.
  forgetClients(db);
  return { keptAddresses };
}

/** The start-up warning for kept addresses (pt-BR and English, like the other start-up lines), or null. */
export function keptAddressesWarning(kept: readonly KeptAddresses[]): string | null {
  if (kept.length === 0) return null;
  const lines = kept.map(
    (k) =>
      `  ${k.clientId}: registrado/recorded ${k.recorded.join(' ')} — configurado/configured ${k.configured.join(' ')}`,
  );
  return [
    'Aviso: os endereços públicos configurados (PORTAL_URL, BACKOFFICE_URL, PRODUCT_URL_TEMPLATE) diferem dos registrados nos clientes OAuth; os registrados foram mantidos, e logins por este processo com os novos endereços serão recusados.',
    'Se esta é a nova casa do Painel, inicie uma vez com ADOPT_PUBLIC_URLS=1 (docs/deployment.md).',
    "Warning: the configured public addresses differ from the OAuth clients' recorded redirect URIs; the recorded ones were kept. To take them over, start once with ADOPT_PUBLIC_URLS=1.",
    ...lines,
  ].join('\n');
}

/**
 * Functionalities and permissions of PRODUCT_CATALOGUE. A functionality dropped from the catalogue
 * leaves the custom profiles that had it (cascade); their stored keys are rebuilt when the profile
 * is next saved.
 */
async function syncCatalogue(trx: Db) {
  // One statement per table: this runs on every start.
  const functionalities = PRODUCT_CATALOGUE.flatMap((product) => product.functionalities);
  await trx
    .insertInto('catalogueFunctionalities')
    .values(
      functionalities.map((f, position) => ({
        id: f.id,
        productId: f.productId,
        label: f.label,
        mandatory: f.mandatory,
        position,
      })),
    )
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        productId: eb.ref('excluded.productId'),
        label: eb.ref('excluded.label'),
        mandatory: eb.ref('excluded.mandatory'),
        position: eb.ref('excluded.position'),
      })),
    )
    .execute();
  const permissions = functionalities.flatMap((f) => f.permissions);
  await trx
    .insertInto('cataloguePermissions')
    .values(
      permissions.map((p, position) => ({
        id: p.id,
        functionalityId: p.functionalityId,
        label: p.label,
        key: p.key,
        mandatory: p.mandatory,
        position,
      })),
    )
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        functionalityId: eb.ref('excluded.functionalityId'),
        label: eb.ref('excluded.label'),
        key: eb.ref('excluded.key'),
        mandatory: eb.ref('excluded.mandatory'),
        position: eb.ref('excluded.position'),
      })),
    )
    .execute();
  await trx
    .deleteFrom('cataloguePermissions')
    .where(
      'id',
      'not in',
      permissions.map((p) => p.id),
    )
    .execute();
  await trx
    .deleteFrom('catalogueFunctionalities')
    .where(
      'id',
      'not in',
      functionalities.map((f) => f.id),
    )
    .execute();
}

/** Where a sibling product receives its authorization code. */
export const PRODUCT_REDIRECT_PATH = '/oauth/retorno';
/** Where the stand-in product receives the back-channel logout token. */
export const PRODUCT_BACKCHANNEL_LOGOUT_PATH = '/oauth/logout-backchannel';
export const productClientId = (slug: string) => `produto-${slug}`;
