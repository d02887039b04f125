/**
 * One test file, one database: a copy of the run's template (see global-setup.ts), and the real
 * app built on it with buildApp, driven through app.inject. Helpers speak the OAuth flow as the
 * web client does, so tests read like the journeys they check.
 */
import { readFileSync } from 'node:fs';
import { randomUUID, createHash, randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { sql } from 'kysely';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { FIRST_PARTY_REDIRECT_PATH, apiPaths, firstPartyClients, type Environment } from '@painel/contracts';
import { buildApp } from '../app';
import type { Config } from '../config';
import { openPglite, openPostgres, type Db } from '../db/database';
import type { Metrics } from '../lib/metrics';
import { adminConnectionString, testConfig, testDbKind } from './test-env';

import { DEMO_PASSWORD } from '../db/seed/demo';

export { DEMO_PASSWORD };

export type Harness = {
  db: Db;
  config: Config;
  kind: 'pglite' | 'postgres';
  /** The connection string of this file's database (PostgreSQL runs only). */
  databaseUrl: string | undefined;
  app: (
    environment?: Environment,
    options?: { now?: () => Date; metrics?: Metrics },
  ) => Promise<FastifyInstance>;
  close: () => Promise<void>;
};

export async function createHarness(configOverrides: Partial<Config> = {}): Promise<Harness> {
  const config = testConfig(configOverrides);
  const kind = testDbKind();
  let db: Db;
  let closeDb: () => Promise<void>;
  let databaseUrl: string | undefined;
  if (kind === 'pglite') {
    const blob = new Blob([readFileSync(inject('pgliteTemplatePath'))]);
    const handle = await openPglite({ loadDataDir: blob });
    db = handle.db;
    closeDb = handle.close;
  } else {
    const name = `painel_t_${randomUUID().replaceAll('-', '')}`;
    const admin = openPostgres(adminConnectionString(), 1);
    await sql`create database ${sql.id(name)} template ${sql.id(inject('postgresTemplate'))}`.execute(
      admin.db,
    );
    databaseUrl = adminConnectionString(name);
    const handle = openPostgres(databaseUrl, 4);
    db = handle.db;
    closeDb = async () => {
      await handle.close();
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
      await admin.close();
    };
  }
  const apps: FastifyInstance[] = [];
  return {
    db,
    config,
    kind,
    databaseUrl,
    app: async (environment = 'portal', options = {}) => {
      const app = await buildApp({ config, db, environment, logger: false, ...options });
      apps.push(app);
      return app;
    },
    close: async () => {
      await Promise.all(apps.map((a) => a.close()));
      await closeDb();
    },
  };
}

export const basic = (user: string, secret: string) =>
  `Basic ${Buffer.from(`${user}:${secret}`, 'utf8').toString('base64')}`;

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export function redirectUri(config: Config, environment: Environment = 'portal') {
  return `${config.publicUrls[environment]}${FIRST_PARTY_REDIRECT_PATH}`;
}

export function authorizeRequest(
  app: FastifyInstance,
  config: Config,
  input: {
    email: string;
    password: string;
    environment?: Environment;
    challenge?: string;
    state?: string;
    headers?: Record<string, string>;
    /** The caller's address (default: 127.0.0.1). */
    remoteAddress?: string;
  },
) {
  const environment = input.environment ?? 'portal';
  const body = new URLSearchParams({
    client_id: firstPartyClients[environment],
    redirect_uri: redirectUri(config, environment),
    state: input.state ?? randomBytes(24).toString('base64url'),
    response_type: 'code',
    code_challenge: input.challenge ?? pkcePair().challenge,
    code_challenge_method: 'S256',
  });
  return app.inject({
    method: 'POST',
    url: `/api${apiPaths.authorize}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: basic(input.email, input.password),
      ...input.headers,
    },
    payload: body.toString(),
    ...(input.remoteAddress ? { remoteAddress: input.remoteAddress } : {}),
  });
}

export function tokenRequest(
  app: FastifyInstance,
  config: Config,
  input: {
    code: string;
    verifier: string;
    environment?: Environment;
    redirectUri?: string;
    clientId?: string;
  },
) {
  const environment = input.environment ?? 'portal';
  return app.inject({
    method: 'POST',
    url: `/api${apiPaths.token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri ?? redirectUri(config, environment),
      code_verifier: input.verifier,
      client_id: input.clientId ?? firstPartyClients[environment],
    }).toString(),
  });
}

/** Renews a first-party session as the browser does: the refresh cookie travels in `cookie`. */
export function refreshRequest(app: FastifyInstance, cookie: string, environment: Environment = 'portal') {
  return app.inject({
    method: 'POST',
    url: `/api${apiPaths.token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: firstPartyClients[environment],
    }).toString(),
  });
}

/** Signs in as the browser does and returns the Cookie header that carries the session. */
export async function signIn(
  app: FastifyInstance,
  config: Config,
  email: string,
  password: string,
  environment: Environment = 'portal',
) {
  const { verifier, challenge } = pkcePair();
  const authorized = await authorizeRequest(app, config, { email, password, environment, challenge });
  if (authorized.statusCode !== 200)
    throw new Error(`authorize ${authorized.statusCode}: ${authorized.body}`);
  const token = await tokenRequest(app, config, {
    code: authorized.json<{ code: string }>().code,
    verifier,
    environment,
  });
  if (token.statusCode !== 200) throw new Error(`token ${token.statusCode}: ${token.body}`);
  return cookieHeader(token);
}

export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** Both environments on this file's database, with the customer administrator and a staff member signed in. */
export async function bothEnvironments(h: Harness) {
  const portal = await h.app('portal');
  const backoffice = await h.app('backoffice');
  const [admin, staff] = await Promise.all([
    signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD),
    signIn(backoffice, h.config, 'suporte@painel.example', DEMO_PASSWORD, 'backoffice'),
  ]);
  return { portal, backoffice, admin, staff };
}
