/**
 * Demo OAuth clients: Empresa Demonstração (API flag) has its own API client, so
 * `client_credentials` can be tried in the demo with a published secret — demo mode only, like the
 * demo passwords.
 */
import type { Db } from '../database';
import { hashPassword } from '../../lib/passwords';

export const DEMO_API_CLIENT = {
  id: 'api-empresa-demonstracao',
  secret: 'segredo-da-api-de-demonstracao',
} as const;
const DEMO_COMPANY_DOCUMENT = '11444777000161';

export async function seedDemoOidc(trx: Db) {
  const company = await trx
    .selectFrom('companies')
    .select('id')
    .where('document', '=', DEMO_COMPANY_DOCUMENT)
    .executeTakeFirst();
  if (!company) return;
  await trx
    .insertInto('oauthClients')
    .values({
      id: DEMO_API_CLIENT.id,
      name: 'API da Empresa Demonstração',
      environment: 'product',
      productId: null,
      redirectUris: [],
      secretHash: await hashPassword(DEMO_API_CLIENT.secret),
      companyId: company.id,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
