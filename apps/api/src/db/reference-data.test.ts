/**
 * The OAuth clients' redirect URIs follow the configured public addresses, but a process does not
 * silently take over a database that records other ones: outside demo mode it keeps them, says so,
 * and adopts the new ones only when started with ADOPT_PUBLIC_URLS=1.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PARTY_REDIRECT_PATH, firstPartyClients } from '@painel/contracts';
import { loadConfig } from '../config';
import { emptyPostgresDatabase } from '../test/empty-database';
import { migrateToLatest, openPostgres, type DatabaseHandle } from './database';
import { prepareDatabase } from './open';
import { keptAddressesWarning, syncReferenceData } from './reference-data';

const SECRET_KEY = randomBytes(32).toString('base64');
const production = (env: Record<string, string>) =>
  loadConfig({
    NODE_ENV: 'production',
    SECRET_KEY,
    LOG_LEVEL: 'silent',
    PORTAL_URL: 'https://portal.painel.example',
    ...env,
  });

let handle: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  const empty = await emptyPostgresDatabase();
  drop = empty.drop;
  handle = openPostgres(empty.url, 2);
  await migrateToLatest(handle.db);
});
afterAll(async () => {
  await handle.close();
  await drop();
});

const portalUris = async () =>
  (
    await handle.db
      .selectFrom('oauthClients')
      .select('redirectUris')
      .where('id', '=', firstPartyClients.portal)
      .executeTakeFirstOrThrow()
  ).redirectUris;

describe('public addresses and the OAuth clients', () => {
  it('records the configured addresses on a first start', async () => {
    expect(await syncReferenceData(handle.db, production({}))).toEqual({ keptAddresses: [] });
    expect(await portalUris()).toEqual([`https://portal.painel.example${FIRST_PARTY_REDIRECT_PATH}`]);
  });

  it('keeps the recorded addresses when another process starts with different ones, and warns', async () => {
    const recorded = await portalUris();
    const logged: string[] = [];
    await prepareDatabase(
      { db: handle.db },
      production({ PORTAL_URL: 'https://novo.painel.example' }),
      (line) => logged.push(line),
    );
    expect(await portalUris()).toEqual(recorded);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('os registrados foram mantidos');
    expect(logged[0]).toContain('ADOPT_PUBLIC_URLS=1');
    expect(logged[0]).toContain(`${firstPartyClients.portal}: registrado/recorded ${recorded[0]}`);
    expect(logged[0]).toContain('https://novo.painel.example');
    // The same addresses as recorded: nothing to say.
    expect(
      keptAddressesWarning((await syncReferenceData(handle.db, production({}))).keptAddresses),
    ).toBeNull();
  });

  it('takes the new addresses over only when told to (ADOPT_PUBLIC_URLS=1)', async () => {
    const told = production({
      PORTAL_URL: 'https://novo.painel.example',
      PRODUCT_URL_TEMPLATE: 'https://{slug}.novo.example',
      ADOPT_PUBLIC_URLS: '1',
    });
    expect(await syncReferenceData(handle.db, told)).toEqual({ keptAddresses: [] });
    expect(await portalUris()).toEqual([`https://novo.painel.example${FIRST_PARTY_REDIRECT_PATH}`]);
    const product = await handle.db
      .selectFrom('oauthClients')
      .select('redirectUris')
      .where('environment', '=', 'product')
      .where('companyId', 'is', null)
      .where('secretHash', 'is', null)
      .executeTakeFirstOrThrow();
    expect(product.redirectUris[0]).toMatch(/\.novo\.example\//);
  });

  it('follows the configuration automatically in demo mode (a local database)', async () => {
    const demo = loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      PORTAL_URL: 'http://localhost:4000',
    });
    expect(await syncReferenceData(handle.db, demo)).toEqual({ keptAddresses: [] });
    expect(await portalUris()).toContain(`http://localhost:4000${FIRST_PARTY_REDIRECT_PATH}`);
  });
});
