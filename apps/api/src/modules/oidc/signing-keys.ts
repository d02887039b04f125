/**
 * The keys that sign the tokens sibling products verify on their own (ES256, published in the
 * JWKS). Private keys are stored sealed with the server key. Rotation adds a new signing key and
 * retires the old one, which stays published for a grace period, so tokens already issued keep
 * verifying and nobody is logged out.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { secretBox } from '../../lib/secret-box';
import { loadSecretKey } from '../../lib/secret-key';

export const SIGNING_ALGORITHM = 'ES256';
/** Retired keys stay in the JWKS this long: longer than any token they signed lives. */
export const RETIRED_KEY_GRACE_MS = 24 * 60 * 60 * 1000;

type KeyDeps = { db: Db; config: Config; now?: () => Date };
const clock = (deps: KeyDeps) => (deps.now ? deps.now() : new Date());
const context = (kid: string) => `signing-key:${kid}`;

export async function createSigningKey(deps: KeyDeps): Promise<string> {
  const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALGORITHM, use: 'sig' };
  const sealed = secretBox(loadSecretKey(deps.config)).seal(
    JSON.stringify(await exportJWK(privateKey)),
    context(kid),
  );
  await deps.db
    .insertInto('signingKeys')
    .values({
      kid,
      algorithm: SIGNING_ALGORITHM,
      publicJwk: JSON.stringify(publicJwk),
      privateJwk: sealed,
      createdAt: clock(deps),
    })
    .execute();
  return kid;
}

/** Adds a new signing key and retires the ones before it (still published during the grace). */
export async function rotateSigningKeys(deps: KeyDeps): Promise<string> {
  const now = clock(deps);
  const previous = await deps.db
    .selectFrom('signingKeys')
    .select('kid')
    .where('retiredAt', 'is', null)
    .execute();
  const kid = await createSigningKey(deps);
  if (previous.length) {
    await deps.db
      .updateTable('signingKeys')
      .set({ retiredAt: now })
      .where(
        'kid',
        'in',
        previous.map((k) => k.kid),
      )
      .execute();
  }
  return kid;
}

const parse = (value: unknown): JWK => (typeof value === 'string' ? JSON.parse(value) : value) as JWK; // jsonb arrives parsed (pg) or as text (PGlite)

/** The JWKS: never empty — the first reader creates the first key (issue 13), so a product can start before any login. */
export async function publishedKeys(deps: KeyDeps): Promise<{ keys: JWK[] }> {
  const published = await readPublishedKeys(deps);
  if (published.keys.length) return published;
  await activeKey(deps);
  return readPublishedKeys(deps);
}

async function readPublishedKeys(deps: KeyDeps): Promise<{ keys: JWK[] }> {
  const since = new Date(clock(deps).getTime() - RETIRED_KEY_GRACE_MS);
  const rows = await deps.db
    .selectFrom('signingKeys')
    .select(['publicJwk'])
    .where((eb) => eb.or([eb('retiredAt', 'is', null), eb('retiredAt', '>', since)]))
    .orderBy('createdAt', 'desc')
    .execute();
  return { keys: rows.map((r) => parse(r.publicJwk)) };
}

const privateKeys = new Map<string, CryptoKey | Uint8Array>();

async function activeKey(deps: KeyDeps) {
  let row = await deps.db
    .selectFrom('signingKeys')
    .select(['kid', 'privateJwk'])
    .where('retiredAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  if (!row) {
    await createSigningKey(deps);
    row = await deps.db
      .selectFrom('signingKeys')
      .select(['kid', 'privateJwk'])
      .where('retiredAt', 'is', null)
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
  }
  let key = privateKeys.get(row.kid);
  if (!key) {
    // We sealed this JSON ourselves from exportJWK (createSigningKey), and the box authenticates it.
    const jwk = JSON.parse(
      secretBox(loadSecretKey(deps.config)).open(row.privateJwk, context(row.kid)),
    ) as JWK;
    key = await importJWK(jwk, SIGNING_ALGORITHM);
    privateKeys.set(row.kid, key);
  }
  return { kid: row.kid, key };
}

export async function signToken(
  deps: KeyDeps,
  input: {
    issuer: string;
    subject: string;
    audience: string;
    expiresInSeconds: number;
    claims?: Record<string, unknown>;
    /** The JOSE `typ`: `at+jwt` for access tokens (RFC 9068), `JWT` for ID tokens, `logout+jwt` for logout tokens. */
    type?: string;
  },
): Promise<string> {
  const { kid, key } = await activeKey(deps);
  const now = Math.floor(clock(deps).getTime() / 1000);
  return new SignJWT({ ...input.claims })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid, typ: input.type ?? 'at+jwt' })
    .setIssuer(input.issuer)
    .setSubject(input.subject)
    .setAudience(input.audience)
    .setIssuedAt(now)
    .setExpirationTime(now + input.expiresInSeconds)
    .setJti(randomUUID())
    .sign(key);
}

export function issuerOf(config: Config, environment: 'portal' | 'backoffice') {
  return `${config.publicUrls[environment]}/api/oauth2`;
}
